import { randomBytes } from 'node:crypto';
import { authEndpoints as api } from '@kp/contract/auth-endpoints';
import { ROUTES, TEXTS } from '@kp/contract/shell';
import { VISITOR_CONSENT_COOKIE } from '@kp/contract/tracking-constants';
import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AccountBlockedError,
  adoptVisitorConsent,
  findUserByUsername,
  signInWithIdentity,
} from '../areas/access/index.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { oidcLogins } from '../db/schema/index.ts';
import { route } from '../http/endpoint.ts';
import { HttpError, notFound, unauthorized } from '../http/errors.ts';
import { devLoginEnabled, devPasswordMatches } from './dev-login.ts';
import { DEMO_USERS } from './dev-login-accounts.ts';
import { createOidc } from './oidc.ts';
import { endSession, startSession } from './sessions.ts';

const BINDING_COOKIE = 'kp_oidc';
const LOGIN_ATTEMPT_MINUTES = 10;
/** Per account, whatever the address: failed development logins, and SSO sign-ins. */
const ACCOUNT_WINDOW = '15 minutes';
const FAILED_DEV_LOGINS_PER_ACCOUNT = 10;
const SSO_SIGNINS_PER_ACCOUNT = 20;

/** Sign-in and sign-out: SSO via OpenID Connect, the development login, logout. */
export async function authRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const oidc = createOidc(config);
  const bindingCookie = {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.PUBLIC_URL.startsWith('https://'),
    maxAge: LOGIN_ATTEMPT_MINUTES * 60,
    signed: true,
  };
  const loginError = (code: string) => `${ROUTES.login}?error=${code}`;

  // Sign-in attempts limited per account too, so spreading them over many addresses does not help.
  const accountOf = new WeakMap<object, string>();
  const accountLimit = (max: number) =>
    app.createRateLimit({
      max,
      timeWindow: ACCOUNT_WINDOW,
      keyGenerator: (request) => `signin-account:${accountOf.get(request) ?? ''}`,
    });
  const devLoginFailures = accountLimit(FAILED_DEV_LOGINS_PER_ACCOUNT);
  const ssoSignIns = accountLimit(SSO_SIGNINS_PER_ACCOUNT);
  /** The count after this attempt (or without counting it), and whether the account is over its limit. */
  const checkAccount = async (
    limiter: typeof devLoginFailures,
    request: FastifyRequest,
    account: string,
    increment: boolean,
  ) => {
    accountOf.set(request, account);
    const state = await limiter(request, { increment });
    return state.isAllowed
      ? { blocked: false, retryAfter: 0 }
      : {
          blocked: increment ? state.isExceeded : state.remaining === 0,
          retryAfter: state.ttlInSeconds,
        };
  };

  route(app, api.options, () => {
    const enabled = devLoginEnabled(config);
    return { sso: oidc.enabled, devLogin: { enabled, users: enabled ? [...DEMO_USERS] : [] } };
  });

  route(
    app,
    api.login,
    async (request, reply) => {
      if (!oidc.enabled) return reply.redirect(loginError('sso_unavailable'));
      let attempt: Awaited<ReturnType<typeof oidc.start>>;
      try {
        attempt = await oidc.start();
      } catch (error) {
        request.log.error({ err: error }, 'OIDC discovery failed');
        return reply.redirect(loginError('sso_unavailable'));
      }
      const browserBinding = randomBytes(24).toString('base64url');
      await db
        .delete(oidcLogins)
        .where(lt(oidcLogins.createdAt, sql`now() - ${`${LOGIN_ATTEMPT_MINUTES} minutes`}::interval`));
      await db.insert(oidcLogins).values({
        state: attempt.state,
        nonce: attempt.nonce,
        codeVerifier: attempt.codeVerifier,
        browserBinding,
      });
      reply.setCookie(BINDING_COOKIE, browserBinding, bindingCookie);
      return reply.redirect(attempt.url);
    },
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );

  route(
    app,
    api.callback,
    async (request, reply) => {
      const state = request.query.state;
      const signedBinding = request.cookies[BINDING_COOKIE];
      const unsigned = signedBinding ? request.unsignCookie(signedBinding) : null;
      const binding = unsigned?.valid ? unsigned.value : null;
      reply.clearCookie(BINDING_COOKIE, { path: bindingCookie.path });
      if (!oidc.enabled) return reply.redirect(loginError('sso_unavailable'));
      // The attempt is used once, whatever happens next.
      const [attempt] = state
        ? await db.delete(oidcLogins).where(eq(oidcLogins.state, state)).returning()
        : [];
      const fresh = attempt && Date.now() - attempt.createdAt.getTime() < LOGIN_ATTEMPT_MINUTES * 60_000;
      if (!attempt || !fresh || !binding || binding !== attempt.browserBinding) {
        request.log.warn('OIDC callback without a matching sign-in attempt');
        return reply.redirect(loginError('sso_failed'));
      }
      try {
        const claims = await oidc.finish(new URL(request.url, config.PUBLIC_URL), attempt);
        if ((await checkAccount(ssoSignIns, request, `sso:${claims.sub}`, true)).blocked) {
          request.log.warn('too many SSO sign-ins for one account');
          return reply.redirect(loginError('too_many_attempts'));
        }
        const user = await signInWithIdentity(db, claims, config.ADMIN_EMAILS);
        await adoptVisitorConsent(db, user, request.cookies[VISITOR_CONSENT_COOKIE]);
        await startSession(db, config, request, reply, user.id);
        return reply.redirect(ROUTES.oauthRedirect);
      } catch (error) {
        if (error instanceof AccountBlockedError) return reply.redirect(loginError('account_blocked'));
        if (error instanceof HttpError && error.code === 'email_taken')
          return reply.redirect(loginError('sso_failed'));
        request.log.error({ err: error }, 'OIDC callback failed');
        return reply.redirect(loginError('sso_failed'));
      }
    },
    { rateLimit: { max: 30, timeWindow: '1 minute' } },
  );

  route(
    app,
    api.devLogin,
    async (request, reply) => {
      if (!devLoginEnabled(config)) throw notFound('Diese Anmeldung ist hier nicht verfügbar.');
      const account = `dev:${request.body.username.toLowerCase().slice(0, 100)}`;
      const before = await checkAccount(devLoginFailures, request, account, false);
      if (before.blocked) {
        reply.header('retry-after', String(before.retryAfter));
        throw new HttpError(
          429,
          'too_many_requests',
          'Zu viele fehlgeschlagene Anmeldungen für dieses Konto. Bitte warten Sie einige Minuten.',
        );
      }
      if (!devPasswordMatches(config, request.body.password)) {
        await checkAccount(devLoginFailures, request, account, true);
        throw unauthorized(TEXTS.wrongPassword, 'wrong_password');
      }
      const isDemoUser = DEMO_USERS.some((demo) => demo.username === request.body.username);
      const user = isDemoUser ? await findUserByUsername(db, request.body.username) : null;
      if (!user) throw notFound('Diesen Demo-Benutzer gibt es nicht.');
      if (user.deactivatedAt || user.rejectedAt)
        throw unauthorized('Ihr Konto ist gesperrt.', 'account_blocked');
      await adoptVisitorConsent(db, user, request.cookies[VISITOR_CONSENT_COOKIE]);
      await startSession(db, config, request, reply, user.id);
    },
    { rateLimit: { max: 20, timeWindow: '1 minute' } },
  );

  route(app, api.logout, async (request, reply) => {
    await endSession(db, config, request, reply);
  });
}
