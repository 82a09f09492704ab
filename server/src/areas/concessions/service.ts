import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type ConcessionTopic,
  type ConcessionTopicsQuery,
  type DocumentsQuery,
  type KonzessionsabgabeDocument,
  KonzessionsabgabeDocumentSchema,
  type TopicHistoryEntry,
} from '@kp/contract/concessions';
import {
  DOCUMENT_SPARTEN,
  DOCUMENT_TYPES,
  type SortOrder,
  type TopicSortKey,
} from '@kp/contract/concessions-constants';
import { COMMUNE_NAMES } from '@kp/contract/shell';
import type { FastifyBaseLogger } from 'fastify';
import { type CommuneScope, communeScope } from '../../auth/commune-scope.ts';
import type { UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../files/store.ts';
import { notFound } from '../../http/errors.ts';
import { AnswerCache, type JsonAnswer } from '../../http/json-answer.ts';
import { createCache, invalidate } from '../../lib/cache.ts';
import { toDocument, toHistoryEntry, toTopic } from './present.ts';
import * as repo from './repo.ts';

const german = new Intl.Collator('de');

/** Per sort key: the key itself, then the other name, so equal keys still come in a fixed order. */
const TOPIC_ORDER: Record<TopicSortKey, (a: ConcessionTopic, b: ConcessionTopic) => number> = {
  vertrag: (a, b) => german.compare(a.vertrag, b.vertrag) || german.compare(a.communeName, b.communeName),
  kommune: (a, b) => german.compare(a.communeName, b.communeName) || german.compare(a.vertrag, b.vertrag),
  updated: (a, b) => a.updated - b.updated || german.compare(a.vertrag, b.vertrag),
};

export function sortTopics(topics: ConcessionTopic[], sort: TopicSortKey, order: SortOrder) {
  const direction = order === 'asc' ? 1 : -1;
  const compare = TOPIC_ORDER[sort];
  return [...topics].sort((a, b) => direction * compare(a, b) || a.id - b.id);
}

/** GET /api/konzessionsthemen: the topics in the caller's scope, archived ones included and flagged. */
export async function topics(
  db: Db,
  user: UserRow,
  query: ConcessionTopicsQuery,
): Promise<ConcessionTopic[]> {
  const scope = await communeScope(db, user, query.commune);
  const rows = await repo.listTopics(db, scope);
  return sortTopics(rows.map(toTopic), query.sort, query.order);
}

/** GET /api/konzessionsthemen/:id/history: newest first; another commune's topic is as unknown as a missing one. */
export async function topicHistory(db: Db, user: UserRow, topicId: number): Promise<TopicHistoryEntry[]> {
  const scope = await communeScope(db, user);
  if (!(await repo.topicInScope(db, topicId, scope))) {
    throw notFound('Das Konzessionsthema wurde nicht gefunden.', 'unknown_topic');
  }
  return (await repo.topicEntries(db, topicId)).map(toHistoryEntry);
}

/** The spec's commune order; communes it does not name come after, by name. */
const communeRank = new Map<string, number>(COMMUNE_NAMES.map((name, i) => [name, i]));
const rankOf = <T extends string>(list: readonly T[], value: T) => list.indexOf(value);

export function compareDocuments(a: KonzessionsabgabeDocument, b: KonzessionsabgabeDocument): number {
  const rankA = communeRank.get(a.kommune) ?? COMMUNE_NAMES.length;
  const rankB = communeRank.get(b.kommune) ?? COMMUNE_NAMES.length;
  return (
    b.jahr - a.jahr ||
    rankA - rankB ||
    german.compare(a.kommune, b.kommune) ||
    rankOf(DOCUMENT_TYPES, a.dokumenttyp) - rankOf(DOCUMENT_TYPES, b.dokumenttyp) ||
    rankOf(DOCUMENT_SPARTEN, a.sparte) - rankOf(DOCUMENT_SPARTEN, b.sparte) ||
    german.compare(a.titel, b.titel) ||
    a.osid.localeCompare(b.osid)
  );
}

/** A scope's whole document list in order, with its years and the answers built from it so far. */
interface ScopeDocuments {
  documents: KonzessionsabgabeDocument[];
  years: number[];
  /** Hash of the list: the same documents give the same ETags on every instance. */
  version: string;
  answers: AnswerCache;
}

/**
 * Each scope's list is kept and filtered and paged in memory, so the library answers in well under 50 ms
 * with thousands of documents. The import invalidates `documents` on every instance (lib/cache.ts); a
 * scope's list is rebuilt behind the previous one.
 */
export const DOCUMENTS_CACHE_MS = 60_000;
/** Pages, filters and their gzip per scope: a page of 24 documents is about 6 kB. */
const ANSWER_BYTES_PER_SCOPE = 2 * 1024 * 1024;
const documentsCache = createCache<string, ScopeDocuments>({
  name: 'concession-documents',
  maxEntries: 100,
  ttlMs: DOCUMENTS_CACHE_MS,
  staleWhileRevalidate: true,
  topics: () => ['documents', 'communes'],
});

/** Call after changing documents (once committed), so every instance lists them at once. */
export function forgetDocumentsCache(db: Db) {
  return invalidate(db, 'documents');
}

const scopeKey = (scope: CommuneScope) => (scope.all ? 'all' : `c${scope.communeId}`);

async function buildScopeDocuments(db: Db, scope: CommuneScope): Promise<ScopeDocuments> {
  const rows = await repo.listDocuments(db, scope);
  // Parsed through the contract once, so the served JSON has only the listed fields.
  const documents = rows.map((row) => KonzessionsabgabeDocumentSchema.parse(toDocument(row)));
  documents.sort(compareDocuments);
  const years = [...new Set(documents.map((document) => document.jahr))].sort((a, b) => b - a);
  const version = createHash('sha1').update(JSON.stringify(documents)).digest('base64url').slice(0, 20);
  return { documents, years, version, answers: new AnswerCache(ANSWER_BYTES_PER_SCOPE) };
}

/**
 * GET /api/enaio/testate: one page of the documents in the caller's scope that match the filters, the
 * number matching, and the years there are in the scope (newest first), as a prepared answer with ETag.
 */
export async function documentsPage(db: Db, user: UserRow, query: DocumentsQuery): Promise<JsonAnswer> {
  const scope = await communeScope(db, user, query.commune);
  const key = scopeKey(scope);
  const scoped = await documentsCache.get(db, key, () => buildScopeDocuments(db, scope));
  const type = query.dokumenttyp ? rankOf(DOCUMENT_TYPES, query.dokumenttyp) : '';
  const etag = `"${scoped.version}.${key}.${type}.${query.jahr ?? ''}.${query._start}.${query._limit}"`;
  return scoped.answers.get(etag, () => {
    const matching = scoped.documents.filter(
      (document) =>
        (query.dokumenttyp === undefined || document.dokumenttyp === query.dokumenttyp) &&
        (query.jahr === undefined || document.jahr === query.jahr),
    );
    const page = matching.slice(query._start, query._start + query._limit);
    return Buffer.from(JSON.stringify({ total: matching.length, years: scoped.years, documents: page }));
  });
}

export interface DocumentFile {
  fileName: string;
  mimeType: string;
  size: number;
  stream: Readable;
}

/**
 * GET /api/enaio/download: a document's file, looked up within the caller's scope, so another commune's
 * id answers 404 like an unknown one.
 */
export async function documentFile(
  db: Db,
  store: FileStore,
  log: FastifyBaseLogger,
  user: UserRow,
  osId: string,
): Promise<DocumentFile> {
  const scope = await communeScope(db, user);
  const document = await repo.documentInScope(db, osId, scope);
  if (!document) throw notFound('Das Dokument wurde nicht gefunden.', 'unknown_document');
  const file = await store.open(document.fileKey);
  if (!file) {
    log.warn({ osId, fileKey: document.fileKey }, 'concession document without its file');
    throw notFound('Die Datei dieses Dokuments ist nicht vorhanden.', 'missing_file');
  }
  return {
    fileName: `${document.titel}.pdf`,
    mimeType: document.mimeType,
    size: file.size,
    stream: file.stream,
  };
}
