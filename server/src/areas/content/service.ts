import type { Person } from '@kp/contract/access';
import {
  type AboutUs,
  type ConstructionProject,
  type FaqEntry,
  type NewCompany,
  type PortalConfig,
  ServiceAreaSchema,
  ServiceSchema,
  SubServiceSchema,
} from '@kp/contract/content';
import type { FeatureFlag } from '@kp/contract/flags';
import { CONTENT_CACHE_SECONDS } from '@kp/contract/shell';
import { z } from 'zod';
import { FLAG_COLUMNS } from '../../auth/flags.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { type JsonAnswer, prepareJson } from '../../http/json-answer.ts';
import { createCache, invalidate } from '../../lib/cache.ts';
import { safeVideoEmbed } from '../../lib/embed.ts';
import { toPerson } from '../../lib/present.ts';
import {
  type Ref,
  toAboutUs,
  toConstructionProject,
  toFaqEntry,
  toNewCompany,
  toRef,
  toService,
  toServiceArea,
  toServiceSummary,
  toSubService,
} from './present.ts';
import * as repo from './repo.ts';

/** A list or detail as it is served: encoded and serialised once when the catalogue is built. */
interface Listing {
  /** The JSON of each entry, in list order: a cut list joins the first few. */
  entries: string[];
  all: JsonAnswer;
  byId: Map<number, JsonAnswer>;
  /** Cut lists (`_limit` below the length) by limit, built on first request. */
  cut: Map<number, Promise<JsonAnswer>>;
}

/** Service areas, services and sub-services as one user's feature flags let them see. */
interface Catalogue {
  serviceAreas: Listing;
  services: Listing;
  subServices: Listing;
}

/** The flags a service or sub-service may require (spec 01 §6); the catalogue is cached per set of them. */
const CONTENT_FLAGS = ['EnableMoments', 'EnableWaermeplanung'] as const satisfies readonly FeatureFlag[];

/** Rebuilt behind the previous catalogue when its time is up or `content` is invalidated. */
const catalogueCache = createCache<string, Catalogue>({
  name: 'content-catalogue',
  maxEntries: 2 ** CONTENT_FLAGS.length,
  ttlMs: CONTENT_CACHE_SECONDS * 1000,
  staleWhileRevalidate: true,
  topics: () => ['content'],
});

const jsonArray = (entries: string[]) => Buffer.from(`[${entries.join(',')}]`);

/**
 * Encodes every entry through the route's schema, as the response serializer would (it keeps the listed
 * fields only), and serialises the list and each entry with their gzip and ETag.
 */
async function listing<T extends { id: number }>(schema: z.ZodType<T>, items: T[]): Promise<Listing> {
  const entries = items.map((item) => JSON.stringify(z.encode(schema, item)));
  const [all, ...details] = await Promise.all([
    prepareJson(jsonArray(entries)),
    ...entries.map((entry) => prepareJson(Buffer.from(entry))),
  ]);
  return { entries, all, byId: new Map(items.map((item, i) => [item.id, details[i]])), cut: new Map() };
}

/** `_limit`: absent, 0 or -1 is the whole list. A cut list's ETag derives from the whole list's. */
function firstOf(list: Listing, limit?: number): JsonAnswer | Promise<JsonAnswer> {
  if (!limit || limit <= 0 || limit >= list.entries.length) return list.all;
  let cut = list.cut.get(limit);
  if (!cut) {
    cut = prepareJson(jsonArray(list.entries.slice(0, limit)), `${list.all.etag.slice(0, -1)}-${limit}"`);
    list.cut.set(limit, cut);
    cut.catch(() => list.cut.delete(limit));
  }
  return cut;
}

function groupBy<T, V>(items: T[], keyOf: (item: T) => number, toValue: (item: T) => V) {
  const groups = new Map<number, V[]>();
  for (const item of items) {
    const list = groups.get(keyOf(item)) ?? [];
    list.push(toValue(item));
    groups.set(keyOf(item), list);
  }
  return groups;
}

async function buildCatalogue(db: Db, granted: ReadonlySet<string>): Promise<Catalogue> {
  const [areaRows, serviceRows, subRows, areaPersons, servicePersons, subPersons] = await Promise.all([
    repo.listServiceAreas(db),
    repo.listServices(db),
    repo.listSubServices(db),
    repo.serviceAreaPersonsByOwner(db),
    repo.servicePersonsByOwner(db),
    repo.subServicePersonsByOwner(db),
  ]);
  // An unknown required flag hides the entry too: nobody is granted it.
  const visible = (flag: string | null) => flag === null || granted.has(flag);

  const areaById = new Map(areaRows.map((row) => [row.id, toRef(row)]));
  const serviceRefById = new Map<number, Ref & { serviceArea: Ref }>();
  for (const row of serviceRows) {
    const area = areaById.get(row.serviceAreaId);
    if (area && visible(row.requiredFlag)) serviceRefById.set(row.id, { ...toRef(row), serviceArea: area });
  }

  // A sub-service of a hidden service is hidden with it.
  const subList = subRows.flatMap((row) => {
    const service = serviceRefById.get(row.serviceId);
    return service && visible(row.requiredFlag)
      ? [toSubService(row, subPersons.get(row.id) ?? [], service)]
      : [];
  });
  const subRefsByService = groupBy(subList, (sub) => sub.service.id, toRef);

  const serviceList = serviceRows.flatMap((row) => {
    const ref = serviceRefById.get(row.id);
    return ref
      ? [
          toService(
            row,
            servicePersons.get(row.id) ?? [],
            ref.serviceArea,
            subRefsByService.get(row.id) ?? [],
          ),
        ]
      : [];
  });
  const summariesByArea = groupBy(serviceList, (service) => service.serviceArea.id, toServiceSummary);

  const areaList = areaRows.map((row) =>
    toServiceArea(row, areaPersons.get(row.id) ?? [], summariesByArea.get(row.id) ?? []),
  );
  const [serviceAreas, services, subServices] = await Promise.all([
    listing(ServiceAreaSchema, areaList),
    listing(ServiceSchema, serviceList),
    listing(SubServiceSchema, subList),
  ]);
  return { serviceAreas, services, subServices };
}

function catalogueFor(db: Db, user: UserRow): Promise<Catalogue> {
  const granted = CONTENT_FLAGS.filter((flag) => user[FLAG_COLUMNS[flag]]);
  return catalogueCache.get(db, granted.join(','), () => buildCatalogue(db, new Set(granted)));
}

/** After content was edited: every instance rebuilds, this one before the promise resolves. */
export function forgetCachedContent(db: Db) {
  return invalidate(db, 'content');
}

function detail(list: Listing, id: number, message: string): JsonAnswer {
  const hit = list.byId.get(id);
  if (!hit) throw notFound(message);
  return hit;
}

export async function serviceAreaList(db: Db, user: UserRow, limit?: number) {
  return firstOf((await catalogueFor(db, user)).serviceAreas, limit);
}

export async function serviceArea(db: Db, user: UserRow, id: number) {
  const { serviceAreas } = await catalogueFor(db, user);
  return detail(serviceAreas, id, 'Dieser Fachbereich wurde nicht gefunden.');
}

export async function serviceList(db: Db, user: UserRow, limit?: number) {
  return firstOf((await catalogueFor(db, user)).services, limit);
}

/** A service hidden by a feature flag answers like an unknown one. */
export async function service(db: Db, user: UserRow, id: number) {
  const { services } = await catalogueFor(db, user);
  return detail(services, id, 'Diese Leistung wurde nicht gefunden.');
}

export async function subServiceList(db: Db, user: UserRow, limit?: number) {
  return firstOf((await catalogueFor(db, user)).subServices, limit);
}

export async function subService(db: Db, user: UserRow, id: number) {
  const { subServices } = await catalogueFor(db, user);
  return detail(subServices, id, 'Dieses Angebot wurde nicht gefunden.');
}

export async function newCompanyList(db: Db, limit?: number): Promise<NewCompany[]> {
  const rows = await repo.listNewCompanies(db, limit);
  const persons = await repo.newCompanyPersonsByOwner(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toNewCompany(row, persons.get(row.id) ?? []));
}

export async function newCompany(db: Db, id: number): Promise<NewCompany> {
  const row = await repo.findNewCompany(db, id);
  if (!row) throw notFound('Dieses Unternehmen der NEW-Gruppe wurde nicht gefunden.');
  const persons = await repo.newCompanyPersonsByOwner(db, [id]);
  return toNewCompany(row, persons.get(id) ?? []);
}

export async function aboutPage(db: Db): Promise<AboutUs> {
  const row = await repo.findAboutUs(db);
  if (!row) throw notFound('Die Seite „Über uns“ ist noch nicht angelegt.');
  return toAboutUs(row, await newCompanyList(db), safeVideoEmbed(row.video));
}

export async function contactPeople(db: Db, limit?: number): Promise<Person[]> {
  return (await repo.listContactPeople(db, limit)).map(toPerson);
}

export async function constructionProjectList(db: Db): Promise<ConstructionProject[]> {
  return (await repo.listConstructionProjects(db)).map(toConstructionProject);
}

/** The FAQ page's entries; also served by GET /api/users/me?type=faq. */
export async function faqList(db: Db): Promise<FaqEntry[]> {
  return (await repo.listFaq(db)).map(toFaqEntry);
}

export function portalConfig(config: Config): PortalConfig {
  return {
    mapTileUrl: config.MAP_TILE_URL.trim() || null,
    mapTileAttribution: config.MAP_TILE_ATTRIBUTION,
    wishChargerMapUrl: config.WISH_CHARGER_MAP_URL || null,
  };
}
