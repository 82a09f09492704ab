import type { BackofficeEntry, BackofficeListQuery } from '@kp/contract/backoffice';
import { displayName } from '@kp/contract/person-name';
import type { UserRow } from '../auth/sessions.ts';
import type { Db } from '../db/client.ts';
import { conflict, invalidFields, notFound } from '../http/errors.ts';
import { invalidate } from '../lib/cache.ts';
import { authorize } from './policy.ts';
import * as repo from './repo.ts';
import type { BackofficeResource, Tx } from './resource.ts';

/** How the audit log and the version list name a person (the one rule, in contract/). */
export { displayName };

const dateTime = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
});

/** The version the seed or an import left, kept before the first back-office save changes it. */
const ORIGINAL_STATE = 'Ursprünglicher Stand';

/** Writes one audit line; every back-office write calls it inside its transaction. */
export async function audit(
  tx: Tx,
  user: UserRow,
  entry: { action: string; resource: string; entityId?: number | string | null; summary?: string },
) {
  await repo.insertAudit(tx, {
    userId: user.id,
    userName: displayName(user),
    action: entry.action,
    resource: entry.resource,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    summary: entry.summary ?? '',
  });
}

export async function list(db: Db, resource: BackofficeResource, query: BackofficeListQuery) {
  return resource.list(db, query);
}

export async function read(db: Tx, resource: BackofficeResource, id: number): Promise<BackofficeEntry> {
  const record = await resource.read(db, id);
  if (!record) throw notFound();
  const latest = await repo.latestVersion(db, resource.name, id);
  return {
    record,
    revision: latest?.version ?? 0,
    updatedBy: latest?.savedByName ?? null,
    updatedAt: latest?.savedAt.toISOString() ?? null,
  };
}

async function keepVersion(
  tx: Tx,
  resource: BackofficeResource,
  id: number,
  version: number,
  user: UserRow | null,
) {
  if (resource.versioned === false) return;
  const data = await resource.read(tx, id);
  if (!data) return;
  await repo.insertVersion(tx, {
    resource: resource.name,
    entityId: id,
    version,
    data,
    savedBy: user?.id ?? null,
    savedByName: user ? displayName(user) : ORIGINAL_STATE,
  });
}

function parsed(resource: BackofficeResource, input: unknown) {
  const result = resource.input.safeParse(input);
  if (!result.success) throw invalidFields(result.error.issues);
  return result.data;
}

export async function create(db: Db, resource: BackofficeResource, input: unknown, user: UserRow) {
  authorize(user, 'create', resource);
  const create = resource.create;
  const data = parsed(resource, input);
  const id = await db.transaction(async (tx) => {
    const id = await create(tx, data, user);
    await keepVersion(tx, resource, id, 1, user);
    await audit(tx, user, {
      action: 'create',
      resource: resource.name,
      entityId: id,
      summary: resource.titleOf(data),
    });
    return id;
  });
  await invalidate(db, ...resource.topics);
  return read(db, resource, id);
}

/**
 * Saves an entry the editor loaded at `revision`. A save by someone else in between is refused with 409,
 * naming them; the row lock makes two saves at once take turns, so the second always sees the first.
 */
export async function update(
  db: Db,
  resource: BackofficeResource,
  id: number,
  input: unknown,
  revision: number,
  user: UserRow,
  action: 'update' | 'restore' = 'update',
) {
  authorize(user, action, resource);
  const update = resource.update;
  const data = parsed(resource, input);
  await db.transaction(async (tx) => {
    if (!(await resource.lock(tx, id))) throw notFound();
    const latest = await repo.latestVersion(tx, resource.name, id);
    const current = latest?.version ?? 0;
    if (revision !== current && latest) {
      throw conflict(
        `${resource.label} wurde inzwischen von ${latest.savedByName} geändert (${dateTime.format(latest.savedAt)}). ` +
          'Ihre Änderung wurde nicht gespeichert; bitte laden Sie den Eintrag neu.',
        'edited_by_someone_else',
      );
    }
    if (revision !== current)
      throw conflict('Der Eintrag wurde inzwischen geändert. Bitte laden Sie ihn neu.');
    // The state before the first back-office save (from the seed or an import) becomes version 1.
    if (current === 0) await keepVersion(tx, resource, id, 1, null);
    await update(tx, id, data, user);
    await keepVersion(tx, resource, id, Math.max(current, 1) + 1, user);
    // Named after the stored record: a form may send fields the save ignores (before, an edit of Brüggen's record was logged as the form's 'Viersen').
    const stored = await resource.read(tx, id);
    const summary = resource.titleOf(stored ?? data);
    await audit(tx, user, { action, resource: resource.name, entityId: id, summary });
  });
  await invalidate(db, ...resource.topics);
  return read(db, resource, id);
}

export async function remove(db: Db, resource: BackofficeResource, id: number, user: UserRow) {
  authorize(user, 'remove', resource);
  const remove = resource.remove;
  await db.transaction(async (tx) => {
    const existing = await resource.read(tx, id);
    if (!existing || !(await resource.lock(tx, id))) throw notFound();
    await remove(tx, id, user);
    await audit(tx, user, {
      action: 'delete',
      resource: resource.name,
      entityId: id,
      summary: resource.titleOf(existing),
    });
  });
  await invalidate(db, ...resource.topics);
  return { id };
}

export async function versions(db: Db, resource: BackofficeResource, id: number) {
  const rows = await repo.listVersions(db, resource.name, id);
  return rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() }));
}

export async function version(db: Db, resource: BackofficeResource, id: number, number: number) {
  const row = await repo.readVersion(db, resource.name, id, number);
  if (!row) throw notFound('Diese Version gibt es nicht.');
  return {
    version: row.version,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedByName,
    data: row.data,
  };
}

/** Restoring saves the old version's data as a new version (the history only grows). */
export async function restore(
  db: Db,
  resource: BackofficeResource,
  id: number,
  number: number,
  revision: number,
  user: UserRow,
) {
  const old = await version(db, resource, id, number);
  const { id: _id, ...data } = old.data;
  return update(db, resource, id, data, revision, user, 'restore');
}

export async function auditLog(db: Db, query: BackofficeListQuery) {
  const filter = query.filter;
  const text = (key: string) =>
    typeof filter[key] === 'string' && filter[key] ? (filter[key] as string) : undefined;
  const date = (key: string) => {
    const value = text(key);
    const parsed = value ? new Date(value) : undefined;
    return parsed && !Number.isNaN(parsed.getTime()) ? parsed : undefined;
  };
  const { items, total } = await repo.listAudit(
    db,
    {
      resource: text('resource'),
      action: text('action'),
      userName: text('userName'),
      from: date('from'),
      to: date('to'),
      q: query.q,
    },
    { limit: query.perPage, offset: (query.page - 1) * query.perPage },
  );
  return { items: items.map((row) => ({ ...row, at: row.at.toISOString() })), total };
}
