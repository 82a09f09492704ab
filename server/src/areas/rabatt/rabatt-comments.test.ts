import type { Comment, LieferstellenPage } from '@kp/contract/rabatt';
import { EMPLOYEE_COMMENT_LABEL } from '@kp/contract/rabatt-constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lieferstellenComments } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { buildCommune } from '../../test/factories.ts';
import {
  buildLieferstelle,
  buildRabattUser,
  buildRabattYear,
  communeParam,
  nextMarktlokation,
  rabattCaller,
} from '../../test/rabatt-factories.ts';

const { app, db } = await setupTestApp();
const call = rabattCaller(app, db);
const YEAR = 2026;

const commune = await buildCommune(db);
const c = communeParam(commune.name);
await buildRabattYear(db, { communeId: commune.id, year: YEAR, status: 'Bei Kommune' });
await buildRabattYear(db, { communeId: commune.id, year: 2025, status: 'Abgeschlossen' });
const employee = await buildRabattUser(db, { isNewEmployee: true, firstName: 'Felix', lastName: 'Hamacher' });
const anna = await buildRabattUser(db, { communeId: commune.id, firstName: 'Anna', lastName: 'Arndt' });
const bodo = await buildRabattUser(db, {
  communeId: commune.id,
  firstName: null,
  lastName: null,
  username: 'bodo.b',
});

const threadUrl = (malo: string, year = YEAR) => `/api/lieferstellen/${malo}/comment?year=${year}&${c}`;
const post = (malo: string, user: typeof anna, message: string, year = YEAR) =>
  call('POST', `/api/lieferstellen/${malo}/comment?${c}`, user, { year, message });
const threadOf = async (malo: string, user: typeof anna) => {
  const res = await call('GET', threadUrl(malo), user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Comment[];
};
const markRead = async (malo: string, user: typeof anna, thread: Comment[]) => {
  const upTo = Math.max(...thread.map((comment) => comment.id));
  const res = await call('POST', `/api/lieferstellen/${malo}/comment/read?year=${YEAR}&${c}`, user, { upTo });
  expect(res.statusCode, res.body).toBe(204);
};
const unreadOf = async (user: typeof anna) => {
  const res = await call('GET', `/api/lieferstellen/comments/unread?year=${YEAR}&${c}`, user);
  expect(res.statusCode).toBe(200);
  return res.json() as { marktlokation: string; count: number }[];
};

describe('comments', () => {
  it("are labelled with the commune, or 'NEW MA' for employees, and listed oldest first", async () => {
    const row = await buildLieferstelle(db, { communeId: commune.id, year: YEAR });
    const first = await post(row.marktlokation, anna, 'Die Schule ist geschlossen.');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      author: 'Anna Arndt',
      commune: commune.name,
      message: 'Die Schule ist geschlossen.',
      year: YEAR,
      marktlokation: row.marktlokation,
      own: true,
      read: true,
    });
    const second = await post(row.marktlokation, employee, '  Danke, wir prüfen das.  ');
    expect(second.json()).toMatchObject({
      author: 'Felix Hamacher',
      commune: EMPLOYEE_COMMENT_LABEL,
      message: 'Danke, wir prüfen das.',
    });
    const third = await post(row.marktlokation, bodo, 'Gesehen.');
    expect(third.json().author).toBe('bodo.b');

    const thread = await threadOf(row.marktlokation, anna);
    expect(thread.map((comment) => comment.message)).toEqual([
      'Die Schule ist geschlossen.',
      'Danke, wir prüfen das.',
      'Gesehen.',
    ]);
    expect(thread.map((comment) => comment.own)).toEqual([true, false, false]);
    expect(typeof thread[0].timestamp).toBe('number');
    expect(thread[1].timestamp).toBeGreaterThanOrEqual(thread[0].timestamp);
  });

  it('track unread state per user; a GET of the thread changes nothing, the read POST marks it read', async () => {
    const row = await buildLieferstelle(db, { communeId: commune.id, year: YEAR });
    const quiet = await buildLieferstelle(db, { communeId: commune.id, year: YEAR });
    await post(row.marktlokation, employee, 'Bitte die Hausnummer prüfen.');
    await post(row.marktlokation, employee, 'Und die Notiz.');
    await post(quiet.marktlokation, anna, 'Nur von mir.');

    expect(await unreadOf(anna)).toContainEqual({ marktlokation: row.marktlokation, count: 2 });
    // Own comments are never unread.
    expect((await unreadOf(anna)).map((u) => u.marktlokation)).not.toContain(quiet.marktlokation);
    expect(await unreadOf(bodo)).toContainEqual({ marktlokation: quiet.marktlokation, count: 1 });

    // Opening the thread (a GET) does not mark it read (decision 015).
    const firstRead = await threadOf(row.marktlokation, anna);
    expect(firstRead.map((comment) => comment.read)).toEqual([false, false]);
    expect((await threadOf(row.marktlokation, anna)).map((comment) => comment.read)).toEqual([false, false]);
    expect(await unreadOf(anna)).toContainEqual({ marktlokation: row.marktlokation, count: 2 });
    // The web app posts the newest comment it showed; afterwards the thread is read for Anna only.
    await markRead(row.marktlokation, anna, firstRead);
    expect((await threadOf(row.marktlokation, anna)).map((comment) => comment.read)).toEqual([true, true]);
    expect((await unreadOf(anna)).map((u) => u.marktlokation)).not.toContain(row.marktlokation);
    expect(await unreadOf(bodo)).toContainEqual({ marktlokation: row.marktlokation, count: 2 });

    // A later comment is unread again, and shows in the list's counts.
    await post(row.marktlokation, employee, 'Noch eine Frage.');
    expect(await unreadOf(anna)).toContainEqual({ marktlokation: row.marktlokation, count: 1 });
    const page = await call('GET', `/api/lieferstellen?year=${YEAR}&_limit=-1`, anna);
    const item = (page.json() as LieferstellenPage).items.find((i) => i.id === row.id);
    expect(item).toMatchObject({ comments: 3, unreadComments: 1 });
    const again = await threadOf(row.marktlokation, anna);
    expect(again.map((comment) => comment.read)).toEqual([true, true, false]);
    // Marking up to what was shown leaves a comment written meanwhile unread.
    await post(row.marktlokation, employee, 'Inzwischen geschrieben.');
    await markRead(row.marktlokation, anna, again);
    expect(await unreadOf(anna)).toContainEqual({ marktlokation: row.marktlokation, count: 1 });
  });

  it('are marked read only by a caller who may read the thread', async () => {
    const row = await buildLieferstelle(db, { communeId: commune.id, year: YEAR });
    const url = `/api/lieferstellen/${row.marktlokation}/comment/read?year=${YEAR}&${c}`;
    const anonymous = await app.inject({ method: 'POST', url, payload: { upTo: 1 } });
    expect(anonymous.statusCode).toBe(401);
    const elsewhere = await buildCommune(db);
    const stranger = await buildRabattUser(db, { communeId: elsewhere.id });
    const foreign = await call(
      'POST',
      `/api/lieferstellen/${row.marktlokation}/comment/read?year=${YEAR}`,
      stranger,
      { upTo: 1 },
    );
    expect([403, 404]).toContain(foreign.statusCode);
  });

  it('cannot be deleted', async () => {
    const row = await buildLieferstelle(db, { communeId: commune.id, year: YEAR });
    const created = (await post(row.marktlokation, anna, 'Bleibt stehen.')).json() as Comment;
    for (const url of [
      `/api/lieferstellen/${row.marktlokation}/comment?year=${YEAR}`,
      `/api/lieferstellen/${row.marktlokation}/comment/${created.id}`,
      `/api/lieferstellen/comments/${created.id}`,
    ]) {
      const res = await call('DELETE', url, anna);
      expect([404, 405]).toContain(res.statusCode);
    }
    const kept = await db
      .select()
      .from(lieferstellenComments)
      .where(eq(lieferstellenComments.id, created.id));
    expect(kept).toHaveLength(1);
  });

  it('need the marktlokation on the year list and an open list', async () => {
    const missing = await post(nextMarktlokation(), anna, 'Wo ist das?');
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', threadUrl(nextMarktlokation()), anna)).statusCode).toBe(404);
    const closedRow = await buildLieferstelle(db, { communeId: commune.id, year: 2025 });
    const closed = await post(closedRow.marktlokation, anna, 'Zu spät.', 2025);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toContain('„Abgeschlossen“');
    // Reading a closed year's thread still works.
    expect((await call('GET', threadUrl(closedRow.marktlokation, 2025), anna)).statusCode).toBe(200);
  });

  it("are the NEW's alone while it prepares the list ('Neu'): the commune reads it only", async () => {
    await buildRabattYear(db, { communeId: commune.id, year: 2027, status: 'Neu' });
    const row = await buildLieferstelle(db, { communeId: commune.id, year: 2027 });
    const refused = await post(row.marktlokation, anna, 'Schon jetzt eine Frage.', 2027);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('bereitet die Liste noch vor');
    const list = await call('GET', `/api/lieferstellen?year=2027&${c}`, anna);
    expect(list.statusCode).toBe(200);
    expect((list.json() as LieferstellenPage).permissions).toEqual({
      canEditAddresses: false,
      canSetRabatt: false,
      canAddLieferstelle: false,
      canComment: false,
    });
    expect((await post(row.marktlokation, employee, 'Vorschlag geprüft.', 2027)).statusCode).toBe(201);
    expect((await call('GET', threadUrl(row.marktlokation, 2027), anna)).statusCode).toBe(200);
  });

  it('are listed by author: own, the commune users, the employees; newest first', async () => {
    const row = await buildLieferstelle(db, { communeId: commune.id, year: YEAR });
    await post(row.marktlokation, anna, 'Anna 1');
    await post(row.marktlokation, employee, 'NEW 1');
    await post(row.marktlokation, bodo, 'Bodo 1');
    await post(row.marktlokation, anna, 'Anna 2');
    const commentsAt = async (url: string, user = anna) => {
      const res = await call('GET', url, user);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Comment[];
    };
    const mine = await commentsAt(`/api/lieferstellen/getCommentsByUserid?year=${YEAR}`);
    expect(mine.slice(0, 2).map((comment) => comment.message)).toEqual(['Anna 2', 'Anna 1']);
    expect(mine.every((comment) => comment.own && comment.author === 'Anna Arndt')).toBe(true);
    const byCommune = await commentsAt(
      `/api/lieferstellen/getCommentsByCommune/${encodeURIComponent(commune.name)}?year=${YEAR}`,
      employee,
    );
    expect(byCommune.slice(0, 3).map((comment) => comment.message)).toEqual(['Anna 2', 'Bodo 1', 'Anna 1']);
    expect(byCommune.every((comment) => comment.commune === commune.name)).toBe(true);
    const byStaff = await commentsAt(`/api/lieferstellen/getCommentsByMa?year=${YEAR}&${c}`, employee);
    expect(byStaff[0].message).toBe('NEW 1');
    expect(byStaff.every((comment) => comment.commune === EMPLOYEE_COMMENT_LABEL && comment.own)).toBe(true);
  });
});
