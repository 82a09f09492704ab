import { importsEndpoints as imports } from '@kp/contract/imports-endpoints';
import type { ImportJob, ImportKind } from '@kp/contract/rabatt-backoffice';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, call, endpointUrl } from '../../../app/api-client.ts';

// The back-office imports (decision 020): the upload with the browser's progress events, then the job
// polled until it is done.

const ROOT = ['backoffice', 'imports'] as const;
const DONE = new Set(['fertig', 'fehler']);

export const isFinished = (job: ImportJob) => DONE.has(job.phase);

export const importJobsQuery = () =>
  queryOptions({ queryKey: [...ROOT, 'list'], queryFn: () => call(imports.list) });

/** One job, asked again every second until it is done. */
export const importJobQuery = (id: string) =>
  queryOptions({
    queryKey: [...ROOT, 'job', id],
    queryFn: () => call(imports.job, { params: { id } }, { background: true }),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data) ? false : 1000),
  });

/** Sends the file; `onProgress` gets the share uploaded (0 to 1). */
export function uploadImport(
  kind: ImportKind,
  file: File,
  onProgress: (share: number) => void,
): Promise<ImportJob> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    // XMLHttpRequest for the upload's progress events, which fetch does not give.
    request.open(
      imports.start.method,
      endpointUrl(imports.start, { params: { kind }, query: { fileName: file.name }, body: file }),
    );
    request.withCredentials = true;
    request.setRequestHeader('content-type', 'application/octet-stream');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: Partial<ImportJob> & { error?: string; message?: string } = {};
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: the status says enough.
      }
      if (request.status === 202) resolve(body as ImportJob);
      else
        reject(
          new ApiError(
            request.status,
            body.error ?? 'error',
            body.message ?? 'Die Datei konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.',
          ),
        );
    };
    request.onerror = () =>
      reject(
        new ApiError(
          0,
          'network',
          'Die Verbindung zum Server ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
        ),
      );
    request.send(file);
  });
}
