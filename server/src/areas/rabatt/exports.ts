import { pdfFileName, xlsxFileName } from '@kp/contract/rabatt-constants';
import type { UserRow } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import { renderRabattPdf } from './export-pdf.ts';
import type { RabattExport } from './export-types.ts';
import { renderRabattXlsx } from './export-xlsx.ts';
import { type RowChoice, rowsMatching, snapshotOf } from './list.ts';
import { authorize } from './policy.ts';
import { toExportRow } from './present.ts';
import { type ListScope, listScopeOf } from './scope.ts';
import * as statusRepo from './status-repo.ts';

/** Kommunalrabatt: the PDF and XLSX exports. */

export interface ExportFile {
  body: Buffer;
  fileName: string;
  contentType: string;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The newest step into 'Abgeschlossen' of a closed list: the PDF names when and by whom it was accepted. */
async function acceptanceOf(db: Db, scope: ListScope) {
  if (scope.status !== 'Abgeschlossen') return null;
  const step = (await statusRepo.statusHistory(db, scope.communeId, scope.year)).find(
    (entry) => entry.after.status === 'Abgeschlossen',
  );
  return step ? { at: step.changedAt, by: step.userName } : null;
}

/**
 * GET /api/lieferstellen/export/:commune/:year: the PDF of the whole list (the document the commune
 * accepts), or the xlsx of the rows of the current Sparten and filter, like the CSV (decision 010).
 */
export async function exportList(
  db: Db,
  user: UserRow,
  params: { commune: string; year: number },
  query: RowChoice & { format: 'pdf' | 'xlsx' },
): Promise<ExportFile> {
  const scope = await listScopeOf(db, user, params.commune, params.year);
  const pdf = query.format === 'pdf';
  if (!pdf) authorize(scope.user, { do: 'filter', filter: query.filter }, scope);
  const snapshot = await snapshotOf(db, scope);
  const rows = pdf ? snapshot.rows : rowsMatching(snapshot, query, user.id);
  const data: RabattExport = {
    commune: scope.commune,
    year: scope.year,
    status: scope.status,
    generatedAt: new Date(),
    accepted: pdf ? await acceptanceOf(db, scope) : null,
    rows: rows.map((row) => toExportRow(row.item)),
  };
  return pdf
    ? {
        body: await renderRabattPdf(data),
        fileName: pdfFileName(scope.commune, scope.year),
        contentType: 'application/pdf',
      }
    : {
        body: await renderRabattXlsx(data),
        fileName: xlsxFileName(scope.commune, scope.year),
        contentType: XLSX_TYPE,
      };
}
