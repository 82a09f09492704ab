import { type ServiceAreaInput, ServiceAreaInputSchema } from '@kp/contract/content-backoffice';
import { asc, eq } from 'drizzle-orm';
import { countWhere, personIdsOf, replacePersonLinks, requireIds } from '../../../backoffice/helpers.ts';
import { listTable } from '../../../backoffice/list.ts';
import { idFilter } from '../../../backoffice/publication.ts';
import { defineResource, type Tx } from '../../../backoffice/resource.ts';
import { tableWrites } from '../../../backoffice/table-writes.ts';
import {
  communeServiceAreas,
  communes,
  serviceAreaPersons,
  serviceAreas,
  services,
} from '../../../db/schema/index.ts';
import { conflict } from '../../../http/errors.ts';
import { CONTENT_AND_COMMUNES, pageColumnsOf, pageFieldsOf, requirePersons } from './page-fields.ts';

/** Service areas (Fachbereiche) in the back office, with their commune assignment. */

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

const writes = tableWrites(serviceAreas, serviceAreas.id, (input: ServiceAreaInput) => ({
  title: input.title,
  route: input.route,
  icon: input.icon,
  headerImageUrl: input.headerImageUrl,
  ...pageColumnsOf(input),
}));

export const serviceArea = defineResource({
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
  lock: writes.lock,
  async create(tx, input, user) {
    await checkServiceAreaLinks(tx, input);
    const id = await writes.create(tx, input, user);
    await replacePersonLinks(tx, serviceAreaPersons, id, input.personIds);
    await replaceCommunes(tx, id, input.communeIds);
    return id;
  },
  async update(tx, id, input, user) {
    await checkServiceAreaLinks(tx, input);
    await writes.update(tx, id, input, user);
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
