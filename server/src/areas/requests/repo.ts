import { CONSULTATION_TEXTS } from '@kp/contract/consultation-constants';
import type { RequestKind, RequestStatus } from '@kp/contract/requests';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../backoffice/resource.ts';
import type { Db } from '../../db/client.ts';
import {
  accessibilityFeedback,
  communes,
  consultationRequests,
  educationRequests,
  momentClaims,
  moments,
  newsletterSubscriptions,
  requestHandling,
  users,
} from '../../db/schema/index.ts';

/**
 * The inbox's queries. Each kind of request stays in its own area's table; the inbox reads them as one list
 * (UNION ALL of one branch per kind, each with the same columns) joined to request_handling, where the
 * status, note and handler live.
 */

const userName = (alias: string) =>
  sql.raw(
    `coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.username)`,
  );

/**
 * One branch per kind, each naming its columns (a branch is also read alone): kind, number, created_at,
 * name, mail, phone, commune, subject, message.
 */
const BRANCHES: Record<RequestKind, SQL> = {
  consultation: sql`select 'consultation'::text as kind, r.id as number, r.created_at, r.name, r.mail,
      r.phone, coalesce(c.name, '') as commune,
      case when r.request_type = 'call' then ${CONSULTATION_TEXTS.typeCall}::text
        else ${CONSULTATION_TEXTS.typeMail}::text end as subject,
      r.message
    from consultation_requests r left join communes c on c.id = r.commune_id`,
  'moment-claim': sql`select 'moment-claim'::text as kind, r.id as number, r.created_at, r.name,
      r.email as mail, r.phone_number as phone, r.commune,
      concat_ws(' – ', m.titel, nullif(r.subject, '')) as subject, r.task as message
    from moment_claims r join moments m on m.id = r.moment_id`,
  education: sql`select 'education'::text as kind, r.id as number, r.created_at,
      concat_ws(' ', r.firstname, r.name) as name, r.mail, coalesce(r.phone, '') as phone,
      coalesce(c.name, '') as commune, coalesce('Angebot: ' || r.material_titel, 'Kontaktanfrage') as subject,
      r.message
    from education_requests r left join users u on u.id = r.user_id left join communes c on c.id = u.commune_id`,
  newsletter: sql`select 'newsletter'::text as kind, r.user_id as number, r.created_at,
      ${userName('u')} as name, u.email as mail, ''::text as phone, coalesce(c.name, '') as commune,
      'Newsletter-Karte'::text as subject, ''::text as message
    from newsletter_subscriptions r join users u on u.id = r.user_id left join communes c on c.id = u.commune_id`,
  accessibility: sql`select 'accessibility'::text as kind, r.id as number, r.created_at, ''::text as name,
      r.contact as mail, ''::text as phone, ''::text as commune, r.page as subject, r.description as message
    from accessibility_feedback r`,
};

export interface InboxFilter {
  kinds: readonly RequestKind[];
  status?: RequestStatus;
  q?: string;
}

export interface InboxOrder {
  sort: 'createdAt' | 'kind' | 'status' | 'handledAt';
  order: 'ASC' | 'DESC';
}

export interface InboxRow {
  kind: RequestKind;
  number: number;
  created_at: Date | string;
  name: string;
  mail: string;
  phone: string;
  commune: string;
  subject: string;
  message: string;
  status: RequestStatus;
  note: string;
  handled_by: string | null;
  handled_at: Date | string | null;
  revision: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const ORDER_COLUMNS: Record<InboxOrder['sort'], string> = {
  createdAt: 'i.created_at',
  kind: 'i.kind',
  // neu, in Bearbeitung, erledigt: the order of the work, not of the alphabet.
  status: "array_position(array['new','in_progress','done'], coalesce(h.status, 'new'))",
  handledAt: 'h.handled_at',
};

function inboxFrom(filter: InboxFilter) {
  const branches = sql.join(
    filter.kinds.map((kind) => BRANCHES[kind]),
    sql` union all `,
  );
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(sql`coalesce(h.status, 'new') = ${filter.status}`);
  const q = filter.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    conditions.push(
      sql`(i.name ilike ${like} or i.mail ilike ${like} or i.phone ilike ${like} or i.commune ilike ${like}
        or i.subject ilike ${like} or i.message ilike ${like} or h.note ilike ${like})`,
    );
  }
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  return sql`from (${branches}) i
    left join request_handling h on h.kind = i.kind and h.request_id = i.number
    ${where}`;
}

const SELECT = sql`select i.kind, i.number, i.created_at, i.name, coalesce(i.mail, '') as mail,
  coalesce(i.phone, '') as phone, coalesce(i.commune, '') as commune, coalesce(i.subject, '') as subject,
  coalesce(i.message, '') as message, coalesce(h.status, 'new') as status, coalesce(h.note, '') as note,
  h.handled_by_name as handled_by, h.handled_at, coalesce(h.revision, 0) as revision`;

/** One page of the inbox (or all of it, for the export: `page` undefined). */
export async function listInbox(
  db: Db,
  filter: InboxFilter,
  order: InboxOrder,
  page?: { limit: number; offset: number },
): Promise<InboxRow[]> {
  if (!filter.kinds.length) return [];
  const direction = sql.raw(order.order === 'DESC' ? 'desc' : 'asc');
  const nulls = sql.raw(order.order === 'DESC' ? 'nulls last' : 'nulls first');
  const paging = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const query = sql`${SELECT} ${inboxFrom(filter)}
    order by ${sql.raw(ORDER_COLUMNS[order.sort])} ${direction} ${nulls}, i.created_at ${direction}, i.kind, i.number ${direction}
    ${paging}`;
  const result = (await db.execute(query)) as unknown as { rows: InboxRow[] };
  return result.rows;
}

export async function countInbox(db: Db, filter: InboxFilter): Promise<number> {
  if (!filter.kinds.length) return 0;
  const result = (await db.execute(sql`select count(*)::int as total ${inboxFrom(filter)}`)) as unknown as {
    rows: { total: number }[];
  };
  return Number(result.rows[0]?.total ?? 0);
}

export async function readInboxRow(db: Tx, kind: RequestKind, number: number): Promise<InboxRow | null> {
  const query = sql`${SELECT} from (${BRANCHES[kind]}) i
    left join request_handling h on h.kind = i.kind and h.request_id = i.number
    where i.number = ${number}`;
  const result = (await db.execute(query)) as unknown as { rows: InboxRow[] };
  return result.rows[0] ?? null;
}

/** Locks the request's own row until the transaction ends, so two changes of one request take turns. */
export async function lockRequest(tx: Tx, kind: RequestKind, number: number): Promise<boolean> {
  const rows = await (() => {
    switch (kind) {
      case 'consultation':
        return tx
          .select({ id: consultationRequests.id })
          .from(consultationRequests)
          .where(eq(consultationRequests.id, number))
          .for('update');
      case 'moment-claim':
        return tx
          .select({ id: momentClaims.id })
          .from(momentClaims)
          .where(eq(momentClaims.id, number))
          .for('update');
      case 'education':
        return tx
          .select({ id: educationRequests.id })
          .from(educationRequests)
          .where(eq(educationRequests.id, number))
          .for('update');
      case 'newsletter':
        return tx
          .select({ id: newsletterSubscriptions.userId })
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.userId, number))
          .for('update');
      case 'accessibility':
        return tx
          .select({ id: accessibilityFeedback.id })
          .from(accessibilityFeedback)
          .where(eq(accessibilityFeedback.id, number))
          .for('update');
    }
  })();
  return rows.length > 0;
}

export async function handling(tx: Tx, kind: RequestKind, number: number) {
  const [row] = await tx
    .select()
    .from(requestHandling)
    .where(and(eq(requestHandling.kind, kind), eq(requestHandling.requestId, number)));
  return row ?? null;
}

export async function saveHandling(
  tx: Tx,
  values: {
    kind: RequestKind;
    requestId: number;
    status: RequestStatus;
    note: string;
    handledBy: number;
    handledByName: string;
    revision: number;
  },
) {
  const now = new Date();
  await tx
    .insert(requestHandling)
    .values({ ...values, handledAt: now })
    .onConflictDoUpdate({
      target: [requestHandling.kind, requestHandling.requestId],
      set: {
        status: values.status,
        note: values.note,
        handledBy: values.handledBy,
        handledByName: values.handledByName,
        handledAt: now,
        revision: values.revision,
      },
    });
}

const account = { username: users.username, email: users.email };

/** Every column of the requests of one kind, for the detail view and the export. */
export async function consultationRows(db: Tx, ids: number[]) {
  return db
    .select({ request: consultationRequests, commune: communes.name, account })
    .from(consultationRequests)
    .leftJoin(communes, eq(communes.id, consultationRequests.communeId))
    .leftJoin(users, eq(users.id, consultationRequests.userId))
    .where(inArray(consultationRequests.id, ids));
}

export async function momentClaimRows(db: Tx, ids: number[]) {
  return db
    .select({
      claim: momentClaims,
      moment: { titel: moments.titel, startdatum: moments.startdatum, enddatum: moments.enddatum },
      account,
    })
    .from(momentClaims)
    .innerJoin(moments, eq(moments.id, momentClaims.momentId))
    .leftJoin(users, eq(users.id, momentClaims.userId))
    .where(inArray(momentClaims.id, ids));
}

export async function educationRows(db: Tx, ids: number[]) {
  return db
    .select({ request: educationRequests, commune: communes.name, account })
    .from(educationRequests)
    .leftJoin(users, eq(users.id, educationRequests.userId))
    .leftJoin(communes, eq(communes.id, users.communeId))
    .where(inArray(educationRequests.id, ids));
}

export async function newsletterRows(db: Tx, userIds: number[]) {
  return db
    .select({
      subscription: newsletterSubscriptions,
      user: {
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      },
      commune: communes.name,
    })
    .from(newsletterSubscriptions)
    .innerJoin(users, eq(users.id, newsletterSubscriptions.userId))
    .leftJoin(communes, eq(communes.id, users.communeId))
    .where(inArray(newsletterSubscriptions.userId, userIds));
}

export async function accessibilityRows(db: Tx, ids: number[]) {
  return db.select().from(accessibilityFeedback).where(inArray(accessibilityFeedback.id, ids));
}
