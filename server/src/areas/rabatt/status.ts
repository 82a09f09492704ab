import { displayName } from '@kp/contract/person-name';
import type { AvailableMalo, Change, CommuneStatusRecord, LieferstellenContact } from '@kp/contract/rabatt';
import type { RabattStatus } from '@kp/contract/rabatt-constants';
import type { UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import * as editsRepo from './edits-repo.ts';
import { authorize } from './policy.ts';
import { toAvailableMalo, toChange, toContact, toDashboard } from './present.ts';
import * as repo from './repo.ts';
import { listScopeOf, resolveCommune, scopeOf, writeList } from './scope.ts';
import * as statusRepo from './status-repo.ts';

/** Kommunalrabatt: details, Marktlokationen, contacts, the dashboard and the status steps. */

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
  const person = await statusRepo.communeResponsible(db, scope.communeId);
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
  const person = await statusRepo.kommunalrabattContact(db);
  if (!person) throw notFound('Für den Kommunalrabatt ist keine Ansprechperson hinterlegt.');
  return toContact(person);
}

// ---------------------------------------------------------------- dashboard and status

/** GET /api/lieferstellen/dashboard: every commune with a list for employees, the own one for communes. */
export async function dashboard(db: Db, user: UserRow): Promise<CommuneStatusRecord[]> {
  if (user.isNewEmployee) {
    const [statuses, totals] = await Promise.all([
      statusRepo.statusRows(db, null),
      statusRepo.plzTotals(db, null),
    ]);
    return toDashboard(statuses, totals, null);
  }
  const own = await resolveCommune(db, user, undefined, null);
  const [statuses, totals] = await Promise.all([
    statusRepo.statusRows(db, own.id),
    statusRepo.plzTotals(db, own.id),
  ]);
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
  authorize(user, { do: 'moveStatus', to }, scope);
  await writeList(db, scope, async (tx) => {
    const moved = await statusRepo.moveStatus(tx, scope, from, to);
    if (!moved) {
      throw conflict(
        'Der Status wurde inzwischen geändert. Bitte laden Sie die Ansicht neu.',
        'status_changed',
      );
    }
    await editsRepo.insertHistory(tx, [
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
  return (await statusRepo.statusHistory(db, scope.communeId, scope.year)).map(toChange);
}
