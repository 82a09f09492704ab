// `npm start`: the portal in production mode. Without an OIDC provider, a newcomer needs a way in,
// so the development login gets the demo password given in the README.
process.env.NODE_ENV ??= 'production';
if (!process.env.OIDC_ISSUER && !process.env.DEV_LOGIN_PASSWORD) {
  process.env.DEV_LOGIN_PASSWORD = 'kommunalportal-demo';
}
const { main } = await import('../server/src/main.ts');
await main();
