import { type NewCompanyInput, NewCompanyInputSchema } from '@kp/contract/content-backoffice';
import { eq } from 'drizzle-orm';
import { editableText, personIdsOf, replacePersonLinks } from '../../../backoffice/helpers.ts';
import { listTable } from '../../../backoffice/list.ts';
import { idFilter } from '../../../backoffice/publication.ts';
import { defineResource } from '../../../backoffice/resource.ts';
import { tableWrites } from '../../../backoffice/table-writes.ts';
import { newCompanies, newCompanyPersons } from '../../../db/schema/index.ts';
import { CONTENT, imagesIn, imagesOut, requirePersons } from './page-fields.ts';

/** The group companies (NEW-Gruppe) in the back office. */

const writes = tableWrites(
  newCompanies,
  newCompanies.id,
  (input: NewCompanyInput) => ({
    title: input.title,
    content1: input.content1,
    images: imagesIn(input.images),
    sortOrder: input.sortOrder,
  }),
  { remove: true },
);

export const newCompany = defineResource({
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
  lock: writes.lock,
  async create(tx, input, user) {
    await requirePersons(tx, input.personIds);
    const id = await writes.create(tx, input, user);
    await replacePersonLinks(tx, newCompanyPersons, id, input.personIds);
    return id;
  },
  async update(tx, id, input, user) {
    await requirePersons(tx, input.personIds);
    await writes.update(tx, id, input, user);
    await replacePersonLinks(tx, newCompanyPersons, id, input.personIds);
  },
  remove: writes.remove,
});
