import { berlinDay } from '@kp/contract/shell';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, momentClaims, moments, momentsSettings } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { buildCommune, buildContactPerson, buildUser, sessionCookie } from '../../test/factories.ts';
import { claimMoment } from './service.ts';

const { app, db, config } = await setupTestApp({ CONSULTATION_MAIL_TO: 'fallback@new.example' });
const viersen = await buildCommune(db, { name: 'Viersen' });
const contact = await buildContactPerson(db, {
  firstname: 'Tobias',
  lastname: 'Beckers',
  email: 'tobias@new.example',
});
await db.insert(momentsSettings).values({ id: 1, contactPersonId: contact.id });

/** A calendar day `days` away from today in Berlin. */
function day(days: number): string {
  const date = new Date(`${berlinDay()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const publishedAt = new Date(Date.now() - 60_000);
const [current, future, past, endsToday, startsToday] = await db
  .insert(moments)
  .values(
    [
      {
        titel: 'Führung Wasserwerk',
        beschreibung: 'Ein Blick hinter die Kulissen.',
        startdatum: day(-3),
        enddatum: day(5),
      },
      { titel: 'Konzert im Park', beschreibung: 'Sommerkonzert.', startdatum: day(10), enddatum: day(12) },
      { titel: 'Stadionabend', beschreibung: 'Borussia.', startdatum: day(-20), enddatum: day(-1) },
      { titel: 'Leitstelle', beschreibung: 'Netzleitstelle.', startdatum: day(-2), enddatum: day(0) },
      { titel: 'Fachtag', beschreibung: 'Wärme.', startdatum: day(0), enddatum: day(2) },
    ].map((moment) => ({ ...moment, publishedAt })),
  )
  .returning();

const user = await buildUser(db, { communeId: viersen.id, enableMoments: true });
const cookie = await sessionCookie(db, user);
const withoutFlag = await sessionCookie(db, await buildUser(db, { communeId: viersen.id }));

const claim = (momentId: number) => ({
  momentId,
  name: 'Erika Muster',
  commune: 'Viersen',
  task: 'Kämmerei',
  phone_number: '02162 101',
  email: 'erika@viersen.example',
});
const send = (payload: object, who = cookie) =>
  app.inject({ method: 'POST', url: '/api/moments/sendMomentsEmail', headers: { cookie: who }, payload });

describe('GET /api/moments', () => {
  it('gives each moment its availability today, start and end day included', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/moments', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const byTitle = new Map(
      res.json().map((m: { Titel: string; availability: string }) => [m.Titel, m.availability]),
    );
    expect(byTitle.get(current.titel)).toBe('available');
    expect(byTitle.get(future.titel)).toBe('available_at');
    expect(byTitle.get(past.titel)).toBe('expired');
    expect(byTitle.get(endsToday.titel)).toBe('available');
    expect(byTitle.get(startsToday.titel)).toBe('available');
    // Claimable first, ending soonest first; then the coming ones; then the past ones.
    expect(res.json().map((m: { id: number }) => m.id)).toEqual(
      [endsToday, startsToday, current, future, past].map((m) => m.id),
    );
  });

  it('needs the flag EnableMoments on every call', async () => {
    for (const url of ['/api/moments', '/api/moments/getMomentsContact']) {
      const res = await app.inject({ method: 'GET', url, headers: { cookie: withoutFlag } });
      expect(res.statusCode, url).toBe(403);
    }
    expect((await send(claim(current.id), withoutFlag)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/moments' })).statusCode).toBe(401);
  });

  it('names the moments contact', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/moments/getMomentsContact',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Tobias Beckers', email: 'tobias@new.example' });
  });
});

describe('POST /api/moments/sendMomentsEmail', () => {
  it('stores the claim and queues one mail to the moments contact with every field', async () => {
    const res = await send({ ...claim(current.id), subject: 'Zwei Plätze' });
    expect(res.statusCode).toBe(201);
    const [stored] = await db.select().from(momentClaims).where(eq(momentClaims.id, res.json().id));
    expect(stored).toMatchObject({
      momentId: current.id,
      userId: user.id,
      task: 'Kämmerei',
      phoneNumber: '02162 101',
    });
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `moment-claim:${stored.id}`));
    expect(mail.toAddress).toBe('tobias@new.example');
    expect(mail.subject).toBe('NEW Erleben: Führung Wasserwerk – Erika Muster');
    for (const text of [
      'Erika Muster',
      'Viersen',
      'Kämmerei',
      '02162 101',
      'erika@viersen.example',
      'Zwei Plätze',
    ]) {
      expect(mail.text).toContain(text);
    }
  });

  it('accepts a claim on the start day and on the end day', async () => {
    expect((await send(claim(startsToday.id))).statusCode).toBe(201);
    expect((await send(claim(endsToday.id))).statusCode).toBe(201);
  });

  it('refuses a moment that is not available now, and stores nothing', async () => {
    const before = (await db.select().from(momentClaims)).length;
    for (const moment of [future, past]) {
      const res = await send(claim(moment.id));
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Dieser Moment kann gerade nicht beansprucht werden.');
    }
    expect((await send(claim(999_999))).statusCode).toBe(404);
    expect(await db.select().from(momentClaims)).toHaveLength(before);
  });

  it('refuses on the day after the end and the day before the start (the rule at its borders)', async () => {
    const dayAfterEnd = new Date(`${current.enddatum}T12:00:00Z`);
    dayAfterEnd.setUTCDate(dayAfterEnd.getUTCDate() + 1);
    await expect(
      claimMoment(db, config, user, { ...claim(current.id), subject: '' }, dayAfterEnd),
    ).rejects.toThrow('Dieser Moment kann gerade nicht beansprucht werden.');
    const dayBeforeStart = new Date(`${current.startdatum}T12:00:00Z`);
    dayBeforeStart.setUTCDate(dayBeforeStart.getUTCDate() - 1);
    await expect(
      claimMoment(db, config, user, { ...claim(current.id), subject: '' }, dayBeforeStart),
    ).rejects.toThrow('Dieser Moment kann gerade nicht beansprucht werden.');
  });

  it('answers a missing or bad field in the words of the spec, and stores nothing', async () => {
    const before = (await db.select().from(momentClaims)).length;
    for (const [field, value, text] of [
      ['name', ' ', 'Name wird benötigt'],
      ['commune', '', 'Kommune wird benötigt'],
      ['task', '', 'Funktion wird benötigt'],
      ['phone_number', '', 'Telefonnummer wird benötigt'],
      ['email', '', 'Email-Adresse wird benötigt'],
      ['email', 'erika.viersen.example', 'Email-Adresse nicht gültig'],
    ]) {
      const res = await send({ ...claim(current.id), [field]: value });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toBe(`Ungültige Eingabe bei „${field}“: ${text}`);
    }
    expect(await db.select().from(momentClaims)).toHaveLength(before);
  });
});
