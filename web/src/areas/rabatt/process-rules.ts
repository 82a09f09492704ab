import {
  findTransition,
  forwardStatus,
  RABATT_TEXTS,
  type RabattRole,
  type RabattStatus,
} from '@kp/contract/rabatt-constants';

// Which process buttons a role gets in a status (spec 02 §4). The server enforces the same table; this only
// decides what the page offers, so a button that would answer 409 is shown disabled instead.

export const REQUEST_CONFIRMATION = 'Finale Bestätigung anfordern';
export const DOWNLOAD_PDF = 'PDF herunterladen';

/**
 * - `change`: asks, then sets `to`;
 * - `accept`: asks, downloads the PDF, then sets `to` (Abgeschlossen) and returns to the overview;
 * - `download`: only downloads the PDF;
 * - `waiting`: a disabled button that says the other side is on turn.
 */
export type ProcessAction =
  | { kind: 'change' | 'accept'; label: string; to: RabattStatus; disabled: false }
  | { kind: 'change'; label: string; to: null; disabled: true }
  | { kind: 'download'; label: string; disabled: false }
  | { kind: 'waiting'; label: string; disabled: true };

/** The buttons of a role in a status; `status` null (no commune or year chosen) gives the send button disabled. */
export function processActions(role: RabattRole, status: RabattStatus | null): ProcessAction[] {
  const sendLabel = role === 'employee' ? RABATT_TEXTS.sendToCommune : RABATT_TEXTS.sendToNew;
  if (status === null) return [{ kind: 'change', label: sendLabel, to: null, disabled: true }];
  if (status === 'Abgeschlossen') return [{ kind: 'download', label: DOWNLOAD_PDF, disabled: false }];

  if (role === 'employee' && status === 'Freizugeben') {
    return [{ kind: 'waiting', label: RABATT_TEXTS.awaitingConfirmation, disabled: true }];
  }
  if (role === 'commune' && status === 'Freizugeben') {
    const actions: ProcessAction[] = [];
    if (findTransition(status, 'Abgeschlossen', role)) {
      actions.push({ kind: 'accept', label: RABATT_TEXTS.acceptFinal, to: 'Abgeschlossen', disabled: false });
    }
    if (findTransition(status, 'Gegenprüfung durch NEW', role)) {
      actions.push({
        kind: 'change',
        label: RABATT_TEXTS.backToNew,
        to: 'Gegenprüfung durch NEW',
        disabled: false,
      });
    }
    return actions;
  }

  const next = forwardStatus(status, role);
  // The employees' step after the commune's check asks for the final confirmation, not "to the commune".
  const label = role === 'employee' && status === 'Gegenprüfung durch NEW' ? REQUEST_CONFIRMATION : sendLabel;
  return next
    ? [{ kind: 'change', label, to: next, disabled: false }]
    : [{ kind: 'change', label, to: null, disabled: true }];
}

/** The question before a status change: what happens, in one sentence. */
export function confirmationText(
  from: RabattStatus,
  to: RabattStatus,
  commune: string,
  year: number,
): { title: string; text: string } {
  if (to === 'Bei Kommune') {
    return {
      title: 'Liste an die Gemeinde senden?',
      text: `Die Liste ${year} geht zur Prüfung an ${commune}; bis sie zurückkommt, kann die NEW keine Rabatte ändern.`,
    };
  }
  if (to === 'Freizugeben') {
    return {
      title: 'Finale Bestätigung anfordern?',
      text: `${commune} wird gebeten, die finale Liste ${year} zu bestätigen oder an die NEW zurückzugeben.`,
    };
  }
  if (to === 'Abgeschlossen') {
    return {
      title: 'Liste final akzeptieren?',
      text: `Die finale Liste ${year} wird als PDF heruntergeladen und die Rabattermittlung damit abgeschlossen; danach sind keine Änderungen mehr möglich.`,
    };
  }
  if (to === 'Gegenprüfung durch NEW' && from === 'Freizugeben') {
    return {
      title: 'Liste zurück an die NEW geben?',
      text: `Die Liste ${year} geht noch einmal zur Gegenprüfung an die NEW, etwa wenn noch etwas korrigiert werden muss.`,
    };
  }
  if (to === 'Gegenprüfung durch NEW') {
    return {
      title: 'Liste an die NEW senden?',
      text: `Die NEW prüft die Liste ${year} mit Ihren Änderungen und Kommentaren und erstellt daraus die finale Liste.`,
    };
  }
  return {
    title: 'Status ändern?',
    text: `Der Status von ${commune} für ${year} wird auf „${to}“ gesetzt.`,
  };
}

/** The banner of a completed year (spec 02 §2). */
export const completedText = (year: number) => `Die Rabattermittlung für ${year} ist bereits abgeschlossen.`;

export const statusChangedText = (status: RabattStatus) => `Der Status ist jetzt „${status}“.`;

/** One sentence on who is on turn, beside the buttons. */
export function statusHint(role: RabattRole, status: RabattStatus): string {
  if (role === 'commune') {
    switch (status) {
      case 'Neu':
        return 'Die NEW erstellt gerade den Vorschlag. Sobald er bei Ihnen liegt, können Sie ihn prüfen.';
      case 'Bei Kommune':
        return 'Bitte prüfen Sie die Lieferstellen und senden Sie die Liste danach mit „An New“ zurück.';
      case 'Gegenprüfung durch NEW':
        return 'Die NEW prüft Ihre Änderungen und erstellt die finale Liste.';
      case 'Freizugeben':
        return 'Bitte prüfen Sie die finale Liste: akzeptieren Sie sie oder geben Sie sie an die NEW zurück.';
      case 'Abgeschlossen':
        return 'Die Liste ist abgeschlossen; das PDF können Sie jederzeit herunterladen.';
    }
  }
  switch (status) {
    case 'Neu':
      return 'Die Liste ist in der Erstbearbeitung; mit „An Gemeinde“ geht sie zur Prüfung an die Kommune.';
    case 'Bei Kommune':
      return 'Die Kommune prüft die Liste gerade.';
    case 'Gegenprüfung durch NEW':
      return 'Die Kommune hat die Liste zurückgeschickt; nach der Gegenprüfung die finale Bestätigung anfordern.';
    case 'Freizugeben':
      return 'Die Kommune prüft die finale Liste.';
    case 'Abgeschlossen':
      return 'Die Rabattermittlung ist abgeschlossen.';
  }
}

/**
 * Why the list is locked for the role in this status, shown above the list (decision 010); null while the
 * role may work on it. The discount flag stays locked for employees in 'Freizugeben' and 'Abgeschlossen'
 * (decision 010), so they are told why rather than meeting a greyed box.
 */
export function listLockText(role: RabattRole, status: RabattStatus): string | null {
  if (role === 'commune') {
    return status === 'Neu'
      ? 'Die NEW bereitet diese Liste noch vor. Sie können sie schon ansehen; Änderungen und Kommentare sind möglich, sobald die Liste bei Ihrer Kommune liegt.'
      : null;
  }
  switch (status) {
    case 'Bei Kommune':
      return 'Die Kommune prüft die Liste gerade. Den Rabatt können Sie wieder ändern, sobald sie die Liste an die NEW zurückgeschickt hat.';
    case 'Freizugeben':
      return 'Der Rabatt ist gesperrt: Die Kommune bestätigt gerade genau diese Liste. Soll sich noch etwas ändern, gibt die Kommune sie mit „Zurück an NEW“ zurück.';
    case 'Abgeschlossen':
      return 'Der Rabatt ist gesperrt: Die Kommune hat diese Liste final akzeptiert. Änderungen gelten erst für die Liste des nächsten Jahres.';
    default:
      return null;
  }
}
