import {
  CONSTRUCTION_SPARTEN,
  type ConstructionProjectData,
  ConstructionProjectInputSchema,
} from '@kp/contract/construction-backoffice';
import { eq } from 'drizzle-orm';
import { listTable } from '../../backoffice/list.ts';
import { idFilter } from '../../backoffice/publication.ts';
import { defineResource } from '../../backoffice/resource.ts';
import { tableWrites } from '../../backoffice/table-writes.ts';
import { constructionProjects } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';

/**
 * Construction projects (the construction map) in the back office, the position picked on the map or typed
 * as coordinates. GET /api/construction-projects reads them per request (no server cache), so `topics` is
 * empty; construction projects have no publication state (they were not among the types given drafts).
 */

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export const constructionProjectsResource = defineResource({
  name: 'construction-projects',
  label: 'Das Bauprojekt',
  input: ConstructionProjectInputSchema,
  topics: [],
  titleOf: (entry) => String(entry.title),
  list: (db, query) =>
    listTable(
      db,
      constructionProjects,
      query,
      {
        id: constructionProjects.id,
        search: [
          constructionProjects.title,
          constructionProjects.street,
          constructionProjects.commune,
          constructionProjects.description,
        ],
        sortable: {
          id: constructionProjects.id,
          title: constructionProjects.title,
          commune: constructionProjects.commune,
          sparte: constructionProjects.sparte,
          startDate: constructionProjects.startDate,
          endDate: constructionProjects.endDate,
        },
        defaultSort: { column: constructionProjects.startDate, order: 'DESC' },
        filters: {
          id: idFilter(constructionProjects.id),
          sparte: (value) => {
            const sparte = text(value);
            if (!sparte) return undefined;
            if (!CONSTRUCTION_SPARTEN.includes(sparte as (typeof CONSTRUCTION_SPARTEN)[number]))
              throw badRequest('Diese Sparte gibt es nicht.', 'unknown_filter');
            return eq(constructionProjects.sparte, sparte);
          },
          commune: (value) => {
            const commune = text(value);
            return commune ? eq(constructionProjects.commune, commune) : undefined;
          },
        },
      },
      (row) => {
        const project = row as typeof constructionProjects.$inferSelect;
        return {
          id: project.id,
          title: project.title,
          sparte: project.sparte,
          commune: project.commune,
          street: project.street,
          startDate: project.startDate,
          endDate: project.endDate,
          latitude: project.latitude,
          longitude: project.longitude,
        };
      },
    ),
  async read(db, id) {
    const [row] = await db.select().from(constructionProjects).where(eq(constructionProjects.id, id));
    if (!row) return null;
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      sparte: row.sparte as ConstructionProjectData['sparte'],
      commune: row.commune,
      street: row.street,
      startDate: row.startDate,
      endDate: row.endDate,
      latitude: row.latitude,
      longitude: row.longitude,
    };
  },
  // A finished project is deleted (remove); the map shows only what the table holds.
  ...tableWrites(constructionProjects, constructionProjects.id, (input: ConstructionProjectData) => input, {
    remove: true,
  }),
});
