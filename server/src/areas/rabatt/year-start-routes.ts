import {
  MaloUploadQuerySchema,
  UPLOAD_MAX_BYTES,
  UploadErrorSchema,
  UploadReportSchema,
  YearStartQuerySchema,
} from '@kp/contract/rabatt-backoffice';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import { communeNames, refusal, startYear, UploadRefused, uploadMalos } from './year-start.ts';
import { isXlsx, xlsxToCsv } from './year-start-xlsx.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Issue 16 item 11: the Kommunalrabatt year start and the marktlokationen upload. Utility employees and
// admins ('employeeOrAdmin'); editors edit content, not the discount process. The file is the request body
// (text/csv, as the dialog sends it); the answer lists every bad row with its line, or what was done.

const config = { access: 'employeeOrAdmin' } as const;
const tags = ['rabatt'];

/** A bad file (every row with its line), or a bad query as the app answers it (a message per field). */
const BadRequestSchema = UploadErrorSchema.partial({ errors: true }).extend({
  fields: z.record(z.string(), z.string()).optional(),
});

/** The body as the file's text; anything that is not text (a JSON object) is no file. */
const FileBodySchema = z.unknown();

/** The file as CSV text: a CSV as it is, an xlsx's first sheet converted (year-start-xlsx.ts). */
const textOf = async (body: unknown) => {
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) {
    if (!isXlsx(body)) return body.toString('utf8');
    try {
      return await xlsxToCsv(body);
    } catch {
      throw new UploadRefused([
        'Die Excel-Datei lässt sich nicht lesen. Bitte als .xlsx oder als CSV speichern.',
      ]);
    }
  }
  throw new UploadRefused(['Bitte laden Sie eine CSV- oder Excel-Datei (.xlsx) hoch.']);
};

export const yearStartRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Excel's CSV and the browser's file as text; only in this plugin.
  for (const type of ['text/csv', 'application/csv', 'application/vnd.ms-excel']) {
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: UPLOAD_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
  }
  for (const type of [XLSX_TYPE, 'application/octet-stream']) {
    app.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_req, body, done) =>
      done(null, body),
    );
  }

  app.get(
    '/lieferstellen/year-start/communes',
    {
      config,
      schema: {
        tags,
        summary: 'Alle Kommunen, für die der Dialog ein Jahr starten oder Marktlokationen hochladen kann',
        response: { 200: z.array(z.string()) },
      },
    },
    async () => communeNames(db),
  );

  app.post(
    '/lieferstellen/year-start',
    {
      config,
      bodyLimit: UPLOAD_MAX_BYTES,
      schema: {
        tags,
        summary:
          'Startet ein Kommunalrabatt-Jahr aus der hochgeladenen Lieferstellenliste (CSV) für eine Kommune oder alle in der Datei; alles oder nichts',
        querystring: YearStartQuerySchema,
        body: FileBodySchema,
        response: { 200: UploadReportSchema, 400: BadRequestSchema },
      },
    },
    async (request, reply) => {
      try {
        return await startYear(db, currentUser(request), request.query.year, {
          text: await textOf(request.body),
          commune: request.query.commune,
          dryRun: request.query.dryRun,
        });
      } catch (error) {
        if (error instanceof UploadRefused) return reply.code(400).send(refusal(error));
        throw error;
      }
    },
  );

  app.post(
    '/lieferstellen/marktlokationen',
    {
      config,
      bodyLimit: UPLOAD_MAX_BYTES,
      schema: {
        tags,
        summary:
          'Ersetzt die verfügbaren Marktlokationen einer Kommune oder aller in der Datei aus einer CSV-Datei; alles oder nichts',
        querystring: MaloUploadQuerySchema,
        body: FileBodySchema,
        response: { 200: UploadReportSchema, 400: BadRequestSchema },
      },
    },
    async (request, reply) => {
      try {
        return await uploadMalos(db, currentUser(request), {
          text: await textOf(request.body),
          commune: request.query.commune,
          dryRun: request.query.dryRun,
        });
      } catch (error) {
        if (error instanceof UploadRefused) return reply.code(400).send(refusal(error));
        throw error;
      }
    },
  );
};
