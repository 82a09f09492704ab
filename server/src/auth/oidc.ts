import { API_BASE } from '@kp/contract/api-base';
import { authEndpoints } from '@kp/contract/auth-endpoints';
import * as client from 'openid-client';
import type { Config } from '../config.ts';

/** Where the provider sends the browser back: the callback endpoint of the contract. */
export const OIDC_CALLBACK_PATH = `${API_BASE}${authEndpoints.callback.path}`;

export interface IdentityClaims {
  sub: string;
  email: string;
  /**
   * True only when the provider says the address is verified; a token without the claim counts as
   * unverified unless OIDC_TRUST_EMAIL_WITHOUT_VERIFIED_CLAIM is set for a provider that never sends it.
   */
  emailVerified: boolean;
  username: string;
  firstName: string | null;
  lastName: string | null;
}

const isLoopback = (url: string) => /^http:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/.test(url);

/** The OIDC client of one configured provider; discovery runs on first use and is retried after a failure. */
export function createOidc(config: Config) {
  const issuer = config.OIDC_ISSUER;
  const clientId = config.OIDC_CLIENT_ID;
  let discovered: Promise<client.Configuration> | null = null;
  const redirectUri = `${config.PUBLIC_URL.replace(/\/$/, '')}${OIDC_CALLBACK_PATH}`;

  function configuration() {
    if (!issuer || !clientId) throw new Error('OIDC ist nicht konfiguriert');
    discovered ??= client
      .discovery(
        new URL(issuer),
        clientId,
        config.OIDC_CLIENT_SECRET ? { client_secret: config.OIDC_CLIENT_SECRET } : undefined,
        config.OIDC_CLIENT_SECRET ? client.ClientSecretPost(config.OIDC_CLIENT_SECRET) : client.None(),
        // Plain http is allowed only for a provider on this machine (tests and local set-ups).
        isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  return {
    enabled: Boolean(issuer && clientId),
    redirectUri,

    /** The provider's authorization URL plus the secrets to keep until the callback. */
    async start() {
      const oidcConfig = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(oidcConfig, {
        redirect_uri: redirectUri,
        scope: config.OIDC_SCOPES,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    /** Exchanges the code, checking state, nonce and PKCE, and returns the ID token's claims. */
    async finish(
      callbackUrl: URL,
      expected: { state: string; nonce: string; codeVerifier: string },
    ): Promise<IdentityClaims> {
      const oidcConfig = await configuration();
      const tokens = await client.authorizationCodeGrant(
        oidcConfig,
        callbackUrl,
        {
          expectedState: expected.state,
          expectedNonce: expected.nonce,
          pkceCodeVerifier: expected.codeVerifier,
          idTokenExpected: true,
        },
        { redirect_uri: redirectUri },
      );
      const claims = tokens.claims();
      if (!claims) throw new Error('Kein ID-Token erhalten');
      return identityFromClaims(claims, config.OIDC_TRUST_EMAIL_WITHOUT_VERIFIED_CLAIM);
    },
  };
}

/** The ID token's claims as the portal reads them; the e-mail counts as verified only when the token says so. */
export function identityFromClaims(
  claims: { sub: string } & Record<string, unknown>,
  trustEmailWithoutVerifiedClaim: boolean,
): IdentityClaims {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email) throw new Error('Das ID-Token enthält keine E-Mail-Adresse');
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  // Some providers send the claim as the string 'true'.
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  const missing = claims.email_verified === undefined || claims.email_verified === null;
  return {
    sub: claims.sub,
    email,
    emailVerified: verified || (missing && trustEmailWithoutVerifiedClaim),
    username: text(claims.preferred_username) ?? email.split('@')[0],
    firstName: text(claims.given_name),
    lastName: text(claims.family_name),
  };
}

export type Oidc = ReturnType<typeof createOidc>;
