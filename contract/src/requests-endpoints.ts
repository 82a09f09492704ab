import { RevisionHeadersSchema } from './backoffice.ts';
import { defineEndpoint } from './endpoint.ts';
import {
  RequestEntrySchema,
  RequestExportQuerySchema,
  RequestIdParamsSchema,
  RequestListQuerySchema,
  RequestListSchema,
  RequestUpdateSchema,
} from './requests.ts';

// The requests inbox of the back office (decision 019): editors and admins, in the shape of a content type
// so the data provider serves it.

const editor = { access: 'editor', tags: ['backoffice'] } as const;
const BASE = '/backoffice/requests';

const update = {
  ...editor,
  path: `${BASE}/:id`,
  summary:
    'Status und Notiz einer Anfrage setzen (mit der gelesenen Revision; 409, wenn jemand anderes sie inzwischen geändert hat)',
  params: RequestIdParamsSchema,
  headers: RevisionHeadersSchema,
  body: RequestUpdateSchema,
  answers: { 200: RequestEntrySchema },
} as const;

export const requestsEndpoints = {
  list: defineEndpoint({
    ...editor,
    method: 'GET',
    path: BASE,
    summary: 'Eingegangene Anfragen aller Arten: Suche, Filter nach Art und Status, Sortierung, Seiten',
    query: RequestListQuerySchema,
    answers: { 200: RequestListSchema },
  }),
  export: defineEndpoint({
    ...editor,
    method: 'GET',
    path: `${BASE}/export`,
    summary: 'Die Anfragen mit den Filtern der Liste als CSV (;, UTF-8 mit BOM) oder XLSX',
    query: RequestExportQuerySchema,
    answers: { 200: 'file' },
  }),
  read: defineEndpoint({
    ...editor,
    method: 'GET',
    path: `${BASE}/:id`,
    summary: 'Eine Anfrage mit allen Angaben, ihrem Status, der Notiz und wer sie bearbeitet hat',
    params: RequestIdParamsSchema,
    answers: { 200: RequestEntrySchema },
  }),
  /** PATCH as the API says; */
  patch: defineEndpoint({ ...update, method: 'PATCH' }),
  /** PUT too, as the back office's data provider saves every record with PUT. */
  update: defineEndpoint({ ...update, method: 'PUT' }),
};
