import { type ContactPersonInput, ContactPersonInputSchema } from '@kp/contract/content-backoffice';
import { asc, eq, or } from 'drizzle-orm';
import { listTable } from '../../../backoffice/list.ts';
import { idFilter } from '../../../backoffice/publication.ts';
import { defineResource } from '../../../backoffice/resource.ts';
import { tableWrites } from '../../../backoffice/table-writes.ts';
import { communes, contactPeople } from '../../../db/schema/index.ts';
import { conflict } from '../../../http/errors.ts';
import { CONTENT_AND_COMMUNES } from './page-fields.ts';

/** Contact people in the back office. */

export const contactPerson = defineResource({
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
  ...tableWrites(contactPeople, contactPeople.id, (input: ContactPersonInput) => input),
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
