import { NewCompanyInputSchema } from '@kp/contract/content-backoffice';
import { eq } from 'drizzle-orm';
import { editableText, lockRow, personIdsOf, replacePersonLinks } from '../../../backoffice/helpers.ts';
import { listTable } from '../../../backoffice/list.ts';
import { idFilter } from '../../../backoffice/publication.ts';
import { defineResource } from '../../../backoffice/resource.ts';
import { newCompanies, newCompanyPersons } from '../../../db/schema/index.ts';
import { CONTENT, imagesIn, imagesOut, requirePersons } from './page-fields.ts';

/** The group companies (NEW-Gruppe) in the back office. */

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
