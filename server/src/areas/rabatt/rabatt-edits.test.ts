import type { Comment, Lieferstelle, LieferstellenPage } from '@kp/contract/rabatt';
import type { RabattStatus } from '@kp/contract/rabatt-constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lieferstellen, lieferstellenDetails, rabattHistory } from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { buildCommune } from '../../test/factories.ts';
import {
  buildLieferstelle,
  buildMarktlokation,
  buildRabattUser,
  buildRabattYear,
  communeParam,
  nextMarktlokation,
  rabattCaller,
} from '../../test/rabatt-factories.ts';

const { app, db } = await setupTestApp();
const call = rabattCaller(app, db);
const employee = await buildRabattUser(db, { isNewEmployee: true, firstName: 'Felix', lastName: 'Hamacher' });
const YEAR = 2026;

/**
 * A commune with a list in the given status: one marktlokation with two partners (a partner change), one
 * plain row, and two users of the commune.
 */
async function listIn(status: RabattStatus) {
  const commune = await buildCommune(db);
  await buildRabattYear(db, { communeId: commune.id, year: YEAR, status });
  const malo = nextMarktlokation();
  const oldPartner = await buildLieferstelle(db, { communeId: commune.id, year: YEAR, marktlokation: malo });
  const newPartner = await buildLieferstelle(db, {
    communeId: commune.id,
    year: YEAR,
    marktlokation: malo,
    newGeschaeftspartner: true,
  });
  const single = await buildLieferstelle(db, { communeId: commune.id, year: YEAR });
  const anna = await buildRabattUser(db, { communeId: commune.id, firstName: 'Anna', lastName: 'Arndt' });
  const carla = await buildRabattUser(db, { communeId: commune.id, firstName: 'Carla', lastName: 'Conrad' });
  const c = communeParam(commune.name);
  return { commune, c, malo, oldPartner, newPartner, single, anna, carla };
}

const rowsOf = async (ids: number[]) => {
  const rows = await db.select().from(lieferstellen);
  return ids.map((id) => rows.find((row) => row.id === id) as typeof lieferstellen.$inferSelect);
};
const historyOf = (id: number) => db.select().from(rabattHistory).where(eq(rabattHistory.lieferstelleId, id));

const addressBody = (
  row: { id: number; marktlokation: string },
  version: number,
  values: { adresszeile1?: string; adresszeile2?: string; notiz?: string } = {},
) => ({
  id: row.id,
  version,
  marktlokation: row.marktlokation,
  adresszeile1: 'Rathausplatz',
  adresszeile2: '1a',
  notiz: 'Eingang über den Hof',
  ...values,
});

describe('editing Straße, Hausnummer and Notiz', () => {
  it('changes every row of the marktlokation, with a history entry of only the changed fields each', async () => {
    const list = await listIn('Bei Kommune');
    const res = await call(
      'PUT',
      '/api/lieferstellen/updateAdditionalData',
      list.anna,
      addressBody(list.oldPartner, 1, { adresszeile2: list.oldPartner.adresszeile2 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Lieferstelle;
    expect(answer).toMatchObject({ id: list.oldPartner.id, adresszeile1: 'Rathausplatz', version: 2 });
    expect(answer.changes).toHaveLength(1);
    expect(answer.changes[0]).toMatchObject({
      kind: 'lieferstelle',
      user: 'Anna Arndt',
      before: { adresszeile1: 'Schulstraße', notiz: '' },
      after: { adresszeile1: 'Rathausplatz', notiz: 'Eingang über den Hof' },
    });
    const [old, renamed, single] = await rowsOf([list.oldPartner.id, list.newPartner.id, list.single.id]);
    for (const row of [old, renamed]) {
      expect(row).toMatchObject({ adresszeile1: 'Rathausplatz', notiz: 'Eingang über den Hof', version: 2 });
      expect(row.updatedAt.getTime()).toBeGreaterThan(list.oldPartner.updatedAt.getTime() - 1);
    }
    expect(single).toMatchObject({ adresszeile1: 'Schulstraße', version: 1 });
    expect(await historyOf(list.newPartner.id)).toHaveLength(1);
    expect(await historyOf(list.single.id)).toHaveLength(0);
  });

  it('keeps the first of two edits from the same start; the second gets 409 naming the first', async () => {
    const list = await listIn('Bei Kommune');
    const loaded = list.single.version;
    const first = await call(
      'PUT',
      '/api/lieferstellen/updateAdditionalData',
      list.anna,
      addressBody(list.single, loaded, { adresszeile1: 'Erste Straße' }),
    );
    expect(first.statusCode).toBe(200);
    const second = await call(
      'PUT',
      '/api/lieferstellen/updateAdditionalData',
      list.carla,
      addressBody(list.single, loaded, { adresszeile1: 'Zweite Straße' }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'Die Lieferstelle wurde inzwischen von Anna Arndt geändert. Bitte laden Sie die Ansicht neu und versuchen Sie es noch einmal.',
    );
    const [row] = await rowsOf([list.single.id]);
    expect(row).toMatchObject({ adresszeile1: 'Erste Straße', version: loaded + 1 });
  });

  it('lets one of two concurrent edits win', async () => {
    const list = await listIn('Bei Kommune');
    const answers = await Promise.all([
      call(
        'PUT',
        '/api/lieferstellen/updateAdditionalData',
        list.anna,
        addressBody(list.single, 1, { notiz: 'A' }),
      ),
      call(
        'PUT',
        '/api/lieferstellen/updateAdditionalData',
        list.carla,
        addressBody(list.single, 1, { notiz: 'C' }),
      ),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((res) => res.statusCode === 200)?.json() as Lieferstelle;
    const [row] = await rowsOf([list.single.id]);
    expect(row).toMatchObject({ notiz: winner.notiz, version: 2 });
    expect(await historyOf(list.single.id)).toHaveLength(1);
  });

  it('says "jemand anderem" when nobody is on record', async () => {
    const list = await listIn('Bei Kommune');
    await db.update(lieferstellen).set({ version: 5 }).where(eq(lieferstellen.id, list.single.id));
    const res = await call(
      'PUT',
      '/api/lieferstellen/updateAdditionalData',
      list.anna,
      addressBody(list.single, 1),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('von jemand anderem geändert');
  });

  it('writes nothing when nothing changes', async () => {
    const list = await listIn('Bei Kommune');
    const { id, marktlokation, adresszeile1, adresszeile2, notiz } = list.single;
    const res = await call('PUT', '/api/lieferstellen/updateAdditionalData', list.anna, {
      id,
      version: 1,
      marktlokation,
      adresszeile1,
      adresszeile2,
      notiz,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(1);
    expect(await historyOf(id)).toHaveLength(0);
  });

  it.each([
    ['Neu', 'commune', 409],
    ['Bei Kommune', 'employee', 409],
    ['Neu', 'employee', 200],
    ['Gegenprüfung durch NEW', 'employee', 200],
    ['Gegenprüfung durch NEW', 'commune', 409],
    ['Freizugeben', 'commune', 409],
    ['Freizugeben', 'employee', 409],
    ['Abgeschlossen', 'commune', 409],
    ['Abgeschlossen', 'employee', 409],
  ] as const)('in %s, a %s user gets %i', async (status, role, expected) => {
    const list = await listIn(status);
    const user = role === 'employee' ? employee : list.anna;
    const res = await call(
      'PUT',
      `/api/lieferstellen/updateAdditionalData?${list.c}`,
      user,
      addressBody(list.single, 1),
    );
    expect(res.statusCode, res.body).toBe(expected);
    if (expected === 409) expect(res.json().message).toContain(`„${status}“`);
  });

  it('needs the commune from employees and the matching marktlokation', async () => {
    const list = await listIn('Neu');
    const noCommune = await call(
      'PUT',
      '/api/lieferstellen/updateAdditionalData',
      employee,
      addressBody(list.single, 1),
    );
    expect(noCommune.statusCode).toBe(400);
    const wrongMalo = await call('PUT', `/api/lieferstellen/updateAdditionalData?${list.c}`, employee, {
      ...addressBody(list.single, 1),
      marktlokation: list.malo,
    });
    expect(wrongMalo.statusCode).toBe(400);
    const unknownId = await call('PUT', `/api/lieferstellen/updateAdditionalData?${list.c}`, employee, {
      ...addressBody(list.single, 1),
      id: 2_000_000_000,
    });
    expect(unknownId.statusCode).toBe(404);
  });
});

describe('the discount flag', () => {
  it('sets and clears rabatt on every row of the marktlokation; other keys of the record are ignored', async () => {
    const list = await listIn('Neu');
    const page = await call('GET', `/api/lieferstellen?year=${YEAR}&${list.c}`, employee);
    const record = (page.json() as LieferstellenPage).items.find((item) => item.id === list.oldPartner.id);
    const on = await call('PUT', `/api/lieferstellen/${list.oldPartner.id}?${list.c}`, employee, {
      ...record,
      rabatt: true,
      adresszeile1: 'Nicht übernommen',
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ rabatt: true, version: 2, adresszeile1: 'Schulstraße' });
    let [old, renamed, single] = await rowsOf([list.oldPartner.id, list.newPartner.id, list.single.id]);
    expect([old.rabatt, renamed.rabatt, single.rabatt]).toEqual([true, true, false]);
    // The list, read before the change, shows it at once.
    const reread = await call(
      'GET',
      `/api/lieferstellen?year=${YEAR}&${list.c}&filter=rabattfaehige`,
      employee,
    );
    expect((reread.json() as LieferstellenPage).items.map((item) => [item.id, item.version])).toEqual(
      expect.arrayContaining([
        [list.oldPartner.id, 2],
        [list.newPartner.id, 2],
      ]),
    );
    expect((reread.json() as LieferstellenPage).total).toBe(2);
    const entries = await historyOf(list.newPartner.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      before: { rabatt: false },
      after: { rabatt: true },
      userName: 'Felix Hamacher',
    });

    // Turning it off goes through the other row and clears both.
    const off = await call('PUT', `/api/lieferstellen/${list.newPartner.id}?${list.c}`, employee, {
      rabatt: false,
      version: 2,
    });
    expect(off.statusCode).toBe(200);
    [old, renamed, single] = await rowsOf([list.oldPartner.id, list.newPartner.id, list.single.id]);
    expect([old.rabatt, renamed.rabatt]).toEqual([false, false]);
    expect(old.version).toBe(3);
    expect(off.json().changes.map((change: { after: object }) => change.after)).toEqual([
      { rabatt: false },
      { rabatt: true },
    ]);
  });

  it('checks the version', async () => {
    const list = await listIn('Gegenprüfung durch NEW');
    expect(
      (
        await call('PUT', `/api/lieferstellen/${list.single.id}?${list.c}`, employee, {
          rabatt: true,
          version: 1,
        })
      ).statusCode,
    ).toBe(200);
    const stale = await call('PUT', `/api/lieferstellen/${list.single.id}?${list.c}`, employee, {
      rabatt: false,
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain('von Felix Hamacher geändert');
    expect((await rowsOf([list.single.id]))[0].rabatt).toBe(true);
  });

  it.each([
    ['Neu', 200],
    ['Bei Kommune', 409],
    ['Gegenprüfung durch NEW', 200],
    ['Freizugeben', 409],
    ['Abgeschlossen', 409],
  ] as const)('in %s an employee gets %i, a commune user always 403', async (status, expected) => {
    const list = await listIn(status);
    const staff = await call('PUT', `/api/lieferstellen/${list.single.id}?${list.c}`, employee, {
      rabatt: true,
      version: 1,
    });
    expect(staff.statusCode).toBe(expected);
    const commune = await call('PUT', `/api/lieferstellen/${list.single.id}`, list.anna, {
      rabatt: true,
      version: 1,
    });
    expect(commune.statusCode).toBe(403);
    const enable = await call(
      'POST',
      `/api/lieferstellen/enablerabattstatus?malo=${list.malo}&year=${YEAR}`,
      list.anna,
    );
    expect(enable.statusCode).toBe(403);
  });

  it("finds no row of another commune through an employee's wrong commune, and needs one named", async () => {
    const list = await listIn('Neu');
    const unnamed = await call('PUT', `/api/lieferstellen/${list.single.id}`, employee, {
      rabatt: true,
      version: 1,
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toBe('Bitte wählen Sie eine Kommune.');
    const other = await listIn('Neu');
    const res = await call('PUT', `/api/lieferstellen/${list.single.id}?${other.c}`, employee, {
      rabatt: true,
      version: 1,
    });
    expect(res.statusCode).toBe(404);
  });

  it('enables the discount for a marktlokation with enablerabattstatus', async () => {
    const list = await listIn('Neu');
    const url = `/api/lieferstellen/enablerabattstatus?malo=${list.malo}&year=${YEAR}&${list.c}`;
    const res = await call('POST', url, employee);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ marktlokation: list.malo, year: YEAR, updated: 2 });
    const [old, renamed] = await rowsOf([list.oldPartner.id, list.newPartner.id]);
    expect([old.rabatt, renamed.rabatt]).toEqual([true, true]);
    expect((await call('POST', url, employee)).json().updated).toBe(0);
    const missing = await call(
      'POST',
      `/api/lieferstellen/enablerabattstatus?malo=${nextMarktlokation()}&year=${YEAR}&${list.c}`,
      employee,
    );
    expect(missing.statusCode).toBe(404);
    const closed = await listIn('Bei Kommune');
    const refused = await call(
      'POST',
      `/api/lieferstellen/enablerabattstatus?malo=${closed.malo}&year=${YEAR}&${closed.c}`,
      employee,
    );
    expect(refused.statusCode).toBe(409);
  });
});

describe('a new delivery point', () => {
  it('is added by the commune from the available list, with its comment and a history entry', async () => {
    const list = await listIn('Bei Kommune');
    const malo = await buildMarktlokation(db, {
      communeId: list.commune.id,
      sparte: 'Gas',
      spannungsebene: null,
      druckstufe: 'Mitteldruck',
      adresszeile1: 'Am Bauhof',
      adresszeile2: '3',
    });
    await db.insert(lieferstellenDetails).values({
      communeId: list.commune.id,
      marktlokation: malo.marktlokation,
      geschaeftspartnerNummer: malo.geschaeftspartnerNummer,
      year: YEAR,
      rabattMenge: 512.25,
    });
    const before = await call('GET', `/api/lieferstellen/getCachedMalos?year=${YEAR}`, list.anna);
    expect(before.json().map((m: { marktlokation: string }) => m.marktlokation)).toContain(
      malo.marktlokation,
    );

    const res = await call('POST', '/api/lieferstellen', list.anna, {
      year: YEAR,
      marktlokation: malo.marktlokation,
      comment: 'Der Bauhof gehört seit März uns.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as Lieferstelle;
    expect(created).toMatchObject({
      marktlokation: malo.marktlokation,
      sparte: 'Gas',
      druckstufe: 'Mitteldruck',
      adresszeile1: 'Am Bauhof',
      geschaeftspartnerNummer: malo.geschaeftspartnerNummer,
      addedByCommune: true,
      rabatt: false,
      rabattMenge: 512.25,
      comments: 1,
      unreadComments: 0,
      version: 1,
    });
    expect(created.changes).toHaveLength(1);
    expect(created.changes[0]).toMatchObject({ before: {}, user: 'Anna Arndt' });
    expect(created.changes[0].after).toMatchObject({
      marktlokation: malo.marktlokation,
      addedByCommune: true,
    });

    const thread = await call(
      'GET',
      `/api/lieferstellen/${malo.marktlokation}/comment?year=${YEAR}`,
      list.anna,
    );
    expect((thread.json() as Comment[]).map((comment) => comment.message)).toEqual([
      'Der Bauhof gehört seit März uns.',
    ]);
    const after = await call('GET', `/api/lieferstellen/getCachedMalos?year=${YEAR}`, list.anna);
    expect(after.json().map((m: { marktlokation: string }) => m.marktlokation)).not.toContain(
      malo.marktlokation,
    );

    const twice = await call('POST', '/api/lieferstellen', list.anna, {
      year: YEAR,
      marktlokation: malo.marktlokation,
      comment: 'Noch einmal',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('Bitte wählen Sie eine Marktlokation aus der Liste.');
  });

  it('takes only marktlokationen of the available list', async () => {
    const list = await listIn('Bei Kommune');
    const other = await listIn('Bei Kommune');
    const foreign = await buildMarktlokation(db, { communeId: other.commune.id });
    for (const marktlokation of [nextMarktlokation(), foreign.marktlokation, list.single.marktlokation]) {
      const res = await call('POST', '/api/lieferstellen', list.anna, {
        year: YEAR,
        marktlokation,
        comment: 'Bitte',
      });
      expect(res.statusCode, marktlokation).toBe(400);
    }
  });

  it('is for commune users only, and only while the list is with the commune', async () => {
    const list = await listIn('Bei Kommune');
    const malo = await buildMarktlokation(db, { communeId: list.commune.id });
    const body = { year: YEAR, marktlokation: malo.marktlokation, comment: 'Bitte aufnehmen' };
    const staff = await call('POST', `/api/lieferstellen?${list.c}`, employee, body);
    expect(staff.statusCode).toBe(403);
    for (const status of ['Neu', 'Gegenprüfung durch NEW', 'Freizugeben', 'Abgeschlossen'] as const) {
      const locked = await listIn(status);
      const lockedMalo = await buildMarktlokation(db, { communeId: locked.commune.id });
      const res = await call('POST', '/api/lieferstellen', locked.anna, {
        ...body,
        marktlokation: lockedMalo.marktlokation,
      });
      expect(res.statusCode, status).toBe(409);
    }
  });
});
