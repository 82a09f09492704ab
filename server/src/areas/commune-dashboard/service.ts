import { CommuneDashboardDataSchema } from '@kp/contract/commune-dashboard';
import { DASHBOARD_CONTRACTS_SHOWN } from '@kp/contract/commune-dashboard-constants';
import { z } from 'zod';
import { oneCommune } from '../../auth/commune-scope.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { type JsonAnswer, prepareJson } from '../../http/json-answer.ts';
import { createCache, invalidate } from '../../lib/cache.ts';
import { toContract, toMayor, toOverview, toTopic } from './present.ts';
import * as repo from './repo.ts';

/** Topics the card may show; the card shows the newest, the list page all. */
export const DASHBOARD_TOPICS = 5;

/**
 * Built answers per commune, answered from ready bytes (ETag and gzip made once). Contracts, topics and
 * consumption change through the import command and consultation requests through this server; both
 * invalidate on every instance (lib/cache.ts), and the answer is rebuilt behind the previous one.
 */
export const DASHBOARD_CACHE_MS = 60_000;
const answerCache = createCache<number, JsonAnswer>({
  name: 'commune-dashboard',
  maxEntries: 100,
  ttlMs: DASHBOARD_CACHE_MS,
  staleWhileRevalidate: true,
  topics: (communeId) => [
    `contracts:${communeId}`,
    `consumption:${communeId}`,
    `concession-topics:${communeId}`,
    `consultation:${communeId}`,
    'communes',
    'content',
  ],
});

/** Call after changing dashboard data (once committed), so every instance shows it at once. */
export function forgetDashboardCache(db: Db) {
  return invalidate(db, 'contracts', 'consumption', 'concession-topics', 'consultation');
}

async function build(db: Db, commune: { id: number; name: string }): Promise<JsonAnswer> {
  const [facts, figures, topics, requests, quartier, contracts, contractCount] = await Promise.all([
    repo.communeAndMayor(db, commune.id),
    repo.latestYearFigures(db, commune.id),
    repo.latestTopics(db, commune.id, DASHBOARD_TOPICS),
    repo.requestDates(db, commune.id),
    repo.quartiersentwicklung(db),
    repo.soonestRunningContracts(db, commune.id, DASHBOARD_CONTRACTS_SHOWN),
    repo.runningContractCount(db, commune.id),
  ]);
  if (!facts) throw notFound(`Die Kommune „${commune.name}“ gibt es nicht.`, 'unknown_commune');
  const data = {
    commune: commune.name,
    overview: toOverview(facts.einwohner, figures),
    mayor: toMayor(facts),
    konzessionsthemen: topics.map((topic) => toTopic(topic, commune.name)),
    requests: requests.map((at) => ({ created_at: at.toISOString() })),
    quartiersentwicklung: quartier,
    contracts: contracts.map(toContract),
    contractCount,
  };
  return prepareJson(Buffer.from(JSON.stringify(z.encode(CommuneDashboardDataSchema, data))));
}

/** GET /api/communes/dashboard-data: one commune's cards; commune users only their own (else 403). */
export async function dashboardData(db: Db, user: UserRow, requested: string): Promise<JsonAnswer> {
  const commune = await oneCommune(db, user, requested);
  return answerCache.get(db, commune.id, () => build(db, commune));
}
