const capitalise = (part: string) => part.charAt(0).toUpperCase() + part.slice(1);

/**
 * The claims e2e/oidc-provider.ts gives a login name, so specs know the name and address of an account
 * they made: 'anna.schmidt' → anna.schmidt@kommune.example, Anna Schmidt; an e-mail address is kept as it is.
 */
export function claimsFor(login: string) {
  const email = login.includes('@') ? login : `${login}@kommune.example`;
  const local = email.split('@')[0];
  const [first, ...rest] = local.split(/[._-]+/).filter(Boolean);
  const givenName = capitalise(first ?? local);
  const familyName = rest.length ? rest.map(capitalise).join(' ') : 'Test';
  return {
    sub: login,
    email,
    email_verified: true,
    preferred_username: local,
    given_name: givenName,
    family_name: familyName,
    name: `${givenName} ${familyName}`,
  };
}
