import type { Person } from '@kp/contract/access';
import { type CommuneStats, type FundingService, VerbrauchsdatenSchema } from '@kp/contract/consumption';
import { COMMUNE_NAMES } from '@kp/contract/shell';
import { z } from 'zod';
import { oneCommune, ownCommune } from '../../auth/commune-scope.ts';
import { FLAG_COLUMNS } from '../../auth/flags.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { type JsonAnswer, prepareJson } from '../../http/json-answer.ts';
import { cachePerDatabase } from '../../lib/ttl-cache.ts';
import { communesById } from '../access/service.ts';
import { toFundingService, toVerbrauchsdaten } from './present.ts';
import * as repo from './repo.ts';

/**
 * Built answers per commune are kept for a minute. The data changes only through the import command, which
 * runs in another process and cannot tell this one, so a minute's delay after an import is accepted; in
 * exchange the page's big call is answered from ready bytes (ETag and gzip made once).
 */
export const CONSUMPTION_CACHE_MS = 60_000;
const answerCache = cachePerDatabase<number, JsonAnswer>(CONSUMPTION_CACHE_MS, 100);
type StatsEntry = Omit<CommuneStats, 'services'> & {
  services: (FundingService & { requiredFlag: repo.FundingServiceRow['requiredFlag'] })[];
};
const statsCache = cachePerDatabase<number, StatsEntry>(CONSUMPTION_CACHE_MS, 100);
const namesCache = cachePerDatabase<'all', string[]>(CONSUMPTION_CACHE_MS, 1);

/** Call after changing consumption data in this process (tests, seeding), so it shows at once. */
export function forgetConsumptionCache(db: Db) {
  answerCache(db).clear();
  statsCache(db).clear();
  namesCache(db).clear();
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
  return namesCache(db).get('all', () => allCommuneNames(db));
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
  return answerCache(db).get(commune.id, () => buildVerbrauchsdaten(db, commune));
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
  const stats = await statsCache(db).get(commune.id, () => buildStats(db, commune));
  return {
    ...stats,
    services: stats.services.filter(
      (service) => service.requiredFlag === null || user[FLAG_COLUMNS[service.requiredFlag]],
    ),
  };
}
