import {
  RABATT_STATUSES,
  RABATT_TEXTS,
  type RabattRole,
  type RabattStatus,
} from '@kp/contract/rabatt-constants';
import { describe, expect, it } from 'vitest';
import {
  completedText,
  confirmationText,
  DOWNLOAD_PDF,
  listLockText,
  processActions,
  REQUEST_CONFIRMATION,
  statusChangedText,
  statusHint,
} from './process-rules.ts';

const summary = (role: RabattRole, status: RabattStatus | null) =>
  processActions(role, status).map((action) => ({
    kind: action.kind,
    label: action.label,
    to: 'to' in action ? action.to : undefined,
    disabled: action.disabled,
  }));

describe('processActions (spec 02 §4)', () => {
  it('gives employees "An Gemeinde" in Neu and disabled while the list is with the commune', () => {
    expect(summary('employee', 'Neu')).toEqual([
      { kind: 'change', label: RABATT_TEXTS.sendToCommune, to: 'Bei Kommune', disabled: false },
    ]);
    expect(summary('employee', 'Bei Kommune')).toEqual([
      { kind: 'change', label: RABATT_TEXTS.sendToCommune, to: null, disabled: true },
    ]);
  });

  it('lets employees ask for the final confirmation after their check', () => {
    expect(summary('employee', 'Gegenprüfung durch NEW')).toEqual([
      { kind: 'change', label: REQUEST_CONFIRMATION, to: 'Freizugeben', disabled: false },
    ]);
  });

  it('shows employees "Wartet auf Bestätigung" in Freizugeben', () => {
    expect(summary('employee', 'Freizugeben')).toEqual([
      { kind: 'waiting', label: RABATT_TEXTS.awaitingConfirmation, to: undefined, disabled: true },
    ]);
  });

  it('gives commune users "An New" only while the list is with them', () => {
    expect(summary('commune', 'Bei Kommune')).toEqual([
      { kind: 'change', label: RABATT_TEXTS.sendToNew, to: 'Gegenprüfung durch NEW', disabled: false },
    ]);
    for (const status of ['Neu', 'Gegenprüfung durch NEW'] as const) {
      expect(summary('commune', status)).toEqual([
        { kind: 'change', label: RABATT_TEXTS.sendToNew, to: null, disabled: true },
      ]);
    }
  });

  it('lets commune users accept the final list or send it back in Freizugeben', () => {
    expect(summary('commune', 'Freizugeben')).toEqual([
      { kind: 'accept', label: RABATT_TEXTS.acceptFinal, to: 'Abgeschlossen', disabled: false },
      { kind: 'change', label: RABATT_TEXTS.backToNew, to: 'Gegenprüfung durch NEW', disabled: false },
    ]);
  });

  it('only downloads the PDF once the year is completed, for both roles', () => {
    for (const role of ['employee', 'commune'] as const) {
      expect(summary(role, 'Abgeschlossen')).toEqual([
        { kind: 'download', label: DOWNLOAD_PDF, to: undefined, disabled: false },
      ]);
    }
  });

  it('disables the send button while no commune or year is chosen', () => {
    expect(summary('employee', null)).toEqual([
      { kind: 'change', label: RABATT_TEXTS.sendToCommune, to: null, disabled: true },
    ]);
    expect(summary('commune', null)).toEqual([
      { kind: 'change', label: RABATT_TEXTS.sendToNew, to: null, disabled: true },
    ]);
  });

  it('never offers a change the other role has to make', () => {
    const owner: Record<RabattStatus, RabattRole | null> = {
      Neu: 'employee',
      'Bei Kommune': 'commune',
      'Gegenprüfung durch NEW': 'employee',
      Freizugeben: 'commune',
      Abgeschlossen: null,
    };
    for (const role of ['employee', 'commune'] as const) {
      for (const status of RABATT_STATUSES) {
        const enabledChanges = processActions(role, status).filter(
          (action) => !action.disabled && action.kind !== 'download',
        );
        expect(enabledChanges.length > 0).toBe(owner[status] === role);
      }
    }
  });
});

describe('confirmationText', () => {
  it('names commune and year and tells the step back from the first send', () => {
    const back = confirmationText('Freizugeben', 'Gegenprüfung durch NEW', 'Viersen', 2025);
    const send = confirmationText('Bei Kommune', 'Gegenprüfung durch NEW', 'Viersen', 2025);
    expect(back.title).toBe('Liste zurück an die NEW geben?');
    expect(send.title).toBe('Liste an die NEW senden?');
    expect(confirmationText('Neu', 'Bei Kommune', 'Viersen', 2025).text).toContain('Viersen');
    expect(confirmationText('Freizugeben', 'Abgeschlossen', 'Viersen', 2025).text).toContain('2025');
  });
});

describe('statusHint', () => {
  it('has a sentence for every role and status', () => {
    for (const role of ['employee', 'commune'] as const) {
      for (const status of RABATT_STATUSES) expect(statusHint(role, status).length).toBeGreaterThan(10);
    }
  });
});

describe('texts', () => {
  it('words the completed banner and the success message', () => {
    expect(completedText(2025)).toBe('Die Rabattermittlung für 2025 ist bereits abgeschlossen.');
    expect(statusChangedText('Bei Kommune')).toBe('Der Status ist jetzt „Bei Kommune“.');
  });
});

describe('listLockText (decision 010)', () => {
  it('tells the commune that a list in Neu is still being prepared, and nothing otherwise', () => {
    expect(listLockText('commune', 'Neu')).toMatch(/bereitet diese Liste noch vor/);
    for (const status of RABATT_STATUSES.filter((s) => s !== 'Neu')) {
      expect(listLockText('commune', status)).toBeNull();
    }
  });

  it('tells employees why the discount box is locked exactly where it is', () => {
    for (const status of RABATT_STATUSES) {
      const locked = status === 'Bei Kommune' || status === 'Freizugeben' || status === 'Abgeschlossen';
      expect(listLockText('employee', status) !== null, status).toBe(locked);
    }
    expect(listLockText('employee', 'Freizugeben')).toContain(RABATT_TEXTS.backToNew);
    expect(listLockText('employee', 'Abgeschlossen')).toMatch(/final akzeptiert/);
  });
});
