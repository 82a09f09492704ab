import type { ListPermissions } from '@kp/contract/rabatt';
import {
  findTransition,
  RABATT_FILTERS,
  RABATT_STATUSES,
  RABATT_TRANSITIONS,
  type RabattFilter,
  type RabattRole,
  type RabattStatus,
} from '@kp/contract/rabatt-constants';
import { conflict, forbidden, type HttpError } from '../../http/errors.ts';

/**
 * Who may do what on a commune's Kommunalrabatt list, and when (spec 02 §4–§6). The area's row-level rules,
 * apart from the routes and the queries: a service calls `authorize` before it writes, the list page shows
 * `permissionsOf`, and a write checks again in its transaction with `statusesAllowing`.
 *
 * The list is NEW's to prepare in 'Neu' and 'Gegenprüfung durch NEW' and the commune's to check while 'Bei
 * Kommune'; while the commune confirms it (Freizugeben) and once closed it is locked. In 'Neu' the commune
 * only reads: the NEW is still preparing the proposal (decision 010).
 */

export type RabattAction =
  | { do: 'editAddresses' }
  | { do: 'setRabatt' }
  | { do: 'addLieferstelle' }
  | { do: 'comment' }
  | { do: 'filter'; filter: RabattFilter }
  | { do: 'moveStatus'; to: RabattStatus };

/** The list an action is about: whose it is, of which year, in which status. */
export interface RabattList {
  commune: string;
  year: number;
  status: RabattStatus;
}

type Caller = { isNewEmployee: boolean };

export const rabattRoleOf = (user: Caller): RabattRole => (user.isNewEmployee ? 'employee' : 'commune');

const EMPLOYEE_STEPS: readonly RabattStatus[] = ['Neu', 'Gegenprüfung durch NEW'];

/** Why the caller may not do it: 403 for the wrong role, 409 for the list's status; null when allowed. */
export function refusalOf(user: Caller, action: RabattAction, list: RabattList): HttpError | null {
  const role = rabattRoleOf(user);
  const { status } = list;
  const employeeStep = EMPLOYEE_STEPS.includes(status);
  const wrongStatus = (message: string) => conflict(message, 'wrong_status');
  switch (action.do) {
    case 'editAddresses': {
      const allowed = role === 'commune' ? status === 'Bei Kommune' : employeeStep;
      return allowed
        ? null
        : wrongStatus(`Im Status „${status}“ können Sie die Lieferstelle nicht bearbeiten.`);
    }
    case 'setRabatt':
      if (role !== 'employee') {
        return forbidden('Den Rabatt können nur Mitarbeitende der NEW ändern.', 'employees_only');
      }
      return employeeStep
        ? null
        : wrongStatus(`Im Status „${status}“ kann der Rabatt nicht geändert werden.`);
    case 'addLieferstelle':
      if (role !== 'commune')
        return forbidden('Lieferstellen können nur Kommunen hinzufügen.', 'communes_only');
      return status === 'Bei Kommune'
        ? null
        : wrongStatus(`Im Status „${status}“ können keine Lieferstellen hinzugefügt werden.`);
    case 'comment':
      if (status === 'Abgeschlossen') {
        return wrongStatus(`Im Status „${status}“ können keine Kommentare mehr geschrieben werden.`);
      }
      return role === 'commune' && status === 'Neu'
        ? wrongStatus(
            'Die NEW bereitet die Liste noch vor. Kommentare sind möglich, sobald sie bei Ihrer Kommune liegt.',
          )
        : null;
    case 'filter': {
      const option = RABATT_FILTERS.find((filter) => filter.key === action.filter);
      return option?.employeeOnly && role !== 'employee'
        ? forbidden('Dieser Filter steht nur Mitarbeitenden der NEW zur Verfügung.', 'employees_only')
        : null;
    }
    case 'moveStatus': {
      if (findTransition(status, action.to, role)) return null;
      const other = RABATT_TRANSITIONS.find((step) => step.from === status && step.to === action.to);
      if (other) {
        return forbidden(
          other.role === 'commune'
            ? 'Diesen Schritt kann nur die Kommune ausführen.'
            : 'Diesen Schritt kann nur die NEW ausführen.',
          'wrong_role',
        );
      }
      return wrongStatus(
        `Die Liste von ${list.commune} für ${list.year} ist im Status „${status}“. Ein Wechsel nach „${action.to}“ ist nicht möglich.`,
      );
    }
  }
}

export const can = (user: Caller, action: RabattAction, list: RabattList) =>
  refusalOf(user, action, list) === null;

/** Throws the refusal (403 or 409, in German) unless the caller may do it. */
export function authorize(user: Caller, action: RabattAction, list: RabattList) {
  const refusal = refusalOf(user, action, list);
  if (refusal) throw refusal;
}

/** What the list page offers the caller in the list's status. */
export function permissionsOf(user: Caller, list: RabattList): ListPermissions {
  return {
    canEditAddresses: can(user, { do: 'editAddresses' }, list),
    canSetRabatt: can(user, { do: 'setRabatt' }, list),
    canAddLieferstelle: can(user, { do: 'addLieferstelle' }, list),
    canComment: can(user, { do: 'comment' }, list),
  };
}

/** A write's action on the list's rows, checked again in its transaction. */
export type ListWrite = Extract<
  RabattAction,
  { do: 'editAddresses' | 'setRabatt' | 'addLieferstelle' | 'comment' }
>;

/** The statuses in which the caller may do it: what a write checks again in its transaction. */
export const statusesAllowing = (user: Caller, action: ListWrite, list: Omit<RabattList, 'status'>) =>
  RABATT_STATUSES.filter((status) => can(user, action, { ...list, status }));
