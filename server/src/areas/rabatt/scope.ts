import type { RabattRole, RabattStatus } from '@kp/contract/rabatt-constants';
import { oneCommune } from '../../auth/commune-scope.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { createCache, invalidate } from '../../lib/cache.ts';
import type { DbOrTx } from '../../mail/outbox.ts';
import { type ListWrite, rabattRoleOf, statusesAllowing } from './policy.ts';
import * as repo from './repo.ts';
import * as statusRepo from './status-repo.ts';

/** Kommunalrabatt: who works on which list, and who may do what when (spec 02 §6). */

/** The commune a call works on, and the caller's role in the process. */
export interface Scope {
  communeId: number;
  commune: string;
  role: RabattRole;
  user: UserRow;
}

/** A commune's list of one year; `communeId` and `year` also address the repo's queries. */
export interface ListScope extends Scope {
  year: number;
  status: RabattStatus;
  /** See touchList in status-repo.ts: changes with every write to the list. */
  generation: string;
}

/**
 * The commune and its list's status and generation, kept for a while: with the list snapshots (list.ts), a
 * page then needs nothing from the database, and a database round trip costs more than the rest of the
 * request. Every write invalidates the commune's entries on every instance (see writeList); the time
 * bounds only changes made by hand in the database. Writes check the status again in their transaction,
 * so a stale read never lets a write through that the current status forbids.
 */
const LIST_STATUS_CACHE_MS = 30_000;
const listStatusCache = createCache<string, repo.CommuneWithStatus | null>({
  name: 'rabatt-list-status',
  maxEntries: 2_000,
  ttlMs: LIST_STATUS_CACHE_MS,
  topics: (_key, found) => (found ? [`rabatt:${found.id}`, 'communes'] : ['rabatt', 'communes']),
});

const communeWithStatus = (db: Db, where: { name: string } | { id: number }, year: number | null) =>
  listStatusCache.get(db, `${'name' in where ? `n:${where.name}` : `i:${where.id}`}:${year}`, () =>
    repo.communeWithStatus(db, where, year),
  );

/** Drops cached statuses and snapshots on every instance, e.g. when rows were written straight into the database. */
export function forgetCachedLists(db: Db) {
  return invalidate(db, 'rabatt');
}

/** A write to a commune's lists, in one transaction; once it is over, every instance forgets them. */
export async function writeList<T>(db: Db, scope: Scope, write: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } finally {
    await invalidate(db, `rabatt:${scope.communeId}`);
  }
}

/**
 * The commune of the call by the portal's one commune scope (auth/commune-scope.ts: employees name any,
 * commune users their own only), with its list's status of the year.
 */
export async function resolveCommune(
  db: Db,
  user: UserRow,
  communeName: string | undefined,
  year: number | null,
) {
  const commune = await oneCommune(db, user, communeName);
  const found = await communeWithStatus(db, { id: commune.id }, year);
  if (!found) throw notFound(`Die Kommune „${commune.name}“ gibt es nicht.`, 'unknown_commune');
  return found;
}

export async function scopeOf(db: Db, user: UserRow, communeName: string | undefined): Promise<Scope> {
  const found = await resolveCommune(db, user, communeName, null);
  return { communeId: found.id, commune: found.name, role: rabattRoleOf(user), user };
}

export const noList = (commune: string, year: number) =>
  notFound(`Für ${commune} gibt es für ${year} keine Lieferstellenliste.`, 'no_list');

export async function listScopeOf(
  db: Db,
  user: UserRow,
  communeName: string | undefined,
  year: number,
): Promise<ListScope> {
  const found = await resolveCommune(db, user, communeName, year);
  if (!found.status) throw noList(found.name, year);
  return {
    communeId: found.id,
    commune: found.name,
    role: rabattRoleOf(user),
    user,
    year,
    status: found.status,
    generation: found.generation ?? '',
  };
}

/**
 * Opens a write on the list: the status must still allow it (another request may have moved it since the
 * check), and cached snapshots learn that the list changed.
 */
export async function touchList(tx: DbOrTx, scope: ListScope, action: ListWrite) {
  if (!(await statusRepo.touchList(tx, scope, statusesAllowing(scope.user, action, scope)))) {
    throw conflict(
      'Der Status der Liste wurde inzwischen geändert. Bitte laden Sie die Ansicht neu.',
      'status_changed',
    );
  }
}
