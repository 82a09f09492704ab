import { formatDateTime } from '@kp/contract/shell';
import type { AccessibilityFeedbackRow } from './repo.ts';

/** The mail to the accessibility contact: plain text, every field of the report. */
export function feedbackMail(row: AccessibilityFeedbackRow) {
  // A line break in the page field must not reach the subject header.
  const page = row.page.replace(/\s+/g, ' ').slice(0, 120);
  const lines = [
    'Über die Erklärung zur Barrierefreiheit des Kommunalportals ist eine Meldung eingegangen.',
    '',
    `Seite: ${row.page}`,
    `Kontakt: ${row.contact || 'nicht angegeben'}`,
    '',
    'Beschreibung:',
    row.description,
    '',
    `Meldung Nr. ${row.id} vom ${formatDateTime(row.createdAt)} Uhr`,
  ];
  return { subject: `Barriere gemeldet: ${page}`, text: lines.join('\n') };
}
