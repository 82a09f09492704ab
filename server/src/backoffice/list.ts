import type { BackofficeListQuery, BackofficeRecord } from '@kp/contract/backoffice';
import { and, asc, count, desc, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';

export interface ListOptions {
  /** Columns the search box looks in (case-insensitive, anywhere in the text). */
  search: PgColumn[];
  /** The fields a list may be sorted by, named as the records name them. */
  sortable: Record<string, PgColumn>;
  /** The default order when the list names none; ties always fall back to the id. */
  defaultSort: { column: PgColumn; order: 'ASC' | 'DESC' };
  /** The filters a resource knows: each turns the filter's value into a condition (or none). */
  filters?: Record<string, (value: unknown) => SQL | undefined>;
  id: PgColumn;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE of a back-office list: the search text and the known filters; unknown filters are refused. */
export function listConditions(query: BackofficeListQuery, options: ListOptions): SQL | undefined {
  const conditions: SQL[] = [];
  const q = query.q?.trim();
  if (q && options.search.length) {
    const like = `%${escapeLike(q)}%`;
    const anyColumn = or(...options.search.map((column) => ilike(column, like)));
    if (anyColumn) conditions.push(anyColumn);
  }
  for (const [key, value] of Object.entries(query.filter)) {
    if (key === 'q') continue;
    const filter = options.filters?.[key];
    if (!filter) throw badRequest(`Nach „${key}“ lässt sich diese Liste nicht filtern.`, 'unknown_filter');
    const condition = filter(value);
    if (condition) conditions.push(condition);
  }
  return conditions.length ? and(...conditions) : undefined;
}

export function listOrder(query: BackofficeListQuery, options: ListOptions) {
  const column = query.sort ? options.sortable[query.sort] : options.defaultSort.column;
  if (query.sort && !column)
    throw badRequest(`Nach „${query.sort}“ lässt sich diese Liste nicht sortieren.`, 'unknown_sort');
  const order = query.sort ? query.order : options.defaultSort.order;
  const by = order === 'DESC' ? desc : asc;
  return [by(column ?? options.defaultSort.column), by(options.id)];
}

/** One page of a table's rows and the total, for resources whose list is the table itself. */
export async function listTable(
  db: Db,
  table: PgTable,
  query: BackofficeListQuery,
  options: ListOptions,
  toRecord: (row: Record<string, unknown>) => BackofficeRecord,
) {
  const where = listConditions(query, options);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(...listOrder(query, options))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return { items: rows.map(toRecord), total: total?.value ?? 0 };
}
