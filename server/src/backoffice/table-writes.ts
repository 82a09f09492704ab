import { type ColumnBaseConfig, eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { UserRow } from '../auth/sessions.ts';
import { lockRow } from './helpers.ts';
import type { Tx } from './resource.ts';

/**
 * The writes of a resource kept in one table: the form's columns are listed once (`valuesOf`), and create
 * and update write exactly those. A resource that does more (checks, links, announcements) calls these from
 * its own create or update, or keeps its own.
 */

/** An integer key (serial): what `create` returns. */
export type IdColumn = PgColumn<ColumnBaseConfig<'number', string> & { data: number; notNull: true }>;

/** A row's values that both an insert and an update take. */
export type RowValues<Table extends PgTable> = PgInsertValue<Table> & PgUpdateSetSource<Table>;

/** Refuses keys that are no column of the table (drizzle would skip them without a word). */
type ColumnsOnly<Table extends PgTable, Values> = {
  [Key in Exclude<keyof Values, keyof Table['$inferInsert']>]: never;
};

export interface TableWrites<Input> {
  lock(tx: Tx, id: number): Promise<boolean>;
  create(tx: Tx, input: Input, user: UserRow): Promise<number>;
  update(tx: Tx, id: number, input: Input, user: UserRow): Promise<void>;
}

export interface TableRemove {
  /** Deletes the row; what hangs on it goes by the foreign keys (ON DELETE CASCADE or SET NULL). */
  remove(tx: Tx, id: number): Promise<void>;
}

/** `remove: true` adds a plain delete; without it the resource cannot delete (or brings its own remove). */
export function tableWrites<Table extends PgTable, Input, Values extends RowValues<Table>>(
  table: Table,
  idColumn: IdColumn,
  valuesOf: (input: Input, user: UserRow) => Values & ColumnsOnly<Table, Values>,
  options: { remove: true },
): TableWrites<Input> & TableRemove;
export function tableWrites<Table extends PgTable, Input, Values extends RowValues<Table>>(
  table: Table,
  idColumn: IdColumn,
  valuesOf: (input: Input, user: UserRow) => Values & ColumnsOnly<Table, Values>,
  options?: { remove?: false },
): TableWrites<Input>;
export function tableWrites<Table extends PgTable, Input, Values extends RowValues<Table>>(
  table: Table,
  idColumn: IdColumn,
  valuesOf: (input: Input, user: UserRow) => Values & ColumnsOnly<Table, Values>,
  options: { remove?: boolean } = {},
): TableWrites<Input> & Partial<TableRemove> {
  const writes: TableWrites<Input> = {
    lock: (tx, id) => lockRow(tx, table, idColumn, id),
    async create(tx, input, user) {
      const [row] = await tx.insert(table).values(valuesOf(input, user)).returning({ id: idColumn });
      return row.id;
    },
    async update(tx, id, input, user) {
      await tx.update(table).set(valuesOf(input, user)).where(eq(idColumn, id));
    },
  };
  if (!options.remove) return writes;
  return {
    ...writes,
    async remove(tx, id) {
      await tx.delete(table).where(eq(idColumn, id));
    },
  };
}
