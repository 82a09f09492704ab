import { z } from 'zod';

export const ACCESSIBILITY_FEEDBACK_PAGE_MAX = 300;
export const ACCESSIBILITY_FEEDBACK_DESCRIPTION_MAX = 4000;
export const ACCESSIBILITY_FEEDBACK_CONTACT_MAX = 200;

/**
 * POST /api/accessibility-feedback ('Barriere melden'): which page, what the barrier is, and an optional way
 * to answer (e-mail address or phone number). Works without a session.
 */
export const AccessibilityFeedbackSchema = z.object({
  page: z
    .string()
    .trim()
    .min(1, 'Bitte geben Sie an, auf welcher Seite die Barriere auftritt.')
    .max(
      ACCESSIBILITY_FEEDBACK_PAGE_MAX,
      `Die Seitenangabe darf höchstens ${ACCESSIBILITY_FEEDBACK_PAGE_MAX} Zeichen lang sein.`,
    ),
  description: z
    .string()
    .trim()
    .min(1, 'Bitte beschreiben Sie die Barriere.')
    .max(
      ACCESSIBILITY_FEEDBACK_DESCRIPTION_MAX,
      `Die Beschreibung darf höchstens ${ACCESSIBILITY_FEEDBACK_DESCRIPTION_MAX} Zeichen lang sein.`,
    ),
  contact: z
    .string()
    .trim()
    .max(
      ACCESSIBILITY_FEEDBACK_CONTACT_MAX,
      `Die Kontaktangabe darf höchstens ${ACCESSIBILITY_FEEDBACK_CONTACT_MAX} Zeichen lang sein.`,
    )
    .optional()
    .default(''),
});
export type AccessibilityFeedback = z.input<typeof AccessibilityFeedbackSchema>;

export const AccessibilityFeedbackCreatedSchema = z.object({ id: z.number() });

export const ACCESSIBILITY_TEXTS = {
  title: 'Erklärung zur Barrierefreiheit',
  feedbackTitle: 'Barriere melden',
  lastReview: '25.11.2026',
  sent: 'Vielen Dank. Ihre Meldung ist eingegangen; wir prüfen sie und melden uns, wenn Sie eine Kontaktmöglichkeit angegeben haben.',
  enforcementBody: 'Ombudsstelle für barrierefreie Informationstechnik des Landes Nordrhein-Westfalen',
} as const;

/**
 * The known limitations the statement lists (reviewed 25.11.2026: axe audit and keyboard walk, decision 017).
 * Remove an entry in the same change that fixes it.
 */
export const KNOWN_LIMITATIONS = [
  'Mit vergrößerten Textabständen werden die Namen der Ansprechpersonen in der Kopfzeile abgeschnitten.',
  'Auf der Startseite und der Anmeldeseite verschiebt sich der Inhalt in der schmalen Ansicht beim Laden noch spürbar.',
  'Herunterladbare Dokumente (PDF- und Excel-Exporte, Konzessionsabgaben-Dokumente) und eingebundene Inhalte Dritter (Videos, Karten, die Anwendung zur Kommunalen Wärmeplanung) sind nicht auf Barrierefreiheit geprüft.',
  'Informationen zum Portal in Leichter Sprache und in Deutscher Gebärdensprache bieten wir noch nicht an.',
] as const;
