import { TEXTS } from '@kp/contract/shell';
import {
  type CommuneDirectoryInput,
  CommuneDirectoryInputSchema,
  type RoleInput,
  RoleInputSchema,
} from '@kp/contract/shell-backoffice';
import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { listTable } from '../../backoffice/list.ts';
import { defineResource, type Tx } from '../../backoffice/resource.ts';
import { communes, faculties } from '../../db/schema/index.ts';
import { fieldError } from '../../http/errors.ts';

/**
 * The reference data in the back office, for admins (decision 027): the commune directory and the
 * registration roles. Both are added, renamed and retired, never deleted: the accounts and records that name
 * one keep it. Commune writes invalidate `communes` (the me call, the dashboards) and `content`; role writes
 * invalidate `roles` (the roles on each account's payload).
 */

/** Names are unique: a second 'Viersen' would make the imports, which key communes by name, ambiguous. */
async function refuseTakenName(tx: Tx, column: PgColumn, idColumn: PgColumn, name: string, id?: number) {
  const rows = await tx
    .select({ id: idColumn })
    .from(column.table)
    .where(id === undefined ? eq(column, name) : and(eq(column, name), ne(idColumn, id)));
  if (rows.length > 0) throw fieldError('name', 'Diesen Namen gibt es schon.');
}

type CommuneRow = typeof communes.$inferSelect;

const directoryEntryOf = (row: CommuneRow): CommuneDirectoryInput & { id: number } => ({
  id: row.id,
  name: row.name,
  ags: row.ags,
  retired: row.retiredAt !== null,
});

const communeDirectoryResource = defineResource({
  name: 'commune-directory',
  label: 'Die Kommune',
  access: 'admin',
  input: CommuneDirectoryInputSchema,
  topics: ['communes', 'content'],
  titleOf: (entry) => entry.name,
  list: (db, query) =>
    listTable(
      db,
      communes,
      query,
      {
        id: communes.id,
        search: [communes.name, communes.ags],
        sortable: { name: communes.name, ags: communes.ags, id: communes.id },
        defaultSort: { column: communes.name, order: 'ASC' },
      },
      (row) => directoryEntryOf(row as CommuneRow),
    ),
  async read(db, id) {
    const [row] = await db.select().from(communes).where(eq(communes.id, id));
    return row ? directoryEntryOf(row) : null;
  },
  async lock(tx, id) {
    const rows = await tx.select({ id: communes.id }).from(communes).where(eq(communes.id, id)).for('update');
    return rows.length > 0;
  },
  async create(tx, input) {
    await refuseTakenName(tx, communes.name, communes.id, input.name);
    const [row] = await tx
      .insert(communes)
      .values({ name: input.name, ags: input.ags || null, retiredAt: input.retired ? new Date() : null })
      .returning({ id: communes.id });
    return row.id;
  },
  async update(tx, id, input) {
    await refuseTakenName(tx, communes.name, communes.id, input.name, id);
    const [before] = await tx
      .select({ retiredAt: communes.retiredAt })
      .from(communes)
      .where(eq(communes.id, id));
    await tx
      .update(communes)
      .set({
        name: input.name,
        ags: input.ags || null,
        // Keeps the day it was retired while it stays so.
        retiredAt: input.retired ? (before?.retiredAt ?? new Date()) : null,
      })
      .where(eq(communes.id, id));
  },
});

/** Roles the portal itself reacts to by name (spec 01 §4: the board members' commune; the education portal). */
const NAMED_BY_THE_PORTAL = new Set<string>([TEXTS.boardMembers, TEXTS.educationFaculty]);

type RoleRow = typeof faculties.$inferSelect;

const roleOf = (row: RoleRow): RoleInput & { id: number } => ({
  id: row.id,
  name: row.name,
  selectable: row.selectable,
  sortOrder: row.sortOrder,
});

const roleResource = defineResource({
  name: 'roles',
  label: 'Die Rolle',
  access: 'admin',
  input: RoleInputSchema,
  topics: ['roles'],
  titleOf: (entry) => entry.name,
  list: (db, query) =>
    listTable(
      db,
      faculties,
      query,
      {
        id: faculties.id,
        search: [faculties.name],
        sortable: { name: faculties.name, sortOrder: faculties.sortOrder, id: faculties.id },
        defaultSort: { column: faculties.sortOrder, order: 'ASC' },
      },
      (row) => roleOf(row as RoleRow),
    ),
  async read(db, id) {
    const [row] = await db.select().from(faculties).where(eq(faculties.id, id));
    return row ? roleOf(row) : null;
  },
  async lock(tx, id) {
    const rows = await tx
      .select({ id: faculties.id })
      .from(faculties)
      .where(eq(faculties.id, id))
      .for('update');
    return rows.length > 0;
  },
  async create(tx, input) {
    await refuseTakenName(tx, faculties.name, faculties.id, input.name);
    const [row] = await tx.insert(faculties).values(input).returning({ id: faculties.id });
    return row.id;
  },
  async update(tx, id, input) {
    const [before] = await tx.select({ name: faculties.name }).from(faculties).where(eq(faculties.id, id));
    if (before && NAMED_BY_THE_PORTAL.has(before.name) && input.name !== before.name) {
      throw fieldError('name', `Das Portal erkennt diese Rolle an ihrem Namen „${before.name}“; er bleibt.`);
    }
    await refuseTakenName(tx, faculties.name, faculties.id, input.name, id);
    await tx.update(faculties).set(input).where(eq(faculties.id, id));
  },
});

export const referenceResources = [communeDirectoryResource, roleResource];
