import { FaqEntryInputSchema } from '@kp/contract/content-backoffice';
import { eq } from 'drizzle-orm';
import { faqEntries } from '../../db/schema/index.ts';
import { listTable } from '../backoffice/list.ts';
import { defineResource } from '../backoffice/resource.ts';

/** FAQ entries (spec 01 §3 FAQ): question, answer, order. */
const faq = defineResource({
  name: 'faq-entries',
  label: 'Der FAQ-Eintrag',
  input: FaqEntryInputSchema,
  topics: ['content'],
  titleOf: (entry) => entry.titel,
  list: (db, query) =>
    listTable(
      db,
      faqEntries,
      query,
      {
        id: faqEntries.id,
        search: [faqEntries.titel, faqEntries.text],
        sortable: { titel: faqEntries.titel, sortOrder: faqEntries.sortOrder, id: faqEntries.id },
        defaultSort: { column: faqEntries.sortOrder, order: 'ASC' },
      },
      (row) => ({ id: row.id as number, titel: row.titel, sortOrder: row.sortOrder }),
    ),
  async read(db, id) {
    const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, id));
    return row ? { id: row.id, titel: row.titel, text: row.text, sortOrder: row.sortOrder } : null;
  },
  async lock(tx, id) {
    const rows = await tx
      .select({ id: faqEntries.id })
      .from(faqEntries)
      .where(eq(faqEntries.id, id))
      .for('update');
    return rows.length > 0;
  },
  async create(tx, input) {
    const [row] = await tx.insert(faqEntries).values(input).returning({ id: faqEntries.id });
    return row.id;
  },
  async update(tx, id, input) {
    await tx.update(faqEntries).set(input).where(eq(faqEntries.id, id));
  },
  async remove(tx, id) {
    await tx.delete(faqEntries).where(eq(faqEntries.id, id));
  },
});

export const contentResources = [faq];
