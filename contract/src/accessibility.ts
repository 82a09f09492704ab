import { z } from 'zod';

/** The accessibility statement's page (BITV 2.0 § 12a); public, linked from every footer and the login page. */
export const ACCESSIBILITY_ROUTE = '/barrierefreiheit';

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

/** Known limitations listed in the statement; kept here so the page and its test read the same list. */
export const ACCESSIBILITY_TEXTS = {
  title: 'Erklärung zur Barrierefreiheit',
  feedbackTitle: 'Barriere melden',
  lastReview: '25.11.2026',
  sent: 'Vielen Dank. Ihre Meldung ist eingegangen; wir prüfen sie und melden uns, wenn Sie eine Kontaktmöglichkeit angegeben haben.',
  enforcementBody: 'Ombudsstelle für barrierefreie Informationstechnik des Landes Nordrhein-Westfalen',
} as const;
