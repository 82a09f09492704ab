import { API_BASE } from '@kp/contract/api-base';
import type { UploadError, UploadReport } from '@kp/contract/rabatt-backoffice';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../app/api-client.ts';

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
    queryFn: () => api<string[]>('/lieferstellen/year-start/communes'),
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
  const url = new URL(`${API_BASE}/lieferstellen/${target}`, window.location.origin);
  if (query.year !== undefined) url.searchParams.set('year', String(query.year));
  if (query.commune) url.searchParams.set('commune', query.commune);
  if (query.dryRun) url.searchParams.set('dryRun', 'true');
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': isExcel(file) ? XLSX_TYPE : 'text/csv; charset=utf-8' },
      body: file,
    });
  } catch {
    throw new ApiError(
      0,
      'network',
      'Die Verbindung zum Server ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    );
  }
  const data = (await response.json().catch(() => ({}))) as Partial<UploadError> & Partial<UploadReport>;
  if (response.ok) return data as UploadReport;
  if (response.status === 400 && Array.isArray(data.errors)) {
    throw new FileRefusedError(data.message ?? 'Die Datei ist ungültig.', data.errors);
  }
  throw new ApiError(
    response.status,
    data.error ?? 'error',
    data.message ?? 'Die Datei konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.',
  );
}
