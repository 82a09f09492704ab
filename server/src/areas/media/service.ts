import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { BackofficeEntry, BackofficeListQuery } from '@kp/contract/backoffice';
import {
  MEDIA_TEXTS,
  MEDIA_URL_PREFIX,
  MediaFieldsSchema,
  type MediaFile,
  type MediaUse,
} from '@kp/contract/media-backoffice';
import type { UserRow } from '../../auth/sessions.ts';
import { audit, displayName } from '../../backoffice/service.ts';
import type { Db } from '../../db/client.ts';
import type { mediaFiles, StoredRendition } from '../../db/schema/index.ts';
import { checkedKey, type FileStore } from '../../files/store.ts';
import { MEDIA_FOLDER, unfinishedWrites } from '../../files/sweep.ts';
import { attachmentHeader } from '../../http/attachment.ts';
import { conflict, invalidFields, notFound } from '../../http/errors.ts';
import { detectType, processImage } from './processing.ts';
import * as repo from './repo.ts';
import { describeUse, usesOf } from './usage.ts';

/** The resource name of the library in routes and the audit log. */
export const MEDIA_RESOURCE = 'media';

const urlOf = (key: string) => `${MEDIA_URL_PREFIX}${key.slice(MEDIA_FOLDER.length + 1)}`;

function toRecord(row: repo.MediaRow, uses: MediaUse[]): MediaFile {
  const renditions = Object.fromEntries(
    Object.entries(row.renditions).map(([name, r]) => [
      name,
      { url: urlOf(r.key), width: r.width, height: r.height, size: r.size },
    ]),
  );
  return {
    id: row.id,
    kind: row.kind,
    url: urlOf(row.fileKey),
    smallUrl: row.renditions.small ? urlOf(row.renditions.small.key) : null,
    mime: row.mime,
    originalMime: row.originalMime,
    fileName: row.fileName,
    size: row.size,
    width: row.width,
    height: row.height,
    renditions,
    altText: row.altText,
    title: row.title,
    uploadedBy: row.uploadedByName,
    createdAt: row.createdAt.toISOString(),
    uses,
  };
}

function entryOf(row: repo.MediaRow, uses: MediaUse[]): BackofficeEntry {
  return {
    record: toRecord(row, uses),
    revision: row.revision,
    updatedBy: row.updatedByName ?? row.uploadedByName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function list(db: Db, query: BackofficeListQuery) {
  const { rows, total } = await repo.listMedia(db, query);
  const uses = await usesOf(
    db,
    rows.map((row) => row.token),
  );
  return { items: rows.map((row) => toRecord(row, uses.get(row.token) ?? [])), total };
}

export async function read(db: Db, id: number): Promise<BackofficeEntry> {
  const row = await repo.mediaById(db, id);
  if (!row) throw notFound('Diese Datei gibt es nicht.');
  const uses = await usesOf(db, [row.token]);
  return entryOf(row, uses.get(row.token) ?? []);
}

export interface Upload {
  fileName: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

/** The name a file keeps for its download: no path, no control characters, not too long. */
const cleanFileName = (name: string) =>
  (
    name
      .split(/[\\/]/)
      .pop()
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      ?.replace(/[\u0000-\u001f\u007f"]/g, '')
      .trim() || 'datei'
  ).slice(0, 200);

/**
 * Takes an upload: its real type from the bytes, the fields checked (an image needs an alt text), an image
 * re-encoded into its renditions, the files written and the row and audit line committed together.
 */
export async function upload(db: Db, files: FileStore, user: UserRow, input: Upload) {
  const fileName = cleanFileName(input.fileName);
  const type = await detectType(input.bytes, fileName);
  const fields = MediaFieldsSchema.safeParse({ ...input.fields, kind: type.kind });
  if (!fields.success) throw invalidFields(fields.error.issues);

  const token = randomUUID();
  const toWrite: { key: string; bytes: Buffer }[] = [];
  let values: Omit<typeof mediaFiles.$inferInsert, 'uploadedByName'>;
  if (type.kind === 'image') {
    const image = await processImage(input.bytes, fileName);
    const renditions: Record<string, StoredRendition> = {};
    for (const [name, rendition] of Object.entries(image.renditions)) {
      const key = checkedKey(`${MEDIA_FOLDER}/${token}-${name}.webp`);
      renditions[name] = {
        key,
        width: rendition.width,
        height: rendition.height,
        size: rendition.bytes.byteLength,
      };
      toWrite.push({ key, bytes: rendition.bytes });
    }
    values = {
      token,
      kind: 'image',
      fileKey: renditions.large.key,
      mime: 'image/webp',
      originalMime: type.mime,
      fileName,
      size: renditions.large.size,
      width: image.width,
      height: image.height,
      renditions,
      altText: fields.data.altText,
      title: fields.data.title,
    };
  } else {
    const key = checkedKey(`${MEDIA_FOLDER}/${token}.${type.ext}`);
    toWrite.push({ key, bytes: input.bytes });
    values = {
      token,
      kind: 'document',
      fileKey: key,
      mime: type.mime,
      originalMime: type.mime,
      fileName: nameForType(fileName, type.ext),
      size: input.bytes.byteLength,
      width: null,
      height: null,
      renditions: {},
      altText: fields.data.altText,
      title: fields.data.title,
    };
  }

  for (const { key } of toWrite) unfinishedWrites.add(key);
  try {
    const row = await db.transaction(async (tx) => {
      // On PostgreSQL the files are rows of this transaction: they exist only if it commits.
      const store = files.within(tx);
      for (const { key, bytes } of toWrite) await store.put(key, bytes);
      const row = await repo.insertMedia(tx, {
        ...values,
        uploadedBy: user.id,
        uploadedByName: displayName(user),
      });
      await audit(tx, user, {
        action: 'upload',
        resource: MEDIA_RESOURCE,
        entityId: row.id,
        summary: fileName,
      });
      return row;
    });
    return entryOf(row, []);
  } catch (error) {
    // The folder store wrote outside the transaction: take back what the failed upload left.
    if (files.kind === 'folder') for (const { key } of toWrite) await files.remove(key).catch(() => {});
    throw error;
  } finally {
    for (const { key } of toWrite) unfinishedWrites.delete(key);
  }
}

/** Saves the alt text and title; a save by someone else since the editor loaded the file is refused. */
export async function update(db: Db, id: number, body: unknown, revision: number, user: UserRow) {
  await db.transaction(async (tx) => {
    const row = await repo.lockMedia(tx, id);
    if (!row) throw notFound('Diese Datei gibt es nicht.');
    if (row.revision !== revision) {
      throw conflict(
        MEDIA_TEXTS.editedBySomeoneElse(row.updatedByName ?? row.uploadedByName),
        'edited_by_someone_else',
      );
    }
    const fields = MediaFieldsSchema.safeParse({
      ...(body && typeof body === 'object' ? body : {}),
      kind: row.kind,
    });
    if (!fields.success) throw invalidFields(fields.error.issues);
    await repo.updateMedia(tx, id, {
      altText: fields.data.altText,
      title: fields.data.title,
      revision: row.revision + 1,
      updatedByName: displayName(user),
    });
    await audit(tx, user, {
      action: 'update',
      resource: MEDIA_RESOURCE,
      entityId: id,
      summary: row.fileName,
    });
  });
  return read(db, id);
}

/** Deletes a file no content uses; one in use is refused with 409 naming where it is used. */
export async function remove(db: Db, files: FileStore, id: number, user: UserRow) {
  const keys = await db.transaction(async (tx) => {
    const row = await repo.lockMedia(tx, id);
    if (!row) throw notFound('Diese Datei gibt es nicht.');
    const uses = (await usesOf(tx, [row.token])).get(row.token) ?? [];
    if (uses.length) throw conflict(MEDIA_TEXTS.inUse(uses.map(describeUse)), 'media_in_use');
    await repo.deleteMedia(tx, id);
    await audit(tx, user, {
      action: 'delete',
      resource: MEDIA_RESOURCE,
      entityId: id,
      summary: row.fileName,
    });
    const keys = [row.fileKey, ...Object.values(row.renditions).map((r) => r.key)];
    const unique = [...new Set(keys)];
    // On PostgreSQL the files go with the row, in the same transaction.
    if (files.kind === 'database') for (const key of unique) await files.within(tx).remove(key);
    return unique;
  });
  // The folder store removes after the commit: a failure here leaves an orphan the sweep removes.
  if (files.kind === 'folder') for (const key of keys) await files.remove(key);
  return { id };
}

export interface OpenedMedia {
  stream: Readable;
  size: number;
  mime: string;
  /** A document downloads under its own name; an image shows inline. */
  disposition: string;
  etag: string;
}

/** An extension as people and systems read one: a letter, then up to seven letters or digits. */
const EXTENSION = /\.[a-z][a-z0-9]{0,7}$/i;

/**
 * The name a document is saved under, ending in the extension of its real type: a PDF uploaded as
 * 'report.html' (a PDF/HTML polyglot) downloads as 'report.pdf', not as a page the browser would render, and
 * 'bericht.pdf.exe' as 'bericht.pdf'. A name without an extension gets one.
 */
export function nameForType(fileName: string, ext: string): string {
  const own = fileName.match(EXTENSION)?.[0];
  if (own?.toLowerCase() === `.${ext}`) return fileName;
  const stem = own ? fileName.slice(0, -own.length) : fileName;
  return stem.toLowerCase().endsWith(`.${ext}`) ? stem : `${stem}.${ext}`;
}

/** A stored file by the name in its url, or null when there is none. */
export async function open(
  db: Db,
  files: FileStore,
  name: string,
  token: string,
): Promise<OpenedMedia | null> {
  const row = await repo.mediaByToken(db, token);
  if (!row) return null;
  const key = `${MEDIA_FOLDER}/${name}`;
  const isRendition = Object.values(row.renditions).some((rendition) => rendition.key === key);
  if (key !== row.fileKey && !isRendition) return null;
  const file = await files.open(key);
  if (!file) return null;
  return {
    ...file,
    mime: row.kind === 'image' ? 'image/webp' : row.mime,
    // The stored key ends in the type found from the bytes (also for rows saved before names followed it).
    disposition:
      row.kind === 'image'
        ? 'inline'
        : attachmentHeader(nameForType(row.fileName, path.extname(row.fileKey).slice(1))),
    etag: `"${name}"`,
  };
}
