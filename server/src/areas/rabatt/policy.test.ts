import {
  RABATT_FILTERS,
  RABATT_STATUSES,
  RABATT_TRANSITIONS,
  type RabattStatus,
} from '@kp/contract/rabatt-constants';
import { describe, expect, it } from 'vitest';
import { authorize, can, permissionsOf, refusalOf, statusesAllowing } from './policy.ts';

const employee = { isNewEmployee: true };
const commune = { isNewEmployee: false };
const list = (status: RabattStatus) => ({ commune: 'Viersen', year: 2026, status });

describe('who may do what in which status (spec 02 §4–§6)', () => {
  it.each(RABATT_STATUSES)('in %s', (status) => {
    const employeeStep = status === 'Neu' || status === 'Gegenprüfung durch NEW';
    expect(permissionsOf(commune, list(status))).toEqual({
      canEditAddresses: status === 'Bei Kommune',
      canSetRabatt: false,
      canAddLieferstelle: status === 'Bei Kommune',
      // In 'Neu' the commune reads the proposal the NEW is still preparing.
      canComment: status !== 'Abgeschlossen' && status !== 'Neu',
    });
    expect(permissionsOf(employee, list(status))).toEqual({
      canEditAddresses: employeeStep,
      canSetRabatt: employeeStep,
      canAddLieferstelle: false,
      canComment: status !== 'Abgeschlossen',
    });
  });

  it('refuses the wrong role with 403 and the wrong status with 409, in German', () => {
    const refusal = (user: typeof employee, action: Parameters<typeof can>[1], status: RabattStatus) => {
      const error = refusalOf(user, action, list(status));
      return error && { status: error.statusCode, code: error.code, message: error.message };
    };
    expect(refusal(commune, { do: 'setRabatt' }, 'Neu')).toEqual({
      status: 403,
      code: 'employees_only',
      message: 'Den Rabatt können nur Mitarbeitende der NEW ändern.',
    });
    expect(refusal(employee, { do: 'setRabatt' }, 'Bei Kommune')).toMatchObject({
      status: 409,
      code: 'wrong_status',
      message: 'Im Status „Bei Kommune“ kann der Rabatt nicht geändert werden.',
    });
    expect(refusal(employee, { do: 'addLieferstelle' }, 'Bei Kommune')).toMatchObject({
      status: 403,
      code: 'communes_only',
    });
    expect(refusal(commune, { do: 'addLieferstelle' }, 'Freizugeben')).toMatchObject({ status: 409 });
    expect(refusal(commune, { do: 'comment' }, 'Neu')?.message).toContain(
      'Die NEW bereitet die Liste noch vor',
    );
    expect(refusal(employee, { do: 'comment' }, 'Abgeschlossen')?.message).toBe(
      'Im Status „Abgeschlossen“ können keine Kommentare mehr geschrieben werden.',
    );
    expect(refusal(commune, { do: 'editAddresses' }, 'Neu')).toMatchObject({ status: 409 });
    expect(() => authorize(commune, { do: 'setRabatt' }, list('Neu'))).toThrow(
      'Den Rabatt können nur Mitarbeitende der NEW ändern.',
    );
    expect(() => authorize(employee, { do: 'setRabatt' }, list('Neu'))).not.toThrow();
  });

  it('gives the employee-only filters to employees alone', () => {
    for (const filter of RABATT_FILTERS) {
      expect(can(employee, { do: 'filter', filter: filter.key }, list('Bei Kommune'))).toBe(true);
      expect(can(commune, { do: 'filter', filter: filter.key }, list('Bei Kommune')), filter.key).toBe(
        !filter.employeeOnly,
      );
    }
    expect(
      refusalOf(commune, { do: 'filter', filter: 'von-kommune-hinzugefuegt' }, list('Neu'))?.statusCode,
    ).toBe(403);
  });

  it('lets each role take only its own steps, and none that does not exist', () => {
    for (const from of RABATT_STATUSES) {
      for (const to of RABATT_STATUSES) {
        const step = RABATT_TRANSITIONS.find((t) => t.from === from && t.to === to);
        for (const [role, user] of [
          ['employee', employee],
          ['commune', commune],
        ] as const) {
          const error = refusalOf(user, { do: 'moveStatus', to }, list(from));
          const expected = !step ? 409 : step.role === role ? null : 403;
          expect(error?.statusCode ?? null, `${role}: ${from} → ${to}`).toBe(expected);
        }
      }
    }
    expect(refusalOf(commune, { do: 'moveStatus', to: 'Abgeschlossen' }, list('Neu'))?.message).toBe(
      'Die Liste von Viersen für 2026 ist im Status „Neu“. Ein Wechsel nach „Abgeschlossen“ ist nicht möglich.',
    );
  });

  it('names the statuses a write checks again in its transaction', () => {
    const of = { commune: 'Viersen', year: 2026 };
    expect(statusesAllowing(employee, { do: 'setRabatt' }, of)).toEqual(['Neu', 'Gegenprüfung durch NEW']);
    expect(statusesAllowing(commune, { do: 'editAddresses' }, of)).toEqual(['Bei Kommune']);
    expect(statusesAllowing(commune, { do: 'setRabatt' }, of)).toEqual([]);
  });
});
