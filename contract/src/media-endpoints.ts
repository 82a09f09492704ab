import { z } from 'zod';
import {
  BackofficeEntrySchema,
  BackofficeIdParamsSchema,
  BackofficeListQuerySchema,
  RevisionHeadersSchema,
} from './backoffice.ts';
import { defineEndpoint } from './endpoint.ts';
import { MediaFileParamsSchema, MediaFileSchema } from './media-backoffice.ts';

// The media library (decision 021): back-office routes in the shape of the generic content types (list,
// read, save with revision, delete), so the back office's data provider serves them, plus the upload; and
// the files themselves for every confirmed user, since portal content shows them.

const editor = { access: 'editor', tags: ['backoffice'] } as const;
const BASE = '/backoffice/media';

export const mediaEndpoints = {
  list: defineEndpoint({
    ...editor,
    method: 'GET',
    path: BASE,
    summary: 'Eine Seite der Mediathek: Suche, Filter, Sortierung',
    query: BackofficeListQuerySchema,
    answers: { 200: z.object({ items: z.array(MediaFileSchema), total: z.number().int() }) },
  }),
  read: defineEndpoint({
    ...editor,
    method: 'GET',
    path: `${BASE}/:id`,
    summary: 'Eine Datei der Mediathek mit ihrer Revision',
    params: BackofficeIdParamsSchema,
    answers: { 200: BackofficeEntrySchema },
  }),
  create: defineEndpoint({
    ...editor,
    method: 'POST',
    path: BASE,
    summary: 'Lädt ein Bild oder Dokument hoch (multipart: file, altText, title)',
    body: 'multipart',
    answers: { 200: BackofficeEntrySchema },
  }),
  update: defineEndpoint({
    ...editor,
    method: 'PUT',
    path: `${BASE}/:id`,
    summary: 'Speichert Titel und Alternativtext einer Datei (mit Revision)',
    params: BackofficeIdParamsSchema,
    headers: RevisionHeadersSchema,
    body: z.record(z.string(), z.unknown()),
    answers: { 200: BackofficeEntrySchema },
  }),
  remove: defineEndpoint({
    ...editor,
    method: 'DELETE',
    path: `${BASE}/:id`,
    summary: 'Löscht eine Datei, die nirgends verwendet wird',
    params: BackofficeIdParamsSchema,
    answers: { 200: z.object({ id: z.number() }) },
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/media/:name',
    access: 'confirmed',
    tags: ['media'],
    summary: 'Eine Datei der Mediathek (zufälliger Name, ein Jahr im Browser gespeichert)',
    params: MediaFileParamsSchema,
    answers: { 200: 'file' },
  }),
};
