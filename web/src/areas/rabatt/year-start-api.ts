import type { UploadReport } from '@kp/contract/rabatt-backoffice';
import { rabattEndpoints as rabatt } from '@kp/contract/rabatt-endpoints';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../app/api-client.ts';

// The calls of the year start and the marktlokationen upload (decision 020): the chosen file goes as the
// request body (text/csv, or an Excel workbook); a refused file answers every bad row with its line.

export const yearStartCommunesQuery = () =>
  queryOptions({
    queryKey: ['rabatt', 'year-start', 'communes'],
    queryFn: () => call(rabatt.yearStartCommunes),
    staleTime: 10 * 60_000,
  });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const isExcel = (file: File) => file.name.toLowerCase().endsWith('.xlsx') || file.type === XLSX_TYPE;

export type UploadTarget = 'year-start' | 'marktlokationen';

/** Sends the file: the report, or an ApiError (for a refused file with each bad row in `lines`). */
export async function uploadRabattFile(
  target: UploadTarget,
  file: File,
  query: { year?: number; commune?: string; dryRun: boolean },
): Promise<UploadReport> {
  const options = { headers: { 'content-type': isExcel(file) ? XLSX_TYPE : 'text/csv; charset=utf-8' } };
  const dryRun = query.dryRun ? ('true' as const) : undefined;
  return target === 'year-start'
    ? call(
        rabatt.startYear,
        { query: { year: query.year, commune: query.commune, dryRun }, body: file },
        options,
      )
    : call(rabatt.uploadMalos, { query: { commune: query.commune, dryRun }, body: file }, options);
}
