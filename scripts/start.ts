// `npm start`: the portal in production mode. Without an OIDC provider, a newcomer on their own machine
// needs a way in, so the development login gets the demo password given in the README; only when the
// portal's PUBLIC_URL is a localhost address (the default), never for a portal reachable by others.
import { isLocalhost } from '../server/src/auth/dev-login.ts';

process.env.NODE_ENV ??= 'production';
// A bad PUBLIC_URL is reported by the config check below; here it only means "not this machine".
const onThisMachine = isLocalhost(
  URL.parse(process.env.PUBLIC_URL || 'http://localhost:3000')?.hostname ?? '',
);
if (!process.env.OIDC_ISSUER && !process.env.DEV_LOGIN_PASSWORD && onThisMachine) {
  process.env.DEV_LOGIN_PASSWORD = 'kommunalportal-demo';
}
// A demo on this machine is for this machine alone: others on the network do not reach it unless HOST says so.
if (process.env.HOST === undefined && onThisMachine) process.env.HOST = '127.0.0.1';
// Production does not seed unless asked to, except the README's `npm start` on this machine.
if (process.env.SEED_DEMO_DATA === undefined && onThisMachine) process.env.SEED_DEMO_DATA = 'true';
// `--check-config` (npm start, before the build): a bad setting stops at once with its message.
if (process.argv.includes('--check-config')) {
  const { ConfigError, readConfig } = await import('../server/src/config.ts');
  try {
    readConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
} else {
  const { run } = await import('../server/src/main.ts');
  run();
}
