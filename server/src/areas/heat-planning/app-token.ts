import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { HEAT_TOKEN_MINUTES } from '@kp/contract/heat-planning-constants';
import { exportJWK, type JWK, SignJWT } from 'jose';
import type { Config } from '../../config.ts';

// Tokens for the embedded heat-planning app: ES256 JWTs the app verifies with the key published at
// GET /api/waermeplanung/jwks.json. Several instances need the same HEAT_PLANNING_SIGNING_KEY; without it
// each process makes its own key, which suits one instance and the tests.

const ALGORITHM = 'ES256';

export interface AppTokenSigner {
  sign(claims: { sub: string; email: string; commune: string | null; name: string }): Promise<string>;
  jwks(): Promise<{ keys: JWK[] }>;
}

export function appTokenSigner(config: Config): AppTokenSigner {
  const privateKey: KeyObject = config.HEAT_PLANNING_SIGNING_KEY
    ? createPrivateKey(config.HEAT_PLANNING_SIGNING_KEY)
    : generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
  const publicKey = createPublicKey(privateKey);
  let published: Promise<JWK> | null = null;
  const publicJwk = () => {
    published ??= exportJWK(publicKey).then(async (jwk) => ({
      ...jwk,
      alg: ALGORITHM,
      use: 'sig',
      kid: await keyId(jwk),
    }));
    return published;
  };
  const audience = config.HEAT_PLANNING_APP_URL
    ? new URL(config.HEAT_PLANNING_APP_URL).origin
    : 'heat-planning';
  return {
    async sign(claims) {
      const jwk = await publicJwk();
      return new SignJWT({ email: claims.email, name: claims.name, commune: claims.commune })
        .setProtectedHeader({ alg: ALGORITHM, kid: jwk.kid })
        .setSubject(claims.sub)
        .setIssuer(config.PUBLIC_URL)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${HEAT_TOKEN_MINUTES}m`)
        .sign(privateKey);
    },
    async jwks() {
      return { keys: [await publicJwk()] };
    },
  };
}

/** The RFC 7638 thumbprint names the key, so a key change shows as a new kid. */
async function keyId(jwk: JWK): Promise<string> {
  const { calculateJwkThumbprint } = await import('jose');
  return calculateJwkThumbprint(jwk);
}
