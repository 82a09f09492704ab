/** The education portal's texts and rules (spec 02 §2 Education portal, §5, §9). */

/** Dashboard education posts preview: 5, newest first (spec 02 §9, spec 01 §9). */
export const DASHBOARD_POSTS = 5;

/** The menu item whose materials are events: sorted by date ascending (spec 02 §2). */
export const EVENTS_MENU_NAME = 'Veranstaltungen';

export const EDUCATION_TEXTS = {
  sponsoring: 'Sponsoring',
  contact: 'Kontakt',
  all: 'Alle',
  ageGroupSelect: 'Altersgruppe auswählen',
  allAgeGroups: 'Alle Altersgruppen',
  draft: 'ENTWURF',
  /** An admin's view of a material whose publication time is still to come (decision 019). */
  scheduled: 'GEPLANT',
  claimNow: 'Jetzt beanspruchen',
  download: 'Herunterladen',
  bookedOut:
    'Dieses Angebot ist leider ausgebucht. Schreiben Sie uns gern über die Kontaktseite des Bildungsportals.',
  /** Decision 016: a past event shows this instead of the claim form; the server refuses a claim with it. */
  past: 'Diese Veranstaltung hat bereits stattgefunden. Das Angebot kann nicht mehr beansprucht werden.',
  /** Decision 016: a booked-out offer shows this instead of the claim form. */
  bookedOutState: 'Ausgebucht',
  pastState: 'Vergangen',
  portalOnly: 'Das Bildungsportal steht nur Nutzerinnen und Nutzern des Bildungsportals zur Verfügung.',
  materialNotFound: 'Dieses Angebot gibt es nicht oder nicht mehr.',
  menuItemNotFound: 'Diese Kategorie gibt es nicht oder nicht mehr.',
} as const;

export const CONTACT_FORM_TEXTS = {
  title: 'Kontakt',
  titleClaim: 'Angebot beanspruchen',
  subtitle:
    'Das Angebot können Sie kostenlos anfragen. Nach Ihrer Anfrage wird es zeitnah für Sie freigegeben.',
  thanksTitle: 'Vielen Dank!',
  thanksText: 'Ihre Anfrage ist bei uns eingegangen. Wir melden uns schnellstmöglich bei Ihnen zurück',
  firstnameRequired: 'Bitte geben Sie Ihren Vornamen an.',
  nameRequired: 'Bitte geben Sie Ihren Nachnamen an.',
  mailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse an.',
  messageRequired: 'Bitte schreiben Sie uns eine Nachricht.',
} as const;

/** Shown only when Seats is above 0 (spec 02 §2, §9). */
export const seatsNotice = (seats: number) => `Begrenzter Inhalt! - Noch ${seats} verfügbar!`;

/** Hashtags from topics, subjects and age groups: lowercased, without spaces (spec 02 §2). */
export const hashtag = (text: string) => `#${text.toLowerCase().replace(/\s+/g, '')}`;

/** The message of a claim, prefilled when a material is named (spec 02 §2 Contact form). */
export const contactMessagePrefill = (material: string) =>
  `Ich möchte das Angebot "${material}" gerne beanspruchen. Vielen Dank im Voraus.`;

/** A draft is a material without published_at (spec 02 §4). */
export const isDraft = (material: { published_at: string | null }) => material.published_at === null;

/** A scheduled material: published from a future time (decision 019); only admins see it before then. */
export const isScheduled = (material: { published_at: string | null }, now = Date.now()) =>
  material.published_at !== null && new Date(material.published_at).getTime() > now;

/** The chip an admin sees on a material that readers do not see yet; null when it is live. */
export const unpublishedLabel = (material: { published_at: string | null }) =>
  isDraft(material) ? EDUCATION_TEXTS.draft : isScheduled(material) ? EDUCATION_TEXTS.scheduled : null;

/**
 * Why an offer can no longer be claimed (decision 016): its date has passed, or no seat is left (Seats 0;
 * null is unlimited). The page shows this state instead of the claim form; the server refuses such a claim.
 */
export function offerState(
  material: { Datum: string | null; Seats: number | null },
  now: Date = new Date(),
): 'past' | 'bookedOut' | null {
  if (material.Datum !== null && Date.parse(material.Datum) < now.getTime()) return 'past';
  if (material.Seats !== null && material.Seats <= 0) return 'bookedOut';
  return null;
}

/** The short label of that state, for cards and the detail page. */
export const offerStateLabel = (state: 'past' | 'bookedOut') =>
  state === 'past' ? EDUCATION_TEXTS.pastState : EDUCATION_TEXTS.bookedOutState;

/**
 * Who may use the education portal: education users, users for whom the municipal portal is hidden, and
 * admins (who check drafts). The web's routes and the server's education calls apply the same rule.
 */
export const canUseEducationPortal = (user: {
  BildungsportalUser: boolean;
  KommunalportalAusblenden: boolean;
  isAdmin: boolean;
}): boolean => user.BildungsportalUser || user.KommunalportalAusblenden || user.isAdmin;
