// `npm start`: the portal in production mode. Without an OIDC provider, a newcomer on their own machine
// needs a way in, so the development login gets the demo password given in the README; only when the
// portal's PUBLIC_URL is a localhost address (the default), never for a portal reachable by others.
import { isLocalhost } from '../server/src/auth/dev-login.ts';

process.env.NODE_ENV ??= 'production';
const publicHost = new URL(process.env.PUBLIC_URL || 'http://localhost:3000').hostname;
if (!process.env.OIDC_ISSUER && !process.env.DEV_LOGIN_PASSWORD && isLocalhost(publicHost)) {
  process.env.DEV_LOGIN_PASSWORD = 'kommunalportal-demo';
}
const { main } = await import('../server/src/main.ts');
await main();
