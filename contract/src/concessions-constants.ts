// Concession topics and concession-fee documents (spec 02 §2, §3, §9). Kept free of zod.

/** Sort keys of the topic list and their labels, in the spec's order (spec 02 §2). */
export const TOPIC_SORT_KEYS = ['vertrag', 'kommune', 'updated'] as const;
export type TopicSortKey = (typeof TOPIC_SORT_KEYS)[number];
export const TOPIC_SORT_LABELS: Record<TopicSortKey, string> = {
  vertrag: 'Vertrag',
  kommune: 'Kommune',
  updated: 'Änderungsdatum',
};
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** Default: Änderungsdatum ascending. */
export const DEFAULT_TOPIC_SORT = { sort: 'updated', order: 'asc' } as const;

/** The four document types; Testat comes in Strom, Gas and Wasser variants (spec 02 §2). */
export const DOCUMENT_TYPES = [
  'Jahresrechnung Konzessionsabgaben',
  'Schlussrechnung',
  'Vorauszahlung',
  'Testat',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_SPARTEN = ['Strom', 'Gas', 'Wasser'] as const;
export type DocumentSparte = (typeof DOCUMENT_SPARTEN)[number];

/** Filter defaults (spec 02 §9). */
export const ALL_COMMUNES = 'Alle Kommunen';
export const ALL_DOCUMENTS = 'Alle Dokumente';
export const ALL_YEARS = 'Alle Jahre';
export const FILTER_SHOW = 'Filter anzeigen';
export const FILTER_HIDE = 'Filter ausblenden';

/** Cards per page of the document library. */
export const DOCUMENTS_PER_PAGE = 24;
export const DOCUMENTS_MAX_LIMIT = 100;

// Only for the document import (server/src/import/documents.ts), which still imports it from here; the
// rule lives in shell.ts with the portal's other formats.
