import { UPLOAD_MAX_BYTES } from '@kp/contract/rabatt-backoffice';
import { rabattEndpoints as api } from '@kp/contract/rabatt-endpoints';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guards.ts';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/endpoint.ts';
import { uploadMalos } from './malo-upload.ts';
import { communeNames, startYear } from './year-start.ts';
import { refusal, UploadRefused } from './year-start-parse.ts';
import { isXlsx, xlsxToCsv } from './year-start-xlsx.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Decision 020: the Kommunalrabatt year start and the marktlokationen upload. Utility employees and
// admins ('employeeOrAdmin'); editors edit content, not the discount process. The file is the request body
// (text/csv, as the dialog sends it); the answer lists every bad row with its line, or what was done.

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

export async function yearStartRoutes(app: FastifyInstance, { db }: { db: Db }) {
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

  route(app, api.yearStartCommunes, () => communeNames(db));

  route(
    app,
    api.startYear,
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
    { bodyLimit: UPLOAD_MAX_BYTES },
  );

  route(
    app,
    api.uploadMalos,
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
    { bodyLimit: UPLOAD_MAX_BYTES },
  );
}
