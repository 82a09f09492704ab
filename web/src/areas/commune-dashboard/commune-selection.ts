import type { User } from '@kp/contract/access';
import { COMMUNE_NAMES } from '@kp/contract/shell';
import { withParam } from '../../ui/search-params.ts';

/** The dashboard's selection lives in the URL as `?commune={name}`, so a link or reload shows it again. */
export const COMMUNE_PARAM = 'commune';

export type SelectionUser = Pick<User, 'isNewEmployee' | 'commune'>;

const isCommuneName = (name: string): boolean => (COMMUNE_NAMES as readonly string[]).includes(name);

/**
 * Who may select which commune: employees every one; a commune user only their own (the server answers
 * 403 for the others), which the map still shows, muted.
 */
export function canSelect(user: SelectionUser, name: string): boolean {
  if (!isCommuneName(name)) return false;
  return user.isNewEmployee || user.commune?.name === name;
}

/** The commune a commune user starts with: their own, when it is on the map. */
export function preselectedCommune(user: SelectionUser): string | null {
  if (user.isNewEmployee) return null;
  const own = user.commune?.name;
  return own && canSelect(user, own) ? own : null;
}

/** The selected commune of the URL; unknown names and ones the user may not select count as none. */
export function selectedCommune(params: URLSearchParams, user: SelectionUser): string | null {
  const name = params.get(COMMUNE_PARAM);
  return name && canSelect(user, name) ? name : null;
}

/** Choosing the selected commune again deselects it (spec 02 §4). */
export function toggledCommune(current: string | null, chosen: string): string | null {
  return current === chosen ? null : chosen;
}

/** The URL params with `name` selected, or without a selection. */
export const withCommune = (params: URLSearchParams, name: string | null): URLSearchParams =>
  withParam(params, COMMUNE_PARAM, name);
