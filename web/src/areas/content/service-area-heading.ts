import type { User } from '@kp/contract/access';
import { CONTENT_TEXTS, SPECIAL_TITLES } from '@kp/contract/content-constants';

const CONCESSION_AREAS: readonly string[] = SPECIAL_TITLES.concessionAreas;

/**
 * The heading above the service buttons (spec 01 §2, §6): group employees see 'Unsere Kommunen:' on the
 * concession areas Trinkwasser, Abwasser and Straßenbeleuchtung, everyone else 'Unser Angebot:'.
 */
export function serviceListHeading(areaTitle: string, user: Pick<User, 'isNewEmployee'>): string {
  return user.isNewEmployee && CONCESSION_AREAS.includes(areaTitle.trim())
    ? CONTENT_TEXTS.communesHeading
    : CONTENT_TEXTS.offerHeading;
}

/** Which fixed section a service area shows below its content (spec 01 §2). */
export function serviceAreaSpecial(areaTitle: string): 'nachhaltigkeit' | 'mobilitaet' | null {
  const title = areaTitle.trim();
  if (title === SPECIAL_TITLES.nachhaltigkeit) return 'nachhaltigkeit';
  if (title === SPECIAL_TITLES.mobilitaet) return 'mobilitaet';
  return null;
}
