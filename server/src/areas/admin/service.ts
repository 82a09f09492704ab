import {
  ACCESS_LABELS,
  type AdminUser,
  type AdminUserStatus,
  type AdminUserUpdate,
  FEATURE_FLAG_LABELS,
} from '@kp/contract/admin';
import { FEATURE_FLAGS } from '@kp/contract/flags';
import { displayName } from '@kp/contract/person-name';
import { absoluteUrl, ROUTES } from '@kp/contract/shell';
import { FLAG_COLUMNS, featureFlagsOf } from '../../auth/flags.ts';
import { endSessionsOfUser, forgetCachedSessions } from '../../auth/sessions.ts';
import type { Tx } from '../../backoffice/resource.ts';
import { audit } from '../../backoffice/service.ts';
import type { Db } from '../../db/client.ts';
import type { users } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { queueMail } from '../../mail/outbox.ts';
import * as repo from './repo.ts';

type UserRow = typeof users.$inferSelect;

export function statusOf(user: UserRow): AdminUserStatus {
  if (user.deactivatedAt) return 'deactivated';
  if (user.rejectedAt) return 'rejected';
  return user.confirmed ? 'confirmed' : 'pending';
}

function toAdminUser(user: UserRow, communeName: string | null): AdminUser {
  const flags = featureFlagsOf(user);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    status: statusOf(user),
    isAdmin: user.isAdmin,
    isEditor: user.isEditor && user.isNewEmployee,
    isNewEmployee: user.isNewEmployee,
    communeId: user.communeId,
    communeName,
    preferredFaculty: user.preferredFaculty,
    preferredCommune: user.preferredCommune,
    telefon: user.telefon,
    registeredAt: (user.preferredDataAt ?? user.createdAt).toISOString(),
    ...flags,
    BildungsportalUser: user.bildungsportalUser,
    KommunalportalAusblenden: user.kommunalportalAusblenden,
  };
}

export async function listUsers(db: Db, status?: AdminUserStatus): Promise<AdminUser[]> {
  const rows = await repo.listUsers(db, status);
  return rows.map((row) => toAdminUser(row.user, row.communeName));
}

export async function communeOptions(db: Db) {
  return repo.communeOptions(db);
}

async function load(db: Db, id: number) {
  const row = await repo.findUser(db, id);
  if (!row) throw notFound('Dieses Konto wurde nicht gefunden.');
  return row;
}

/** Turns the admin form into column values; a commune must be assignable, and a Redakteur is an employee. */
async function settingsToColumns(
  db: Db,
  before: UserRow,
  update: AdminUserUpdate,
): Promise<Partial<UserRow>> {
  const columns: Partial<UserRow> = {};
  if (update.communeId !== undefined) {
    // A retired commune stays on the accounts that have it, but is given to no one new.
    const unchanged = update.communeId === before.communeId;
    if (update.communeId !== null && !unchanged && !(await repo.communeAssignable(db, update.communeId))) {
      throw badRequest('Diese Kommune gibt es nicht.', 'unknown_commune');
    }
    columns.communeId = update.communeId;
  }
  if (update.isNewEmployee !== undefined) columns.isNewEmployee = update.isNewEmployee;
  if (update.isEditor !== undefined) columns.isEditor = update.isEditor;
  if (update.BildungsportalUser !== undefined) columns.bildungsportalUser = update.BildungsportalUser;
  if (update.KommunalportalAusblenden !== undefined) {
    columns.kommunalportalAusblenden = update.KommunalportalAusblenden;
    if (update.KommunalportalAusblenden) columns.showBildungsportal = true;
  }
  for (const flag of FEATURE_FLAGS) {
    const value = update[flag];
    if (value !== undefined) columns[FLAG_COLUMNS[flag]] = value;
  }
  // Decision 024: only NEW employees are Redakteure; taking the employee status takes the role with it.
  const employee = columns.isNewEmployee ?? before.isNewEmployee;
  if (update.isEditor && !employee) {
    throw badRequest(EDITOR_NEEDS_EMPLOYEE, 'editor_needs_employee');
  }
  if (!employee && before.isEditor && columns.isEditor === undefined) columns.isEditor = false;
  return columns;
}

const EDITOR_NEEDS_EMPLOYEE =
  'Redakteur/in kann nur werden, wer NEW-Mitarbeiter/in ist: Das Backoffice enthält die Daten aller Kommunen.';

/** A change of the Redakteur role goes to the back office's audit log (decision 019), with the save. */
async function auditRoleChange(tx: Tx, actor: UserRow, before: UserRow, columns: Partial<UserRow>) {
  if (columns.isEditor === undefined || columns.isEditor === before.isEditor) return;
  await audit(tx, actor, {
    action: 'role',
    resource: 'users',
    entityId: before.id,
    summary: `${displayName(before)}: ${columns.isEditor ? 'Redakteur' : 'kein Redakteur mehr'}`,
  });
}

/** The settings an admin changes besides the role, as the dialog names them, with what they were. */
const AUDITED_SWITCHES: [keyof UserRow, string][] = [
  ['isNewEmployee', ACCESS_LABELS.isNewEmployee],
  ['bildungsportalUser', ACCESS_LABELS.BildungsportalUser],
  ['kommunalportalAusblenden', ACCESS_LABELS.KommunalportalAusblenden],
  ...FEATURE_FLAGS.map((flag): [keyof UserRow, string] => [FLAG_COLUMNS[flag], FEATURE_FLAG_LABELS[flag]]),
];

/** 'Kommune: Viersen → Brüggen; Kommunalrabatt: aus → an': before and after of each changed setting. */
async function describeChanges(db: Db | Tx, before: UserRow, columns: Partial<UserRow>): Promise<string[]> {
  const changes: string[] = [];
  if (columns.communeId !== undefined && columns.communeId !== before.communeId) {
    const names = await repo.communeNames(db, [before.communeId, columns.communeId]);
    const name = (id: number | null) => (id === null ? 'keine' : (names.get(id) ?? `Nr. ${id}`));
    changes.push(`Kommune: ${name(before.communeId)} → ${name(columns.communeId)}`);
  }
  for (const [column, label] of AUDITED_SWITCHES) {
    const after = columns[column];
    if (after === undefined || after === before[column]) continue;
    changes.push(`${label}: ${before[column] ? 'an' : 'aus'} → ${after ? 'an' : 'aus'}`);
  }
  return changes;
}

/** Every admin action on an account is audited: who, what, before and after, when. */
async function auditAccount(
  tx: Tx,
  actor: UserRow,
  before: UserRow,
  action: 'settings' | 'approve' | 'reject' | 'deactivate' | 'reactivate',
  changes: string[] = [],
) {
  if (action === 'settings' && changes.length === 0) return;
  const what = {
    settings: '',
    approve: 'freigeschaltet',
    reject: 'abgelehnt',
    deactivate: 'deaktiviert',
    reactivate: `reaktiviert (war ${statusOf(before) === 'rejected' ? 'abgelehnt' : 'deaktiviert'})`,
  }[action];
  await audit(tx, actor, {
    action,
    resource: 'users',
    entityId: before.id,
    summary: `${displayName(before)}: ${[what, ...changes].filter(Boolean).join('; ')}`,
  });
}

export async function updateSettings(
  db: Db,
  id: number,
  update: AdminUserUpdate,
  actor: UserRow,
): Promise<AdminUser> {
  const { user } = await load(db, id);
  const columns = await settingsToColumns(db, user, update);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, id, columns);
    await auditRoleChange(tx, actor, user, columns);
    await auditAccount(tx, actor, user, 'settings', await describeChanges(tx, user, columns));
  });
  await forgetCachedSessions(db, id);
  const row = await load(db, id);
  return toAdminUser(row.user, row.communeName);
}

/** Approves a waiting account with its settings and mails the person, in one transaction. */
export async function approve(
  db: Db,
  id: number,
  update: AdminUserUpdate,
  publicUrl: string,
  actor: UserRow,
): Promise<AdminUser> {
  const { user } = await load(db, id);
  if (statusOf(user) !== 'pending')
    throw conflict('Dieses Konto wartet nicht auf Freischaltung.', 'not_pending');
  const columns = await settingsToColumns(db, user, update);
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, id, { ...columns, confirmed: true });
    await auditRoleChange(tx, actor, user, columns);
    await auditAccount(tx, actor, user, 'approve', await describeChanges(tx, user, columns));
    if (user.preferredFaculty) await repo.grantFaculty(tx, id, user.preferredFaculty);
    const greeting = displayName(user);
    const link = absoluteUrl(publicUrl, ROUTES.home);
    await queueMail(tx, {
      to: user.email,
      subject: 'Ihr Zugang zum Kommunalportal ist freigeschaltet',
      text: [
        `Guten Tag ${greeting},`,
        '',
        'Ihr Konto im Kommunalportal der NEW wurde freigeschaltet.',
        `Sie können das Portal ab sofort nutzen: ${link}`,
        '',
        'Mit freundlichen Grüßen',
        'Ihr Kommunalportal-Team der NEW',
      ].join('\n'),
      dedupeKey: `account-approved-${id}`,
    });
  });
  await forgetCachedSessions(db, id);
  const row = await load(db, id);
  return toAdminUser(row.user, row.communeName);
}

export async function reject(db: Db, id: number, actor: UserRow): Promise<AdminUser> {
  const { user } = await load(db, id);
  if (statusOf(user) !== 'pending')
    throw conflict('Dieses Konto wartet nicht auf Freischaltung.', 'not_pending');
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, id, { rejectedAt: new Date() });
    await auditAccount(tx, actor, user, 'reject');
  });
  await endSessionsOfUser(db, id);
  const row = await load(db, id);
  return toAdminUser(row.user, row.communeName);
}

export async function deactivate(db: Db, id: number, actor: UserRow): Promise<AdminUser> {
  if (id === actor.id)
    throw conflict('Sie können Ihr eigenes Konto nicht deaktivieren.', 'self_deactivation');
  const { user } = await load(db, id);
  if (user.deactivatedAt) throw conflict('Dieses Konto ist bereits deaktiviert.', 'already_deactivated');
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, id, { deactivatedAt: new Date() });
    await auditAccount(tx, actor, user, 'deactivate');
  });
  await endSessionsOfUser(db, id);
  const row = await load(db, id);
  return toAdminUser(row.user, row.communeName);
}

/** Reactivation brings a rejected or deactivated account back to where it was before. */
export async function reactivate(db: Db, id: number, actor: UserRow): Promise<AdminUser> {
  const { user } = await load(db, id);
  const status = statusOf(user);
  if (status !== 'deactivated' && status !== 'rejected') {
    throw conflict('Dieses Konto ist weder abgelehnt noch deaktiviert.', 'not_blocked');
  }
  await db.transaction(async (tx) => {
    await repo.updateUser(tx, id, { deactivatedAt: null, rejectedAt: null });
    await auditAccount(tx, actor, user, 'reactivate');
  });
  await forgetCachedSessions(db, id);
  const row = await load(db, id);
  return toAdminUser(row.user, row.communeName);
}
