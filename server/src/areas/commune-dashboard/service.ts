import { CommuneDashboardDataSchema } from '@kp/contract/commune-dashboard';
import { DASHBOARD_CONTRACTS_SHOWN } from '@kp/contract/commune-dashboard-constants';
import { z } from 'zod';
import { oneCommune } from '../../auth/commune-scope.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { type JsonAnswer, prepareJson } from '../../http/json-answer.ts';
import { cachePerDatabase } from '../../lib/ttl-cache.ts';
import { toContract, toMayor, toOverview, toTopic } from './present.ts';
import * as repo from './repo.ts';

/** Topics the card may show; the card shows the newest, the list page all. */
export const DASHBOARD_TOPICS = 5;

/**
 * Built answers per commune are kept for a minute: contracts, topics and consumption change through the
 * import command, which runs in another process and cannot tell this one, so a minute's delay is accepted
 * (a consultation request sent through this process clears it at once). In exchange the dashboard is answered from
 * ready bytes (ETag and gzip made once).
 */
export const DASHBOARD_CACHE_MS = 60_000;
const answerCache = cachePerDatabase<number, JsonAnswer>(DASHBOARD_CACHE_MS, 100);

/** Call after changing dashboard data in this process (tests, seeding), so it shows at once. */
export function forgetDashboardCache(db: Db) {
  answerCache(db).clear();
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
  return answerCache(db).get(commune.id, () => build(db, commune));
}
