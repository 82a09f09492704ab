import { CONSULTATION_TEXTS } from '@kp/contract/consultation-constants';
import { formatDate, formatDateTime } from '@kp/contract/shell';
import type { UserRow } from '../../auth/sessions.ts';
import type { ConsultationRow } from './repo.ts';

/** The mail to the Quartiersentwicklung team: plain text, every field of the request. */
export function consultationMail(request: ConsultationRow, user: UserRow, commune: string | null) {
  const isCall = request.requestType === 'call';
  const type = isCall ? CONSULTATION_TEXTS.typeCall : CONSULTATION_TEXTS.typeMail;
  // A line break in a name must not reach the subject header.
  const name = request.name.replace(/\s+/g, ' ');
  const lines = [
    'Über das Kommunalportal ist eine neue Anfrage zur Quartiersentwicklung eingegangen.',
    '',
    `Art der Anfrage: ${type}`,
    ...(isCall ? [`Wunschtermin für den Rückruf: ${formatDate(request.date)} um ${request.time} Uhr`] : []),
    `Name: ${request.name}`,
    `Telefon: ${request.phone}`,
    `E-Mail: ${request.mail || 'nicht angegeben'}`,
    `Kommune: ${commune ?? 'keine'}`,
    `Benutzerkonto: ${user.username} (${user.email})`,
    '',
    'Nachricht:',
    request.message,
    '',
    `Anfrage Nr. ${request.id} vom ${formatDateTime(request.createdAt)} Uhr`,
  ];
  return { subject: `Quartiersentwicklung: Anfrage (${type}) von ${name}`, text: lines.join('\n') };
}
