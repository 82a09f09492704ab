import type { Change } from '@kp/contract/rabatt';
import {
  findTransition,
  RABATT_STATUSES,
  RABATT_TRANSITIONS,
  type RabattRole,
  type RabattStatus,
} from '@kp/contract/rabatt-constants';
import { berlinDay, formatDate } from '@kp/contract/shell';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rabattHistory, rabattStatus } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { pdfTexts } from '../../test/pdf-text.ts';
import { buildRabattCast, buildRabattYear, communeParam, rabattCaller } from '../../test/rabatt-factories.ts';

const { app, db } = await setupTestApp();
const call = rabattCaller(app, db);
const { communeA, employee, userA } = await buildRabattCast(db);

let nextYear = 2000;
/** A fresh year of commune A in the given status, so every case starts clean. */
async function yearIn(status: RabattStatus) {
  const year = ++nextYear;
  await buildRabattYear(db, { communeId: communeA.id, year, status });
  return year;
}

const statusUrl = (year: number, status: RabattStatus) =>
  `/api/lieferstellen/update-status?year=${year}&status=${encodeURIComponent(status)}&${communeParam(communeA.name)}`;
const callerOf = (role: RabattRole) => (role === 'employee' ? employee : userA);

async function storedStatus(year: number) {
  const [row] = await db
    .select({ status: rabattStatus.status })
    .from(rabattStatus)
    .where(and(eq(rabattStatus.communeId, communeA.id), eq(rabattStatus.year, year)));
  return row.status;
}

/** What the server must answer for a step: allowed, the other role's step (403), or no such step (409). */
function expectedAnswer(from: RabattStatus, to: RabattStatus, role: RabattRole) {
  if (findTransition(from, to, role)) return 200;
  return RABATT_TRANSITIONS.some((step) => step.from === from && step.to === to) ? 403 : 409;
}

describe('the status steps of spec 02 §4', () => {
  const cases = RABATT_STATUSES.flatMap((from) =>
    (['employee', 'commune'] as const).flatMap((role) =>
      RABATT_STATUSES.map((to) => [from, role, to, expectedAnswer(from, to, role)] as const),
    ),
  );

  it('has the table right: the forward chain by the holder, and Zurück an NEW by the commune', () => {
    const allowed = cases.filter((c) => c[3] === 200).map(([from, role, to]) => `${from} → ${to} (${role})`);
    expect(allowed).toEqual([
      'Neu → Bei Kommune (employee)',
      'Bei Kommune → Gegenprüfung durch NEW (commune)',
      'Gegenprüfung durch NEW → Freizugeben (employee)',
      'Freizugeben → Gegenprüfung durch NEW (commune)',
      'Freizugeben → Abgeschlossen (commune)',
    ]);
    // Every status has a refused step for both roles.
    for (const from of RABATT_STATUSES) {
      for (const role of ['employee', 'commune'] as const) {
        expect(cases.some((c) => c[0] === from && c[1] === role && c[3] !== 200)).toBe(true);
      }
    }
  });

  it.each(cases)('%s → as %s → %s answers %i', async (from, role, to, expected) => {
    const year = await yearIn(from);
    const user = callerOf(role);
    const res = await call('PUT', statusUrl(year, to), user);
    expect(res.statusCode, res.body).toBe(expected);
    if (expected === 200) {
      expect(res.json()).toEqual({ commune: communeA.name, year, status: to });
      expect(await storedStatus(year)).toBe(to);
      const history = await call(
        'GET',
        `/api/lieferstellen/status-history?year=${year}&${communeParam(communeA.name)}`,
        user,
      );
      const entries = history.json() as Change[];
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        kind: 'status',
        user: role === 'employee' ? 'Felix Hamacher' : 'Anna Arndt',
        before: { status: from },
        after: { status: to },
      });
    } else {
      expect(await storedStatus(year)).toBe(from);
      expect(res.json().message).toMatch(expected === 403 ? /nur die (Kommune|NEW)/ : /ist im Status/);
      const written = await db
        .select()
        .from(rabattHistory)
        .where(and(eq(rabattHistory.communeId, communeA.id), eq(rabattHistory.year, year)));
      expect(written).toEqual([]);
    }
  });

  it('walks the whole year and keeps the history newest first', async () => {
    const year = await yearIn('Neu');
    const steps: [RabattStatus, RabattRole][] = [
      ['Bei Kommune', 'employee'],
      ['Gegenprüfung durch NEW', 'commune'],
      ['Freizugeben', 'employee'],
      ['Gegenprüfung durch NEW', 'commune'],
      ['Freizugeben', 'employee'],
      ['Abgeschlossen', 'commune'],
    ];
    for (const [to, role] of steps) {
      const res = await call('PUT', statusUrl(year, to), callerOf(role));
      expect(res.statusCode, `${to} by ${role}`).toBe(200);
    }
    const res = await call('GET', `/api/lieferstellen/status-history?year=${year}`, userA);
    const entries = res.json() as Change[];
    expect(entries.map((entry) => entry.after.status)).toEqual(steps.map(([to]) => to).reverse());
    // Once closed, nobody sends it anywhere.
    for (const to of RABATT_STATUSES) {
      expect((await call('PUT', statusUrl(year, to), userA)).statusCode).toBe(409);
      expect((await call('PUT', statusUrl(year, to), employee)).statusCode).toBe(409);
    }
  });

  it('gives the accepted list as a PDF that names the acceptance, its date and who accepted (decision 010)', async () => {
    const year = await yearIn('Freizugeben');
    const pdfUrl = `/api/lieferstellen/export/${encodeURIComponent(communeA.name)}/${year}`;
    const before = await call('GET', pdfUrl, userA);
    expect(before.statusCode).toBe(200);
    expect(pdfTexts(before.rawPayload)).not.toContain('Final akzeptiert am');

    expect((await call('PUT', statusUrl(year, 'Abgeschlossen'), userA)).statusCode).toBe(200);
    const today = formatDate(berlinDay(new Date()));
    // The employee's download of the closed list says the same.
    for (const user of [userA, employee]) {
      const res = await call('GET', pdfUrl, user);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const texts = pdfTexts(res.rawPayload);
      const after = (label: string) => texts[texts.indexOf(label) + 1];
      expect(after('Status')).toBe('Abgeschlossen');
      expect(after('Final akzeptiert am')).toBe(today);
      expect(after('Akzeptiert von')).toBe('Anna Arndt');
    }
  });

  it('lets only one of two identical concurrent requests through', async () => {
    const year = await yearIn('Neu');
    const answers = await Promise.all([
      call('PUT', statusUrl(year, 'Bei Kommune'), employee),
      call('PUT', statusUrl(year, 'Bei Kommune'), employee),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const history = await db
      .select()
      .from(rabattHistory)
      .where(and(eq(rabattHistory.communeId, communeA.id), eq(rabattHistory.year, year)));
    expect(history).toHaveLength(1);
  });

  it('refuses the same step twice', async () => {
    const year = await yearIn('Neu');
    expect((await call('PUT', statusUrl(year, 'Bei Kommune'), employee)).statusCode).toBe(200);
    const again = await call('PUT', statusUrl(year, 'Bei Kommune'), employee);
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 for a year without a list and 400 for an unknown status', async () => {
    const none = await call('PUT', statusUrl(2099, 'Bei Kommune'), employee);
    expect(none.statusCode).toBe(404);
    const year = await yearIn('Neu');
    const unknown = await call(
      'PUT',
      `/api/lieferstellen/update-status?year=${year}&status=Erledigt&${communeParam(communeA.name)}`,
      employee,
    );
    expect(unknown.statusCode).toBe(400);
  });
});
