import {
  AboutPageInputSchema,
  ContactPersonInputSchema,
  FaqEntryInputSchema,
  NewCompanyInputSchema,
  ServiceAreaInputSchema,
  type ServiceInput,
  ServiceInputSchema,
  SubServiceInputSchema,
} from '@kp/contract/content-backoffice';
import { VIDEO_EMBED_HOSTS } from '@kp/contract/content-constants';
import { asc, eq, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  aboutUs,
  communeServiceAreas,
  communes,
  contactPeople,
  faqEntries,
  newCompanies,
  newCompanyPersons,
  type StoredDownload,
  type StoredImage,
  type StoredLink,
  serviceAreaPersons,
  serviceAreas,
  servicePersons,
  services,
  subServicePersons,
  subServices,
} from '../../db/schema/index.ts';
import { conflict, HttpError } from '../../http/errors.ts';
import { listTable } from '../backoffice/list.ts';
import { defineResource, type Tx } from '../backoffice/resource.ts';
import {
  countWhere,
  editableText,
  idFilter,
  listStateOf,
  lockRow,
  personIdsOf,
  publicationFilter,
  publicationOf,
  replacePersonLinks,
  requireIds,
  storedPublishedAt,
} from './backoffice-helpers.ts';
import { safeVideoEmbed } from './embed.ts';

/**
 * The content area in the back office (issue 16 item 3; spec 01 §3): service areas with their commune
 * assignment, services and sub-services with publication, contact people, the about page, group
 * companies and FAQ entries. The generic routes, versions, 409 and audit come from areas/backoffice.
 */

/** Catalogue, search, FAQ flag, dashboards (see docs/operations.md "Caches"). */
const CONTENT = ['content'] as const;
/** What also reaches the communes' data: their service areas and their people. */
const CONTENT_AND_COMMUNES = ['content', 'communes'] as const;

// --- stored page columns <-> form fields ---------------------------------------------------------------

type ImageInput = { url: string; smallUrl: string | null; caption: string | null };
type DownloadInput = { name: string; url: string; caption: string | null };
type LinkInput = { title: string; link: string };

const imagesIn = (images: ImageInput[]): StoredImage[] =>
  images.map(({ url, smallUrl, caption }) => ({ url, smallUrl, caption }));
const imagesOut = (images: StoredImage[]): ImageInput[] =>
  images.map(({ url, smallUrl, caption }) => ({ url, smallUrl: smallUrl ?? null, caption: caption ?? null }));
/** Downloads and links keep an id for the page; it is their position. */
const downloadsIn = (downloads: DownloadInput[]): StoredDownload[] =>
  downloads.map(({ name, url, caption }, i) => ({ id: i + 1, name, url, caption }));
const downloadsOut = (downloads: StoredDownload[]): DownloadInput[] =>
  downloads.map(({ name, url, caption }) => ({ name, url, caption: caption ?? null }));
const linksIn = (links: LinkInput[]): StoredLink[] =>
  links.map(({ title, link }, i) => ({ id: i + 1, title, link }));
const linksOut = (links: StoredLink[]): LinkInput[] => links.map(({ title, link }) => ({ title, link }));

interface PageInput {
  content1: string;
  content2: string;
  images: ImageInput[];
  fileDownloads: DownloadInput[];
  interestingLinks: LinkInput[];
  showRegionalLeiter: boolean;
  sortOrder: number;
}
interface PageRow {
  content1: string;
  content2: string;
  images: StoredImage[];
  fileDownloads: StoredDownload[];
  interestingLinks: StoredLink[];
  showRegionalLeiter: boolean;
  sortOrder: number;
}

const pageColumnsOf = (input: PageInput) => ({
  content1: input.content1,
  content2: input.content2,
  images: imagesIn(input.images),
  fileDownloads: downloadsIn(input.fileDownloads),
  interestingLinks: linksIn(input.interestingLinks),
  showRegionalLeiter: input.showRegionalLeiter,
  sortOrder: input.sortOrder,
});
const pageFieldsOf = (row: PageRow): PageInput => ({
  content1: editableText(row.content1),
  content2: editableText(row.content2),
  images: imagesOut(row.images),
  fileDownloads: downloadsOut(row.fileDownloads),
  interestingLinks: linksOut(row.interestingLinks),
  showRegionalLeiter: row.showRegionalLeiter,
  sortOrder: row.sortOrder,
});

const requirePersons = (tx: Tx, ids: readonly number[]) =>
  requireIds(tx, contactPeople.id, contactPeople, ids, 'personIds', 'Diese Kontaktperson gibt es nicht.');

// --- service areas -----------------------------------------------------------------------------------

async function communeIdsOf(tx: Tx, serviceAreaId: number) {
  const rows = await tx
    .select({ id: communeServiceAreas.communeId })
    .from(communeServiceAreas)
    .where(eq(communeServiceAreas.serviceAreaId, serviceAreaId))
    .orderBy(asc(communeServiceAreas.communeId));
  return rows.map((row) => row.id);
}

async function replaceCommunes(tx: Tx, serviceAreaId: number, communeIds: readonly number[]) {
  await tx.delete(communeServiceAreas).where(eq(communeServiceAreas.serviceAreaId, serviceAreaId));
  if (communeIds.length)
    await tx
      .insert(communeServiceAreas)
      .values(communeIds.map((communeId) => ({ communeId, serviceAreaId })));
}

async function checkServiceAreaLinks(tx: Tx, input: { personIds: number[]; communeIds: number[] }) {
  await requirePersons(tx, input.personIds);
  await requireIds(tx, communes.id, communes, input.communeIds, 'communeIds', 'Diese Kommune gibt es nicht.');
}

const serviceArea = defineResource({
  name: 'service-areas',
  label: 'Der Fachbereich',
  input: ServiceAreaInputSchema,
  topics: CONTENT_AND_COMMUNES,
  titleOf: (entry) => entry.title,
  list: (db, query) =>
    listTable(
      db,
      serviceAreas,
      query,
      {
        id: serviceAreas.id,
        search: [serviceAreas.title, serviceAreas.content1],
        sortable: { title: serviceAreas.title, sortOrder: serviceAreas.sortOrder, id: serviceAreas.id },
        defaultSort: { column: serviceAreas.sortOrder, order: 'ASC' },
        filters: { id: idFilter(serviceAreas.id) },
      },
      (row) => ({
        id: row.id as number,
        title: row.title,
        sortOrder: row.sortOrder,
        icon: row.icon,
        headerImageUrl: row.headerImageUrl,
      }),
    ),
  async read(db, id) {
    const [row] = await db.select().from(serviceAreas).where(eq(serviceAreas.id, id));
    if (!row) return null;
    return {
      id: row.id,
      title: row.title,
      route: row.route,
      icon: row.icon,
      headerImageUrl: row.headerImageUrl,
      ...pageFieldsOf(row),
      personIds: await personIdsOf(db, serviceAreaPersons, id),
      communeIds: await communeIdsOf(db, id),
    };
  },
  lock: (tx, id) => lockRow(tx, serviceAreas, serviceAreas.id, id),
  async create(tx, input) {
    await checkServiceAreaLinks(tx, input);
    const [row] = await tx
      .insert(serviceAreas)
      .values({
        title: input.title,
        route: input.route,
        icon: input.icon,
        headerImageUrl: input.headerImageUrl,
        ...pageColumnsOf(input),
      })
      .returning({ id: serviceAreas.id });
    await replacePersonLinks(tx, serviceAreaPersons, row.id, input.personIds);
    await replaceCommunes(tx, row.id, input.communeIds);
    return row.id;
  },
  async update(tx, id, input) {
    await checkServiceAreaLinks(tx, input);
    await tx
      .update(serviceAreas)
      .set({
        title: input.title,
        route: input.route,
        icon: input.icon,
        headerImageUrl: input.headerImageUrl,
        ...pageColumnsOf(input),
      })
      .where(eq(serviceAreas.id, id));
    await replacePersonLinks(tx, serviceAreaPersons, id, input.personIds);
    await replaceCommunes(tx, id, input.communeIds);
  },
  /** Only an empty service area goes: its services would go with it (ON DELETE CASCADE). */
  async remove(tx, id) {
    const left = await countWhere(tx, services, eq(services.serviceAreaId, id));
    if (left > 0)
      throw conflict(
        `Der Fachbereich hat noch ${left === 1 ? 'eine Leistung' : `${left} Leistungen`}. ` +
          'Bitte verschieben oder löschen Sie diese zuerst.',
        'service_area_not_empty',
      );
    await tx.delete(serviceAreas).where(eq(serviceAreas.id, id));
  },
});

// --- services and sub-services -----------------------------------------------------------------------

/**
 * Services and sub-services are the same page under a parent (a service area, a service): one definition,
 * with the parent, the person links and the delete rule as parameters.
 */
type ServicePageInput = Omit<ServiceInput, 'serviceAreaId'>;

function servicePageResource<Key extends string, Input extends ServicePageInput & Record<Key, number>>(page: {
  name: string;
  label: string;
  input: z.ZodType<Input>;
  /** services or subServices: the same columns but the parent's. */
  table: typeof services | typeof subServices;
  /** The parent: its field in the form, its column here, and the table it must exist in. */
  parent: { key: Key; column: PgColumn; table: PgTable; idColumn: PgColumn; message: string };
  persons: typeof servicePersons | typeof subServicePersons;
  /** Refuses a delete the data forbids (409) before the row goes. */
  beforeRemove?: (tx: Tx, id: number) => Promise<void>;
}) {
  const { parent, persons } = page;
  // The two tables differ only in the parent's column (named by parent.key), so one row and insert shape
  // serves both; at run time the queries use the table given.
  const table = page.table as typeof services;
  const columnsOf = (input: Input) =>
    ({
      [parent.key]: input[parent.key],
      title: input.title,
      requiredFlag: input.requiredFlag,
      ...pageColumnsOf(input),
      publishedAt: storedPublishedAt(input),
    }) as unknown as typeof services.$inferInsert;
  async function checkLinks(tx: Tx, input: Input) {
    await requireIds(tx, parent.idColumn, parent.table, [input[parent.key]], parent.key, parent.message);
    await requirePersons(tx, input.personIds);
  }

  return defineResource({
    name: page.name,
    label: page.label,
    input: page.input,
    topics: CONTENT,
    titleOf: (entry) => entry.title,
    list: (db, query) =>
      listTable(
        db,
        table,
        query,
        {
          id: table.id,
          search: [table.title, table.content1],
          sortable: {
            title: table.title,
            sortOrder: table.sortOrder,
            [parent.key]: parent.column,
            publishedAt: table.publishedAt,
            id: table.id,
          },
          defaultSort: { column: table.sortOrder, order: 'ASC' },
          filters: {
            id: idFilter(table.id),
            [parent.key]: idFilter(parent.column),
            status: publicationFilter(table.publishedAt),
          },
        },
        (row) => ({
          id: row.id as number,
          title: row.title,
          [parent.key]: row[parent.key],
          sortOrder: row.sortOrder,
          requiredFlag: row.requiredFlag,
          state: listStateOf(row.publishedAt as Date | null),
          publishedAt: (row.publishedAt as Date | null)?.toISOString() ?? null,
        }),
      ),
    async read(db, id) {
      const [row] = await db.select().from(table).where(eq(table.id, id));
      if (!row) return null;
      return {
        id: row.id,
        [parent.key]: (row as Record<string, unknown>)[parent.key],
        title: row.title,
        requiredFlag: row.requiredFlag,
        ...pageFieldsOf(row),
        personIds: await personIdsOf(db, persons, id),
        ...publicationOf(row.publishedAt),
      } as Input & { id: number };
    },
    lock: (tx, id) => lockRow(tx, table, table.id, id),
    async create(tx, input) {
      await checkLinks(tx, input);
      const [row] = await tx.insert(table).values(columnsOf(input)).returning({ id: table.id });
      await replacePersonLinks(tx, persons, row.id, input.personIds);
      return row.id;
    },
    async update(tx, id, input) {
      await checkLinks(tx, input);
      await tx.update(table).set(columnsOf(input)).where(eq(table.id, id));
      await replacePersonLinks(tx, persons, id, input.personIds);
    },
    async remove(tx, id) {
      await page.beforeRemove?.(tx, id);
      await tx.delete(table).where(eq(table.id, id));
    },
  });
}

const service = servicePageResource({
  name: 'services',
  label: 'Die Leistung',
  input: ServiceInputSchema,
  table: services,
  parent: {
    key: 'serviceAreaId',
    column: services.serviceAreaId,
    table: serviceAreas,
    idColumn: serviceAreas.id,
    message: 'Diesen Fachbereich gibt es nicht.',
  },
  persons: servicePersons,
  /** A service with sub-services is kept (they would go with it); unpublishing takes it off the portal. */
  async beforeRemove(tx, id) {
    const left = await countWhere(tx, subServices, eq(subServices.serviceId, id));
    if (left > 0)
      throw conflict(
        `Die Leistung hat noch ${left === 1 ? 'ein Angebot' : `${left} Angebote`}. ` +
          'Bitte löschen Sie diese zuerst, oder setzen Sie die Leistung auf „Entwurf“.',
        'service_not_empty',
      );
  },
});

const subService = servicePageResource({
  name: 'sub-services',
  label: 'Das Angebot',
  input: SubServiceInputSchema,
  table: subServices,
  parent: {
    key: 'serviceId',
    column: subServices.serviceId,
    table: services,
    idColumn: services.id,
    message: 'Diese Leistung gibt es nicht.',
  },
  persons: subServicePersons,
});

// --- contact people ----------------------------------------------------------------------------------

const contactPerson = defineResource({
  name: 'contact-people',
  label: 'Die Kontaktperson',
  input: ContactPersonInputSchema,
  // Persons appear in content pages, communes (partners, leaders) and news posts.
  topics: [...CONTENT_AND_COMMUNES, 'news'],
  titleOf: (entry) => `${entry.firstname} ${entry.lastname}`,
  list: (db, query) =>
    listTable(
      db,
      contactPeople,
      query,
      {
        id: contactPeople.id,
        search: [
          contactPeople.firstname,
          contactPeople.lastname,
          contactPeople.email,
          contactPeople.customTitle,
        ],
        sortable: {
          lastname: contactPeople.lastname,
          firstname: contactPeople.firstname,
          email: contactPeople.email,
          id: contactPeople.id,
        },
        defaultSort: { column: contactPeople.lastname, order: 'ASC' },
        filters: { id: idFilter(contactPeople.id) },
      },
      (row) => ({
        id: row.id as number,
        firstname: row.firstname,
        lastname: row.lastname,
        name: `${row.firstname} ${row.lastname}`,
        customTitle: row.customTitle,
        email: row.email,
        phone: row.phone,
        imageSmallUrl: row.imageSmallUrl ?? row.imageUrl,
      }),
    ),
  async read(db, id) {
    const [row] = await db.select().from(contactPeople).where(eq(contactPeople.id, id));
    if (!row) return null;
    return {
      id: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      customTitle: row.customTitle,
      email: row.email,
      phone: row.phone,
      info: row.info,
      imageUrl: row.imageUrl,
      imageSmallUrl: row.imageSmallUrl,
    };
  },
  lock: (tx, id) => lockRow(tx, contactPeople, contactPeople.id, id),
  async create(tx, input) {
    const [row] = await tx.insert(contactPeople).values(input).returning({ id: contactPeople.id });
    return row.id;
  },
  async update(tx, id, input) {
    await tx.update(contactPeople).set(input).where(eq(contactPeople.id, id));
  },
  /** Links to pages, news and programmes go with the person; a commune's partner or leader stays. */
  async remove(tx, id) {
    const partnerOf = await tx
      .select({ name: communes.name })
      .from(communes)
      .where(
        or(
          eq(communes.kommunalPartnerId, id),
          eq(communes.regionalLeiterId, id),
          eq(communes.weitererKommunalpartnerId, id),
        ),
      )
      .orderBy(asc(communes.name));
    if (partnerOf.length) {
      const names = partnerOf.map((row) => row.name);
      const shown =
        names.slice(0, 5).join(', ') + (names.length > 5 ? ` und ${names.length - 5} weitere` : '');
      throw conflict(
        `Die Person ist Kommunalpartner:in oder Regionalleiter:in von ${shown}. ` +
          'Bitte tragen Sie dort zuerst eine andere Person ein.',
        'contact_person_in_use',
      );
    }
    await tx.delete(contactPeople).where(eq(contactPeople.id, id));
  },
});

// --- about page (a single entry) ---------------------------------------------------------------------

const VIDEO_HINT = `Bitte den Einbettungscode (iframe) eines Videos von ${VIDEO_EMBED_HOSTS.join(' oder ')} einfügen.`;

/** The page embeds only an iframe with an https src on an allowed host: anything else is refused here. */
function checkVideo(video: string | null) {
  if (video && !safeVideoEmbed(video))
    throw new HttpError(400, 'validation', `Ungültige Eingabe bei „video“: ${VIDEO_HINT}`, {
      video: VIDEO_HINT,
    });
}

const aboutPage = defineResource({
  name: 'about-page',
  label: 'Die Seite „Über uns“',
  input: AboutPageInputSchema,
  topics: CONTENT,
  titleOf: (entry) => entry.title,
  /** The page is one row; the list shows it so that the editor can open it. */
  list: (db, query) =>
    listTable(
      db,
      aboutUs,
      query,
      {
        id: aboutUs.id,
        search: [aboutUs.title, aboutUs.content1],
        sortable: { title: aboutUs.title, id: aboutUs.id },
        defaultSort: { column: aboutUs.id, order: 'ASC' },
        filters: { id: idFilter(aboutUs.id) },
      },
      (row) => ({ id: row.id as number, title: row.title }),
    ),
  async read(db, id) {
    const [row] = await db.select().from(aboutUs).where(eq(aboutUs.id, id));
    if (!row) return null;
    return {
      id: row.id,
      title: row.title,
      content1: editableText(row.content1),
      content2: editableText(row.content2),
      images: imagesOut(row.images),
      video: row.video,
    };
  },
  lock: (tx, id) => lockRow(tx, aboutUs, aboutUs.id, id),
  /** Only while there is none: the portal shows the first row. */
  async create(tx, input) {
    checkVideo(input.video);
    const [existing] = await tx.select({ id: aboutUs.id }).from(aboutUs).limit(1);
    if (existing)
      throw conflict('Die Seite „Über uns“ gibt es schon; bitte bearbeiten Sie sie.', 'about_page_exists');
    const [row] = await tx
      .insert(aboutUs)
      .values({ ...input, images: imagesIn(input.images) })
      .returning({ id: aboutUs.id });
    return row.id;
  },
  async update(tx, id, input) {
    checkVideo(input.video);
    await tx
      .update(aboutUs)
      .set({ ...input, images: imagesIn(input.images) })
      .where(eq(aboutUs.id, id));
  },
});

// --- group companies ---------------------------------------------------------------------------------

const newCompany = defineResource({
  name: 'new-companies',
  label: 'Das Unternehmen der NEW-Gruppe',
  input: NewCompanyInputSchema,
  topics: CONTENT,
  titleOf: (entry) => entry.title,
  list: (db, query) =>
    listTable(
      db,
      newCompanies,
      query,
      {
        id: newCompanies.id,
        search: [newCompanies.title, newCompanies.content1],
        sortable: { title: newCompanies.title, sortOrder: newCompanies.sortOrder, id: newCompanies.id },
        defaultSort: { column: newCompanies.sortOrder, order: 'ASC' },
        filters: { id: idFilter(newCompanies.id) },
      },
      (row) => ({ id: row.id as number, title: row.title, sortOrder: row.sortOrder }),
    ),
  async read(db, id) {
    const [row] = await db.select().from(newCompanies).where(eq(newCompanies.id, id));
    if (!row) return null;
    return {
      id: row.id,
      title: row.title,
      content1: editableText(row.content1),
      images: imagesOut(row.images),
      sortOrder: row.sortOrder,
      personIds: await personIdsOf(db, newCompanyPersons, id),
    };
  },
  lock: (tx, id) => lockRow(tx, newCompanies, newCompanies.id, id),
  async create(tx, input) {
    await requirePersons(tx, input.personIds);
    const [row] = await tx
      .insert(newCompanies)
      .values({
        title: input.title,
        content1: input.content1,
        images: imagesIn(input.images),
        sortOrder: input.sortOrder,
      })
      .returning({ id: newCompanies.id });
    await replacePersonLinks(tx, newCompanyPersons, row.id, input.personIds);
    return row.id;
  },
  async update(tx, id, input) {
    await requirePersons(tx, input.personIds);
    await tx
      .update(newCompanies)
      .set({
        title: input.title,
        content1: input.content1,
        images: imagesIn(input.images),
        sortOrder: input.sortOrder,
      })
      .where(eq(newCompanies.id, id));
    await replacePersonLinks(tx, newCompanyPersons, id, input.personIds);
  },
  async remove(tx, id) {
    await tx.delete(newCompanies).where(eq(newCompanies.id, id));
  },
});

// --- FAQ entries -------------------------------------------------------------------------------------

/** FAQ entries (spec 01 §3 FAQ): question, answer, optional image, order, publication. */
const faq = defineResource({
  name: 'faq-entries',
  label: 'Der FAQ-Eintrag',
  input: FaqEntryInputSchema,
  topics: CONTENT,
  titleOf: (entry) => entry.titel,
  list: (db, query) =>
    listTable(
      db,
      faqEntries,
      query,
      {
        id: faqEntries.id,
        search: [faqEntries.titel, faqEntries.text],
        sortable: {
          titel: faqEntries.titel,
          sortOrder: faqEntries.sortOrder,
          publishedAt: faqEntries.publishedAt,
          id: faqEntries.id,
        },
        defaultSort: { column: faqEntries.sortOrder, order: 'ASC' },
        filters: {
          id: idFilter(faqEntries.id),
          status: publicationFilter(faqEntries.publishedAt),
        },
      },
      (row) => ({
        id: row.id as number,
        titel: row.titel,
        sortOrder: row.sortOrder,
        state: listStateOf(row.publishedAt as Date | null),
        publishedAt: (row.publishedAt as Date | null)?.toISOString() ?? null,
      }),
    ),
  async read(db, id) {
    const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, id));
    return row
      ? {
          id: row.id,
          titel: row.titel,
          text: editableText(row.text),
          sortOrder: row.sortOrder,
          imageUrl: row.imageUrl,
          ...publicationOf(row.publishedAt),
        }
      : null;
  },
  lock: (tx, id) => lockRow(tx, faqEntries, faqEntries.id, id),
  async create(tx, input) {
    const [row] = await tx
      .insert(faqEntries)
      .values({
        titel: input.titel,
        text: input.text,
        sortOrder: input.sortOrder,
        imageUrl: input.imageUrl,
        publishedAt: storedPublishedAt(input),
      })
      .returning({ id: faqEntries.id });
    return row.id;
  },
  async update(tx, id, input) {
    await tx
      .update(faqEntries)
      .set({
        titel: input.titel,
        text: input.text,
        sortOrder: input.sortOrder,
        imageUrl: input.imageUrl,
        publishedAt: storedPublishedAt(input),
      })
      .where(eq(faqEntries.id, id));
  },
  async remove(tx, id) {
    await tx.delete(faqEntries).where(eq(faqEntries.id, id));
  },
});

export const contentResources = [serviceArea, service, subService, contactPerson, aboutPage, newCompany, faq];
