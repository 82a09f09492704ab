import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ImportJobParamsSchema, ImportJobSchema, ImportKindParamsSchema } from './rabatt-backoffice.ts';

// The three command-line imports in the back office, for admins (decision 020). The file is the raw request
// body; the answer is a job to poll until it is 'fertig' or 'fehler'.

const admin = { access: 'admin', tags: ['backoffice'] } as const;

export const importsEndpoints = {
  list: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/backoffice/imports',
    summary: 'Die letzten Importe aus dem Backoffice, der neueste zuerst',
    answers: { 200: z.array(ImportJobSchema) },
  }),
  start: defineEndpoint({
    ...admin,
    method: 'POST',
    path: '/backoffice/imports/:kind',
    summary:
      'Startet einen Import (contracts: JSON, documents: ZIP mit CSV und PDF-Dateien, consumption: CSV) mit den Prüfungen von npm run import',
    params: ImportKindParamsSchema,
    query: z.object({ fileName: z.string().trim().max(200).optional() }),
    body: 'file',
    answers: { 202: ImportJobSchema },
  }),
  job: defineEndpoint({
    ...admin,
    method: 'GET',
    path: '/backoffice/imports/:id',
    summary: 'Der Stand eines Imports: Phase und, wenn er fertig ist, die Zeilen seines Berichts',
    params: ImportJobParamsSchema,
    // Polled while it runs: never from a cache.
    cache: 'no-store',
    answers: { 200: ImportJobSchema },
  }),
};
