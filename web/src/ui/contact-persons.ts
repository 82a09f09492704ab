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
