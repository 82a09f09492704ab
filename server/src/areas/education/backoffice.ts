import {
  EDUCATION_SETTINGS_ID,
  type EducationMaterialInput,
  EducationMaterialInputSchema,
  type EducationMenuItemInput,
  EducationMenuItemInputSchema,
  type EducationSettingsInput,
  EducationSettingsInputSchema,
} from '@kp/contract/education-backoffice';
import { count, eq, gt, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { listTable } from '../../backoffice/list.ts';
import { defineResource, type Tx } from '../../backoffice/resource.ts';
import { tableWrites } from '../../backoffice/table-writes.ts';
import { educationMaterials, educationMenuItems, educationSettings } from '../../db/schema/index.ts';
import { badRequest, conflict, HttpError } from '../../http/errors.ts';
import { publicationStateOf, publishedAtOf } from '../../lib/publication.ts';
import { editableTextOrNull } from '../../lib/rich-text.ts';
import type { MaterialRow, MenuItemRow } from './repo.ts';

/**
 * The education portal in the back office (decision 019): the menu, the materials and the sponsoring and
 * contact texts. The education area keeps no cache (its reader queries go to the database each time), so
 * its writes invalidate only the `education` topic, and a scheduled material is live at its time without
 * any write.
 */
const TOPICS = ['education'] as const;

/** Empty optional texts are stored as null, as the seed stores them. */
const orNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);
const toNumber = (value: unknown) => (typeof value === 'number' ? value : Number(value));
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** `id` filters (one id or a list) serve react-admin's getMany and reference fields. */
const idFilter =
  (column: PgColumn) =>
  (value: unknown): SQL | undefined => {
    const ids = (Array.isArray(value) ? value : [value]).map(Number).filter(Number.isInteger);
    if (ids.length === 0) throw badRequest('Der Filter „id“ nennt keine Nummer.', 'unknown_filter');
    return inArray(column, ids);
  };

// ---------------------------------------------------------------------------------------------------------
// Menu items

const menuItemOf = (row: MenuItemRow): EducationMenuItemInput & { id: number } => ({
  id: row.id,
  name: row.name,
  icon: row.icon,
  sortierung: row.sortierung,
  title: row.title,
  text: row.text,
});

const menuItemValues = (input: EducationMenuItemInput) => ({
  name: input.name,
  icon: orNull(input.icon),
  sortierung: input.sortierung,
  title: orNull(input.title),
  text: orNull(input.text),
});

const menuItems = defineResource({
  name: 'education-menu-items',
  label: 'Der Menüpunkt',
  input: EducationMenuItemInputSchema,
  topics: TOPICS,
  titleOf: (entry) => entry.name,
  list: (db, query) =>
    listTable(
      db,
      educationMenuItems,
      query,
      {
        id: educationMenuItems.id,
        search: [educationMenuItems.name, educationMenuItems.title],
        sortable: {
          name: educationMenuItems.name,
          sortierung: educationMenuItems.sortierung,
          id: educationMenuItems.id,
        },
        defaultSort: { column: educationMenuItems.sortierung, order: 'ASC' },
        filters: { id: idFilter(educationMenuItems.id) },
      },
      (row) => menuItemOf(row as MenuItemRow),
    ),
  async read(db, id) {
    const [row] = await db.select().from(educationMenuItems).where(eq(educationMenuItems.id, id));
    return row ? menuItemOf(row) : null;
  },
  ...tableWrites(educationMenuItems, educationMenuItems.id, menuItemValues),
  /** A menu item with materials stays: its materials would drop out of the navigation. */
  async remove(tx, id) {
    const [used] = await tx
      .select({ value: count() })
      .from(educationMaterials)
      .where(eq(educationMaterials.menuItemId, id));
    if ((used?.value ?? 0) > 0) {
      throw conflict(
        `Der Menüpunkt enthält noch ${used?.value} Material(ien). Bitte ordnen Sie sie zuerst einem anderen Menüpunkt zu.`,
        'menu_item_in_use',
      );
    }
    await tx.delete(educationMenuItems).where(eq(educationMenuItems.id, id));
  },
});

// ---------------------------------------------------------------------------------------------------------
// Materials

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The form's state of a stored material; a draft's time field shows when it was created. */
export const materialOf = (row: MaterialRow): EducationMaterialInput & { id: number } => ({
  id: row.id,
  menuItemId: row.menuItemId,
  titel: row.titel,
  subtitel: row.subtitel,
  beschreibung: editableTextOrNull(row.beschreibung),
  datum: iso(row.datum),
  status: publicationStateOf(row.publishedAt),
  publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  seats: row.seats,
  stoererAnzeigen: row.stoererAnzeigen,
  dauer: row.dauer,
  bneZiele: row.bneZiele,
  kontaktformularAnzeigen: row.kontaktformularAnzeigen,
  youtubeIframe: row.youtubeIframe,
  vorschauUrl: row.vorschauUrl,
  headerUrl: row.headerUrl,
  headerCaption: row.headerCaption,
  typ: row.typ,
  themen: row.themen,
  schulfaecher: row.schulfaecher,
  jahrgangsstufen: row.jahrgangsstufen,
  ansprechpartnerIds: row.ansprechpartnerIds,
  links: row.links,
  inhalt: row.inhalt.map((content) => ({
    ...content,
    sections: content.sections.map((section) => ({ ...section, text: editableTextOrNull(section.text) })),
  })),
});

async function checkMenuItem(tx: Tx, menuItemId: number | null) {
  if (menuItemId === null) return;
  const [row] = await tx
    .select({ id: educationMenuItems.id })
    .from(educationMenuItems)
    .where(eq(educationMenuItems.id, menuItemId));
  if (!row) {
    const message = 'Diesen Menüpunkt gibt es nicht.';
    throw new HttpError(400, 'validation', message, { menuItemId: message });
  }
}

/** New ids for links, pictures and files that have none (the form gives 0 or a negative id to new ones). */
function withIds<T extends { id: number }>(items: readonly T[]): T[] {
  let next = Math.max(0, ...items.map((item) => item.id)) + 1;
  return items.map((item) => (item.id > 0 ? item : { ...item, id: next++ }));
}

const materialValues = (input: EducationMaterialInput) => ({
  menuItemId: input.menuItemId,
  titel: input.titel,
  subtitel: orNull(input.subtitel),
  beschreibung: orNull(input.beschreibung),
  datum: input.datum ? new Date(input.datum) : null,
  publishedAt: publishedAtOf(input),
  seats: input.seats,
  stoererAnzeigen: input.stoererAnzeigen,
  dauer: orNull(input.dauer),
  bneZiele: orNull(input.bneZiele),
  kontaktformularAnzeigen: input.kontaktformularAnzeigen,
  youtubeIframe: orNull(input.youtubeIframe),
  vorschauUrl: orNull(input.vorschauUrl),
  headerUrl: orNull(input.headerUrl),
  headerCaption: orNull(input.headerCaption),
  typ: orNull(input.typ),
  themen: input.themen,
  schulfaecher: input.schulfaecher,
  jahrgangsstufen: input.jahrgangsstufen,
  ansprechpartnerIds: [...new Set(input.ansprechpartnerIds)],
  links: withIds(input.links),
  inhalt: input.inhalt.map((content) => ({
    titel: orNull(content.titel),
    sections: content.sections.map((section) => ({
      titel: section.titel,
      text: orNull(section.text),
      bilder: withIds(section.bilder).map((image) => ({ ...image, caption: orNull(image.caption) })),
      medien: withIds(section.medien).map((medium) => ({ ...medium, caption: orNull(medium.caption) })),
      iframe: orNull(section.iframe),
    })),
  })),
});

const materialWrites = tableWrites(educationMaterials, educationMaterials.id, materialValues, {
  remove: true,
});

/** The list's publication filter: 'draft', 'scheduled' (a time still to come) or 'published' (live). */
export function publicationFilter(column: typeof educationMaterials.publishedAt) {
  return (value: unknown): SQL | undefined => {
    if (value === 'draft') return isNull(column);
    // The server's clock, as isLive's (bo-news: tests move it with fake timers).
    if (value === 'scheduled') return gt(column, new Date());
    if (value === 'published') return lte(column, new Date());
    if (isEmpty(value)) return undefined;
    throw badRequest('Der Status ist „draft“, „scheduled“ oder „published“.', 'unknown_filter');
  };
}

const materials = defineResource({
  name: 'education-materials',
  label: 'Das Material',
  input: EducationMaterialInputSchema,
  topics: TOPICS,
  titleOf: (entry) => entry.titel,
  list: (db, query) =>
    listTable(
      db,
      educationMaterials,
      query,
      {
        id: educationMaterials.id,
        search: [educationMaterials.titel, educationMaterials.subtitel, educationMaterials.typ],
        sortable: {
          titel: educationMaterials.titel,
          datum: educationMaterials.datum,
          publishedAt: educationMaterials.publishedAt,
          createdAt: educationMaterials.createdAt,
          seats: educationMaterials.seats,
          id: educationMaterials.id,
        },
        defaultSort: { column: educationMaterials.createdAt, order: 'DESC' },
        filters: {
          id: idFilter(educationMaterials.id),
          status: publicationFilter(educationMaterials.publishedAt),
          menuItemId: (value) =>
            isEmpty(value) ? undefined : eq(educationMaterials.menuItemId, toNumber(value)),
        },
      },
      (row) => {
        const material = row as MaterialRow;
        return {
          id: material.id,
          titel: material.titel,
          subtitel: material.subtitel,
          menuItemId: material.menuItemId,
          datum: iso(material.datum),
          status: publicationStateOf(material.publishedAt),
          publishedAt: iso(material.publishedAt),
          seats: material.seats,
          createdAt: material.createdAt.toISOString(),
        };
      },
    ),
  async read(db, id) {
    const [row] = await db.select().from(educationMaterials).where(eq(educationMaterials.id, id));
    return row ? materialOf(row) : null;
  },
  lock: materialWrites.lock,
  async create(tx, input, user) {
    await checkMenuItem(tx, input.menuItemId);
    return materialWrites.create(tx, input, user);
  },
  async update(tx, id, input, user) {
    await checkMenuItem(tx, input.menuItemId);
    await materialWrites.update(tx, id, input, user);
  },
  /** Requests about the material keep its title (education_requests.material_titel); the link is cleared. */
  remove: materialWrites.remove,
});

// ---------------------------------------------------------------------------------------------------------
// Sponsoring and contact texts (one entry)

const settingsOf = (
  row: typeof educationSettings.$inferSelect | undefined,
): EducationSettingsInput & { id: number } => ({
  id: EDUCATION_SETTINGS_ID,
  sponsoringText: row?.sponsoringText ?? null,
  sponsoringContactIds: row?.sponsoringContactIds ?? [],
  contactText: row?.contactText ?? null,
  contactIds: row?.contactIds ?? [],
  requestMailTo: row?.requestMailTo ?? null,
});

const SETTINGS_TITLE = 'Förderung und Kontakt';

const settings = defineResource({
  name: 'education-settings',
  label: 'Die Seite „Förderung und Kontakt“',
  input: EducationSettingsInputSchema,
  topics: TOPICS,
  titleOf: () => SETTINGS_TITLE,
  async list(db) {
    const [row] = await db
      .select()
      .from(educationSettings)
      .where(eq(educationSettings.id, EDUCATION_SETTINGS_ID));
    const entry = settingsOf(row);
    return {
      items: [
        {
          id: entry.id,
          titel: SETTINGS_TITLE,
          sponsoringContacts: entry.sponsoringContactIds.length,
          contacts: entry.contactIds.length,
          requestMailTo: entry.requestMailTo,
        },
      ],
      total: 1,
    };
  },
  async read(db, id) {
    if (id !== EDUCATION_SETTINGS_ID) return null;
    const [row] = await db.select().from(educationSettings).where(eq(educationSettings.id, id));
    return settingsOf(row);
  },
  /** The row may not exist yet on a fresh database: it is created (empty) before it is locked. */
  async lock(tx, id) {
    if (id !== EDUCATION_SETTINGS_ID) return false;
    await tx.insert(educationSettings).values({ id }).onConflictDoNothing();
    const rows = await tx
      .select({ id: educationSettings.id })
      .from(educationSettings)
      .where(eq(educationSettings.id, id))
      .for('update');
    return rows.length > 0;
  },
  async update(tx, id, input) {
    await tx
      .update(educationSettings)
      .set({
        sponsoringText: orNull(input.sponsoringText),
        sponsoringContactIds: [...new Set(input.sponsoringContactIds)],
        contactText: orNull(input.contactText),
        contactIds: [...new Set(input.contactIds)],
        requestMailTo: orNull(input.requestMailTo),
      })
      .where(eq(educationSettings.id, id));
  },
});

export const educationResources = [menuItems, materials, settings];
