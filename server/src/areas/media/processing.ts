import {
  DOCUMENT_TYPES,
  IMAGE_MAX_PIXELS,
  IMAGE_RENDITIONS,
  IMAGE_TYPES,
  type ImageRendition,
  MEDIA_MAX_BYTES,
  MEDIA_TEXTS,
  type MediaKind,
} from '@kp/contract/media-backoffice';
import { badRequest, HttpError } from '../../http/errors.ts';

// Loaded on the first upload, not at start: sharp's native library and file-type's detectors are large
// and only editors' uploads need them (as the xlsx writer).
const loadFileType = () => import('file-type');
const loadSharp = async () => (await import('sharp')).default;

/** What an upload really is, found from its bytes: never from its name or the Content-Type it came with. */
export interface DetectedType {
  kind: MediaKind;
  mime: string;
  /** The extension the stored document gets (pdf, docx, xlsx). */
  ext: string;
}

/** Text that opens like XML or SVG: file-type names no type for it, but it deserves its own message. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^<(\?xml|svg|!doctype svg|!--)/i.test(head) && /<svg[\s>]/i.test(head);
}

export const tooLarge = (kind: MediaKind) => new HttpError(413, 'file_too_large', MEDIA_TEXTS.tooLarge(kind));

/** The real type of an upload, or a German 400 naming what it is when it is none the library takes. */
export async function detectType(bytes: Uint8Array, fileName: string): Promise<DetectedType> {
  // SVG is text (file-type calls it XML or nothing) and may carry scripts: refused (decision 021).
  if (looksLikeSvg(bytes)) throw badRequest(MEDIA_TEXTS.svg, 'svg_refused');
  const { fileTypeFromBuffer } = await loadFileType();
  const found = await fileTypeFromBuffer(bytes);
  if (!found) throw badRequest(MEDIA_TEXTS.notAllowed(fileName, null), 'type_refused');
  const detected: DetectedType | null =
    found.mime in IMAGE_TYPES
      ? { kind: 'image', mime: found.mime, ext: found.ext }
      : found.mime in DOCUMENT_TYPES
        ? { kind: 'document', mime: found.mime, ext: found.ext }
        : null;
  if (!detected) {
    throw badRequest(
      MEDIA_TEXTS.notAllowed(fileName, `eine ${found.ext.toUpperCase()}-Datei (${found.mime})`),
      'type_refused',
    );
  }
  if (bytes.byteLength > MEDIA_MAX_BYTES[detected.kind]) throw tooLarge(detected.kind);
  return detected;
}

export interface ProcessedImage {
  /** The uploaded image's size, turned upright as its EXIF orientation says. */
  width: number;
  height: number;
  renditions: Record<ImageRendition, { bytes: Buffer; width: number; height: number }>;
}

/**
 * Re-encodes an image into the library's renditions (WebP, each fitted inside its box, never enlarged).
 * Decoding and encoding anew drops whatever the file carried besides the picture: EXIF (camera, GPS
 * position), XMP, comments, embedded scripts or appended data. The orientation is applied first, so
 * a photo stands as it was taken.
 */
export async function processImage(bytes: Uint8Array, fileName: string): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const options = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'warning' as const };
  let width: number;
  let height: number;
  try {
    const meta = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
    if (meta.width * meta.height > IMAGE_MAX_PIXELS)
      throw badRequest(MEDIA_TEXTS.tooManyPixels, 'too_many_pixels');
    width = meta.autoOrient?.width ?? meta.width;
    height = meta.autoOrient?.height ?? meta.height;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(MEDIA_TEXTS.unreadableImage(fileName), 'image_unreadable');
  }
  const renditions = {} as ProcessedImage['renditions'];
  try {
    for (const [name, box] of Object.entries(IMAGE_RENDITIONS) as [ImageRendition, number][]) {
      const { data, info } = await sharp(bytes, options)
        .autoOrient()
        .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      renditions[name] = { bytes: data, width: info.width, height: info.height };
    }
  } catch {
    throw badRequest(MEDIA_TEXTS.unreadableImage(fileName), 'image_unreadable');
  }
  return { width, height, renditions };
}
