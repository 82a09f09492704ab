import { createHash, randomBytes } from 'node:crypto';
// The cookie plugin's types add request.cookies and reply.setCookie, whoever compiles this file.
import type {} from '@fastify/cookie';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { createCache, invalidate } from '../lib/cache.ts';

export const SESSION_COOKIE = 'kp_session';

/**
 * On https the cookie carries the `__Host-` prefix: the browser then takes it only from this host, with
 * Secure and Path=/, so a sibling subdomain cannot set or shadow it.
 */
export function sessionCookieName(config: Pick<Config, 'PUBLIC_URL'>): string {
  return config.PUBLIC_URL.startsWith('https://') ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}
export type UserRow = typeof users.$inferSelect;

/** How often a used session's last-seen time is written; idle expiry is measured from it. */
const TOUCH_INTERVAL_MS = 60_000;
/**
 * A page load sends several calls at once; each instance keeps a looked-up session for a few seconds.
 * Logout, blocking and every change of the user invalidate it on every instance (lib/cache.ts); the time
 * bounds what another instance's touch of last-seen, or a change by hand in the database, takes to show.
 */
const SESSION_CACHE_MS = 5_000;
type SessionRow = { user: UserRow; createdAt: Date; lastSeenAt: Date };
const sessionCache = createCache<string, SessionRow | null>({
  name: 'sessions',
  maxEntries: 10_000,
  ttlMs: SESSION_CACHE_MS,
  topics: (id, row) => (row ? [`session:${id}`, `user:${row.user.id}`] : [`session:${id}`]),
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function sessionLimits(config: Config) {
  return { idleMs: config.SESSION_IDLE_MINUTES * 60_000, maxMs: config.SESSION_MAX_HOURS * 3_600_000 };
}

export function sessionCookieOptions(config: Config) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.PUBLIC_URL.startsWith('https://'),
  };
}

/** A new session row; the returned token goes into the cookie and is never stored. */
export async function createSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ id: hashToken(token), userId });
  return token;
}

/** Starts a new session (a fresh id at every sign-in) and ends the one the browser had before. */
export async function startSession(
  db: Db,
  config: Config,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
) {
  const previous = request.cookies[sessionCookieName(config)];
  if (previous) await deleteSession(db, hashToken(previous));
  const token = await createSession(db, userId);
  reply.setCookie(sessionCookieName(config), token, {
    ...sessionCookieOptions(config),
    maxAge: config.SESSION_MAX_HOURS * 3600,
  });
}

export async function endSession(db: Db, config: Config, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[sessionCookieName(config)];
  if (token) await deleteSession(db, hashToken(token));
  reply.clearCookie(sessionCookieName(config), sessionCookieOptions(config));
}

export type SessionLookup =
  | { user: UserRow; sessionId: string; expiresInMs: number }
  | { user: null; expired: boolean };

/**
 * Finds the signed-in user for a cookie token, ending sessions past their idle or absolute limit. `renew`
 * false (a call the app made on its own) leaves the idle time running.
 */
export async function loadSession(
  db: Db,
  config: Config,
  token: string | undefined,
  { renew = true }: { renew?: boolean } = {},
): Promise<SessionLookup> {
  if (!token) return { user: null, expired: false };
  const id = hashToken(token);
  const row = await sessionCache.get(db, id, async () => {
    const [found] = await db
      .select({ user: users, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, id));
    return found ?? null;
  });
  if (!row) return { user: null, expired: true };
  const now = Date.now();
  const { idleMs, maxMs } = sessionLimits(config);
  const blocked = row.user.deactivatedAt !== null || row.user.rejectedAt !== null;
  if (blocked || now - row.lastSeenAt.getTime() > idleMs || now - row.createdAt.getTime() > maxMs) {
    await deleteSession(db, id);
    return { user: null, expired: true };
  }
  if (renew && now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    row.lastSeenAt = new Date(now);
    await db.update(sessions).set({ lastSeenAt: row.lastSeenAt }).where(eq(sessions.id, id));
  }
  // Idle or absolute end, whichever comes first; seconds rather than a date, so clock skew does not matter.
  const expiresInMs = Math.min(row.lastSeenAt.getTime() + idleMs, row.createdAt.getTime() + maxMs) - now;
  return { user: row.user, sessionId: id, expiresInMs };
}

/** Deleted first, then invalidated: a lookup in between would otherwise keep the row again. */
async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
  await invalidate(db, `session:${id}`);
}

export async function endSessionsOfUser(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await invalidate(db, `user:${userId}`);
}

/**
 * After a change to a user row (once committed), every instance reads it anew on the next call; without a
 * user, every session is read anew. Resolves once the other instances have been told.
 */
export function forgetCachedSessions(db: Db, userId?: number) {
  return invalidate(db, userId === undefined ? 'session' : `user:${userId}`);
}

/** Removes expired sessions; run now and then so the table stays small. */
export async function pruneSessions(db: Db, config: Config) {
  const { idleMs, maxMs } = sessionLimits(config);
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.lastSeenAt, sql`now() - ${`${idleMs} milliseconds`}::interval`),
        lt(sessions.createdAt, sql`now() - ${`${maxMs} milliseconds`}::interval`),
      ),
    );
}
