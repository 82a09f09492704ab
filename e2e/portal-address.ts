/**
 * Where the e2e servers listen, shared by playwright.config.ts and the fixtures (which send the portal's
 * origin with every API call). E2E_PORT_OFFSET lets two runs share a machine.
 */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const PORTAL_PORT = 3100 + PORT_OFFSET;
export const OIDC_PORT = 3901 + PORT_OFFSET;
export const HEAT_APP_PORT = 3951 + PORT_OFFSET;
export const PORTAL_URL = `http://localhost:${PORTAL_PORT}`;
export const OIDC_ISSUER = `http://localhost:${OIDC_PORT}`;
/** The second portal of fresh-production.spec.ts: production, no demo data, its own empty database. */
export const FRESH_PORTAL_PORT = 3150 + PORT_OFFSET;
export const FRESH_PORTAL_URL = `http://localhost:${FRESH_PORTAL_PORT}`;
/** The portal's secret at the test provider, for both portals. */
export const OIDC_CLIENT_SECRET = 'e2e-client-secret-0123456789abcdef';
