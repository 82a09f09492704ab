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
