import type { UploadReport } from '@kp/contract/rabatt-backoffice';
import { rabattEndpoints as rabatt } from '@kp/contract/rabatt-endpoints';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, call } from '../../app/api-client.ts';

// The calls of the year start and the marktlokationen upload (issue 16 item 11): the chosen file goes as the
// request body (text/csv, or an Excel workbook); a refused file answers every bad row with its line.

/** A file the server refused: every problem on its own line, nothing was written. */
export class FileRefusedError extends Error {
  readonly lines: string[];
  constructor(message: string, lines: string[]) {
    super(message);
    this.lines = lines;
  }
}

export const yearStartCommunesQuery = () =>
  queryOptions({
    queryKey: ['rabatt', 'year-start', 'communes'],
    queryFn: () => call(rabatt.yearStartCommunes),
    staleTime: 10 * 60_000,
  });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const isExcel = (file: File) => file.name.toLowerCase().endsWith('.xlsx') || file.type === XLSX_TYPE;

export type UploadTarget = 'year-start' | 'marktlokationen';

/** Sends the file; the report, or FileRefusedError with the lines, or ApiError. */
export async function uploadRabattFile(
  target: UploadTarget,
  file: File,
  query: { year?: number; commune?: string; dryRun: boolean },
): Promise<UploadReport> {
  const options = { headers: { 'content-type': isExcel(file) ? XLSX_TYPE : 'text/csv; charset=utf-8' } };
  const dryRun = query.dryRun ? ('true' as const) : undefined;
  try {
    return target === 'year-start'
      ? await call(
          rabatt.startYear,
          { query: { year: query.year, commune: query.commune, dryRun }, body: file },
          options,
        )
      : await call(rabatt.uploadMalos, { query: { commune: query.commune, dryRun }, body: file }, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.lines) {
      throw new FileRefusedError(error.message, error.lines);
    }
    throw error;
  }
}
