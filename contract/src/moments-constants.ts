import { berlinDay, formatDate } from './shell.ts';
// Kept free of zod, so pages that only need these constants do not load it.

/** Availability of a moment (spec 02 §4): start <= today <= end by calendar day in Berlin. */
export const MOMENT_AVAILABILITIES = ['available', 'available_at', 'expired'] as const;
export type MomentAvailability = (typeof MOMENT_AVAILABILITIES)[number];

/** Words of a moment's description on its card (spec 02 §9). */
export const MOMENT_PREVIEW_WORDS = 15;

/** The claim form's messages, verbatim from spec 02 §5. */
export const MOMENT_CLAIM_MESSAGES = {
  name: 'Name wird benötigt',
  commune: 'Kommune wird benötigt',
  task: 'Funktion wird benötigt',
  phone: 'Telefonnummer wird benötigt',
  email: 'Email-Adresse wird benötigt',
  emailInvalid: 'Email-Adresse nicht gültig',
} as const;

export const MOMENT_TEXTS = {
  available: 'Verfügbar',
  expired: 'Abgelaufen',
  claim: 'Beanspruchen',
  notAvailable: 'Dieser Moment kann gerade nicht beansprucht werden.',
  claimSent: 'Vielen Dank! Ihre Anfrage ist bei uns eingegangen.',
} as const;

/** 'Verfügbar ab DD.MM.YYYY' (spec 02 §2). */
export const availableFromText = (startDate: string): string => `Verfügbar ab ${formatDate(startDate)}`;

/**
 * Start and end are calendar days (yyyy-mm-dd) and both count: a moment from the 1st to the 3rd can be
 * claimed all day on the 1st and all day on the 3rd, Berlin time.
 */
export function momentAvailability(
  moment: { Startdatum: string; Enddatum: string },
  now: Date = new Date(),
): MomentAvailability {
  const today = berlinDay(now);
  if (today < moment.Startdatum) return 'available_at';
  if (today > moment.Enddatum) return 'expired';
  return 'available';
}

/** The text under a moment's title. */
export function availabilityText(moment: { availability: MomentAvailability; Startdatum: string }): string {
  if (moment.availability === 'available') return MOMENT_TEXTS.available;
  if (moment.availability === 'available_at') return availableFromText(moment.Startdatum);
  return MOMENT_TEXTS.expired;
}

/**
 * The moment's dates on its card and in the claim dialog (decision 016): 'DD.MM.YYYY – DD.MM.YYYY', or one
 * day when it starts and ends on the same day. Startdatum and Enddatum are the only dates a moment has.
 */
export function momentDatesText(moment: { Startdatum: string; Enddatum: string }): string {
  const start = formatDate(moment.Startdatum);
  return moment.Enddatum === moment.Startdatum ? start : `${start} – ${formatDate(moment.Enddatum)}`;
}

/** 'something@something' (spec 02 §5): a plain check; the mail server has the last word. */
export const isPlausibleEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+$/.test(value.trim());
