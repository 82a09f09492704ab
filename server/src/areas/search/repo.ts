import type { SearchSessionDocument } from '@kp/contract/search';
import type { SearchType } from '@kp/contract/search-constants';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchMisses, searchSessions } from '../../db/schema/index.ts';

/** One hit of any category; the columns a category does not have are null. */
export interface HitRow {
  type: SearchType;
  id: number;
  title: string;
  /** Hits of the category in all, not only the rows returned (results page only). */
  total: number;
  pub_date: string | null;
  image_url: string | null;
  image_small_url: string | null;
  image_caption: string | null;
  area_id: number | null;
  area_title: string | null;
  service_id: number | null;
  service_title: string | null;
  firstname: string | null;
  lastname: string | null;
  custom_title: string | null;
  email: string | null;
  phone: string | null;
  info: string | null;
}

/** LIKE treats % _ and \ as special; the query means them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

interface Match {
  /** The folded query, for the exact comparison and the similarity. */
  folded: SQL;
  /** The folded, LIKE-escaped query. */
  escaped: SQL;
}

/**
 * The query is folded inline in every branch rather than once in a CTE: an immutable function of a
 * parameter is folded to a constant when the statement is planned, so the LIKE pattern is a constant and
 * the trigram index serves it.
 */
const matchOf = (query: string): Match => ({
  folded: sql`kp_search_fold(${query})`,
  escaped: sql`kp_search_fold(${escapeLike(query)})`,
});

const matches = (column: SQL, m: Match) => sql`${column} like '%' || ${m.escaped} || '%'`;

/** Exact title, then title prefix, then a word of the title starting with the query, then any substring. */
const rankOf = (column: SQL, m: Match) => sql`case
    when ${column} = ${m.folded} then 0
    when ${column} like ${m.escaped} || '%' then 1
    when ${column} like '% ' || ${m.escaped} || '%' then 2
    else 3 end`;

/** A category's query: what it selects beyond id and title, where it reads from, what it requires. */
interface Branch {
  type: SearchType;
  alias: string;
  columns: Partial<Record<Exclude<keyof HitRow, 'type' | 'id' | 'title' | 'total'>, SQL>>;
  from: SQL;
  where?: SQL;
  /** Among matches of equal rank: the newer post first. */
  newestFirst?: boolean;
  /** The title column (persons: the full name). */
  title?: SQL;
  /** Where the ranked matches (id, rank) come from, when not from `from` and `where`. */
  ranked?: SQL;
}

const firstImage = (alias: string) => ({
  image_url: sql.raw(`${alias}.images->0->>'url'`),
  image_small_url: sql.raw(`${alias}.images->0->>'smallUrl'`),
  image_caption: sql.raw(`${alias}.images->0->>'caption'`),
});

/** Visible when it needs no flag or one of the caller's; `granted` is a comma-separated list of flags. */
const visible = (flagColumn: SQL, granted: string) =>
  sql`(${flagColumn} is null or ${flagColumn} = any(string_to_array(${granted}, ',')))`;

/**
 * Published and its time has come, by the rule of `isLive` (server/src/lib/publication.ts): a draft has
 * no time (null never matches), a scheduled entry a future one. Before the end of the server's current
 * millisecond, as there: an entry stamped by the database's now() keeps microseconds.
 */
const liveUntil = () => new Date(Date.now() + 1).toISOString();
const live = (alias: string, until: string) => sql`${sql.raw(alias)}.published_at < ${until}::timestamptz`;

/**
 * A subquery rather than a join: the planner evaluates costly output columns after ORDER BY and LIMIT,
 * so the area is looked up for the few rows returned, not for every match.
 */
const areaTitle = (areaId: SQL) => sql`(select title from service_areas where id = ${areaId})`;

function branches(granted: string): Branch[] {
  const until = liveUntil();
  const post = (type: SearchType, isPress: boolean): Branch => ({
    type,
    alias: 'n',
    columns: {
      pub_date: sql`n.pub_date::text`,
      image_url: sql`n.image_url`,
      image_small_url: sql`n.image_small_url`,
      image_caption: sql`n.image_caption`,
    },
    from: sql`news_posts n`,
    ranked: sql`select id, rank from ranked_posts where is_press = ${isPress}`,
    newestFirst: true,
  });
  return [
    {
      type: 'ServiceAreas',
      alias: 'a',
      columns: {
        image_url: sql`coalesce(a.header_image_url, a.images->0->>'url')`,
        image_small_url: sql`coalesce(a.header_image_url, a.images->0->>'smallUrl')`,
        image_caption: sql`case when a.header_image_url is null then a.images->0->>'caption' end`,
      },
      from: sql`service_areas a`,
    },
    {
      type: 'Services',
      alias: 's',
      columns: {
        ...firstImage('s'),
        area_id: sql`s.service_area_id`,
        area_title: areaTitle(sql`s.service_area_id`),
      },
      from: sql`services s`,
      where: sql`${visible(sql`s.required_flag`, granted)} and ${live('s', until)}`,
    },
    {
      type: 'SubServices',
      alias: 'u',
      columns: {
        ...firstImage('u'),
        area_id: sql`s.service_area_id`,
        area_title: areaTitle(sql`s.service_area_id`),
        service_id: sql`s.id`,
        service_title: sql`s.title`,
      },
      from: sql`sub_services u join services s on s.id = u.service_id`,
      // A sub-service of a hidden service is hidden with it.
      where: sql`${visible(sql`u.required_flag`, granted)} and ${visible(sql`s.required_flag`, granted)} and ${live('u', until)} and ${live('s', until)}`,
    },
    {
      type: 'Ansprechpartner',
      alias: 'p',
      title: sql`p.firstname || ' ' || p.lastname`,
      columns: {
        image_url: sql`p.image_url`,
        image_small_url: sql`p.image_small_url`,
        firstname: sql`p.firstname`,
        lastname: sql`p.lastname`,
        custom_title: sql`p.custom_title`,
        email: sql`p.email`,
        phone: sql`p.phone`,
        info: sql`p.info`,
      },
      from: sql`contact_people p`,
    },
    post('News', false),
    post('Presse', true),
    {
      type: 'NEW-Gruppe',
      alias: 'c',
      columns: firstImage('c'),
      from: sql`new_companies c`,
    },
  ];
}

const NULLABLE_COLUMNS = [
  'pub_date',
  'image_url',
  'image_small_url',
  'image_caption',
  'area_id',
  'area_title',
  'service_id',
  'service_title',
  'firstname',
  'lastname',
  'custom_title',
  'email',
  'phone',
  'info',
] as const;
const INT_COLUMNS = new Set(['area_id', 'service_id']);

/**
 * One category's best `limit` hits. The similarity only breaks ties, and computing it for thousands of
 * matches of a broad query took PGlite most of 100 ms; so every match first gets its cheap rank, and the
 * similarity is computed only for the matches ranked no worse than the `limit`-th best one. The order is
 * the same as sorting all matches by rank and similarity.
 */
function branchSql(branch: Branch, m: Match, limit: number, withTotal: boolean): SQL {
  const column = sql.raw(`${branch.alias}.search_title`);
  const columns = NULLABLE_COLUMNS.map(
    (name) =>
      sql`${branch.columns[name] ?? sql.raw(INT_COLUMNS.has(name) ? 'null::int' : 'null::text')} as ${sql.raw(name)}`,
  );
  const where = [matches(column, m), ...(branch.where ? [branch.where] : [])];
  const id = sql.raw(`${branch.alias}.id`);
  const title = branch.title ?? sql.raw(`${branch.alias}.title`);
  // Decision 016: among posts of equal rank the newest comes first; the similarity breaks the remaining ties.
  const order = [
    sql`ranked.rank`,
    ...(branch.newestFirst ? [sql.raw(`${branch.alias}.pub_date desc`)] : []),
    sql`similarity(${column}, ${m.folded}) desc`,
    sql`${title}`,
    id,
  ];
  const ranked =
    branch.ranked ??
    sql`select ${id} as id, ${rankOf(column, m)} as rank from ${branch.from} where ${sql.join(where, sql` and `)}`;
  return sql`(with ranked as (${ranked})
    select ${branch.type}::text as type, ${id} as id, ${title} as title,
      ${withTotal ? sql`(select count(*) from ranked)::int` : sql`0`} as total, ${sql.join(columns, sql`, `)}
    from ${branch.from} join ranked on ranked.id = ${id}
    where ranked.rank <= (select max(rank) from (select rank from ranked order by rank limit ${limit}) best)
    order by ${sql.join(order, sql`, `)}
    limit ${limit})`;
}

export interface SearchOptions {
  query: string;
  types: readonly SearchType[];
  limit: number;
  /** The caller's feature flags, comma-separated. */
  granted: string;
  /** Count every hit of a category (results page). */
  withTotal: boolean;
}

/** The statement behind searchHits: one branch per category, joined by UNION ALL. */
export function searchSql(options: SearchOptions): SQL {
  const m = matchOf(options.query);
  const selected = branches(options.granted).filter((b) => options.types.includes(b.type));
  const union = sql.join(
    selected.map((b) => branchSql(b, m, options.limit, options.withTotal)),
    sql` union all `,
  );
  if (!selected.some((b) => b.ranked)) return union;
  // News and press share one pass over the posts table, the largest one searched. Only live posts
  // (server/src/lib/publication.ts: a draft has no time, a scheduled one a future time; null never matches).
  const column = sql`n.search_title`;
  return sql`with ranked_posts as (
      select n.id, n.is_press, ${rankOf(column, m)} as rank from news_posts n
      where ${matches(column, m)} and ${live('n', liveUntil())}
    )
    ${union}`;
}

/**
 * The best `limit` hits of each of `types`, in that order, best first within each, in one statement:
 * one round trip instead of one per category.
 */
export async function searchHits(db: Db, options: SearchOptions): Promise<HitRow[]> {
  const result = (await db.execute(searchSql(options))) as unknown as { rows: HitRow[] };
  // Each branch's rows arrive in its own order; the order of the branches is not promised.
  const order = new Map(options.types.map((type, i) => [type, i]));
  return result.rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => (order.get(a.row.type) ?? 0) - (order.get(b.row.type) ?? 0) || a.i - b.i)
    .map(({ row }) => row);
}

export async function countMiss(db: Db, query: string, day: string) {
  await db
    .insert(searchMisses)
    .values({ query, day })
    .onConflictDoUpdate({
      target: [searchMisses.query, searchMisses.day],
      set: { count: sql`${searchMisses.count} + 1`, lastSearchedAt: sql`now()` },
    });
}

export async function insertSession(db: Db, document: SearchSessionDocument) {
  await db.insert(searchSessions).values({ userId: document.userId, document });
}
