import { z } from 'zod';

/** Call-back times (spec 01 §5): every 30 minutes from 08:30 to 17:00. */
export const CALL_TIMES: readonly string[] = Array.from({ length: 18 }, (_, i) => {
  const minutes = 8 * 60 + 30 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

export const CONSULTATION_TEXTS = {
  thankYou:
    'Vielen Dank! Ihre Anfrage ist bei uns eingegangen. Wir melden uns schnellstmöglich bei Ihnen zurück',
  typeCall: 'Rückruf',
  typeMail: 'E-Mail',
} as const;

/** Maximum message length; the spec leaves it open (docs/decisions). */
export const CONSULTATION_MESSAGE_MAX = 2000;

const required = (label: string) => z.string().trim().min(1, `Bitte geben Sie ${label} an.`);

/** Today's date in Berlin as yyyy-mm-dd: the earliest call-back date. */
export function todayInBerlin(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(now);
}

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
    }
    if (!CALL_TIMES.includes(value.time)) {
      ctx.addIssue({ code: 'custom', path: ['time'], message: 'Bitte wählen Sie eine Uhrzeit.' });
    }
  });
export type ConsultationRequest = z.input<typeof ConsultationRequestSchema>;
