import { type FaqEntryInput, FaqEntryInputSchema } from '@kp/contract/content-backoffice';
import { eq } from 'drizzle-orm';
import { editableText, listStateOf, publicationOf, storedPublishedAt } from '../../../backoffice/helpers.ts';
import { listTable } from '../../../backoffice/list.ts';
import { idFilter, publicationFilter } from '../../../backoffice/publication.ts';
import { defineResource } from '../../../backoffice/resource.ts';
import { tableWrites } from '../../../backoffice/table-writes.ts';
import { faqEntries } from '../../../db/schema/index.ts';
import { CONTENT } from './page-fields.ts';

/** FAQ entries (spec 01 §3 FAQ): question, answer, optional image, order, publication. */
export const faq = defineResource({
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
  ...tableWrites(
    faqEntries,
    faqEntries.id,
    (input: FaqEntryInput) => ({
      titel: input.titel,
      text: input.text,
      sortOrder: input.sortOrder,
      imageUrl: input.imageUrl,
      publishedAt: storedPublishedAt(input),
    }),
    { remove: true },
  ),
});
