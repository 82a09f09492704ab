import type { KonzessionsabgabeDocument } from '@kp/contract/concessions';
import {
  DOCUMENT_TYPES,
  DOCUMENTS_PER_PAGE,
  type DocumentSparte,
  type DocumentType,
} from '@kp/contract/concessions-constants';
import { COMMUNE_NAMES, formatFileSize, formatNumber } from '@kp/contract/shell';
import { withParam } from '../../ui/search-params.ts';

// The library's state in the URL (/konzessionsabgaben?commune=&dokumenttyp=&jahr=&page=), with the API's
// parameter names, so a filtered page can be shared. Defaults ('Alle …', page 1) are left out.

export const DOCUMENT_PARAMS = {
  commune: 'commune',
  type: 'dokumenttyp',
  year: 'jahr',
  page: 'page',
} as const;

export type DocumentView = {
  /** null: all communes in scope; employees only. */
  commune: string | null;
  dokumenttyp: DocumentType | null;
  jahr: number | null;
  page: number;
};

export const parseDocumentType = (value: string | null): DocumentType | null =>
  DOCUMENT_TYPES.find((type) => type === value) ?? null;

/** A year the API accepts, or null. */
export function parseYear(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 1900 && year <= 2100 ? year : null;
}

/** Pages count from 1; anything else is page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function parseDocumentView(params: URLSearchParams, isEmployee: boolean): DocumentView {
  const commune = params.get(DOCUMENT_PARAMS.commune);
  return {
    // Commune users always see their own commune, whatever the URL says.
    commune: isEmployee ? (COMMUNE_NAMES.find((name) => name === commune) ?? null) : null,
    dokumenttyp: parseDocumentType(params.get(DOCUMENT_PARAMS.type)),
    jahr: parseYear(params.get(DOCUMENT_PARAMS.year)),
    page: parsePage(params.get(DOCUMENT_PARAMS.page)),
  };
}

export function withDocumentView(params: URLSearchParams, view: DocumentView): URLSearchParams {
  const entries: [string, string | null][] = [
    [DOCUMENT_PARAMS.commune, view.commune],
    [DOCUMENT_PARAMS.type, view.dokumenttyp],
    [DOCUMENT_PARAMS.year, view.jahr === null ? null : String(view.jahr)],
    [DOCUMENT_PARAMS.page, view.page > 1 ? String(view.page) : null],
  ];
  return entries.reduce((next, [key, value]) => withParam(next, key, value), params);
}

/** The last page of a total (at least 1). */
export const lastPage = (total: number) => Math.max(1, Math.ceil(total / DOCUMENTS_PER_PAGE));

/** The years of the select: those with documents, plus the chosen one when a link named another. */
export function yearOptions(years: readonly number[], chosen: number | null): number[] {
  const all = chosen === null || years.includes(chosen) ? [...years] : [...years, chosen];
  return all.sort((a, b) => b - a);
}

/** '1 Dokument', '24 Dokumente'. */
export function documentCountText(count: number): string {
  return count === 1 ? '1 Dokument' : `${formatNumber(count)} Dokumente`;
}

/** The PDF's size from fileProperties (SIZE in bytes); null when the DMS gave none. */
export function documentSize(document: {
  fileProperties: readonly KonzessionsabgabeDocument['fileProperties'][number][];
}): string | null {
  const value = document.fileProperties.find((property) => property.type === 'SIZE')?.value;
  const bytes = value === undefined ? Number.NaN : Number(value);
  return Number.isFinite(bytes) && bytes >= 0 ? formatFileSize(bytes) : null;
}

export const documentFileName = (document: Pick<KonzessionsabgabeDocument, 'titel'>) =>
  `${document.titel}.pdf`;

/** '{kommune} - {dokumenttyp} - {sparte}', the line under the year (spec 02 §2). */
export const documentLine = (
  document: Pick<KonzessionsabgabeDocument, 'kommune' | 'dokumenttyp' | 'sparte'>,
) => `${document.kommune} - ${document.dokumenttyp} - ${document.sparte}`;

export type DocumentIconKind =
  | 'jahresrechnung'
  | 'schlussrechnung'
  | 'vorauszahlung'
  | 'testat-strom'
  | 'testat-gas'
  | 'testat-wasser';

/** The icon of a card: one per type, and for Testat one per Sparte (spec 02 §2). */
export function documentIconKind(dokumenttyp: DocumentType, sparte: DocumentSparte): DocumentIconKind {
  switch (dokumenttyp) {
    case 'Jahresrechnung Konzessionsabgaben':
      return 'jahresrechnung';
    case 'Schlussrechnung':
      return 'schlussrechnung';
    case 'Vorauszahlung':
      return 'vorauszahlung';
    case 'Testat':
      return sparte === 'Strom' ? 'testat-strom' : sparte === 'Gas' ? 'testat-gas' : 'testat-wasser';
  }
}
