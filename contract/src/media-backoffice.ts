import { z } from 'zod';

/**
 * The media library of the back office (decision 021): images and documents that editors upload once and
 * use in any content. The server checks a file's real type from its bytes; these are the limits and texts
 * the web shows before it uploads and the server enforces after.
 */

export const MEDIA_KINDS = ['image', 'document'] as const;
export const MediaKindSchema = z.enum(MEDIA_KINDS);
export type MediaKind = z.infer<typeof MediaKindSchema>;
export const MEDIA_KIND_LABELS: Record<MediaKind, string> = { image: 'Bild', document: 'Dokument' };

const MB = 1024 * 1024;
/** The largest image an editor may upload (before it is resized). */
export const IMAGE_MAX_BYTES = 10 * MB;
/** The largest document (PDF, DOCX, XLSX). */
export const DOCUMENT_MAX_BYTES = 25 * MB;
export const MEDIA_MAX_BYTES: Record<MediaKind, number> = {
  image: IMAGE_MAX_BYTES,
  document: DOCUMENT_MAX_BYTES,
};
/** Images larger than this many pixels are refused (a small file can unpack to a huge picture). */
export const IMAGE_MAX_PIXELS = 50_000_000;

/** What may be uploaded, by the real type found in the file's bytes; SVG is refused (decision 021). */
export const IMAGE_TYPES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};
export const DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
};
/** For the file picker's `accept`; the server decides by the bytes, not by this. */
export const MEDIA_ACCEPT = [
  ...Object.keys(IMAGE_TYPES),
  ...Object.keys(DOCUMENT_TYPES),
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.gif',
  '.pdf',
  '.docx',
  '.xlsx',
].join(',');

/**
 * The renditions every image is re-encoded into (WebP, metadata stripped), each fitted inside a square of
 * this many pixels and never enlarged: 'large' for header images (1600 × 400) and galleries (800 wide, twice
 * for sharp screens), 'small' for cards (about 400 wide) and portraits.
 */
export const IMAGE_RENDITIONS = { large: 1600, small: 640 } as const;
export type ImageRendition = keyof typeof IMAGE_RENDITIONS;

/** Media urls as content stores them, relative to the API base like every stored file url (spec 01 §7). */
export const MEDIA_URL_PREFIX = '/media/';

const megabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;
const list = (types: Record<string, string>) => Object.values(types).join(', ');

export const MEDIA_TEXTS = {
  noFile: 'Bitte wählen Sie eine Datei aus.',
  oneFile: 'Bitte laden Sie eine Datei auf einmal hoch.',
  brokenUpload:
    'Die Übertragung der Datei ist unvollständig oder fehlerhaft angekommen. Bitte laden Sie sie erneut hoch.',
  tooLarge: (kind: MediaKind) =>
    kind === 'image'
      ? `Das Bild ist zu groß: höchstens ${megabytes(IMAGE_MAX_BYTES)}.`
      : `Die Datei ist zu groß: Dokumente höchstens ${megabytes(DOCUMENT_MAX_BYTES)}, Bilder höchstens ${megabytes(IMAGE_MAX_BYTES)}.`,
  notAllowed: (name: string, found: string | null) =>
    `${found ? `Die Datei „${name}“ ist ihrem Inhalt nach ${found}` : `Der Inhalt der Datei „${name}“ ist kein bekanntes Format`} und wird nicht angenommen. ` +
    `Erlaubt sind Bilder (${list(IMAGE_TYPES)}) und Dokumente (${list(DOCUMENT_TYPES)}).`,
  svg: 'SVG-Grafiken werden nicht angenommen, weil sie Skripte enthalten können. Bitte laden Sie das Bild als PNG oder JPEG hoch.',
  unreadableImage: (name: string) =>
    `Das Bild „${name}“ lässt sich nicht lesen; die Datei ist beschädigt oder unvollständig.`,
  tooManyPixels: `Das Bild hat zu viele Bildpunkte (höchstens ${IMAGE_MAX_PIXELS / 1_000_000} Megapixel). Bitte verkleinern Sie es vor dem Hochladen.`,
  altRequired:
    'Bitte beschreiben Sie, was das Bild zeigt (Alternativtext), damit es auch für Menschen mit Screenreader verständlich ist.',
  inUse: (uses: string[]) =>
    `Die Datei wird noch verwendet und kann nicht gelöscht werden: ${uses.join(', ')}. Entfernen Sie sie dort zuerst.`,
  editedBySomeoneElse: (name: string) =>
    `Die Datei wurde inzwischen von ${name} geändert. Ihre Änderung wurde nicht gespeichert; bitte laden Sie sie neu.`,
};

/** The editable fields of a media file; the alt text is required for images, not for documents. */
export const MediaFieldsSchema = z
  .object({
    kind: MediaKindSchema,
    // A cleared input sends null: stored as '' (NOT NULL columns), as a missing or empty one always was.
    altText: z
      .string()
      .trim()
      .max(300, 'Höchstens 300 Zeichen.')
      .nullish()
      .transform((text) => text ?? ''),
    title: z
      .string()
      .trim()
      .max(200, 'Höchstens 200 Zeichen.')
      .nullish()
      .transform((text) => text ?? ''),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'image' && !value.altText)
      ctx.addIssue({ code: 'custom', path: ['altText'], message: MEDIA_TEXTS.altRequired });
  });
export type MediaFields = z.infer<typeof MediaFieldsSchema>;

/** The multipart fields that come with an upload; `kind` is decided by the server from the bytes. */
export const MEDIA_UPLOAD_FIELDS = { file: 'file', altText: 'altText', title: 'title' } as const;

/** One place that uses a file: a content entry whose fields or text hold the file's url. */
export const MediaUseSchema = z.object({
  /** The content type, e.g. 'news_posts'. */
  source: z.string(),
  /** German, e.g. 'Nachricht'. */
  label: z.string(),
  id: z.number().int(),
  title: z.string(),
});
export type MediaUse = z.infer<typeof MediaUseSchema>;

export const MediaRenditionSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});

/** A file of the library as the list and the form show it. */
export const MediaFileSchema = z.object({
  id: z.number().int(),
  kind: MediaKindSchema,
  /** What content stores (relative to the API base): the large rendition of an image, or the document. */
  url: z.string(),
  /** The small rendition of an image (cards, thumbnails); null for documents. */
  smallUrl: z.string().nullable(),
  mime: z.string(),
  /** The type the upload really was (image/png, application/pdf …). */
  originalMime: z.string(),
  fileName: z.string(),
  /** Bytes of the stored file (the large rendition of an image). */
  size: z.number().int(),
  /** The uploaded image's own size in pixels. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  renditions: z.record(z.string(), MediaRenditionSchema),
  altText: z.string(),
  title: z.string(),
  uploadedBy: z.string(),
  createdAt: z.string(),
  uses: z.array(MediaUseSchema),
});
export type MediaFile = z.infer<typeof MediaFileSchema>;

/** The name of a stored media file in its url: /media/<uuid>.<ext> or /media/<uuid>-<rendition>.webp. */
export const MEDIA_FILE_NAME =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(-small|-large)?\.[a-z]{3,4}$/;
export const MediaFileParamsSchema = z.object({
  name: z.string().regex(MEDIA_FILE_NAME, 'Diese Datei gibt es nicht.'),
});
