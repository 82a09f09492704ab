import type { FastifyInstance } from 'fastify';
import { forgetDashboardCache } from '../areas/commune-dashboard/service.ts';
import { forgetConsumptionCache } from '../areas/consumption/service.ts';
import type { Db } from '../db/client.ts';
import {
  communeFundingServices,
  communeProfiles,
  concessionTopicEntries,
  concessionTopics,
  consultationRequests,
  consumptionValues,
  contracts,
  feedInValues,
} from '../db/schema/index.ts';
import { buildCommune, buildUser, sessionCookie, type UserRow } from './factories.ts';

let sequence = 0;
const next = () => ++sequence;

/** Rows written straight into the database show at once, not after the answer caches' minute. */
async function forgetCaches(db: Db) {
  await Promise.all([forgetConsumptionCache(db), forgetDashboardCache(db)]);
}

/** Consumption values in MWh; each value one row (commune, year, carrier, sector, tariff). */
export async function buildConsumption(
  db: Db,
  communeId: number,
  rows: { year: number; carrier: string; sector: string; tariff?: string; mwh: number }[],
) {
  if (rows.length === 0) return;
  await db
    .insert(consumptionValues)
    .values(rows.map((row) => ({ communeId, tariff: 'Niederspannung', ...row })));
  await forgetCaches(db);
}

export async function buildFeedIn(
  db: Db,
  communeId: number,
  rows: { year: number; source: string; mwh: number }[],
) {
  if (rows.length === 0) return;
  await db.insert(feedInValues).values(rows.map((row) => ({ communeId, ...row })));
  await forgetCaches(db);
}

/** The commune's profile: import date and mayor (all null unless given). */
export async function buildCommuneProfile(
  db: Db,
  values: Partial<typeof communeProfiles.$inferInsert> & { communeId: number },
) {
  const [row] = await db.insert(communeProfiles).values(values).returning();
  await forgetCaches(db);
  return row;
}

export async function linkFundingService(db: Db, communeId: number, serviceId: number, sort = 0) {
  await db.insert(communeFundingServices).values({ communeId, serviceId, sort });
  await forgetCaches(db);
}

/** A contract of the commune; aktiv unless told, ending on `ende` (yyyy-mm-dd or null). */
export async function buildContractRow(
  db: Db,
  values: Partial<typeof contracts.$inferInsert> & { communeId: number },
) {
  const n = next();
  const [row] = await db
    .insert(contracts)
    .values({
      osId: `OS-T${String(n).padStart(6, '0')}`,
      status: 'aktiv',
      gegenstand: `Vertrag ${n}`,
      gebiet: 'Gemeindegebiet',
      vertragspartnerIntern: 'NEW Netz GmbH',
      ...values,
    })
    .returning();
  await forgetCaches(db);
  return row;
}

/** A concession topic with its history entries (`active` marks the topic as new). */
export async function buildTopic(
  db: Db,
  values: Partial<typeof concessionTopics.$inferInsert> & {
    communeId: number;
    entries?: { datum: Date; details?: string; active?: boolean }[];
  },
) {
  const n = next();
  const { entries = [], ...topic } = values;
  const [row] = await db
    .insert(concessionTopics)
    .values({ themaId: `T-${n}`, vertrag: `Konzessionsvertrag ${n}`, ...topic })
    .returning();
  if (entries.length > 0) {
    await db
      .insert(concessionTopicEntries)
      .values(entries.map((entry) => ({ topicId: row.id, details: `Stand ${n}`, ...entry })));
  }
  await forgetCaches(db);
  return row;
}

/** A Quartiersentwicklung consultation request of the commune, sent at `createdAt`. */
export async function buildConsultationRequest(db: Db, user: UserRow, communeId: number, createdAt: Date) {
  const [row] = await db
    .insert(consultationRequests)
    .values({
      userId: user.id,
      requestType: 'mail',
      name: 'Petra Quartier',
      phone: '02161 123456',
      message: 'Bitte rufen Sie uns an.',
      communeId,
      createdAt,
    })
    .returning();
  await forgetCaches(db);
  return row;
}

/** Users with both flags of the commune data pages; pass communeId or isNewEmployee. */
export const buildCommuneDataUser = (db: Db, overrides: Partial<UserRow> = {}) =>
  buildUser(db, { enableVerbrauchsdaten: true, enableKommunenDashboard: true, ...overrides });

/**
 * Two communes of the spec (Viersen, Brüggen), a user of each, an employee, and users without each flag:
 * enough to test the scope and the flags both ways.
 */
export async function buildCommuneDataCast(db: Db) {
  const viersen = await buildCommune(db, { name: 'Viersen', einwohner: 77_102 });
  const brueggen = await buildCommune(db, { name: 'Brüggen', einwohner: 16_311 });
  const employee = await buildCommuneDataUser(db, { isNewEmployee: true });
  const viersenUser = await buildCommuneDataUser(db, { communeId: viersen.id });
  const brueggenUser = await buildCommuneDataUser(db, { communeId: brueggen.id });
  const withoutConsumption = await buildCommuneDataUser(db, {
    communeId: viersen.id,
    enableVerbrauchsdaten: false,
  });
  const withoutDashboard = await buildCommuneDataUser(db, {
    communeId: viersen.id,
    enableKommunenDashboard: false,
  });
  const employeeWithoutFlags = await buildUser(db, { isNewEmployee: true });
  return {
    viersen,
    brueggen,
    employee,
    viersenUser,
    brueggenUser,
    withoutConsumption,
    withoutDashboard,
    employeeWithoutFlags,
  };
}

/** `get(url, user?)` with one session per user. */
export function communeDataCaller(app: FastifyInstance, db: Db) {
  const cookies = new Map<number, string>();
  return async (url: string, user?: UserRow, headers: Record<string, string> = {}) => {
    let cookie = user ? cookies.get(user.id) : undefined;
    if (user && !cookie) {
      cookie = await sessionCookie(db, user);
      cookies.set(user.id, cookie);
    }
    return app.inject({ method: 'GET', url, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
  };
}
