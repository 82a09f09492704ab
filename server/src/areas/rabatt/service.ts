import { displayName } from '@kp/contract/person-name';
import type {
  AdditionalData,
  AvailableMalo,
  Change,
  Comment,
  CommentInput,
  CommuneStatusRecord,
  Lieferstelle,
  LieferstellenContact,
  LieferstellenPage,
  LieferstellenQuerySchema,
  ListPermissions,
  NewLieferstelle,
} from '@kp/contract/rabatt';
import {
  findTransition,
  pdfFileName,
  RABATT_FILTERS,
  RABATT_STATUSES,
  RABATT_TRANSITIONS,
  type RabattFilter,
  type RabattRole,
  type RabattStatus,
  xlsxFileName,
} from '@kp/contract/rabatt-constants';
import type { z } from 'zod';
import { oneCommune } from '../../auth/commune-scope.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { createCache, invalidate } from '../../lib/cache.ts';
import type { DbOrTx } from '../../mail/outbox.ts';
import { renderRabattPdf } from './export-pdf.ts';
import type { RabattExport } from './export-types.ts';
import { renderRabattXlsx } from './export-xlsx.ts';
import {
  toAvailableMalo,
  toChange,
  toComment,
  toContact,
  toDashboard,
  toExportRow,
  toLieferstelle,
} from './present.ts';
import * as repo from './repo.ts';

// ---------------------------------------------------------------- who works on which list

/** The commune a call works on, and the caller's role in the process. */
export interface Scope {
  communeId: number;
  commune: string;
  role: RabattRole;
  user: UserRow;
}

/** A commune's list of one year; `communeId` and `year` also address the repo's queries. */
export interface ListScope extends Scope {
  year: number;
  status: RabattStatus;
  /** See repo.touchList: changes with every write to the list. */
  generation: string;
}

/**
 * The commune and its list's status and generation, kept for a while: with the list snapshots below, a
 * page then needs nothing from the database, and a database round trip costs more than the rest of the
 * request. Every write invalidates the commune's entries on every instance (see writeList); the time
 * bounds only changes made by hand in the database. Writes check the status again in their transaction,
 * so a stale read never lets a write through that the current status forbids.
 */
const LIST_STATUS_CACHE_MS = 30_000;
const listStatusCache = createCache<string, repo.CommuneWithStatus | null>({
  name: 'rabatt-list-status',
  maxEntries: 2_000,
  ttlMs: LIST_STATUS_CACHE_MS,
  topics: (_key, found) => (found ? [`rabatt:${found.id}`, 'communes'] : ['rabatt', 'communes']),
});

const communeWithStatus = (db: Db, where: { name: string } | { id: number }, year: number | null) =>
  listStatusCache.get(db, `${'name' in where ? `n:${where.name}` : `i:${where.id}`}:${year}`, () =>
    repo.communeWithStatus(db, where, year),
  );

/** Drops cached statuses and snapshots on every instance, e.g. when rows were written straight into the database. */
export function forgetCachedLists(db: Db) {
  return invalidate(db, 'rabatt');
}

/** A write to a commune's lists, in one transaction; once it is over, every instance forgets them. */
async function writeList<T>(db: Db, scope: Scope, write: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(write);
  } finally {
    await invalidate(db, `rabatt:${scope.communeId}`);
  }
}

const roleOf = (user: UserRow): RabattRole => (user.isNewEmployee ? 'employee' : 'commune');

/** 'Vorname Nachname' for comments and the history; the username when the names are missing. */
export { displayName };

/**
 * The commune of the call by the portal's one commune scope (auth/commune-scope.ts: employees name any,
 * commune users their own only), with its list's status of the year.
 */
async function resolveCommune(db: Db, user: UserRow, communeName: string | undefined, year: number | null) {
  const commune = await oneCommune(db, user, communeName);
  const found = await communeWithStatus(db, { id: commune.id }, year);
  if (!found) throw notFound(`Die Kommune „${commune.name}“ gibt es nicht.`, 'unknown_commune');
  return found;
}

async function scopeOf(db: Db, user: UserRow, communeName: string | undefined): Promise<Scope> {
  const found = await resolveCommune(db, user, communeName, null);
  return { communeId: found.id, commune: found.name, role: roleOf(user), user };
}

const noList = (commune: string, year: number) =>
  notFound(`Für ${commune} gibt es für ${year} keine Lieferstellenliste.`, 'no_list');

async function listScopeOf(
  db: Db,
  user: UserRow,
  communeName: string | undefined,
  year: number,
): Promise<ListScope> {
  const found = await resolveCommune(db, user, communeName, year);
  if (!found.status) throw noList(found.name, year);
  return {
    communeId: found.id,
    commune: found.name,
    role: roleOf(user),
    user,
    year,
    status: found.status,
    generation: found.generation ?? '',
  };
}

// ---------------------------------------------------------------- who may do what when

const EMPLOYEE_STEPS: readonly RabattStatus[] = ['Neu', 'Gegenprüfung durch NEW'];

/**
 * The list is the commune's to check while 'Bei Kommune' and NEW's to prepare in 'Neu' and
 * 'Gegenprüfung durch NEW'; while the commune confirms it (Freizugeben) and once closed it is locked.
 * In 'Neu' the commune only reads: the NEW is still preparing the proposal (issue 17).
 */
export function permissionsOf(role: RabattRole, status: RabattStatus): ListPermissions {
  const employeeStep = EMPLOYEE_STEPS.includes(status);
  return {
    canEditAddresses: role === 'commune' ? status === 'Bei Kommune' : employeeStep,
    canSetRabatt: role === 'employee' && employeeStep,
    canAddLieferstelle: role === 'commune' && status === 'Bei Kommune',
    canComment: status !== 'Abgeschlossen' && !(role === 'commune' && status === 'Neu'),
  };
}

type Permission = keyof ListPermissions;

/** The statuses in which the role has the permission: what a write checks again in its transaction. */
const statusesAllowing = (role: RabattRole, permission: Permission) =>
  RABATT_STATUSES.filter((status) => permissionsOf(role, status)[permission]);

/**
 * Opens the write on the list: the status must still allow it (another request may have moved it since the
 * check), and cached snapshots learn that the list changed.
 */
async function touchList(tx: DbOrTx, scope: ListScope, permission: Permission) {
  if (!(await repo.touchList(tx, scope, statusesAllowing(scope.role, permission)))) {
    throw conflict(
      'Der Status der Liste wurde inzwischen geändert. Bitte laden Sie die Ansicht neu.',
      'status_changed',
    );
  }
}

function requireRabattRight(scope: ListScope) {
  if (scope.role !== 'employee') {
    throw forbidden('Den Rabatt können nur Mitarbeitende der NEW ändern.', 'employees_only');
  }
  if (!permissionsOf(scope.role, scope.status).canSetRabatt) {
    throw conflict(`Im Status „${scope.status}“ kann der Rabatt nicht geändert werden.`, 'wrong_status');
  }
}

// ---------------------------------------------------------------- the list

type ListQuery = z.output<typeof LieferstellenQuerySchema>;

/** Comment counts and history of the given rows, read from the database (the answer to a write). */
async function presentRows(db: Db, scope: ListScope, rows: repo.ListRow[]): Promise<Lieferstelle[]> {
  if (rows.length === 0) return [];
  const malos = [...new Set(rows.map(({ row }) => row.marktlokation))];
  const ids = rows.map(({ row }) => row.id);
  const [counts, history] = await Promise.all([
    repo.commentCounts(db, scope, scope.user.id, malos),
    repo.historyOfRows(db, scope, ids),
  ]);
  const countOf = new Map(counts.map((count) => [count.marktlokation, count]));
  const changesOf = groupChanges(history);
  return rows.map((listRow) => {
    const count = countOf.get(listRow.row.marktlokation);
    return toLieferstelle(listRow, {
      commune: scope.commune,
      comments: count?.total ?? 0,
      unreadComments: count?.unread ?? 0,
      changes: changesOf.get(listRow.row.id) ?? [],
    });
  });
}

function groupChanges(history: repo.HistoryRow[]) {
  const changesOf = new Map<number, Change[]>();
  for (const entry of history) {
    if (entry.lieferstelleId === null) continue;
    const changes = changesOf.get(entry.lieferstelleId) ?? [];
    changes.push(toChange(entry));
    changesOf.set(entry.lieferstelleId, changes);
  }
  return changesOf;
}

async function presentOne(db: Db, scope: ListScope, id: number): Promise<Lieferstelle> {
  const [item] = await presentRows(db, scope, await repo.rowsByIds(db, [id]));
  if (!item) throw notFound('Diese Lieferstelle gibt es nicht.');
  return item;
}

/*
 * Answering a page from the database costs about 3 ms of PGlite's single thread for a 3,000-row list
 * (sort, count, rows, comments, history); at 20 connections that is a 60 ms wait. So each list is read once
 * into a snapshot that is kept while its generation (rabatt_status.updated_at, moved on by every write in
 * the write's transaction, see repo.touchList) stays the same, on every instance. A page then costs the
 * (cached) status lookup and some JavaScript. Unread counts are per person: they are read per request, and
 * only for rows whose thread has comments.
 */

interface ThreadSummary {
  total: number;
  authors: Set<number>;
  byEmployee: boolean;
  byCommune: boolean;
}
/** `item` is the row as every caller sees it; only unreadComments is filled in per request. */
interface SnapshotRow {
  item: Lieferstelle;
  thread: ThreadSummary | undefined;
}
interface ListSnapshot {
  rows: SnapshotRow[];
  /** The rows of a Sparten and filter choice, kept once asked for (not 'Von mir kommentierte'). */
  views: Map<string, SnapshotRow[]>;
}

/**
 * Snapshots by list and generation: a write makes a new generation, so a snapshot is never stale, and the
 * write's invalidation (`rabatt:<commune>:<year>`) drops the old one. Bounded by rows kept per database
 * (about 1 kB each); the least recently used lists go first.
 */
const MAX_SNAPSHOT_ROWS = 60_000;
const snapshotCache = createCache<string, ListSnapshot>({
  name: 'rabatt-snapshots',
  maxEntries: 1_000,
  maxWeight: MAX_SNAPSHOT_ROWS,
  weightOf: (snapshot) => snapshot.rows.length,
  ttlMs: 60 * 60_000,
  topics: (key) => [`rabatt:${key.split(':').slice(0, 2).join(':')}`],
});

async function buildSnapshot(db: Db, scope: ListScope): Promise<ListSnapshot> {
  const [rows, history, threads] = await Promise.all([
    repo.allRows(db, scope.communeId, scope.year),
    repo.historyOfRows(db, scope, null),
    repo.commentSummary(db, scope),
  ]);
  const threadOf = new Map(threads.map((thread) => [thread.marktlokation, thread]));
  const changesOf = groupChanges(history);
  return {
    rows: rows.map((listRow) => {
      const thread = threadOf.get(listRow.row.marktlokation);
      const item = toLieferstelle(listRow, {
        commune: scope.commune,
        comments: thread?.total ?? 0,
        unreadComments: 0,
        changes: changesOf.get(listRow.row.id) ?? [],
      });
      return { item, thread };
    }),
    views: new Map(),
  };
}

function snapshotOf(db: Db, scope: ListScope): Promise<ListSnapshot> {
  const key = `${scope.communeId}:${scope.year}:${scope.generation}`;
  return snapshotCache.get(db, key, () => buildSnapshot(db, scope));
}

/** The list's filter options (spec 02 §2) on a snapshot row, for the caller. */
const FILTER_TESTS: Record<RabattFilter, (row: SnapshotRow, userId: number) => boolean> = {
  alle: () => true,
  'neue-geschaeftspartner': ({ item }) => item.newGeschaeftspartner,
  'von-kommune-hinzugefuegt': ({ item }) => item.addedByCommune,
  rabattfaehige: ({ item }) => item.rabatt,
  'nicht-rabattfaehige': ({ item }) => !item.rabatt,
  'von-mir-kommentierte': ({ thread }, userId) => thread?.authors.has(userId) ?? false,
  'von-kommune-kommentiert': ({ thread }) => thread?.byCommune ?? false,
  'von-new-hinzugefuegt': ({ item }) => item.addedByNew,
  'von-new-kommentiert': ({ thread }) => thread?.byEmployee ?? false,
};

type RowChoice = Pick<ListQuery, 'filter' | 'sparten'>;

function requireFilterRight(scope: ListScope, choice: RowChoice) {
  const option = RABATT_FILTERS.find((filter) => filter.key === choice.filter);
  if (option?.employeeOnly && scope.role !== 'employee') {
    throw forbidden('Dieser Filter steht nur Mitarbeitenden der NEW zur Verfügung.', 'employees_only');
  }
}

function rowsMatching(snapshot: ListSnapshot, query: RowChoice, userId: number) {
  const personal = query.filter === 'von-mir-kommentierte';
  const key = `${[...query.sparten].sort().join(',')}|${query.filter}`;
  const kept = personal ? undefined : snapshot.views.get(key);
  if (kept) return kept;
  const sparten = new Set<string>(query.sparten);
  const test = FILTER_TESTS[query.filter];
  const rows = snapshot.rows.filter((row) => sparten.has(row.item.sparte) && test(row, userId));
  if (!personal) snapshot.views.set(key, rows);
  return rows;
}

/** The rows with the caller's unread counts; the database is asked only about threads with comments. */
async function withUnread(db: Db, scope: ListScope, rows: SnapshotRow[]): Promise<Lieferstelle[]> {
  const commented = [...new Set(rows.filter((row) => row.thread).map((row) => row.item.marktlokation))];
  if (commented.length === 0) return rows.map((row) => row.item);
  // Many threads: count the whole list in one go rather than send thousands of parameters.
  const counts = await repo.commentCounts(
    db,
    scope,
    scope.user.id,
    commented.length > 500 ? null : commented,
  );
  const unreadOf = new Map(counts.map((count) => [count.marktlokation, count.unread]));
  return rows.map(({ item }) => {
    const unread = unreadOf.get(item.marktlokation) ?? 0;
    return unread === 0 ? item : { ...item, unreadComments: unread };
  });
}

/** GET /api/lieferstellen: one page of a commune's list of a year (or every row with `_limit=-1`). */
export async function list(db: Db, user: UserRow, query: ListQuery): Promise<LieferstellenPage> {
  const scope = await listScopeOf(db, user, query.commune, query.year);
  requireFilterRight(scope, query);
  const all = query._limit === -1;
  const answer = {
    page: all ? 1 : query.page,
    pageSize: query._limit,
    commune: scope.commune,
    year: scope.year,
    status: scope.status,
    permissions: permissionsOf(scope.role, scope.status),
  };
  if (query.sparten.length === 0) return { ...answer, items: [], total: 0 };
  const snapshot = await snapshotOf(db, scope);
  const matching = rowsMatching(snapshot, query, user.id);
  const start = (query.page - 1) * query._limit;
  const page = all ? matching : matching.slice(start, start + query._limit);
  return { ...answer, items: await withUnread(db, scope, page), total: matching.length };
}

// ---------------------------------------------------------------- edits

type Fields = repo.EditableFields;

/** The fields whose value differs, before and after; null when nothing changes. */
function difference(row: repo.LieferstelleRow, fields: Fields) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields) as [keyof Fields, unknown][]) {
    if (row[key] === value) continue;
    before[key] = row[key];
    after[key] = value;
  }
  return Object.keys(after).length === 0 ? null : { before, after };
}

async function versionConflict(tx: DbOrTx, lieferstelleId: number) {
  const name = (await repo.lastChangerOf(tx, lieferstelleId)) ?? 'jemand anderem';
  return conflict(
    `Die Lieferstelle wurde inzwischen von ${name} geändert. Bitte laden Sie die Ansicht neu und versuchen Sie es noch einmal.`,
    'version_conflict',
  );
}

/**
 * Applies the fields to every row of a marktlokation in the list (one location, one decision), in one
 * transaction with a history entry per changed row. With `guard`, that row must still have the version
 * the caller started from. Answers how many rows changed.
 */
async function editMalo(
  db: Db,
  scope: ListScope,
  permission: Permission,
  marktlokation: string,
  fields: Fields,
  guard?: { id: number; version: number },
): Promise<number> {
  return writeList(db, scope, async (tx) => {
    await touchList(tx, scope, permission);
    const rows = await repo.lockRowsOfMalo(tx, scope, marktlokation);
    if (rows.length === 0) {
      throw notFound(`Die Marktlokation ${marktlokation} steht nicht auf der Liste ${scope.year}.`);
    }
    if (guard) {
      const target = rows.find((row) => row.id === guard.id);
      if (!target) throw notFound('Diese Lieferstelle gibt es nicht.');
      if (target.version !== guard.version) throw await versionConflict(tx, target.id);
    }
    const entries: repo.HistoryInsert[] = [];
    for (const row of rows) {
      const change = difference(row, fields);
      if (!change) continue;
      const expected = row.id === guard?.id ? guard.version : undefined;
      const updated = await repo.updateRow(tx, row.id, fields, expected);
      if (!updated) throw await versionConflict(tx, row.id);
      entries.push({
        communeId: scope.communeId,
        year: scope.year,
        kind: 'lieferstelle',
        lieferstelleId: row.id,
        userId: scope.user.id,
        userName: displayName(scope.user),
        ...change,
      });
    }
    await repo.insertHistory(tx, entries);
    return entries.length;
  });
}

/**
 * The row of an id-addressed call, inside the caller's commune (employees name it, as in every call);
 * another commune's row is not found.
 */
async function rowInScope(db: Db, user: UserRow, communeName: string | undefined, id: number) {
  const scope = await scopeOf(db, user, communeName);
  const found = await repo.findRow(db, id);
  if (!found || found.row.communeId !== scope.communeId) throw notFound('Diese Lieferstelle gibt es nicht.');
  if (!found.status) throw noList(found.commune, found.row.year);
  const listScope: ListScope = {
    ...scope,
    year: found.row.year,
    status: found.status,
    generation: found.generation ?? '',
  };
  return { row: found.row, scope: listScope };
}

/** PUT /api/lieferstellen/updateAdditionalData: Straße, Hausnummer and Notiz of a marktlokation. */
export async function updateAdditionalData(
  db: Db,
  user: UserRow,
  communeName: string | undefined,
  body: AdditionalData,
): Promise<Lieferstelle> {
  const { row, scope } = await rowInScope(db, user, communeName, body.id);
  if (row.marktlokation !== body.marktlokation) {
    throw badRequest('Die Marktlokation passt nicht zu dieser Lieferstelle.');
  }
  if (!permissionsOf(scope.role, scope.status).canEditAddresses) {
    throw conflict(
      `Im Status „${scope.status}“ können Sie die Lieferstelle nicht bearbeiten.`,
      'wrong_status',
    );
  }
  const { adresszeile1, adresszeile2, notiz } = body;
  const fields = { adresszeile1, adresszeile2, notiz };
  await editMalo(db, scope, 'canEditAddresses', row.marktlokation, fields, body);
  return presentOne(db, scope, row.id);
}

/** PUT /api/lieferstellen/:id: the discount flag of the row's marktlokation (the rest of the body is ignored). */
export async function updateRabatt(
  db: Db,
  user: UserRow,
  communeName: string | undefined,
  id: number,
  body: { rabatt: boolean; version: number },
): Promise<Lieferstelle> {
  const { row, scope } = await rowInScope(db, user, communeName, id);
  requireRabattRight(scope);
  const guard = { id, version: body.version };
  await editMalo(db, scope, 'canSetRabatt', row.marktlokation, { rabatt: body.rabatt }, guard);
  return presentOne(db, scope, id);
}

/** POST /api/lieferstellen/enablerabattstatus: the discount for every row of a marktlokation. */
export async function enableRabatt(
  db: Db,
  user: UserRow,
  query: { malo: string; year: number; commune?: string },
) {
  const scope = await listScopeOf(db, user, query.commune, query.year);
  requireRabattRight(scope);
  const updated = await editMalo(db, scope, 'canSetRabatt', query.malo, { rabatt: true });
  return { marktlokation: query.malo, year: scope.year, updated };
}

/** POST /api/lieferstellen: a commune adds a marktlokation from the available list, with a comment. */
export async function addLieferstelle(
  db: Db,
  user: UserRow,
  communeName: string | undefined,
  body: NewLieferstelle,
): Promise<Lieferstelle> {
  const scope = await listScopeOf(db, user, communeName, body.year);
  if (scope.role !== 'commune') {
    throw forbidden('Lieferstellen können nur Kommunen hinzufügen.', 'communes_only');
  }
  if (!permissionsOf(scope.role, scope.status).canAddLieferstelle) {
    throw conflict(
      `Im Status „${scope.status}“ können keine Lieferstellen hinzugefügt werden.`,
      'wrong_status',
    );
  }
  const notOffered = () =>
    badRequest('Bitte wählen Sie eine Marktlokation aus der Liste.', 'malo_not_available');
  const malo = await repo.findMarktlokation(db, scope.communeId, body.marktlokation);
  if (!malo || (await repo.isOnList(db, scope, body.marktlokation))) throw notOffered();
  const author = displayName(user);
  const id = await writeList(db, scope, async (tx) => {
    await touchList(tx, scope, 'canAddLieferstelle');
    const fields = {
      marktlokation: malo.marktlokation,
      adresszeile1: malo.adresszeile1,
      adresszeile2: malo.adresszeile2,
      plz: malo.plz,
      ort: malo.ort,
      geschaeftspartnerNummer: malo.geschaeftspartnerNummer,
      geschaeftspartnerName: malo.geschaeftspartnerName,
      sparte: malo.sparte,
      spannungsebene: malo.spannungsebene,
      druckstufe: malo.druckstufe,
      rabatt: false,
      addedByCommune: true,
    };
    // The unique row key turns a second, concurrent add of the same point into "not offered".
    const row = await repo.insertRow(tx, { communeId: scope.communeId, year: scope.year, ...fields });
    if (!row) throw notOffered();
    await repo.insertComment(tx, {
      communeId: scope.communeId,
      year: scope.year,
      marktlokation: malo.marktlokation,
      userId: user.id,
      author,
      byEmployee: false,
      message: body.comment,
    });
    await repo.insertHistory(tx, [
      {
        communeId: scope.communeId,
        year: scope.year,
        kind: 'lieferstelle',
        lieferstelleId: row.id,
        userId: user.id,
        userName: author,
        before: {},
        after: fields,
      },
    ]);
    return row.id;
  });
  return presentOne(db, scope, id);
}

// ---------------------------------------------------------------- comments

async function threadScope(
  db: Db,
  user: UserRow,
  communeName: string | undefined,
  year: number,
  marktlokation: string,
) {
  const scope = await listScopeOf(db, user, communeName, year);
  if (!(await repo.isOnList(db, scope, marktlokation))) {
    throw notFound(`Die Marktlokation ${marktlokation} steht nicht auf der Liste ${year}.`);
  }
  return scope;
}

/** GET /api/lieferstellen/:marktlokation/comment: the thread, oldest first. A GET changes nothing. */
export async function thread(
  db: Db,
  user: UserRow,
  query: { commune?: string; year: number },
  marktlokation: string,
): Promise<Comment[]> {
  const scope = await threadScope(db, user, query.commune, query.year, marktlokation);
  const rows = await repo.commentsWhere(db, repo.commentsOfThread(scope, marktlokation), user.id, 'oldest');
  return rows.map((row) => toComment(row, scope.commune, user.id));
}

/** POST /api/lieferstellen/:marktlokation/comment/read: marks the thread read up to the comment shown last. */
export async function markThreadRead(
  db: Db,
  user: UserRow,
  query: { commune?: string; year: number },
  marktlokation: string,
  upTo: number,
): Promise<void> {
  const scope = await threadScope(db, user, query.commune, query.year, marktlokation);
  await repo.markThreadRead(db, user.id, { ...scope, marktlokation }, upTo);
}

/** POST /api/lieferstellen/:marktlokation/comment: comments are kept for good (spec 02 §5). */
export async function addComment(
  db: Db,
  user: UserRow,
  communeName: string | undefined,
  marktlokation: string,
  input: CommentInput,
): Promise<Comment> {
  const scope = await listScopeOf(db, user, communeName, input.year);
  if (!permissionsOf(scope.role, scope.status).canComment) {
    throw conflict(
      scope.status === 'Neu'
        ? 'Die NEW bereitet die Liste noch vor. Kommentare sind möglich, sobald sie bei Ihrer Kommune liegt.'
        : `Im Status „${scope.status}“ können keine Kommentare mehr geschrieben werden.`,
      'wrong_status',
    );
  }
  if (!(await repo.isOnList(db, scope, marktlokation))) {
    throw notFound(`Die Marktlokation ${marktlokation} steht nicht auf der Liste ${input.year}.`);
  }
  const row = await writeList(db, scope, async (tx) => {
    await touchList(tx, scope, 'canComment');
    return repo.insertComment(tx, {
      communeId: scope.communeId,
      year: scope.year,
      marktlokation,
      userId: user.id,
      author: displayName(user),
      byEmployee: user.isNewEmployee,
      message: input.message,
    });
  });
  return toComment({ ...row, read: true }, scope.commune, user.id);
}

/** GET /api/lieferstellen/comments/unread */
export async function unreadComments(db: Db, user: UserRow, query: { commune?: string; year: number }) {
  const scope = await listScopeOf(db, user, query.commune, query.year);
  return repo.unreadCounts(db, scope, user.id);
}

/** The caller's own comments ('mine'), the commune users' or the employees' of a list, newest first. */
export async function commentsBy(
  db: Db,
  user: UserRow,
  query: { commune?: string; year: number },
  who: 'mine' | 'commune' | 'employees',
): Promise<Comment[]> {
  const scope = await listScopeOf(db, user, query.commune, query.year);
  const which = who === 'mine' ? repo.byUser(user.id) : repo.byEmployees(who === 'employees');
  const rows = await repo.commentsWhere(db, repo.commentsOfList(scope, which), user.id, 'newest');
  return rows.map((row) => toComment(row, scope.commune, user.id));
}

// ---------------------------------------------------------------- details, malos, contacts

/** GET /api/lieferstellen/:marktlokation/:geschaeftspartnerNummer/details: amounts per year, oldest first. */
export async function details(
  db: Db,
  user: UserRow,
  communeName: string | undefined,
  marktlokation: string,
  geschaeftspartnerNummer: string,
) {
  const scope = await scopeOf(db, user, communeName);
  const rows = await repo.detailsOf(db, scope.communeId, marktlokation, geschaeftspartnerNummer);
  if (
    rows.length === 0 &&
    !(await repo.hasPartnerRow(db, scope.communeId, marktlokation, geschaeftspartnerNummer))
  ) {
    throw notFound('Zu dieser Lieferstelle gibt es keine Daten.');
  }
  return rows;
}

/** GET /api/lieferstellen/getCachedMalos: what a commune may add to the year's list. */
export async function availableMalos(
  db: Db,
  user: UserRow,
  query: { commune?: string; year: number },
): Promise<AvailableMalo[]> {
  const scope = await listScopeOf(db, user, query.commune, query.year);
  return (await repo.availableMalos(db, scope.communeId, scope.year)).map(toAvailableMalo);
}

/** GET /api/lieferstellen/getCommuneResponsible: the commune's Kommunalpartner. */
export async function communeResponsible(db: Db, user: UserRow, communeName: string | undefined) {
  const scope = await scopeOf(db, user, communeName);
  const person = await repo.communeResponsible(db, scope.communeId);
  if (!person) throw notFound(`Für ${scope.commune} ist keine Ansprechperson hinterlegt.`);
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email ?? '',
    image: person.image,
  };
}

/** GET /api/lieferstellen/getlieferstellencontact: the Kommunalrabatt team's contact person. */
export async function lieferstellenContact(db: Db): Promise<LieferstellenContact> {
  const person = await repo.kommunalrabattContact(db);
  if (!person) throw notFound('Für den Kommunalrabatt ist keine Ansprechperson hinterlegt.');
  return toContact(person);
}

// ---------------------------------------------------------------- dashboard and status

/** GET /api/lieferstellen/dashboard: every commune with a list for employees, the own one for communes. */
export async function dashboard(db: Db, user: UserRow): Promise<CommuneStatusRecord[]> {
  if (user.isNewEmployee) {
    const [statuses, totals] = await Promise.all([repo.statusRows(db, null), repo.plzTotals(db, null)]);
    return toDashboard(statuses, totals, null);
  }
  const own = await resolveCommune(db, user, undefined, null);
  const [statuses, totals] = await Promise.all([repo.statusRows(db, own.id), repo.plzTotals(db, own.id)]);
  return toDashboard(statuses, totals, own);
}

/**
 * PUT /api/lieferstellen/update-status: one step of spec 02 §4 by the role that holds the list. A step of
 * the other role is 403, a step that does not exist from here 409. The update only applies while the status
 * is still the one read, so of two identical requests one wins and the other gets 409.
 */
export async function updateStatus(
  db: Db,
  user: UserRow,
  query: { commune?: string; year: number; status: RabattStatus },
) {
  const scope = await listScopeOf(db, user, query.commune, query.year);
  const from = scope.status;
  const to = query.status;
  if (!findTransition(from, to, scope.role)) {
    const other = RABATT_TRANSITIONS.find((step) => step.from === from && step.to === to);
    if (other) {
      throw forbidden(
        other.role === 'commune'
          ? 'Diesen Schritt kann nur die Kommune ausführen.'
          : 'Diesen Schritt kann nur die NEW ausführen.',
        'wrong_role',
      );
    }
    throw conflict(
      `Die Liste von ${scope.commune} für ${scope.year} ist im Status „${from}“. Ein Wechsel nach „${to}“ ist nicht möglich.`,
      'wrong_status',
    );
  }
  await writeList(db, scope, async (tx) => {
    const moved = await repo.moveStatus(tx, scope, from, to);
    if (!moved) {
      throw conflict(
        'Der Status wurde inzwischen geändert. Bitte laden Sie die Ansicht neu.',
        'status_changed',
      );
    }
    await repo.insertHistory(tx, [
      {
        communeId: scope.communeId,
        year: scope.year,
        kind: 'status',
        lieferstelleId: null,
        userId: user.id,
        userName: displayName(user),
        before: { status: from },
        after: { status: to },
      },
    ]);
  });
  return { commune: scope.commune, year: scope.year, status: to };
}

/** GET /api/lieferstellen/status-history: the year's status changes, newest first. */
export async function statusHistory(
  db: Db,
  user: UserRow,
  query: { commune?: string; year: number },
): Promise<Change[]> {
  const scope = await listScopeOf(db, user, query.commune, query.year);
  return (await repo.statusHistory(db, scope.communeId, scope.year)).map(toChange);
}

// ---------------------------------------------------------------- exports

export interface ExportFile {
  body: Buffer;
  fileName: string;
  contentType: string;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The newest step into 'Abgeschlossen' of a closed list: the PDF names when and by whom it was accepted. */
async function acceptanceOf(db: Db, scope: ListScope) {
  if (scope.status !== 'Abgeschlossen') return null;
  const step = (await repo.statusHistory(db, scope.communeId, scope.year)).find(
    (entry) => entry.after.status === 'Abgeschlossen',
  );
  return step ? { at: step.changedAt, by: step.userName } : null;
}

/**
 * GET /api/lieferstellen/export/:commune/:year: the PDF of the whole list (the document the commune
 * accepts), or the xlsx of the rows of the current Sparten and filter, like the CSV (decision 010).
 */
export async function exportList(
  db: Db,
  user: UserRow,
  params: { commune: string; year: number },
  query: RowChoice & { format: 'pdf' | 'xlsx' },
): Promise<ExportFile> {
  const scope = await listScopeOf(db, user, params.commune, params.year);
  const pdf = query.format === 'pdf';
  if (!pdf) requireFilterRight(scope, query);
  const snapshot = await snapshotOf(db, scope);
  const rows = pdf ? snapshot.rows : rowsMatching(snapshot, query, user.id);
  const data: RabattExport = {
    commune: scope.commune,
    year: scope.year,
    status: scope.status,
    generatedAt: new Date(),
    accepted: pdf ? await acceptanceOf(db, scope) : null,
    rows: rows.map((row) => toExportRow(row.item)),
  };
  return pdf
    ? {
        body: await renderRabattPdf(data),
        fileName: pdfFileName(scope.commune, scope.year),
        contentType: 'application/pdf',
      }
    : {
        body: await renderRabattXlsx(data),
        fileName: xlsxFileName(scope.commune, scope.year),
        contentType: XLSX_TYPE,
      };
}
