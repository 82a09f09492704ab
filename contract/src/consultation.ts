import { z } from 'zod';
import {
  CALL_TIMES,
  CONSULTATION_MESSAGE_MAX,
  callTimesFor,
  earliestCallDate,
  todayInBerlin,
} from './consultation-constants.ts';

const required = (label: string) => z.string().trim().min(1, `Bitte geben Sie ${label} an.`);

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * POST /api/quartiersentwicklung/send-mail (spec 01 §5): type call needs date, time, name, phone and message;
 * type mail needs name, phone and message. E-mail is optional. The earliest date is today.
 */
export const ConsultationRequestSchema = z
  .object({
    requestType: z.enum(['call', 'mail'], { message: 'Bitte wählen Sie Rückruf oder E-Mail.' }),
    name: required('Ihren Namen').max(120, 'Der Name darf höchstens 120 Zeichen lang sein.'),
    phone: required('Ihre Telefonnummer')
      .max(40, 'Die Telefonnummer darf höchstens 40 Zeichen lang sein.')
      .regex(/^[0-9 +()/-]+$/, 'Bitte geben Sie eine gültige Telefonnummer an.'),
    mail: z
      .string()
      .trim()
      .max(200)
      .refine(
        (v) => v === '' || z.email().safeParse(v).success,
        'Bitte geben Sie eine gültige E-Mail-Adresse an.',
      )
      .optional()
      .default(''),
    message: required('eine Nachricht').max(
      CONSULTATION_MESSAGE_MAX,
      `Die Nachricht darf höchstens ${CONSULTATION_MESSAGE_MAX} Zeichen lang sein.`,
    ),
    date: z.string().optional().default(''),
    time: z.string().optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.requestType !== 'call') return;
    if (!isCalendarDate(value.date)) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'Bitte wählen Sie ein Datum.' });
    } else if (value.date < todayInBerlin()) {
      ctx.addIssue({
        code: 'custom',
        path: ['date'],
        message: 'Das Datum darf nicht in der Vergangenheit liegen.',
      });
    } else if (value.date < earliestCallDate()) {
      ctx.addIssue({
        code: 'custom',
        path: ['date'],
        message: 'Heute ist keine Rückrufzeit mehr frei. Bitte wählen Sie einen späteren Tag.',
      });
    }
    if (!CALL_TIMES.includes(value.time)) {
      ctx.addIssue({ code: 'custom', path: ['time'], message: 'Bitte wählen Sie eine Uhrzeit.' });
    } else if (isCalendarDate(value.date) && !callTimesFor(value.date).includes(value.time)) {
      ctx.addIssue({
        code: 'custom',
        path: ['time'],
        message: 'Diese Uhrzeit ist heute bereits vorbei. Bitte wählen Sie eine spätere.',
      });
    }
  });
export type ConsultationRequest = z.input<typeof ConsultationRequestSchema>;
