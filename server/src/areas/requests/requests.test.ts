import { todayInBerlin } from '@kp/contract/consultation-constants';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accessibilityFeedback,
  auditLog,
  educationRequests,
  mailOutbox,
  momentClaims,
  moments,
  newsletterSubscriptions,
  requestHandling,
  users,
} from '../../db/schema/index.ts';
import { backofficeCaller, setupTestApp } from '../../test/app.ts';
import { buildCommune, buildUser, sessionCookie } from '../../test/factories.ts';
import { readXlsx } from '../../test/xlsx.ts';

const MAIL_TO = 'quartier@new.example';
const { app, db } = await setupTestApp({ CONSULTATION_MAIL_TO: MAIL_TO });
const viersen = await buildCommune(db, { name: 'Viersen' });

function dayFromToday(days: number): string {
  const date = new Date(`${todayInBerlin()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const consultation = {
  requestType: 'call',
  name: 'Petra Quartier',
  phone: '02161 123456',
  mail: 'petra@viersen.example',
  // Starts like a list, which a spreadsheet would read as a formula (the CSV export guards it).
  message: '- Wir planen ein Wohngebiet; bitte "rufen" Sie an.\n- Am liebsten vormittags.',
  date: dayFromToday(3),
  time: '09:30',
};

type Cookie = string | undefined;
const call = backofficeCaller(app);

const filterParam = (filter: object) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

let editor: Cookie;
let secondEditor: Cookie;
let admin: Cookie;
let communeUser: Cookie;
let consultationId: number;

beforeAll(async () => {
  editor = await sessionCookie(
    db,
    await buildUser(db, { isEditor: true, firstName: 'Rita', lastName: 'Redakteurin' }),
  );
  secondEditor = await sessionCookie(
    db,
    await buildUser(db, { isEditor: true, firstName: 'Otto', lastName: 'Zweitredakteur' }),
  );
  admin = await sessionCookie(db, await buildUser(db, { isAdmin: true }));
  const sender = await buildUser(db, { communeId: viersen.id, firstName: 'Petra', lastName: 'Quartier' });
  communeUser = await sessionCookie(db, sender);
  const sent = await call(communeUser, 'POST', '/api/quartiersentwicklung/send-mail', consultation);
  expect(sent.statusCode).toBe(201);
  consultationId = sent.json().id;
});

describe('requests inbox: access', () => {
  it('answers 401 without a session, 403 to commune users, employees and education users, 200 to editors and admins on every route', async () => {
    const employee = await sessionCookie(db, await buildUser(db, { isNewEmployee: true }));
    const education = await sessionCookie(
      db,
      await buildUser(db, { communeId: viersen.id, bildungsportalUser: true, showBildungsportal: true }),
    );
    const id = `consultation-${consultationId}`;
    const routes: [method: 'GET' | 'PATCH', url: string, body?: object, revision?: number][] = [
      ['GET', '/api/backoffice/requests'],
      ['GET', `/api/backoffice/requests/${id}`],
      ['GET', '/api/backoffice/requests/export?format=csv'],
      ['GET', '/api/backoffice/requests/export?format=xlsx'],
      ['PATCH', `/api/backoffice/requests/${id}`, { status: 'new', note: '' }, 0],
    ];
    for (const [method, url, body, revision] of routes) {
      expect((await call(undefined, method, url, body, revision)).statusCode, `${method} ${url}`).toBe(401);
      for (const cookie of [communeUser, employee, education]) {
        const res = await call(cookie, method, url, body, revision);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().error).toBe('editors_only');
      }
    }
    // Allowed: read-only calls as both, the change once (its revision then moves on).
    for (const [method, url] of routes.filter(([method]) => method === 'GET')) {
      expect((await call(editor, method, url)).statusCode, `${method} ${url}`).toBe(200);
      expect((await call(admin, method, url)).statusCode, `${method} ${url}`).toBe(200);
    }
    const [, url, body] = routes[4];
    const changed = await call(admin, 'PATCH', url, body, 0);
    expect(changed.statusCode).toBe(200);
    expect((await call(editor, 'PATCH', url, body, changed.json().revision)).statusCode).toBe(200);
  });
});

describe('requests inbox: a consultation sent through the portal', () => {
  let revision: number;
  const id = () => `consultation-${consultationId}`;

  it('the mail still goes to the outbox', async () => {
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `consultation:${consultationId}`));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: MAIL_TO });
  });

  it('appears in the inbox with its data, found by search and by the kind filter', async () => {
    const res = await call(
      editor,
      'GET',
      `/api/backoffice/requests?q=Wohngebiet&${filterParam({ kind: 'consultation' })}`,
    );
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json();
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({
      id: id(),
      kind: 'consultation',
      number: consultationId,
      name: 'Petra Quartier',
      mail: 'petra@viersen.example',
      phone: '02161 123456',
      commune: 'Viersen',
      subject: 'Rückruf',
      message: consultation.message,
    });

    const detail = await call(editor, 'GET', `/api/backoffice/requests/${id()}`);
    expect(detail.statusCode).toBe(200);
    const entry = detail.json();
    revision = entry.revision;
    const fields = Object.fromEntries(
      entry.record.fields.map((field: { label: string; value: string }) => [field.label, field.value]),
    );
    expect(fields).toMatchObject({
      'Art der Anfrage': 'Rückruf',
      'Wunschtermin für den Rückruf': `${consultation.date.split('-').reverse().join('.')} um 09:30 Uhr`,
      Name: 'Petra Quartier',
      Telefon: '02161 123456',
      'E-Mail': 'petra@viersen.example',
      Kommune: 'Viersen',
      Nachricht: consultation.message,
    });
  });

  it('a new request is "neu" until someone handles it', async () => {
    const sent = await call(communeUser, 'POST', '/api/quartiersentwicklung/send-mail', {
      ...consultation,
      requestType: 'mail',
      message: 'Eine ganz neue Frage zur Nahwärme.',
    });
    const fresh = `consultation-${sent.json().id}`;
    const detail = (await call(editor, 'GET', `/api/backoffice/requests/${fresh}`)).json();
    expect(detail).toMatchObject({
      revision: 0,
      updatedBy: null,
      record: { status: 'new', note: '', handledBy: null, handledAt: null, subject: 'E-Mail' },
    });
    const news = (
      await call(editor, 'GET', `/api/backoffice/requests?${filterParam({ status: 'new' })}`)
    ).json();
    expect(news.items.map((item: { id: string }) => item.id)).toContain(fresh);
  });

  it('sets the status with a note and the handler, writes an audit line, and refuses a stale change with 409 naming the other editor', async () => {
    const first = await call(
      secondEditor,
      'PATCH',
      `/api/backoffice/requests/${id()}`,
      { status: 'in_progress', note: 'Rückruf am Donnerstag vereinbart.' },
      revision,
    );
    expect(first.statusCode).toBe(200);
    const entry = first.json();
    expect(entry).toMatchObject({
      revision: revision + 1,
      updatedBy: 'Otto Zweitredakteur',
      record: {
        status: 'in_progress',
        note: 'Rückruf am Donnerstag vereinbart.',
        handledBy: 'Otto Zweitredakteur',
      },
    });
    expect(Date.now() - new Date(entry.updatedAt).getTime()).toBeLessThan(60_000);

    const stale = await call(
      editor,
      'PATCH',
      `/api/backoffice/requests/${id()}`,
      { status: 'done', note: 'Überschrieben?' },
      revision,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'edited_by_someone_else' });
    expect(stale.json().message).toContain('Otto Zweitredakteur');
    const after = (await call(editor, 'GET', `/api/backoffice/requests/${id()}`)).json();
    expect(after.record).toMatchObject({ status: 'in_progress', note: 'Rückruf am Donnerstag vereinbart.' });

    const done = await call(
      editor,
      'PATCH',
      `/api/backoffice/requests/${id()}`,
      { status: 'done', note: 'Erledigt, Termin vor Ort.' },
      after.revision,
    );
    expect(done.json().record).toMatchObject({ status: 'done', handledBy: 'Rita Redakteurin' });

    // PUT, as the back office's data provider saves: the whole record goes back, only status and note count.
    const record = done.json().record;
    const put = await call(
      editor,
      'PUT',
      `/api/backoffice/requests/${id()}`,
      { ...record, name: 'Geändert?', note: 'Erledigt, Termin vor Ort am 3.12.' },
      done.json().revision,
    );
    expect(put.statusCode).toBe(200);
    expect(put.json().record).toMatchObject({
      status: 'done',
      note: 'Erledigt, Termin vor Ort am 3.12.',
      name: 'Petra Quartier',
    });

    const lines = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'requests'), eq(auditLog.entityId, id())));
    expect(lines.map((line) => [line.action, line.userName, line.summary])).toEqual(
      expect.arrayContaining([
        [
          'status',
          'Otto Zweitredakteur',
          `Quartiersentwicklung Nr. ${consultationId}: in Bearbeitung, Notiz geändert`,
        ],
        [
          'status',
          'Rita Redakteurin',
          `Quartiersentwicklung Nr. ${consultationId}: erledigt, Notiz geändert`,
        ],
      ]),
    );

    const doneList = (
      await call(
        editor,
        'GET',
        `/api/backoffice/requests?${filterParam({ status: 'done', kind: 'consultation' })}`,
      )
    ).json();
    expect(doneList.items.map((item: { id: string }) => item.id)).toEqual([id()]);
  });

  it('answers bad input with 400 per field, an unknown request with 404, an unknown filter or sort with 400', async () => {
    const bad = await call(editor, 'PATCH', `/api/backoffice/requests/${id()}`, { status: 'vielleicht' }, 0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('status');
    expect((await call(editor, 'GET', '/api/backoffice/requests/consultation-999999')).statusCode).toBe(404);
    expect(
      (await call(editor, 'PATCH', '/api/backoffice/requests/newsletter-999999', { status: 'done' }, 0))
        .statusCode,
    ).toBe(404);
    expect((await call(editor, 'GET', '/api/backoffice/requests/unbekannt-1')).statusCode).toBe(400);
    expect(
      (await call(editor, 'GET', `/api/backoffice/requests?${filterParam({ geheim: 1 })}`)).statusCode,
    ).toBe(400);
    expect((await call(editor, 'GET', '/api/backoffice/requests?sort=passwort')).statusCode).toBe(400);
    // react-admin's default sort: by id, which the inbox reads as the date of receipt.
    expect((await call(editor, 'GET', '/api/backoffice/requests?sort=id&order=DESC')).statusCode).toBe(200);
  });
});

describe('requests inbox: every kind', () => {
  it('lists moment claims, education requests and claims, newsletter sign-ups and accessibility reports, newest first', async () => {
    const user = await buildUser(db, { communeId: viersen.id, firstName: 'Nina', lastName: 'Newsletter' });
    const [moment] = await db
      .insert(moments)
      .values({
        titel: 'Konzert im Park',
        beschreibung: 'x',
        startdatum: '2026-06-01',
        enddatum: '2026-06-30',
      })
      .returning();
    const t = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const [claim] = await db
      .insert(momentClaims)
      .values({
        momentId: moment.id,
        userId: user.id,
        name: 'Max Moment',
        commune: 'Viersen',
        task: 'Bürgermeister',
        phoneNumber: '0211 1',
        email: 'max@viersen.example',
        createdAt: t(1),
      })
      .returning();
    const [education] = await db
      .insert(educationRequests)
      .values({
        userId: user.id,
        materialTitel: 'Energie-Detektive',
        firstname: 'Lena',
        name: 'Lehrerin',
        mail: 'lena@schule.example',
        bildungseinrichtung: 'Grundschule Viersen',
        jahrgangsstufe: '3',
        message: 'Wir möchten teilnehmen.',
        createdAt: t(2),
      })
      .returning();
    await db.insert(newsletterSubscriptions).values({ userId: user.id, createdAt: t(3) });
    const [report] = await db
      .insert(accessibilityFeedback)
      .values({ page: '/magazin', description: 'Kontrast zu schwach', createdAt: t(4) })
      .returning();

    const res = (await call(editor, 'GET', '/api/backoffice/requests?perPage=4')).json();
    expect(res.items.map((item: { id: string }) => item.id)).toEqual([
      `accessibility-${report.id}`,
      `newsletter-${user.id}`,
      `education-${education.id}`,
      `moment-claim-${claim.id}`,
    ]);
    expect(res.items[1]).toMatchObject({ name: 'Nina Newsletter', commune: 'Viersen', status: 'new' });
    expect(res.items[2]).toMatchObject({ name: 'Lena Lehrerin', subject: 'Angebot: Energie-Detektive' });
    expect(res.items[3]).toMatchObject({ subject: 'Konzert im Park', message: 'Bürgermeister' });

    const claimRes = await call(editor, 'GET', `/api/backoffice/requests/moment-claim-${claim.id}`);
    const claimDetail = claimRes.json();
    expect(claimDetail.record.fields).toEqual(
      expect.arrayContaining([
        { key: 'moment', label: 'Moment', value: 'Konzert im Park (01.06.2026 bis 30.06.2026)' },
        { key: 'task', label: 'Funktion', value: 'Bürgermeister' },
      ]),
    );
    const newsletter = await call(
      editor,
      'PATCH',
      `/api/backoffice/requests/newsletter-${user.id}`,
      { status: 'done', note: 'In den Verteiler aufgenommen.' },
      0,
    );
    expect(newsletter.statusCode).toBe(200);
    expect(newsletter.json().record.fields).toEqual(
      expect.arrayContaining([{ key: 'mail', label: 'E-Mail', value: user.email }]),
    );
    const byStatus = (
      await call(editor, 'GET', `/api/backoffice/requests?sort=status&order=ASC&perPage=100`)
    ).json();
    const statuses = byStatus.items.map((item: { status: string }) => item.status);
    expect(statuses.indexOf('done')).toBeGreaterThan(statuses.lastIndexOf('new'));
  });

  it('forgets the handling and its note when a request is deleted (with its moment or its account)', async () => {
    const user = await buildUser(db, { communeId: viersen.id });
    await db.insert(newsletterSubscriptions).values({ userId: user.id });
    const id = `newsletter-${user.id}`;
    await call(
      editor,
      'PATCH',
      `/api/backoffice/requests/${id}`,
      { status: 'done', note: 'Persönliches' },
      0,
    );
    const kept = () =>
      db
        .select()
        .from(requestHandling)
        .where(and(eq(requestHandling.kind, 'newsletter'), eq(requestHandling.requestId, user.id)));
    expect(await kept()).toHaveLength(1);
    await db.delete(users).where(eq(users.id, user.id));
    expect(await kept()).toHaveLength(0);
  });
});

describe('requests inbox: export', () => {
  it('writes CSV with the BOM, ";", German headers, and escapes ";", quotes and newlines', async () => {
    const res = await call(editor, 'GET', `/api/backoffice/requests/export?format=csv&${filterParam({})}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Anfragen-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const [header] = text.split('\r\n');
    expect(header).toBe(
      'Art;Nr.;Eingegangen am;Name;E-Mail;Telefon;Kommune;Betreff;Nachricht;Status;Bearbeitet von;Bearbeitet am;Notiz',
    );
    // The consultation's message has a ';', quotes and a line break: one quoted cell, with an apostrophe
    // before its '-' so no spreadsheet runs it as a formula.
    expect(text).toContain(`"'${consultation.message.replaceAll('"', '""')}"`);
    expect(text).toContain(`Quartiersentwicklung;${consultationId};`);
    expect(text).toContain(';erledigt;Rita Redakteurin;');
  });

  it('exports one kind with all its fields and the list filters', async () => {
    const res = await call(
      editor,
      'GET',
      `/api/backoffice/requests/export?format=csv&${filterParam({ kind: 'consultation', status: 'done' })}`,
    );
    const lines = res.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Nr.;Eingegangen am;Art der Anfrage;Wunschtermin für den Rückruf;Name;Telefon;E-Mail;Kommune;Benutzerkonto;Nachricht;Status;Bearbeitet von;Bearbeitet am;Notiz',
    );
    expect(lines[1].startsWith(`${consultationId};`)).toBe(true);
    expect(res.headers['content-disposition']).toContain('Anfragen-Quartiersentwicklung-');
  });

  it('writes an XLSX with the header row and the rows, numbers as number cells', async () => {
    const res = await call(editor, 'GET', '/api/backoffice/requests/export?format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/\.xlsx"/);
    const book = await readXlsx(res.rawPayload);
    expect(book.name).toBe('Anfragen');
    expect(book.rows[0].slice(0, 3)).toEqual(['Art', 'Nr.', 'Eingegangen am']);
    expect(book.isBold('A1')).toBe(true);
    expect(book.frozenRows).toBe(1);
    const total = (await call(editor, 'GET', '/api/backoffice/requests')).json().total;
    expect(book.rows).toHaveLength(total + 1);
    // The number is a number cell (read back as a number, not as text).
    const consultationRow = book.rows.find(
      (row) => row[0] === 'Quartiersentwicklung' && row[1] === consultationId,
    );
    expect(consultationRow?.[8]).toBe(consultation.message);
  });
});
