import { CONSULTATION_TEXTS } from '@kp/contract/consultation-constants';
import { displayName } from '@kp/contract/person-name';
import {
  REQUEST_EXPORT_COLUMNS,
  REQUEST_KIND_LABELS,
  REQUEST_STATUS_LABELS,
  type RequestField,
  type RequestKind,
  type RequestSummary,
  requestIdOf,
} from '@kp/contract/requests';
import { formatDate, formatDateTime } from '@kp/contract/shell';
import type * as repo from './repo.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toSummary(row: repo.InboxRow): RequestSummary {
  return {
    id: requestIdOf(row.kind, row.number),
    kind: row.kind,
    number: row.number,
    createdAt: iso(row.created_at),
    name: row.name ?? '',
    mail: row.mail,
    phone: row.phone,
    commune: row.commune,
    subject: row.subject,
    message: row.message,
    status: row.status,
    note: row.note,
    handledBy: row.handled_by,
    handledAt: row.handled_at ? iso(row.handled_at) : null,
    revision: Number(row.revision),
  };
}

/** The labels of each kind's fields, in the order of its mail: also the export's columns of one kind. */
export const KIND_FIELDS: Record<RequestKind, readonly (readonly [key: string, label: string])[]> = {
  consultation: [
    ['requestType', 'Art der Anfrage'],
    ['callback', 'Wunschtermin für den Rückruf'],
    ['name', 'Name'],
    ['phone', 'Telefon'],
    ['mail', 'E-Mail'],
    ['commune', 'Kommune'],
    ['account', 'Benutzerkonto'],
    ['message', 'Nachricht'],
  ],
  'moment-claim': [
    ['moment', 'Moment'],
    ['subject', 'Betreff'],
    ['name', 'Name'],
    ['commune', 'Kommune'],
    ['task', 'Funktion'],
    ['phone', 'Telefon'],
    ['mail', 'E-Mail'],
    ['account', 'Benutzerkonto'],
  ],
  education: [
    ['material', 'Angebot'],
    ['firstname', 'Vorname'],
    ['name', 'Nachname'],
    ['phone', 'Telefon'],
    ['mail', 'E-Mail'],
    ['bildungseinrichtung', 'Bildungseinrichtung'],
    ['jahrgangsstufe', 'Jahrgangsstufe'],
    ['commune', 'Kommune'],
    ['account', 'Benutzerkonto'],
    ['message', 'Nachricht'],
  ],
  newsletter: [
    ['name', 'Name'],
    ['mail', 'E-Mail'],
    ['commune', 'Kommune'],
    ['account', 'Benutzerkonto'],
    ['source', 'Herkunft'],
  ],
  accessibility: [
    ['page', 'Seite'],
    ['contact', 'Kontakt'],
    ['description', 'Beschreibung'],
  ],
};

export const fieldsOf = (kind: RequestKind, values: Record<string, string>): RequestField[] =>
  KIND_FIELDS[kind].map(([key, label]) => ({ key, label, value: values[key] ?? '' }));

const accountOf = (account: { username: string; email: string } | null) =>
  account ? `${account.username} (${account.email})` : 'gelöscht';

export function consultationValues(row: Awaited<ReturnType<typeof repo.consultationRows>>[number]) {
  const { request } = row;
  const isCall = request.requestType === 'call';
  return {
    requestType: isCall ? CONSULTATION_TEXTS.typeCall : CONSULTATION_TEXTS.typeMail,
    callback: isCall && request.date ? `${formatDate(request.date)} um ${request.time} Uhr` : '',
    name: request.name,
    phone: request.phone,
    mail: request.mail,
    commune: row.commune ?? '',
    account: accountOf(row.account),
    message: request.message,
  };
}

export function momentClaimValues(row: Awaited<ReturnType<typeof repo.momentClaimRows>>[number]) {
  const { claim, moment } = row;
  return {
    moment: `${moment.titel} (${formatDate(moment.startdatum)} bis ${formatDate(moment.enddatum)})`,
    subject: claim.subject,
    name: claim.name,
    commune: claim.commune,
    task: claim.task,
    phone: claim.phoneNumber,
    mail: claim.email,
    account: accountOf(row.account),
  };
}

export function educationValues(row: Awaited<ReturnType<typeof repo.educationRows>>[number]) {
  const { request } = row;
  return {
    material: request.materialTitel
      ? `${request.materialTitel}${request.materialId ? ` (Nr. ${request.materialId})` : ''}`
      : 'keins (Kontaktanfrage)',
    firstname: request.firstname,
    name: request.name,
    phone: request.phone ?? '',
    mail: request.mail,
    bildungseinrichtung: request.bildungseinrichtung ?? '',
    jahrgangsstufe: request.jahrgangsstufe ?? '',
    commune: row.commune ?? '',
    account: accountOf(row.account),
    message: request.message,
  };
}

export function newsletterValues(row: Awaited<ReturnType<typeof repo.newsletterRows>>[number]) {
  const { user } = row;
  return {
    name: displayName(user),
    mail: user.email,
    commune: row.commune ?? '',
    account: accountOf(user),
    // The card's two buttons send the same call (decision 006): the portal cannot tell them apart.
    source: 'Newsletter-Karte (angemeldet oder Hinweis ausgeblendet)',
  };
}

export function accessibilityValues(row: Awaited<ReturnType<typeof repo.accessibilityRows>>[number]) {
  return { page: row.page, contact: row.contact || 'nicht angegeben', description: row.description };
}

/** The export's cells of one request: the common columns, or the kind's own when one kind is exported. */
export function exportHeaders(kind: RequestKind | undefined): string[] {
  if (!kind) return [...REQUEST_EXPORT_COLUMNS];
  return [
    'Nr.',
    'Eingegangen am',
    ...KIND_FIELDS[kind].map(([, label]) => label),
    'Status',
    'Bearbeitet von',
    'Bearbeitet am',
    'Notiz',
  ];
}

export function exportCells(
  summary: RequestSummary,
  kind: RequestKind | undefined,
  fields: RequestField[] | undefined,
): (string | number)[] {
  const handling = [
    REQUEST_STATUS_LABELS[summary.status],
    summary.handledBy ?? '',
    summary.handledAt ? formatDateTime(summary.handledAt) : '',
    summary.note,
  ];
  if (kind)
    return [
      summary.number,
      formatDateTime(summary.createdAt),
      ...(fields ?? []).map((field) => field.value),
      ...handling,
    ];
  return [
    REQUEST_KIND_LABELS[summary.kind],
    summary.number,
    formatDateTime(summary.createdAt),
    summary.name,
    summary.mail,
    summary.phone,
    summary.commune,
    summary.subject,
    summary.message,
    ...handling,
  ];
}
