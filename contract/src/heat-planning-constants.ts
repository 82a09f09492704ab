// Kept free of zod, so pages that only need these constants do not load it.

/** The FAQ groups of spec 02 §2, in their order; the keys are those of spec 02 §3. */
export const HEAT_FAQ_SECTIONS = [
  { key: 'Allgemein', title: 'Allgemein' },
  { key: 'Endverbraucher', title: 'Endverbraucher:innen' },
  { key: 'Kommune', title: 'Kommunen' },
] as const;
export type HeatFaqSectionKey = (typeof HEAT_FAQ_SECTIONS)[number]['key'];

/** The version of the terms of use; a new version has to be accepted again. */
export const HEAT_TOS_VERSION = '2026-01';

/** Minutes a token for the embedded app is valid. */
export const HEAT_TOKEN_MINUTES = 5;

export const HEAT_TEXTS = {
  faqHeading: 'FAQ Kommunale Wärmeplanung',
  pageHeading: 'Kommunale Wärmeplanung',
  tosTitle: 'Nutzungsbedingungen Kommunale Wärmeplanung',
  notConfigured:
    'Die Anwendung zur Kommunalen Wärmeplanung ist in diesem Portal noch nicht angebunden. Bitte wenden Sie sich an Ihre Ansprechperson bei der NEW.',
  frameTitle: 'Anwendung Kommunale Wärmeplanung',
} as const;
