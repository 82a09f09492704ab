// The Kommunalrabatt constants of spec 02 §2, §4, §5, §8 and §9. Kept free of zod, so pages that only need
// these constants do not load it.
import { formatDecimals } from './shell.ts';

/** The yearly status of a commune's list, in process order (spec 02 §4). These are the API values. */
export const RABATT_STATUSES = [
  'Neu',
  'Bei Kommune',
  'Gegenprüfung durch NEW',
  'Freizugeben',
  'Abgeschlossen',
] as const;
export type RabattStatus = (typeof RABATT_STATUSES)[number];

/** Who may send the list on from a status (spec 02 §4); Abgeschlossen sends nowhere. */
export type RabattRole = 'employee' | 'commune';

/**
 * The allowed status changes (spec 02 §4): the chain forward, each by the role that holds the list, plus
 * 'Zurück an NEW' from Freizugeben by the commune.
 */
export const RABATT_TRANSITIONS: readonly { from: RabattStatus; to: RabattStatus; role: RabattRole }[] = [
  { from: 'Neu', to: 'Bei Kommune', role: 'employee' },
  { from: 'Bei Kommune', to: 'Gegenprüfung durch NEW', role: 'commune' },
  { from: 'Gegenprüfung durch NEW', to: 'Freizugeben', role: 'employee' },
  { from: 'Freizugeben', to: 'Abgeschlossen', role: 'commune' },
  { from: 'Freizugeben', to: 'Gegenprüfung durch NEW', role: 'commune' },
];

/** The transition a role may make from a status to another, if any. */
export const findTransition = (from: RabattStatus, to: RabattStatus, role: RabattRole) =>
  RABATT_TRANSITIONS.find((t) => t.from === from && t.to === to && t.role === role);

/** The forward step a role may send from a status (the send button), if any. */
export const forwardStatus = (from: RabattStatus, role: RabattRole): RabattStatus | undefined => {
  const index = RABATT_STATUSES.indexOf(from);
  const next = RABATT_STATUSES[index + 1];
  return next && findTransition(from, next, role) ? next : undefined;
};

/** The employees' column titles, one column per status (spec 02 §2). */
export const RABATT_COLUMN_TITLES: Record<RabattStatus, string> = {
  Neu: 'Erstbearbeitung durch NEW',
  'Bei Kommune': 'Prüfung durch Gemeinde',
  'Gegenprüfung durch NEW': 'Gegenprüfung durch NEW',
  Freizugeben: 'Freigabe durch Gemeinde',
  Abgeschlossen: 'Abgeschlossen',
};

/** Empty column texts (the spec does not show them; decision 010). */
export const RABATT_COLUMN_EMPTY: Record<RabattStatus, string> = {
  Neu: 'Keine Kommune in der Erstbearbeitung.',
  'Bei Kommune': 'Keine Liste liegt gerade bei einer Kommune.',
  'Gegenprüfung durch NEW': 'Keine Liste wartet auf die Gegenprüfung.',
  Freizugeben: 'Keine Liste wartet auf die Freigabe.',
  Abgeschlossen: 'Noch keine Kommune ist abgeschlossen.',
};

/** The commune users' five-step progress list (spec 02 §2), one step per status. */
export const RABATT_STEPS: Record<RabattStatus, string> = {
  Neu: 'Vorschlag wird durch die NEW erstellt',
  'Bei Kommune': 'Vorschlag durch die Kommune gegenprüfen',
  'Gegenprüfung durch NEW': 'Finale Liste wird durch die NEW erstellt',
  Freizugeben: 'Freigabe der finalen Liste',
  Abgeschlossen: 'Rabattermittlung abgeschlossen',
};

/** The list's filter options (spec 02 §2). Employee-only options are not offered to commune users. */
export const RABATT_FILTERS = [
  { key: 'alle', label: 'Alle', employeeOnly: false },
  { key: 'neue-geschaeftspartner', label: 'Neue Geschäftspartner', employeeOnly: false },
  { key: 'von-kommune-hinzugefuegt', label: 'Von Kommune hinzugefuegt', employeeOnly: true },
  { key: 'rabattfaehige', label: 'Rabattfähige', employeeOnly: false },
  { key: 'nicht-rabattfaehige', label: 'Nicht rabattfähige', employeeOnly: false },
  { key: 'von-mir-kommentierte', label: 'Von mir kommentierte', employeeOnly: false },
  { key: 'von-kommune-kommentiert', label: 'Von Kommune kommentiert', employeeOnly: false },
  { key: 'von-new-hinzugefuegt', label: 'Von NEW hinzugefuegt', employeeOnly: false },
  { key: 'von-new-kommentiert', label: 'Von NEW kommentiert', employeeOnly: false },
] as const;
export type RabattFilter = (typeof RABATT_FILTERS)[number]['key'];
export const RABATT_FILTER_KEYS = RABATT_FILTERS.map((filter) => filter.key) as [
  RabattFilter,
  ...RabattFilter[],
];

export const SPARTEN = ['Strom', 'Gas'] as const;
export type Sparte = (typeof SPARTEN)[number];

/** Spec 02 §9. */
export const RABATT_PAGE_SIZE = 10;
export const RABATT_MOBILE_BREAKPOINT = 960;
/** The comment label of utility staff (spec 02 §3). */
export const EMPLOYEE_COMMENT_LABEL = 'NEW MA';
/** Longest comment we keep; a thread is for remarks, not documents. */
export const COMMENT_MAX_LENGTH = 2000;
/** The longest street, house number and note of a delivery point (AdditionalDataSchema, the edit form). */
export const ADDITIONAL_DATA_MAX_LENGTH = { adresszeile1: 120, adresszeile2: 20, notiz: 1000 } as const;

/** The CSV columns in the spec's order (spec 02 §2); the xlsx uses the same. */
export const EXPORT_COLUMNS = [
  'Rabatt',
  'Marktlokation',
  'Adresse',
  'PLZ',
  'Geschäftspartner-Nr',
  'Geschäftspartner',
  'Notiz',
  'Druckstufe/Spannungsebene',
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
export const CSV_FILE_NAME = 'kommunalrabatt-export.csv';
export const xlsxFileName = (commune: string, year: number) => `kommunalrabatt-${commune}-${year}.xlsx`;
export const pdfFileName = (commune: string, year: number) => `kommunalrabatt-${commune}-${year}.pdf`;

/** The texts of spec 02 §2, §4, §5 and §8, verbatim. */
export const RABATT_TEXTS = {
  title: 'Kommunalrabatt',
  loading: 'Lieferstellen werden geladen',
  mobileNotice:
    'Die Inhalte sind auf kleinen Bildschirmen nicht verfügbar. Bitte besuchen Sie diese Seite über Ihren Computer.',
  sendToCommune: 'An Gemeinde',
  sendToNew: 'An New',
  acceptFinal: 'Liste final akzeptieren',
  backToNew: 'Zurück an NEW',
  awaitingConfirmation: 'Wartet auf Bestätigung',
  commentWarning: 'Achtung! Kommentare können nicht gelöscht werden',
  unsavedComment:
    'Sie haben einen ungespeicherten Kommentar. Bitte klicken sie zuerst auf «Hinzufügen» oder «Abbrechen»',
  addComment: 'Hinzufügen',
  cancel: 'Abbrechen',
} as const;

export const rabattSuccessText = (malo: string) => `Rabatt für Marktlokation: ${malo} erfolgreich bearbeitet`;
export const rabattFailureText = (malo: string, status: number | string) =>
  `Datenbank antwortet nicht. Bearbeitung von Marktlokation: ${malo} fehlgeschlagen. Fehlercode: ${status}`;

/**
 * The one snackbar of a failed discount change (decision 016): a refusal the server explains (4xx, e.g. a 409
 * naming who changed the row) shows that reason; no answer or a server error keeps the spec's text.
 */
export function rabattChangeFailedText(malo: string, status: number, serverMessage: string | null): string {
  if (status >= 400 && status < 500 && serverMessage) {
    return `Bearbeitung von Marktlokation: ${malo} fehlgeschlagen. ${serverMessage}`;
  }
  return rabattFailureText(malo, status);
}

/** Delivery-point details: rabattMenge rounded to 4 decimals (spec 02 §2). */
export const formatRabattMenge = (value: number) => formatDecimals(value, 4);

/** 'Musterstraße 12' from the two address lines. */
export const addressOf = (row: { adresszeile1: string; adresszeile2: string }) =>
  [row.adresszeile1, row.adresszeile2].filter((part) => part.trim() !== '').join(' ');

/** The voltage level of electricity or the pressure level of gas, one column in the exports. */
export const levelOf = (row: { sparte: Sparte; spannungsebene: string | null; druckstufe: string | null }) =>
  (row.sparte === 'Strom' ? row.spannungsebene : row.druckstufe) ?? '';

/** The fields of a delivery point that the CSV and the xlsx show. */
export type ExportSource = {
  rabatt: boolean;
  marktlokation: string;
  adresszeile1: string;
  adresszeile2: string;
  plz: string;
  geschaeftspartnerNummer: string;
  geschaeftspartnerName: string;
  notiz: string;
  sparte: Sparte;
  spannungsebene: string | null;
  druckstufe: string | null;
};

/** Each export column's text of a delivery point: the CSV (browser) and the xlsx (server) show the same. */
export const EXPORT_VALUES: Record<ExportColumn, (row: ExportSource) => string> = {
  Rabatt: (row) => (row.rabatt ? 'Ja' : 'Nein'),
  Marktlokation: (row) => row.marktlokation,
  Adresse: addressOf,
  PLZ: (row) => row.plz,
  'Geschäftspartner-Nr': (row) => row.geschaeftspartnerNummer,
  Geschäftspartner: (row) => row.geschaeftspartnerName,
  Notiz: (row) => row.notiz,
  'Druckstufe/Spannungsebene': levelOf,
};

export { RABATT_ROUTES } from './rabatt-routes.ts';

/** The texts of the year start and market-location uploads (decision 020). */
export const RABATT_UPLOAD_TEXTS = {
  startYear: 'Neues Jahr starten',
  uploadMalos: 'Marktlokationen hochladen',
  allCommunes: 'Alle Kommunen (Spalte Kommune)',
  check: 'Prüfen',
  start: 'Jahr starten',
  upload: 'Hochladen',
  file: 'Datei (CSV mit Semikolon, UTF-8, oder Excel .xlsx)',
  nothingWritten: 'Nichts gespeichert. Bitte korrigieren Sie die Datei:',
} as const;
