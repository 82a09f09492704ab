import net, { type AddressInfo } from 'node:net';
import { CALL_TIMES, CONSULTATION_MESSAGE_MAX, todayInBerlin } from '@kp/contract/consultation-constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { consultationRequests, mailOutbox, sessions } from '../../db/schema/index.ts';
import { createMailTransport } from '../../mail/transport.ts';
import { startMailWorker } from '../../mail/worker.ts';
import { setupTestApp } from '../../test/app.ts';
import { buildCommune, buildUser, sessionCookie } from '../../test/factories.ts';

const MAIL_TO = 'quartier@new.example';
const { app, db } = await setupTestApp({ CONSULTATION_MAIL_TO: MAIL_TO });
const viersen = await buildCommune(db, { name: 'Viersen' });

const send = (payload: object, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/quartiersentwicklung/send-mail',
    headers: cookie ? { cookie } : {},
    payload,
  });

/** A date `days` away from today in Berlin, as yyyy-mm-dd. */
function dayFromToday(days: number): string {
  const date = new Date(`${todayInBerlin()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
const germanDate = (isoDate: string) => isoDate.split('-').reverse().join('.');

const call = {
  requestType: 'call',
  name: 'Petra Quartier',
  phone: '02161 123456',
  mail: 'petra@viersen.example',
  message: 'Wir planen ein neues Wohngebiet und möchten über Nahwärme sprechen.',
  date: dayFromToday(3),
  time: '09:30',
};

async function freshCookie(overrides = {}) {
  const user = await buildUser(db, { communeId: viersen.id, ...overrides });
  return { user, cookie: await sessionCookie(db, user) };
}

/**
 * A session that starts at the (fake) clock's now: the database stamps new sessions with its own time,
 * and a fake clock hours away from it (the Berlin day starts at 22:00 or 23:00 UTC) would end them as idle.
 */
async function cookieStartingNow() {
  const { user, cookie } = await freshCookie();
  const now = new Date();
  await db.update(sessions).set({ createdAt: now, lastSeenAt: now }).where(eq(sessions.userId, user.id));
  return cookie;
}

describe('POST /api/quartiersentwicklung/send-mail', () => {
  it('answers 401 without a session and 403 for unconfirmed users', async () => {
    expect((await send(call)).statusCode).toBe(401);
    const { cookie } = await freshCookie({ confirmed: false });
    const res = await send(call, cookie);
    expect(res.statusCode).toBe(403);
    expect(await db.select().from(consultationRequests)).toHaveLength(0);
  });

  it('stores a call-back request and queues one mail with every field in the same step', async () => {
    const { user, cookie } = await freshCookie();
    const res = await send(call, cookie);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(res.json()).toEqual({ id: expect.any(Number) });

    const [row] = await db.select().from(consultationRequests).where(eq(consultationRequests.id, id));
    expect(row).toMatchObject({ ...call, userId: user.id, communeId: viersen.id });

    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `consultation:${id}`));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({ toAddress: MAIL_TO, status: 'pending' });
    expect(mail.subject).toBe('Quartiersentwicklung: Anfrage (Rückruf) von Petra Quartier');
    for (const part of [
      'Art der Anfrage: Rückruf',
      `Wunschtermin für den Rückruf: ${germanDate(call.date)} um 09:30 Uhr`,
      'Name: Petra Quartier',
      'Telefon: 02161 123456',
      'E-Mail: petra@viersen.example',
      'Kommune: Viersen',
      `Benutzerkonto: ${user.username} (${user.email})`,
      `Nachricht:\n${call.message}`,
      `Anfrage Nr. ${id} vom `,
    ]) {
      expect(mail.text).toContain(part);
    }
  });

  it('takes a mail request without date, time or e-mail and leaves date and time empty', async () => {
    const { cookie } = await freshCookie({ communeId: null });
    const res = await send(
      {
        requestType: 'mail',
        name: '  Jan\nNeu  ',
        phone: '+49 (2161) 49-0',
        message: 'Bitte um Infos.',
        date: '2020-01-01',
      },
      cookie,
    );
    expect(res.statusCode).toBe(201);
    const [row] = await db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.id, res.json().id));
    expect(row).toMatchObject({
      requestType: 'mail',
      name: 'Jan\nNeu',
      mail: '',
      date: '',
      time: '',
      communeId: null,
    });
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `consultation:${row.id}`));
    expect(mail.subject).toBe('Quartiersentwicklung: Anfrage (E-Mail) von Jan Neu');
    expect(mail.text).toContain('E-Mail: nicht angegeben');
    expect(mail.text).toContain('Kommune: keine');
    expect(mail.text).not.toContain('Wunschtermin');
  });

  it('accepts today and every slot from 08:30 to 17:00, but no time past today (decision 016)', async () => {
    expect(CALL_TIMES[0]).toBe('08:30');
    expect(CALL_TIMES.at(-1)).toBe('17:00');
    const today = todayInBerlin();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 07:00 in Germany (CET or CEST): every slot of the day is still ahead.
      vi.setSystemTime(new Date(`${today}T05:00:00Z`));
      let cookie = await cookieStartingNow();
      for (const time of ['08:30', '17:00']) {
        expect((await send({ ...call, date: today, time }, cookie)).statusCode, time).toBe(201);
      }
      // Past 13:00 in Germany: 13:00 has passed, 17:00 has not.
      vi.setSystemTime(new Date(`${today}T12:10:00Z`));
      cookie = await cookieStartingNow();
      const past = await send({ ...call, date: today, time: '08:30' }, cookie);
      expect(past.statusCode).toBe(400);
      expect(past.json().message).toContain('bereits vorbei');
      expect((await send({ ...call, date: today, time: '17:00' }, cookie)).statusCode).toBe(201);
      expect((await send({ ...call, date: dayFromToday(1), time: '08:30' }, cookie)).statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
    }
  });

  it('after 17:00 refuses today with a German message and takes tomorrow (decision 026)', async () => {
    const today = todayInBerlin();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 17:05 in Germany in winter, 18:05 in summer: no call-back time is left today.
      vi.setSystemTime(new Date(`${today}T16:05:00Z`));
      const cookie = await cookieStartingNow();
      const late = await send({ ...call, date: today, time: '17:00' }, cookie);
      expect(late.statusCode).toBe(400);
      expect(late.json().message).toContain('Heute ist keine Rückrufzeit mehr frei');
      expect((await send({ ...call, date: dayFromToday(1), time: '08:30' }, cookie)).statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a long message (decision 026: 5,000 characters, the spec sets no maximum)', async () => {
    const { cookie } = await freshCookie();
    expect(CONSULTATION_MESSAGE_MAX).toBe(5000);
    const res = await send({ ...call, message: 'Lange Nachricht. '.repeat(290).slice(0, 4_900) }, cookie);
    expect(res.statusCode).toBe(201);
  });

  it('refuses every invalid request with 400 and a German message', async () => {
    const { cookie } = await freshCookie();
    const before = (await db.select().from(consultationRequests)).length;
    const withoutName = Object.fromEntries(Object.entries(call).filter(([key]) => key !== 'name'));
    const cases: [string, object, string][] = [
      ['empty name', { ...call, name: '   ' }, 'Bitte geben Sie Ihren Namen an.'],
      ['missing name', withoutName, 'name'],
      ['missing phone', { ...call, phone: '' }, 'Bitte geben Sie Ihre Telefonnummer an.'],
      ['bad phone', { ...call, phone: 'ruf mich an' }, 'Bitte geben Sie eine gültige Telefonnummer an.'],
      ['missing message', { ...call, message: '' }, 'Bitte geben Sie eine Nachricht an.'],
      ['call without date', { ...call, date: '' }, 'Bitte wählen Sie ein Datum.'],
      ['call with no real date', { ...call, date: '2026-02-30' }, 'Bitte wählen Sie ein Datum.'],
      ['call without time', { ...call, time: '' }, 'Bitte wählen Sie eine Uhrzeit.'],
      ['past date', { ...call, date: dayFromToday(-1) }, 'Das Datum darf nicht in der Vergangenheit liegen.'],
      ['time off the grid', { ...call, time: '09:15' }, 'Bitte wählen Sie eine Uhrzeit.'],
      ['time too early', { ...call, time: '08:00' }, 'Bitte wählen Sie eine Uhrzeit.'],
      ['time too late', { ...call, time: '17:30' }, 'Bitte wählen Sie eine Uhrzeit.'],
      ['invalid e-mail', { ...call, mail: 'petra@' }, 'Bitte geben Sie eine gültige E-Mail-Adresse an.'],
      [
        'too long message',
        { ...call, message: 'x'.repeat(CONSULTATION_MESSAGE_MAX + 1) },
        `Die Nachricht darf höchstens ${CONSULTATION_MESSAGE_MAX} Zeichen lang sein.`,
      ],
      ['unknown type', { ...call, requestType: 'fax' }, 'Bitte wählen Sie Rückruf oder E-Mail.'],
    ];
    for (const [label, payload, message] of cases) {
      const res = await send(payload, cookie);
      expect(res.statusCode, label).toBe(400);
      expect(res.json().error, label).toBe('validation');
      expect(res.json().message, label).toContain(message);
      expect(res.json().message, label).toMatch(/^Ungültige Eingabe/);
    }
    expect(await db.select().from(consultationRequests)).toHaveLength(before);
    // Refused requests do not count towards the hourly limit.
    expect((await send(call, cookie)).statusCode).toBe(201);
  });

  it('keeps the request and its mail when the mail server is down', async () => {
    const { cookie } = await freshCookie();
    const res = await send(call, cookie);
    expect(res.statusCode).toBe(201);
    const dedupeKey = `consultation:${res.json().id}`;

    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const transport = createMailTransport({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'kp@example.org',
      dataDir: '',
    });
    const silent = { info() {}, warn() {}, error() {} };
    const worker = startMailWorker({ db, transport, log: silent, intervalMs: 3_600_000 });
    try {
      expect(await worker.runOnce()).toBe(0);
    } finally {
      await worker.stop();
    }
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, dedupeKey));
    expect(mail).toMatchObject({ status: 'pending', toAddress: MAIL_TO });
    expect(mail.attempts).toBeGreaterThanOrEqual(1);
    expect(
      await db.select().from(consultationRequests).where(eq(consultationRequests.id, res.json().id)),
    ).toHaveLength(1);
  });

  it('allows ten requests per hour and user, then answers 429 in German', async () => {
    const { cookie } = await freshCookie();
    for (let i = 0; i < 10; i++) expect((await send(call, cookie)).statusCode, `request ${i + 1}`).toBe(201);
    const limited = await send(call, cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'too_many_requests',
      message:
        'Sie haben in der letzten Stunde bereits 10 Anfragen gesendet. Bitte versuchen Sie es später erneut.',
    });
    // The limit is per user, not per address.
    const other = await freshCookie();
    expect((await send(call, other.cookie)).statusCode).toBe(201);
  });
});
