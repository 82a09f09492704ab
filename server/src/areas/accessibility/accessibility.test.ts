import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessibilityFeedback, mailOutbox } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { buildUser, sessionCookie } from '../../test/factories.ts';
import { FEEDBACK_PER_HOUR } from './routes.ts';

const MAIL_TO = 'barrierefreiheit@new.example';
const { app, db } = await setupTestApp({ ACCESSIBILITY_MAIL_TO: MAIL_TO });

const send = (payload: unknown, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/accessibility-feedback',
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

const report = {
  page: '/kommunalrabatt',
  description: 'Die Checkbox „Rabatt“ hat keinen zugänglichen Namen.',
  contact: 'petra@viersen.example',
};

describe('POST /api/accessibility-feedback', () => {
  it('takes a report without a session, stores it and queues one mail in the same step', async () => {
    const res = await send(report);
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(res.json()).toEqual({ id: expect.any(Number) });

    const [row] = await db.select().from(accessibilityFeedback).where(eq(accessibilityFeedback.id, id));
    expect(row).toMatchObject(report);

    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `accessibility-feedback:${id}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: MAIL_TO, status: 'pending' });
    expect(mails[0].subject).toBe('Barriere gemeldet: /kommunalrabatt');
    for (const part of ['Seite: /kommunalrabatt', 'Kontakt: petra@viersen.example', report.description]) {
      expect(mails[0].text).toContain(part);
    }
  });

  it('takes a report from a signed-in person too, and the contact is optional', async () => {
    const user = await buildUser(db, {});
    const res = await send(
      { page: 'Startseite', description: 'Fokus nicht sichtbar.' },
      await sessionCookie(db, user),
    );
    expect(res.statusCode).toBe(201);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `accessibility-feedback:${res.json().id}`));
    expect(mail.text).toContain('Kontakt: nicht angegeben');
  });

  it('keeps a line break in the page field out of the mail subject', async () => {
    const res = await send({ ...report, page: 'Start\r\nBcc: x@example.org' });
    expect(res.statusCode).toBe(201);
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `accessibility-feedback:${res.json().id}`));
    expect(mail.subject).toBe('Barriere gemeldet: Start Bcc: x@example.org');
  });

  it.each([
    ['no description', { page: '/home', description: '   ' }, 'Bitte beschreiben Sie die Barriere.'],
    [
      'no page',
      { page: '', description: 'x' },
      'Bitte geben Sie an, auf welcher Seite die Barriere auftritt.',
    ],
    ['a description too long', { page: '/home', description: 'x'.repeat(4001) }, 'höchstens 4000 Zeichen'],
    ['a contact too long', { ...report, contact: 'x'.repeat(201) }, 'höchstens 200 Zeichen'],
    ['a number as page', { page: 42, description: 'x' }, ''],
    ['no body', null, ''],
  ])('answers 400 with a German message for %s and stores nothing', async (_name, payload, message) => {
    const before = (await db.select().from(accessibilityFeedback)).length;
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: expect.any(String),
      message: expect.stringContaining(message),
    });
    expect(await db.select().from(accessibilityFeedback)).toHaveLength(before);
  });

  // Last: it uses up this address's budget for the hour.
  it(`answers 429 after ${FEEDBACK_PER_HOUR} reports an hour from one address`, async () => {
    const answers: number[] = [];
    for (let i = 0; i < FEEDBACK_PER_HOUR + 1; i++) answers.push((await send(report)).statusCode);
    const refused = answers.filter((code) => code === 429);
    expect(refused.length).toBeGreaterThan(0);
    const res = await send(report);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toContain('später erneut');
  });
});
