import type { BackofficeListQuery } from '@kp/contract/backoffice';
import { csvCell, csvFile, csvText } from '@kp/contract/csv';
import {
  parseRequestId,
  REQUEST_KIND_LABELS,
  REQUEST_KINDS,
  REQUEST_SORT_FIELDS,
  REQUEST_STATUS_LABELS,
  type RequestDetail,
  type RequestEntry,
  type RequestField,
  RequestFilterSchema,
  type RequestKind,
  type RequestUpdateSchema,
} from '@kp/contract/requests';
import type { z } from 'zod';
import type { UserRow } from '../../auth/sessions.ts';
import type { Tx } from '../../backoffice/resource.ts';
import { audit, displayName } from '../../backoffice/service.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, invalidFields, notFound } from '../../http/errors.ts';
import { renderRequestsXlsx } from './export-xlsx.ts';
import * as present from './present.ts';
import * as repo from './repo.ts';

/** The back-office resource name: the audit log's `resource` and the URL segment. */
export const RESOURCE = 'requests';
const NOT_FOUND = 'Diese Anfrage gibt es nicht (mehr).';

const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

type ListParams = Pick<BackofficeListQuery, 'sort' | 'order' | 'q' | 'filter'>;

/** The filter JSON and the search box as the inbox's filter; empty values (a cleared select) are no filter. */
function filterOf(query: ListParams): repo.InboxFilter & { kind?: RequestKind } {
  const given = Object.fromEntries(
    Object.entries(query.filter).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  );
  const parsed = RequestFilterSchema.safeParse(given);
  if (!parsed.success) throw invalidFields(parsed.error.issues);
  const { kind, status, q } = parsed.data;
  return { kind, kinds: kind ? [kind] : REQUEST_KINDS, status, q: query.q ?? q };
}

function orderOf(query: ListParams): repo.InboxOrder {
  // react-admin sorts by `id` unless told otherwise: the inbox's ids follow the date of receipt.
  if (!query.sort || query.sort === 'id')
    return { sort: 'createdAt', order: query.sort ? query.order : 'DESC' };
  const sort = REQUEST_SORT_FIELDS.find((field) => field === query.sort);
  if (!sort) throw badRequest(`Nach „${query.sort}“ lässt sich diese Liste nicht sortieren.`, 'unknown_sort');
  return { sort, order: query.order };
}

export async function list(db: Db, query: BackofficeListQuery) {
  const filter = filterOf(query);
  const [rows, total] = await Promise.all([
    repo.listInbox(db, filter, orderOf(query), {
      limit: query.perPage,
      offset: (query.page - 1) * query.perPage,
    }),
    repo.countInbox(db, filter),
  ]);
  return { items: rows.map(present.toSummary), total };
}

/** Every field of the given requests of one kind, by their number. */
async function fieldsOf(db: Tx, kind: RequestKind, ids: number[]): Promise<Map<number, RequestField[]>> {
  const fields = new Map<number, RequestField[]>();
  if (!ids.length) return fields;
  const put = (id: number, values: Record<string, string>) => fields.set(id, present.fieldsOf(kind, values));
  switch (kind) {
    case 'consultation':
      for (const row of await repo.consultationRows(db, ids))
        put(row.request.id, present.consultationValues(row));
      break;
    case 'moment-claim':
      for (const row of await repo.momentClaimRows(db, ids))
        put(row.claim.id, present.momentClaimValues(row));
      break;
    case 'education':
      for (const row of await repo.educationRows(db, ids)) put(row.request.id, present.educationValues(row));
      break;
    case 'newsletter':
      for (const row of await repo.newsletterRows(db, ids))
        put(row.subscription.userId, present.newsletterValues(row));
      break;
    case 'accessibility':
      for (const row of await repo.accessibilityRows(db, ids)) put(row.id, present.accessibilityValues(row));
      break;
  }
  return fields;
}

function requestOf(idText: string) {
  const parsed = parseRequestId(idText);
  if (!parsed) throw notFound(NOT_FOUND);
  return parsed;
}

export async function read(db: Tx, idText: string): Promise<RequestEntry> {
  const { kind, id } = requestOf(idText);
  const row = await repo.readInboxRow(db, kind, id);
  if (!row) throw notFound(NOT_FOUND);
  const summary = present.toSummary(row);
  const record: RequestDetail = { ...summary, fields: (await fieldsOf(db, kind, [id])).get(id) ?? [] };
  return {
    record,
    revision: summary.revision,
    updatedBy: summary.handledBy,
    updatedAt: summary.handledAt,
  };
}

/**
 * Sets a request's status and note. The editor names the revision they saw; a change by someone else in
 * between is refused with 409, naming them. The request's row is locked, so two changes take turns.
 */
export async function update(
  db: Db,
  user: UserRow,
  idText: string,
  input: z.output<typeof RequestUpdateSchema>,
  revision: number,
) {
  const { kind, id } = requestOf(idText);
  await db.transaction(async (tx) => {
    if (!(await repo.lockRequest(tx, kind, id))) throw notFound(NOT_FOUND);
    const current = await repo.handling(tx, kind, id);
    const currentRevision = current?.revision ?? 0;
    if (revision !== currentRevision) {
      throw conflict(
        current
          ? `Die Anfrage wurde inzwischen von ${current.handledByName} bearbeitet (${dateTime.format(current.handledAt)}). ` +
              'Ihre Änderung wurde nicht gespeichert; bitte laden Sie die Anfrage neu.'
          : 'Die Anfrage wurde inzwischen geändert. Bitte laden Sie sie neu.',
        'edited_by_someone_else',
      );
    }
    await repo.saveHandling(tx, {
      kind,
      requestId: id,
      status: input.status,
      note: input.note,
      handledBy: user.id,
      handledByName: displayName(user),
      revision: currentRevision + 1,
    });
    const noteChanged = (current?.note ?? '') !== input.note;
    await audit(tx, user, {
      action: 'status',
      resource: RESOURCE,
      entityId: idText,
      summary:
        `${REQUEST_KIND_LABELS[kind]} Nr. ${id}: ${REQUEST_STATUS_LABELS[input.status]}` +
        (noteChanged ? ', Notiz geändert' : ''),
    });
  });
  return read(db, idText);
}

const EXPORT_CHUNK = 1000;

/** The inbox with the list's filters and order as CSV or XLSX; one kind exports every field of that kind. */
export async function exportInbox(db: Db, query: ListParams & { format: 'csv' | 'xlsx' }) {
  const filter = filterOf(query);
  const rows = (await repo.listInbox(db, filter, orderOf(query))).map(present.toSummary);
  const fields = new Map<number, RequestField[]>();
  if (filter.kind) {
    for (let start = 0; start < rows.length; start += EXPORT_CHUNK) {
      const ids = rows.slice(start, start + EXPORT_CHUNK).map((row) => row.number);
      for (const [id, value] of await fieldsOf(db, filter.kind, ids)) fields.set(id, value);
    }
  }
  const headers = present.exportHeaders(filter.kind);
  const cells = rows.map((row) => present.exportCells(row, filter.kind, fields.get(row.number)));
  const generatedAt = new Date();
  const day = generatedAt.toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
  const name = `Anfragen${filter.kind ? `-${REQUEST_KIND_LABELS[filter.kind].replaceAll(' ', '-')}` : ''}-${day}`;
  if (query.format === 'xlsx') {
    return {
      fileName: `${name}.xlsx`,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      body: await renderRequestsXlsx(headers, cells),
    };
  }
  return {
    fileName: `${name}.csv`,
    contentType: 'text/csv; charset=utf-8',
    // Numbers as they are; text kept from being run as a formula.
    body: csvFile(
      [headers, ...cells].map((row) =>
        row.map((value) => (typeof value === 'number' ? csvCell(String(value)) : csvText(value))),
      ),
    ),
  };
}
