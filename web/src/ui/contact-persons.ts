import type { Person, User } from '@kp/contract/access';
import type { ServiceArea } from '@kp/contract/content';

/**
 * The contacts of a content page's right column (spec 01 §2, contact column): the persons in charge;
 * without any, the regional leader when the page asks for it, otherwise the commune partner.
 */
export function contactPersons(
  page: Pick<ServiceArea, 'personsInCharge' | 'showRegionalLeiter'>,
  user: Pick<User, 'commune'>,
): Person[] {
  if (page.personsInCharge.length > 0) return page.personsInCharge;
  const fallback = page.showRegionalLeiter ? user.commune?.regionalLeiter : user.commune?.kommunalPartner;
  return fallback ? [fallback] : [];
}

/**
 * The service area's right column (spec 01 §2: 'commune partner, regional leader and contacts'): the
 * user's commune partner and regional leader first, then the area's own contacts, each person once.
 */
export function serviceAreaContactPersons(
  area: Pick<ServiceArea, 'personsInCharge'>,
  user: Pick<User, 'commune'>,
): Person[] {
  const candidates = [user.commune?.kommunalPartner, user.commune?.regionalLeiter, ...area.personsInCharge];
  const seen = new Set<number>();
  return candidates.filter((person): person is Person => {
    if (!person || seen.has(person.id)) return false;
    seen.add(person.id);
    return true;
  });
}
