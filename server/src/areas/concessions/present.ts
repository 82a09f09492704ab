import type { ConcessionTopic, KonzessionsabgabeDocument, TopicHistoryEntry } from '@kp/contract/concessions';
import { markdownToHtml } from '../../lib/rich-text.ts';
import type { DocumentListRow, TopicEntryRow, TopicListRow } from './repo.ts';

/** A topic with its newest entry rendered to sanitised HTML (empty without any entry). */
export function toTopic(row: TopicListRow): ConcessionTopic {
  return {
    id: row.id,
    themaId: row.themaId,
    vertrag: row.vertrag,
    details: markdownToHtml(row.details ?? ''),
    communeName: row.communeName,
    updated: row.updatedAt.getTime(),
    active: row.active,
    Archiviert: row.archiviert,
    serviceArea:
      row.serviceAreaId === null || row.serviceAreaTitle === null
        ? null
        : { id: row.serviceAreaId, title: row.serviceAreaTitle },
  };
}

export function toHistoryEntry(row: TopicEntryRow): TopicHistoryEntry {
  return { id: row.id, Datum: row.datum.getTime(), active: row.active, Details: markdownToHtml(row.details) };
}

/** A document as the DMS names it; SIZE is in bytes, as the web app's formatFileSize expects. */
export function toDocument({ document, communeName }: DocumentListRow): KonzessionsabgabeDocument {
  return {
    osid: document.osId,
    titel: document.titel,
    dokumenttyp: document.dokumenttyp,
    jahr: document.jahr,
    kommune: communeName,
    sparte: document.sparte,
    fileProperties: [
      { type: 'SIZE', value: String(document.sizeBytes) },
      { type: 'MIMETYPE', value: document.mimeType },
    ],
  };
}
