import {
  type ServiceInput,
  ServiceInputSchema,
  SubServiceInputSchema,
} from '@kp/contract/content-backoffice';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  countWhere,
  listStateOf,
  personIdsOf,
  publicationOf,
  replacePersonLinks,
  requireIds,
  storedPublishedAt,
} from '../../../backoffice/helpers.ts';
import { listTable } from '../../../backoffice/list.ts';
import { idFilter, publicationFilter } from '../../../backoffice/publication.ts';
import { defineResource, type Tx } from '../../../backoffice/resource.ts';
import { tableWrites } from '../../../backoffice/table-writes.ts';
import {
  serviceAreas,
  servicePersons,
  services,
  subServicePersons,
  subServices,
} from '../../../db/schema/index.ts';
import { conflict } from '../../../http/errors.ts';
import { CONTENT, pageColumnsOf, pageFieldsOf, requirePersons } from './page-fields.ts';

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
  const writes = tableWrites(table, table.id, columnsOf);
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
    lock: writes.lock,
    async create(tx, input, user) {
      await checkLinks(tx, input);
      const id = await writes.create(tx, input, user);
      await replacePersonLinks(tx, persons, id, input.personIds);
      return id;
    },
    async update(tx, id, input, user) {
      await checkLinks(tx, input);
      await writes.update(tx, id, input, user);
      await replacePersonLinks(tx, persons, id, input.personIds);
    },
    async remove(tx, id) {
      await page.beforeRemove?.(tx, id);
      await tx.delete(table).where(eq(table.id, id));
    },
  });
}

export const service = servicePageResource({
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

export const subService = servicePageResource({
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
