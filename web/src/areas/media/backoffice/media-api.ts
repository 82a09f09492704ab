import { API_BASE, API_TIMEOUT_MS, fileUrl } from '@kp/contract/api-base';
import type { BackofficeEntry } from '@kp/contract/backoffice';
import { MEDIA_UPLOAD_FIELDS, type MediaFile, type MediaKind } from '@kp/contract/media-backoffice';
import { sessionClock } from '../../../app/session-clock.ts';

/** A refused upload: the server's German message, and one message per field where it named fields. */
export class MediaUploadError extends Error {
  readonly status: number;
  readonly fields: Record<string, string>;
  constructor(status: number, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.fields = fields;
  }
}

const FALLBACK = 'Die Verbindung zum Server ist fehlgeschlagen. Bitte versuchen Sie es erneut.';

/** Uploads one file to the media library (multipart); the server decides its kind from its bytes. */
export async function uploadMedia(
  file: File,
  fields: { altText: string; title: string },
): Promise<MediaFile> {
  const form = new FormData();
  form.set(MEDIA_UPLOAD_FIELDS.altText, fields.altText);
  form.set(MEDIA_UPLOAD_FIELDS.title, fields.title);
  form.set(MEDIA_UPLOAD_FIELDS.file, file, file.name);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/backoffice/media`, {
      method: 'POST',
      credentials: 'same-origin',
      body: form,
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch {
    throw new MediaUploadError(0, FALLBACK);
  }
  sessionClock.noteResponse(response);
  const body = (await response.json().catch(() => ({}))) as Partial<BackofficeEntry> & {
    message?: string;
    fields?: Record<string, string>;
  };
  if (!response.ok) throw new MediaUploadError(response.status, body.message ?? FALLBACK, body.fields);
  return body.record as unknown as MediaFile;
}

/** The kind the browser guesses from the chosen file; the server checks the bytes and has the last word. */
export const guessKind = (file: File | null): MediaKind =>
  file && (file.type.startsWith('image/') || /\.(jpe?g|png|webp|gif)$/i.test(file.name))
    ? 'image'
    : 'document';

const numberFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
/** '2,4 MB', '830 kB', '512 Byte'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${numberFormat.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${numberFormat.format(bytes / 1024)} kB`;
  return `${bytes} Byte`;
}

/** The address a stored media url is served under. */
export const mediaSrc = (url: string | null | undefined) => fileUrl(url) ?? undefined;
