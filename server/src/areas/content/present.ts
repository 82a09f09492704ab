import type { Image, Person } from '@kp/contract/access';
import type { ServiceArea } from '@kp/contract/content';
import type { contactPeople, serviceAreas } from '../../db/schema/index.ts';

type PersonRow = typeof contactPeople.$inferSelect;
type ServiceAreaRow = typeof serviceAreas.$inferSelect;

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

export function toServiceArea(row: ServiceAreaRow, persons: PersonRow[]): ServiceArea {
  return {
    id: row.id,
    title: row.title,
    route: row.route,
    icon: row.icon,
    headerImage: toImage(row.headerImageUrl),
    content1: row.content1,
    content2: row.content2,
    showRegionalLeiter: row.showRegionalLeiter,
    personsInCharge: persons.map(toPerson),
  };
}
