import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { communes } from '../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { createCache } from '../lib/cache.ts';
import type { UserRow } from './sessions.ts';

/** Which communes a call may see: one, or all of them (employees who name none). */
export type CommuneScope = { all: true } | { all: false; communeId: number; commune: string };

type CommuneRef = { id: number; name: string };

// Communes are fixed master data: a rename by hand notifies `communes` (docs/operations.md) or shows within a minute.
const communeCache = createCache<string, CommuneRef | null>({
  name: 'commune-refs',
  maxEntries: 100,
  ttlMs: 60_000,
  topics: () => ['communes'],
});

const communeBy = (db: Db, key: { name: string } | { id: number }) =>
  communeCache.get(db, 'name' in key ? `n:${key.name}` : `i:${key.id}`, async () => {
    const [row] = await db
      .select({ id: communes.id, name: communes.name })
      .from(communes)
      .where('name' in key ? eq(communes.name, key.name) : eq(communes.id, key.id))
      .limit(1);
    return row ?? null;
  });

/** The caller's own commune, or a 403 for an account without one. */
export async function ownCommune(db: Db, user: UserRow): Promise<CommuneRef> {
  const own = user.communeId === null ? null : await communeBy(db, { id: user.communeId });
  if (!own) throw forbidden('Ihrem Konto ist keine Kommune zugeordnet.', 'no_commune');
  return own;
}

/**
 * The commune scope of a call (design: commune scope on every call). Employees see every commune and may
 * name one; commune users see their own and get 403 for naming another, without learning whether it exists.
 */
export async function communeScope(db: Db, user: UserRow, requested?: string): Promise<CommuneScope> {
  if (user.isNewEmployee) {
    if (!requested) return { all: true };
    const found = await communeBy(db, { name: requested });
    if (!found) throw notFound(`Die Kommune „${requested}“ gibt es nicht.`, 'unknown_commune');
    return { all: false, communeId: found.id, commune: found.name };
  }
  const own = await ownCommune(db, user);
  if (requested !== undefined && requested !== own.name) {
    throw forbidden('Sie können nur die Daten Ihrer Kommune sehen.', 'other_commune');
  }
  return { all: false, communeId: own.id, commune: own.name };
}

/** Like communeScope, for calls about exactly one commune: employees must name it. */
export async function oneCommune(db: Db, user: UserRow, requested?: string): Promise<CommuneRef> {
  const scope = await communeScope(db, user, requested);
  if (scope.all) throw badRequest('Bitte wählen Sie eine Kommune.', 'commune_required');
  return { id: scope.communeId, name: scope.commune };
}
