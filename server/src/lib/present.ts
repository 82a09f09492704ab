import type { Image, Person } from '@kp/contract/access';
import type { contactPeople } from '../db/schema/index.ts';

// The shapes several areas answer with: a contact person's card and an image.

export type PersonRow = typeof contactPeople.$inferSelect;

/** Stored urls are relative to the API base; the web app prefixes it (spec 01 §7). */
export function toImage(url: string | null, smallUrl?: string | null, caption?: string | null): Image | null {
  if (!url) return null;
  return { url, caption: caption ?? null, formats: { small: { url: smallUrl ?? url } } };
}

export function toPerson(row: PersonRow): Person {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    name: `${row.firstname} ${row.lastname}`,
    customTitle: row.customTitle,
    email: row.email,
    phone: row.phone,
    info: row.info,
    image: toImage(row.imageUrl, row.imageSmallUrl),
  };
}
