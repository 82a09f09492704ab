const capitalise = (part: string) => part.charAt(0).toUpperCase() + part.slice(1);

/** A login 'ungeprueft/<address>' claims that address without email_verified, as a careless provider would. */
export const UNVERIFIED_LOGIN_PREFIX = 'ungeprueft/';

/**
 * The claims e2e/oidc-provider.ts gives a login name, so specs know the name and address of an account
 * they made: 'anna.schmidt' → anna.schmidt@kommune.example, Anna Schmidt; an e-mail address is kept as it is.
 */
interface Claims {
  sub: string;
  email: string;
  email_verified?: boolean;
  preferred_username: string;
  given_name: string;
  family_name: string;
  name: string;
}

export function claimsFor(login: string): Claims {
  if (login.startsWith(UNVERIFIED_LOGIN_PREFIX)) {
    const { email_verified: _dropped, ...claims } = claimsFor(login.slice(UNVERIFIED_LOGIN_PREFIX.length));
    return { ...claims, sub: login };
  }
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
