import { forgetNewsCache } from '../areas/news/service.ts';
import type { Db } from '../db/client.ts';
import {
  foerdermittel,
  foerdermittelPersons,
  foerdermittelServices,
  foerdermittelSubServices,
  foerdermittelThemen,
  foerderthemen,
  newsPostPersons,
  newsPosts,
  services,
  subServices,
} from '../db/schema/index.ts';
import { buildServiceArea } from './factories.ts';

let sequence = 0;
const next = () => ++sequence;

type NewsPostInsert = Partial<typeof newsPosts.$inferInsert> & { personIds?: number[] };

async function insertPost(db: Db, isPress: boolean, { personIds = [], ...overrides }: NewsPostInsert) {
  const n = next();
  const pubDate = overrides.pubDate ?? '2026-01-15';
  const at = new Date(`${pubDate}T08:00:00Z`);
  // Published (live) unless a test says otherwise: a post dated in the future went live now, not then.
  const publishedAt = new Date(Math.min(at.getTime(), Date.now()));
  const [row] = await db
    .insert(newsPosts)
    .values({
      isPress,
      title: `${isPress ? 'Pressemitteilung' : 'Nachricht'} ${n}`,
      subtitle: `Untertitel ${n}`,
      content: isPress ? `<p>Pressetext ${n}</p>` : `**Nachricht** ${n}`,
      contentPlaintext: `Text ${n}`,
      pubDate,
      publishedAt,
      createdAt: at,
      updatedAt: at,
      ...overrides,
    })
    .returning();
  if (personIds.length > 0) {
    await db
      .insert(newsPostPersons)
      .values(
        personIds.map((contactPersonId, sortOrder) => ({ ownerId: row.id, contactPersonId, sortOrder })),
      );
  }
  // Writers of posts forget the cached lists, as an editor's save would.
  await forgetNewsCache(db);
  return row;
}

export const buildNewsPost = (db: Db, overrides: NewsPostInsert = {}) => insertPost(db, false, overrides);
export const buildPressPost = (db: Db, overrides: NewsPostInsert = {}) => insertPost(db, true, overrides);

export async function buildFoerderthema(db: Db, overrides: Partial<typeof foerderthemen.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(foerderthemen)
    .values({
      titel: `Förderthema ${n}`,
      bilder: [{ url: `/uploads/thema-${n}.jpg` }],
      sortOrder: n,
      ...overrides,
    })
    .returning();
  return row;
}

export async function buildService(db: Db, overrides: Partial<typeof services.$inferInsert> = {}) {
  const serviceAreaId = overrides.serviceAreaId ?? (await buildServiceArea(db)).id;
  const [row] = await db
    .insert(services)
    .values({ title: `Leistung ${next()}`, ...overrides, serviceAreaId })
    .returning();
  return row;
}

export async function buildSubService(db: Db, overrides: Partial<typeof subServices.$inferInsert> = {}) {
  const serviceId = overrides.serviceId ?? (await buildService(db)).id;
  const [row] = await db
    .insert(subServices)
    .values({ title: `Teilleistung ${next()}`, ...overrides, serviceId })
    .returning();
  return row;
}

interface FoerdermittelLinks {
  themaIds?: number[];
  personIds?: number[];
  serviceIds?: number[];
  subServiceIds?: number[];
}

export async function buildFoerdermittel(
  db: Db,
  {
    themaIds = [],
    personIds = [],
    serviceIds = [],
    subServiceIds = [],
    ...overrides
  }: Partial<typeof foerdermittel.$inferInsert> & FoerdermittelLinks = {},
) {
  const n = next();
  const [row] = await db
    .insert(foerdermittel)
    .values({
      foerdertitel: `Förderprogramm ${n}`,
      untertitel: `Zuschüsse für Kommunen ${n}`,
      frist: '2026-12-31',
      createdAt: new Date('2026-01-10T09:00:00Z'),
      // Published when created, unless the test says otherwise (null: a draft).
      publishedAt: overrides.createdAt ?? new Date('2026-01-10T09:00:00Z'),
      ...overrides,
    })
    .returning();
  const id = row.id;
  if (themaIds.length) {
    await db
      .insert(foerdermittelThemen)
      .values(themaIds.map((themaId) => ({ foerdermittelId: id, themaId })));
  }
  if (personIds.length) {
    await db
      .insert(foerdermittelPersons)
      .values(
        personIds.map((contactPersonId, sortOrder) => ({ foerdermittelId: id, contactPersonId, sortOrder })),
      );
  }
  if (serviceIds.length) {
    await db
      .insert(foerdermittelServices)
      .values(serviceIds.map((serviceId) => ({ foerdermittelId: id, serviceId })));
  }
  if (subServiceIds.length) {
    await db
      .insert(foerdermittelSubServices)
      .values(subServiceIds.map((subServiceId) => ({ foerdermittelId: id, subServiceId })));
  }
  return row;
}
