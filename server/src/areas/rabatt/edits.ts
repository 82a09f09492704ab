import { displayName } from '@kp/contract/person-name';
import type { AdditionalData, Lieferstelle, NewLieferstelle } from '@kp/contract/rabatt';
import type { UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { DbOrTx } from '../../mail/outbox.ts';
import * as commentsRepo from './comments-repo.ts';
import * as editsRepo from './edits-repo.ts';
import { presentOne } from './list.ts';
import { authorize, type ListWrite } from './policy.ts';
import * as repo from './repo.ts';
import { type ListScope, listScopeOf, noList, scopeOf, touchList, writeList } from './scope.ts';

/** Kommunalrabatt: edits of delivery points (additional data, discount, new delivery points). */

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
  action: ListWrite,
  marktlokation: string,
  fields: Fields,
  guard?: { id: number; version: number },
): Promise<number> {
  return writeList(db, scope, async (tx) => {
    await touchList(tx, scope, action);
    const rows = await editsRepo.lockRowsOfMalo(tx, scope, marktlokation);
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
      const updated = await editsRepo.updateRow(tx, row.id, fields, expected);
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
    await editsRepo.insertHistory(tx, entries);
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
  authorize(user, { do: 'editAddresses' }, scope);
  const { adresszeile1, adresszeile2, notiz } = body;
  const fields = { adresszeile1, adresszeile2, notiz };
  await editMalo(db, scope, { do: 'editAddresses' }, row.marktlokation, fields, body);
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
  authorize(user, { do: 'setRabatt' }, scope);
  const guard = { id, version: body.version };
  await editMalo(db, scope, { do: 'setRabatt' }, row.marktlokation, { rabatt: body.rabatt }, guard);
  return presentOne(db, scope, id);
}

/** POST /api/lieferstellen/enablerabattstatus: the discount for every row of a marktlokation. */
export async function enableRabatt(
  db: Db,
  user: UserRow,
  query: { malo: string; year: number; commune?: string },
) {
  const scope = await listScopeOf(db, user, query.commune, query.year);
  authorize(user, { do: 'setRabatt' }, scope);
  const updated = await editMalo(db, scope, { do: 'setRabatt' }, query.malo, { rabatt: true });
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
  authorize(user, { do: 'addLieferstelle' }, scope);
  const notOffered = () =>
    badRequest('Bitte wählen Sie eine Marktlokation aus der Liste.', 'malo_not_available');
  const malo = await repo.findMarktlokation(db, scope.communeId, body.marktlokation);
  if (!malo || (await repo.isOnList(db, scope, body.marktlokation))) throw notOffered();
  const author = displayName(user);
  const id = await writeList(db, scope, async (tx) => {
    await touchList(tx, scope, { do: 'addLieferstelle' });
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
    const row = await editsRepo.insertRow(tx, { communeId: scope.communeId, year: scope.year, ...fields });
    if (!row) throw notOffered();
    await commentsRepo.insertComment(tx, {
      communeId: scope.communeId,
      year: scope.year,
      marktlokation: malo.marktlokation,
      userId: user.id,
      author,
      byEmployee: false,
      message: body.comment,
    });
    await editsRepo.insertHistory(tx, [
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
