import { type HeatFaqEntryInput, HeatFaqEntryInputSchema } from '@kp/contract/heat-planning-backoffice';
import { eq } from 'drizzle-orm';
import { editableText, listStateOf, publicationOf, storedPublishedAt } from '../../backoffice/helpers.ts';
import { listTable } from '../../backoffice/list.ts';
import { idFilter, publicationFilter } from '../../backoffice/publication.ts';
import { defineResource } from '../../backoffice/resource.ts';
import { tableWrites } from '../../backoffice/table-writes.ts';
import { heatFaqEntries } from '../../db/schema/index.ts';

/** FAQ Kommunale Wärmeplanung (spec 02 §3) in the back office: section, question, answer, order, publication. */
const heatFaq = defineResource({
  name: 'heat-faq-entries',
  label: 'Der FAQ-Eintrag zur Wärmeplanung',
  input: HeatFaqEntryInputSchema,
  // GET /api/faq-waerme reads the table on every request; the topic keeps a future cache honest.
  topics: ['heat-faq'],
  titleOf: (entry) => entry.titel,
  list: (db, query) =>
    listTable(
      db,
      heatFaqEntries,
      query,
      {
        id: heatFaqEntries.id,
        search: [heatFaqEntries.titel, heatFaqEntries.text],
        sortable: {
          titel: heatFaqEntries.titel,
          section: heatFaqEntries.section,
          sortOrder: heatFaqEntries.sortOrder,
          publishedAt: heatFaqEntries.publishedAt,
          id: heatFaqEntries.id,
        },
        defaultSort: { column: heatFaqEntries.sortOrder, order: 'ASC' },
        filters: {
          id: idFilter(heatFaqEntries.id),
          status: publicationFilter(heatFaqEntries.publishedAt),
          section: (value) => {
            if (value === undefined || value === null || value === '') return undefined;
            const parsed = HeatFaqEntryInputSchema.shape.section.safeParse(value);
            return parsed.success ? eq(heatFaqEntries.section, parsed.data) : eq(heatFaqEntries.id, -1);
          },
        },
      },
      (row) => ({
        id: row.id as number,
        section: row.section,
        titel: row.titel,
        sortOrder: row.sortOrder,
        state: listStateOf(row.publishedAt as Date | null),
        publishedAt: (row.publishedAt as Date | null)?.toISOString() ?? null,
      }),
    ),
  async read(db, id) {
    const [row] = await db.select().from(heatFaqEntries).where(eq(heatFaqEntries.id, id));
    return row
      ? {
          id: row.id,
          section: row.section,
          titel: row.titel,
          text: editableText(row.text),
          sortOrder: row.sortOrder,
          ...publicationOf(row.publishedAt),
        }
      : null;
  },
  ...tableWrites(
    heatFaqEntries,
    heatFaqEntries.id,
    (input: HeatFaqEntryInput) => ({
      section: input.section,
      titel: input.titel,
      text: input.text,
      sortOrder: input.sortOrder,
      publishedAt: storedPublishedAt(input),
    }),
    { remove: true },
  ),
});

export const heatPlanningResources = [heatFaq];
