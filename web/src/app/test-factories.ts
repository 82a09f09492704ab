import type { Commune, Person, User } from '@kp/contract/access';
import { FEATURE_FLAGS, type FeatureFlag } from '@kp/contract/flags';

// NOTE: test-only helpers; nothing in the app imports them, so they never reach the bundle.

export function buildPerson(overrides: Partial<Person> = {}): Person {
  return {
    id: 1,
    firstname: 'Erika',
    lastname: 'Muster',
    name: 'Erika Muster',
    customTitle: 'Kommunalpartnerin',
    email: 'erika.muster@example.org',
    phone: '02161 123 456',
    info: null,
    image: null,
    ...overrides,
  };
}

export function buildCommune(overrides: Partial<Commune> = {}): Commune {
  return {
    id: 1,
    name: 'Viersen',
    kommunalPartner: buildPerson(),
    regionalLeiter: buildPerson({ id: 2, firstname: 'Max', lastname: 'Beispiel', name: 'Max Beispiel' }),
    weitererKommunalpartner: null,
    partner_quote: null,
    einwohner: null,
    verbrauch: null,
    logo: null,
    bg_image: null,
    latitude: null,
    longitude: null,
    myServiceAreas: [],
    QlickAppId: null,
    LadestellenBereichsId: null,
    enableEinspeisebeteiligung: false,
    ...overrides,
  };
}

const noFlags = Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, false])) as Record<
  FeatureFlag,
  boolean
>;

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'erika',
    email: 'erika@example.org',
    firstName: 'Erika',
    lastName: 'Muster',
    img_url: null,
    confirmed: true,
    isAdmin: false,
    isEditor: false,
    isNewEmployee: false,
    commune: buildCommune(),
    faculties: [],
    serviceDetails: null,
    showNewsletterSignUp: false,
    faq: false,
    preferredUserData: null,
    ...noFlags,
    BildungsportalUser: false,
    KommunalportalAusblenden: false,
    showBildungsportal: false,
    trackingConsent: null,
    ...overrides,
  };
}
