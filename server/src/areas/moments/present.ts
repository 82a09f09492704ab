import type { Moment } from '@kp/contract/moments';
import { momentAvailability } from '@kp/contract/moments-constants';
import { formatDate, formatDateTime } from '@kp/contract/shell';
import type { UserRow } from '../../auth/sessions.ts';
import type { MomentClaimRow, MomentRow } from './repo.ts';

export function toMoment(row: MomentRow, now: Date): Moment {
  const dates = { Startdatum: row.startdatum, Enddatum: row.enddatum };
  return {
    id: row.id,
    Titel: row.titel,
    Beschreibung: row.beschreibung,
    Bild: row.bildUrl ? { url: row.bildUrl, alt: row.bildAlt } : null,
    ...dates,
    created_at: row.createdAt.toISOString(),
    availability: momentAvailability(dates, now),
  };
}

/** The mail to the moments contact: plain text, every field of the claim. */
export function claimMail(claim: MomentClaimRow, moment: MomentRow, user: UserRow) {
  // A line break in a name must not reach the subject header.
  const name = claim.name.replace(/\s+/g, ' ');
  const lines = [
    'Über das Kommunalportal wurde ein Moment von NEW Erleben beansprucht.',
    '',
    `Moment: ${moment.titel} (${formatDate(moment.startdatum)} bis ${formatDate(moment.enddatum)})`,
    ...(claim.subject ? [`Betreff: ${claim.subject}`] : []),
    `Name: ${claim.name}`,
    `Kommune: ${claim.commune}`,
    `Funktion: ${claim.task}`,
    `Telefon: ${claim.phoneNumber}`,
    `E-Mail: ${claim.email}`,
    `Benutzerkonto: ${user.username} (${user.email})`,
    '',
    `Anfrage Nr. ${claim.id} vom ${formatDateTime(claim.createdAt)} Uhr`,
  ];
  return { subject: `NEW Erleben: ${moment.titel.replace(/\s+/g, ' ')} – ${name}`, text: lines.join('\n') };
}
