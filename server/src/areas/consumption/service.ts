import type { Person } from '@kp/contract/access';
import { type CommuneStats, type FundingService, VerbrauchsdatenSchema } from '@kp/contract/consumption';
import { COMMUNE_NAMES } from '@kp/contract/shell';
import { z } from 'zod';
import { oneCommune, ownCommune } from '../../auth/commune-scope.ts';
import { FLAG_COLUMNS } from '../../auth/flags.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { type JsonAnswer, prepareJson } from '../../http/json-answer.ts';
import { createCache, invalidate } from '../../lib/cache.ts';
import { communesById } from '../access/index.ts';
import { toFundingService, toVerbrauchsdaten } from './present.ts';
import * as repo from './repo.ts';

/**
 * Built answers per commune, the page's big call answered from ready bytes (ETag and gzip made once). The
 * data changes through the import command, which invalidates `consumption` on every instance (lib/cache.ts);
 * answers are rebuilt behind the previous ones.
 */
export const CONSUMPTION_CACHE_MS = 60_000;
const answerCache = createCache<number, JsonAnswer>({
  name: 'consumption-answers',
  maxEntries: 100,
  ttlMs: CONSUMPTION_CACHE_MS,
  staleWhileRevalidate: true,
  topics: (communeId) => [`consumption:${communeId}`, 'communes'],
});
type StatsEntry = Omit<CommuneStats, 'services'> & {
  services: (FundingService & { requiredFlag: repo.FundingServiceRow['requiredFlag'] })[];
};
const statsCache = createCache<number, StatsEntry>({
  name: 'consumption-stats',
  maxEntries: 100,
  ttlMs: CONSUMPTION_CACHE_MS,
  staleWhileRevalidate: true,
  topics: (communeId) => [`consumption:${communeId}`, 'communes', 'content'],
});
const namesCache = createCache<'all', string[]>({
  name: 'consumption-communes',
  maxEntries: 1,
  ttlMs: CONSUMPTION_CACHE_MS,
  staleWhileRevalidate: true,
  topics: () => ['communes'],
});

/** Call after changing consumption data (once committed), so every instance shows it at once. */
export function forgetConsumptionCache(db: Db) {
  return invalidate(db, 'consumption', 'communes');
}

/** The spec's communes in the spec's order, then any other of the table alphabetically. */
async function allCommuneNames(db: Db): Promise<string[]> {
  const stored = new Set(await repo.communeNames(db));
  const known = COMMUNE_NAMES.filter((name) => stored.has(name));
  const others = [...stored]
    .filter((name) => !(COMMUNE_NAMES as readonly string[]).includes(name))
    .sort((a, b) => a.localeCompare(b, 'de'));
  return [...known, ...others];
}

/** GET /api/verbrauchsdaten/getVerbrauchsdatenCommuneNames: employees every commune, others their own. */
export async function communeNames(db: Db, user: UserRow): Promise<string[]> {
  if (!user.isNewEmployee) return [(await ownCommune(db, user)).name];
  return namesCache.get(db, 'all', () => allCommuneNames(db));
}

async function buildVerbrauchsdaten(db: Db, commune: { id: number; name: string }): Promise<JsonAnswer> {
  const [facts, consumption, feedIn] = await Promise.all([
    repo.communeFacts(db, commune.id),
    repo.consumptionOf(db, commune.id),
    repo.feedInOf(db, commune.id),
  ]);
  const data = toVerbrauchsdaten(commune.name, facts, consumption, feedIn);
  // Encoded through the route's schema as the serializer would, once per cache entry.
  return prepareJson(Buffer.from(JSON.stringify(z.encode(VerbrauchsdatenSchema, data))));
}

/**
 * GET /api/verbrauchsdaten[/{commune}]: a commune user's own commune (another one is 403), or the one an
 * employee names (without one 400). Ready bytes of `Verbrauchsdaten`.
 */
export async function verbrauchsdaten(db: Db, user: UserRow, requested?: string): Promise<JsonAnswer> {
  const commune = await oneCommune(db, user, requested);
  return answerCache.get(db, commune.id, () => buildVerbrauchsdaten(db, commune));
}

/** GET /api/verbrauchsdaten/getContact: the commune's Kommunalpartner ('Ihr NEW Kontakt'), or null. */
export async function contact(db: Db, user: UserRow, requested?: string): Promise<Person | null> {
  const commune = await oneCommune(db, user, requested);
  // The same cached commune (and Person presenter) as the user's userCommunePartner.
  return (await communesById(db)).get(commune.id)?.kommunalPartner ?? null;
}

async function buildStats(db: Db, commune: { id: number; name: string }): Promise<StatsEntry> {
  const [facts, rows] = await Promise.all([
    repo.communeFacts(db, commune.id),
    repo.fundingServicesOf(db, commune.id),
  ]);
  return {
    commune: commune.name,
    einwohner: facts.einwohner,
    importDate: facts.importDate,
    services: rows.map((row) => ({ ...toFundingService(row), requiredFlag: row.requiredFlag })),
  };
}

/**
 * GET /api/verbrauchsdaten/getCommuneStats: residents, import date and the funding cards; a service behind
 * a feature flag (spec 01 §6) only for users who have it, as everywhere else.
 */
export async function communeStats(db: Db, user: UserRow, requested: string): Promise<CommuneStats> {
  const commune = await oneCommune(db, user, requested);
  const stats = await statsCache.get(db, commune.id, () => buildStats(db, commune));
  return {
    ...stats,
    services: stats.services.filter(
      (service) => service.requiredFlag === null || user[FLAG_COLUMNS[service.requiredFlag]],
    ),
  };
}
