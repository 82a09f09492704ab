import type { FastifyInstance } from 'fastify';
import { forgetDocumentsCache } from '../areas/concessions/service.ts';
import type { Db } from '../db/client.ts';
import {
  concessionDocuments,
  concessionTopicEntries,
  concessionTopics,
  contracts,
} from '../db/schema/index.ts';
import { type FileStore, newFileKey } from '../files/store.ts';
import { buildCommune, buildUser, sessionCookie, type UserRow } from './factories.ts';

// Factories for the contract overview, concession topics and concession-fee documents (decision 011).

let sequence = 0;
const next = () => ++sequence;

/** The three flags of these areas, all on; pass overrides to switch one off. */
const ALL_FLAGS = {
  enableVertragsuebersicht: true,
  enableKonzessionssachstaende: true,
  enableTestate: true,
} as const;

export const buildCommuneDataUser = (db: Db, overrides: Partial<UserRow> = {}) =>
  buildUser(db, { ...ALL_FLAGS, ...overrides });

/** Two communes with a user each and an employee, all with the three flags: the scope both ways. */
export async function buildCommuneDataCast(db: Db) {
  const communeA = await buildCommune(db, { name: `Brüggen ${next()}` });
  const communeB = await buildCommune(db, { name: `Schwalmtal ${next()}` });
  const employee = await buildCommuneDataUser(db, { isNewEmployee: true });
  const userA = await buildCommuneDataUser(db, { communeId: communeA.id });
  const userB = await buildCommuneDataUser(db, { communeId: communeB.id });
  return { communeA, communeB, employee, userA, userB };
}

export async function buildContract(
  db: Db,
  overrides: Partial<typeof contracts.$inferInsert> & { communeId: number },
) {
  const n = next();
  const [row] = await db
    .insert(contracts)
    .values({
      osId: `V-${n}`,
      status: 'aktiv',
      gegenstand: `Konzessionsvertrag Strom ${n}`,
      beginn: '2010-01-01',
      ende: '2030-12-31',
      gebiet: 'Gemeindegebiet',
      stadtteil: null,
      vertragspartnerIntern: 'NEW Netz GmbH',
      termine: [],
      link: null,
      ...overrides,
    })
    .returning();
  return row;
}

type EntryInput = { datum: Date; details: string; active?: boolean };

/** A topic with its entries (give them in any order; the newest by datum is the topic's state). */
export async function buildTopic(
  db: Db,
  overrides: Partial<typeof concessionTopics.$inferInsert> & { communeId: number; entries?: EntryInput[] },
) {
  const { entries = [], ...values } = overrides;
  const n = next();
  const [topic] = await db
    .insert(concessionTopics)
    .values({ themaId: `T-${n}`, vertrag: `Konzessionsvertrag Gas ${n}`, ...values })
    .returning();
  const rows =
    entries.length === 0
      ? []
      : await db
          .insert(concessionTopicEntries)
          .values(entries.map((entry) => ({ topicId: topic.id, active: false, ...entry })))
          .returning();
  return { topic, entries: rows };
}

/**
 * A document row; with `store` and `body` its file is put into the store as well. Forgets the cached
 * document lists, so the next list shows it.
 */
export async function buildDocument(
  db: Db,
  overrides: Partial<typeof concessionDocuments.$inferInsert> & {
    communeId: number;
    store?: FileStore;
    body?: Uint8Array;
  },
) {
  const { store, body, ...values } = overrides;
  const n = next();
  const [row] = await db
    .insert(concessionDocuments)
    .values({
      osId: `D-${n}`,
      titel: `Jahresrechnung ${n}`,
      dokumenttyp: 'Jahresrechnung Konzessionsabgaben',
      jahr: 2024,
      sparte: 'Strom',
      fileKey: newFileKey('konzessionsabgaben', 'pdf'),
      sizeBytes: body?.length ?? 12_345,
      ...values,
    })
    .returning();
  if (store && body) await store.put(row.fileKey, body);
  await forgetDocumentsCache(db);
  return row;
}

/** `call(url, user?)`: a GET with a session per user, made once. */
export function communeDataCaller(app: FastifyInstance, db: Db) {
  const cookies = new Map<number, string>();
  return async (url: string, user?: UserRow, headers: Record<string, string> = {}) => {
    let cookie = user ? cookies.get(user.id) : undefined;
    if (user && !cookie) {
      cookie = await sessionCookie(db, user);
      cookies.set(user.id, cookie);
    }
    return app.inject({ method: 'GET', url, headers: cookie ? { ...headers, cookie } : headers });
  };
}

/** `commune=…` for URLs, encoded. */
export const communeParam = (name: string) => `commune=${encodeURIComponent(name)}`;
