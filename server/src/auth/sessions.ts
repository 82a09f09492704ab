import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';

export const SESSION_COOKIE = 'kp_session';
export type UserRow = typeof users.$inferSelect;

/** How often a used session's last-seen time is written; idle expiry is measured from it. */
const TOUCH_INTERVAL_MS = 60_000;

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
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await db.delete(sessions).where(eq(sessions.id, hashToken(previous)));
  const token = await createSession(db, userId);
  reply.setCookie(SESSION_COOKIE, token, {
    ...sessionCookieOptions(config),
    maxAge: config.SESSION_MAX_HOURS * 3600,
  });
}

export async function endSession(db: Db, config: Config, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
  reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
}

export type SessionLookup = { user: UserRow; sessionId: string } | { user: null; expired: boolean };

/** Finds the signed-in user for a cookie token, ending sessions past their idle or absolute limit. */
export async function loadSession(db: Db, config: Config, token: string | undefined): Promise<SessionLookup> {
  if (!token) return { user: null, expired: false };
  const id = hashToken(token);
  const [row] = await db
    .select({ user: users, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id));
  if (!row) return { user: null, expired: true };
  const now = Date.now();
  const { idleMs, maxMs } = sessionLimits(config);
  const blocked = row.user.deactivatedAt !== null || row.user.rejectedAt !== null;
  if (blocked || now - row.lastSeenAt.getTime() > idleMs || now - row.createdAt.getTime() > maxMs) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return { user: null, expired: true };
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
  return { user: row.user, sessionId: id };
}

export async function endSessionsOfUser(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
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
