import type { SearchResult } from '@kp/contract/search';
import { SEARCH_FILTER_LABELS, SEARCH_TEXTS } from '@kp/contract/search-constants';
import { toImage, toPerson } from '../../lib/present.ts';
import type { HitRow } from './repo.ts';

const ref = (id: number | null, title: string | null) =>
  id !== null && title !== null ? { id, title } : null;

/** The suggestion's second line (spec 01 §2). */
function subtitleOf(row: HitRow): string {
  switch (row.type) {
    case 'ServiceAreas':
      return SEARCH_TEXTS.serviceAreaSubtitle;
    case 'Services':
      return row.area_title ?? '';
    case 'SubServices':
      return row.service_title ?? '';
    case 'Ansprechpartner':
      return SEARCH_TEXTS.personSubtitle;
    case 'News':
    case 'Presse':
      return SEARCH_TEXTS.newsSubtitle;
    case 'NEW-Gruppe':
      return SEARCH_FILTER_LABELS['NEW-Gruppe'];
  }
}

/** A hit as the contract shapes it; posts as unread, the caller's read flags are set when answering. */
export function toSearchResult(row: HitRow): SearchResult {
  const isPost = row.type === 'News' || row.type === 'Presse';
  const person =
    row.type === 'Ansprechpartner'
      ? toPerson({
          id: row.id,
          firstname: row.firstname ?? '',
          lastname: row.lastname ?? '',
          customTitle: row.custom_title,
          email: row.email,
          phone: row.phone,
          info: row.info,
          imageUrl: row.image_url,
          imageSmallUrl: row.image_small_url,
          searchTitle: '',
        })
      : null;
  const image = person ? person.image : toImage(row.image_url, row.image_small_url, row.image_caption);
  return {
    type: row.type,
    filter: SEARCH_FILTER_LABELS[row.type],
    id: row.id,
    title: row.title,
    subtitle: subtitleOf(row),
    image,
    category: isPost ? (row.type === 'Presse' ? 'Presse' : 'News') : null,
    wasRead: isPost ? false : null,
    pub_date: isPost ? row.pub_date : null,
    serviceArea: ref(row.area_id, row.area_title),
    service: ref(row.service_id, row.service_title),
    newCompany: row.type === 'NEW-Gruppe' ? { id: row.id, title: row.title } : null,
    person,
    images: image ? [image] : [],
    personsInCharge: person ? [person] : [],
  };
}
