/**
 * A real OpenID provider on loopback for the end-to-end suite (oidc-provider v9).
 * Any login name signs in; the claims are derived from it (e2e/oidc-claims.ts).
 * Started by playwright.config.ts; run it alone with `node e2e/oidc-provider.ts`.
 *
 * Env: OIDC_PORT (3901), OIDC_CLIENT_SECRET, PORTAL_URL (http://localhost:3100).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { claimsFor } from './oidc-claims.ts';

const port = Number(process.env.OIDC_PORT ?? 3901);
const issuer = `http://localhost:${port}`;
const portalUrl = (process.env.PORTAL_URL ?? 'http://localhost:3100').replace(/\/$/, '');
// The second portal of fresh-production.spec.ts signs in through the same provider.
const portalUrls = [portalUrl, process.env.FRESH_PORTAL_URL?.replace(/\/$/, '')].filter(
  (url): url is string => Boolean(url),
);
const clientSecret = process.env.OIDC_CLIENT_SECRET ?? 'e2e-client-secret-0123456789abcdef';
const SCOPES = 'openid email profile';

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'kommunalportal',
      client_secret: clientSecret,
      redirect_uris: portalUrls.map((url) => `${url}/api/auth/login_new_ag/callback`),
      post_logout_redirect_uris: portalUrls.map((url) => `${url}/login`),
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_post',
    },
  ],
  pkce: { required: () => true },
  scopes: ['openid', 'email', 'profile'],
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified'],
    profile: ['preferred_username', 'given_name', 'family_name', 'name'],
  },
  // The portal reads the person from the ID token, so the scope claims go into it too.
  conformIdTokenClaims: false,
  cookies: { keys: ['e2e-oidc-cookie-key-1', 'e2e-oidc-cookie-key-2'] },
  features: { devInteractions: { enabled: false } },
  interactions: {
    url: (_ctx: KoaContextWithOIDC, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
  },
  // The portal is the provider's own first-party client: no consent screen.
  async loadExistingGrant(ctx: KoaContextWithOIDC) {
    const { oidc } = ctx;
    const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client.clientId);
    const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
    if (existing) return existing;
    const grant = new oidc.provider.Grant({
      clientId: oidc.client.clientId,
      accountId: oidc.session?.accountId,
    });
    grant.addOIDCScope(SCOPES);
    await grant.save();
    return grant;
  },
  async findAccount(_ctx: KoaContextWithOIDC, id: string) {
    return { accountId: id, claims: async () => claimsFor(id) };
  },
  ttl: {
    Session: 3600,
    Interaction: 600,
    Grant: 3600,
    AccessToken: 600,
    AuthorizationCode: 60,
    IdToken: 600,
  },
});

provider.on('server_error', (_ctx: unknown, error: Error) => console.error('[oidc] server_error', error));

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, error?: string) {
  return `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><title>Test-Anmeldung</title></head>
<body>
<main>
  <h1>Test-Anmeldung</h1>
  ${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
  <form method="post" action="/interaction/${escapeHtml(uid)}">
    <p><label for="login">Benutzername</label> <input id="login" name="login" required autocomplete="username"></p>
    <p><label for="password">Passwort</label> <input id="password" name="password" type="password" autocomplete="current-password"></p>
    <button type="submit">Anmelden</button>
  </form>
</main>
</body>
</html>`;
}

async function readForm(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** The login step of an authorization: a form for any login name. */
async function interaction(req: IncomingMessage, res: ServerResponse, uid: string) {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) throw new Error('interaction mismatch');
  if (req.method === 'POST') {
    const login = (await readForm(req)).get('login')?.trim() ?? '';
    if (!login) {
      res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(loginPage(uid, 'Bitte geben Sie einen Benutzernamen ein.'));
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: login } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  if (details.prompt.name !== 'login') {
    // Consent is granted by loadExistingGrant; any other prompt is not part of these tests.
    await provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(loginPage(uid));
}

const handle = provider.callback();

const server = createServer((req, res) => {
  const match = /^\/interaction\/([\w-]+)\/?$/.exec(new URL(req.url ?? '/', issuer).pathname);
  if (!match) {
    handle(req, res);
    return;
  }
  interaction(req, res, match[1]).catch((error: unknown) => {
    console.error('[oidc] interaction failed', error);
    if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Anmeldung fehlgeschlagen');
  });
});

server.listen(port, '127.0.0.1', () =>
  console.log(`[oidc] provider at ${issuer}, client kommunalportal → ${portalUrl}`),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
