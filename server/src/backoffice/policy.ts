import { isBackofficeUser } from '../auth/guards.ts';
import type { UserRow } from '../auth/sessions.ts';
import { forbidden, type HttpError } from '../http/errors.ts';
import type { BackofficeResource } from './resource.ts';

/**
 * Who may write which content type, and which writes a type offers (decisions 019 and 024): the back
 * office's rules, apart from its routes and queries. The route table refuses the wrong kind of user before
 * a handler runs; the service asks again here before it writes, so a write never depends on one check.
 */
export type ResourceWrite = 'create' | 'update' | 'remove' | 'restore';

type Caller = Pick<UserRow, 'isAdmin' | 'isEditor' | 'isNewEmployee'>;

const NOT_OFFERED: Record<ResourceWrite, string> = {
  create: 'Dieser Eintrag kann nicht angelegt werden.',
  update: 'Dieser Eintrag kann nicht geändert werden.',
  restore: 'Dieser Eintrag kann nicht geändert werden.',
  remove: 'Dieser Eintrag kann nicht gelöscht werden.',
};

/** Why the caller may not do it (403, in German); null when allowed. */
export function refusalOf(
  user: Caller,
  action: ResourceWrite,
  resource: BackofficeResource,
): HttpError | null {
  if (resource.access === 'admin' ? !user.isAdmin : !isBackofficeUser(user)) {
    // The route table's words (auth/guards.ts), so a refusal reads the same from either check.
    return resource.access === 'admin'
      ? forbidden('Diese Funktion steht nur Administratoren zur Verfügung.', 'admins_only')
      : forbidden('Diese Funktion steht nur Redakteuren und Administratoren zur Verfügung.', 'editors_only');
  }
  const offered = action === 'restore' ? resource.update : resource[action];
  return offered ? null : forbidden(NOT_OFFERED[action]);
}

export const can = (user: Caller, action: ResourceWrite, resource: BackofficeResource) =>
  refusalOf(user, action, resource) === null;

/** The resource's method a write runs: a restore saves the old version as an update. */
type WriteMethod<Action extends ResourceWrite> = Action extends 'restore' ? 'update' : Action;

/** Throws the refusal unless the caller may do it; afterwards the resource is known to offer the write. */
export function authorize<Action extends ResourceWrite>(
  user: Caller,
  action: Action,
  resource: BackofficeResource,
): asserts resource is BackofficeResource & Required<Pick<BackofficeResource, WriteMethod<Action>>> {
  const refusal = refusalOf(user, action, resource);
  if (refusal) throw refusal;
}
