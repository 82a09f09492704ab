import { type AboutPageInput, AboutPageInputSchema } from '@kp/contract/content-backoffice';
import { VIDEO_EMBED_HOSTS } from '@kp/contract/content-constants';
import { eq } from 'drizzle-orm';
import { editableText } from '../../../backoffice/helpers.ts';
import { listTable } from '../../../backoffice/list.ts';
import { idFilter } from '../../../backoffice/publication.ts';
import { defineResource } from '../../../backoffice/resource.ts';
import { tableWrites } from '../../../backoffice/table-writes.ts';
import { aboutUs } from '../../../db/schema/index.ts';
import { conflict, HttpError } from '../../../http/errors.ts';
import { safeVideoEmbed } from '../../../lib/embed.ts';
import { CONTENT, imagesIn, imagesOut } from './page-fields.ts';

/** The about page in the back office (a single entry). */

const VIDEO_HINT = `Bitte den Einbettungscode (iframe) eines Videos von ${VIDEO_EMBED_HOSTS.join(' oder ')} einfügen.`;

/** The page embeds only an iframe with an https src on an allowed host: anything else is refused here. */
function checkVideo(video: string | null) {
  if (video && !safeVideoEmbed(video))
    throw new HttpError(400, 'validation', `Ungültige Eingabe bei „video“: ${VIDEO_HINT}`, {
      video: VIDEO_HINT,
    });
}

const writes = tableWrites(aboutUs, aboutUs.id, (input: AboutPageInput) => ({
  ...input,
  images: imagesIn(input.images),
}));

export const aboutPage = defineResource({
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
  lock: writes.lock,
  /** Only while there is none: the portal shows the first row. */
  async create(tx, input, user) {
    checkVideo(input.video);
    const [existing] = await tx.select({ id: aboutUs.id }).from(aboutUs).limit(1);
    if (existing)
      throw conflict('Die Seite „Über uns“ gibt es schon; bitte bearbeiten Sie sie.', 'about_page_exists');
    return writes.create(tx, input, user);
  },
  async update(tx, id, input, user) {
    checkVideo(input.video);
    await writes.update(tx, id, input, user);
  },
});
