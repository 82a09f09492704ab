import type { RabattStatus } from '@kp/contract/rabatt-constants';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forgetCachedLists } from '../areas/rabatt/service.ts';
import type { Db } from '../db/client.ts';
import { lieferstellen, lieferstellenDetails, marktlokationen, rabattStatus } from '../db/schema/index.ts';
import { buildCommune, buildUser, sessionCookie, type UserRow } from './factories.ts';

let sequence = 0;
const next = () => ++sequence;

/** A fresh 11-digit marktlokation id; the 7 keeps them apart from the demo data's. */
export const nextMarktlokation = () => String(70_000_000_000 + next());
const nextPartnerNumber = () => String(3_000_000_000 + next());

/** The status row that opens a commune's list of a year. */
export async function buildRabattYear(
  db: Db,
  options: { communeId: number; year: number; status?: RabattStatus },
) {
  const [row] = await db
    .insert(rabattStatus)
    .values({ communeId: options.communeId, year: options.year, status: options.status ?? 'Neu' })
    .returning();
  await forgetCachedLists(db);
  return row;
}

/** A marktlokation the utility's billing knows for the commune (the "available list"). */
export async function buildMarktlokation(
  db: Db,
  overrides: Partial<typeof marktlokationen.$inferInsert> & { communeId: number },
) {
  const n = next();
  const [row] = await db
    .insert(marktlokationen)
    .values({
      marktlokation: nextMarktlokation(),
      sparte: 'Strom',
      adresszeile1: 'Marktplatz',
      adresszeile2: String(n),
      plz: '41379',
      ort: 'Brüggen',
      geschaeftspartnerNummer: nextPartnerNumber(),
      geschaeftspartnerName: 'Gemeinde Brüggen',
      spannungsebene: 'Niederspannung',
      ...overrides,
    })
    .returning();
  return row;
}

/**
 * A delivery point on a list, with its discount amount of that year in lieferstellen_details
 * (`rabattMenge: null` leaves the amount out).
 */
export async function buildLieferstelle(
  db: Db,
  overrides: Partial<typeof lieferstellen.$inferInsert> & {
    communeId: number;
    year: number;
    rabattMenge?: number | null;
  },
) {
  const { rabattMenge = 1234.5, ...values } = overrides;
  const n = next();
  const sparte = values.sparte ?? 'Strom';
  const [row] = await db
    .insert(lieferstellen)
    .values({
      marktlokation: nextMarktlokation(),
      adresszeile1: 'Schulstraße',
      adresszeile2: String(n),
      plz: '41379',
      ort: 'Brüggen',
      geschaeftspartnerNummer: nextPartnerNumber(),
      geschaeftspartnerName: 'Gemeinde Brüggen',
      sparte,
      spannungsebene: sparte === 'Strom' ? 'Niederspannung' : null,
      druckstufe: sparte === 'Gas' ? 'Niederdruck' : null,
      zuordnungMg: 'MG 1',
      vkSammler: `8000${n}`,
      vkEinzel: `9000${n}`,
      ...values,
    })
    .returning();
  if (rabattMenge !== null) {
    await db.insert(lieferstellenDetails).values({
      communeId: row.communeId,
      marktlokation: row.marktlokation,
      geschaeftspartnerNummer: row.geschaeftspartnerNummer,
      year: row.year,
      rabattMenge,
    });
  }
  await touchRabattYear(db, row.communeId, row.year);
  return row;
}

/**
 * What every write of the service does (repo.touchList): moves the list's generation on, so cached list
 * snapshots see rows written straight into the database.
 */
export async function touchRabattYear(db: Db, communeId: number, year: number) {
  await db
    .update(rabattStatus)
    .set({
      updatedAt: sql`greatest(clock_timestamp(), ${rabattStatus.updatedAt} + interval '1 microsecond')`,
    })
    .where(and(eq(rabattStatus.communeId, communeId), eq(rabattStatus.year, year)));
  await forgetCachedLists(db);
}

/** A confirmed user with the Kommunalrabatt flag; pass communeId or isNewEmployee. */
export const buildRabattUser = (db: Db, overrides: Partial<UserRow> = {}) =>
  buildUser(db, { enableKommunalrabatt: true, ...overrides });

/** Two communes with a user each, and an employee: enough to test the scope both ways. */
export async function buildRabattCast(db: Db) {
  const communeA = await buildCommune(db, { name: `Brüggen ${next()}` });
  const communeB = await buildCommune(db, { name: `Schwalmtal ${next()}` });
  const employee = await buildRabattUser(db, {
    isNewEmployee: true,
    firstName: 'Felix',
    lastName: 'Hamacher',
  });
  const userA = await buildRabattUser(db, { communeId: communeA.id, firstName: 'Anna', lastName: 'Arndt' });
  const userB = await buildRabattUser(db, { communeId: communeB.id, firstName: 'Bernd', lastName: 'Berger' });
  return { communeA, communeB, employee, userA, userB };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `call(method, url, user?, payload?)` with a session per user, made once. */
export function rabattCaller(app: FastifyInstance, db: Db) {
  const cookies = new Map<number, string>();
  return async (method: Method, url: string, user?: UserRow, payload?: object) => {
    let cookie = user ? cookies.get(user.id) : undefined;
    if (user && !cookie) {
      cookie = await sessionCookie(db, user);
      cookies.set(user.id, cookie);
    }
    return app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
  };
}

/** `?commune=…` for URLs, encoded. */
export const communeParam = (name: string) => `commune=${encodeURIComponent(name)}`;
