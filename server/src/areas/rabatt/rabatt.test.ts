import type { CommuneStatusRecord, Lieferstelle, LieferstellenPage } from '@kp/contract/rabatt';
import { RABATT_FILTERS, type RabattFilter } from '@kp/contract/rabatt-constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  communes,
  contactPeople,
  lieferstellenComments,
  lieferstellenDetails,
  servicePersons,
  services,
} from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { buildCommune, buildContactPerson, buildServiceArea } from '../../test/factories.ts';
import {
  buildLieferstelle,
  buildMarktlokation,
  buildRabattCast,
  buildRabattUser,
  buildRabattYear,
  communeParam,
  rabattCaller,
} from '../../test/rabatt-factories.ts';
import { readXlsx } from '../../test/xlsx.ts';

const { app, db } = await setupTestApp();
const call = rabattCaller(app, db);
const { communeA, communeB, employee, userA, userB } = await buildRabattCast(db);
const YEAR = 2026;

// Commune A: 12 rows in 2026 (Bei Kommune), one in 2025 (Abgeschlossen); commune B: 2 rows in 2026 (Neu).
await buildRabattYear(db, { communeId: communeA.id, year: YEAR, status: 'Bei Kommune' });
await buildRabattYear(db, { communeId: communeA.id, year: 2025, status: 'Abgeschlossen' });
await buildRabattYear(db, { communeId: communeB.id, year: YEAR, status: 'Neu' });

// Marktlokationen whose text order differs from their numeric order would be caught only with the numeric
// column; all are 11 digits, so the test inserts them in a shuffled order and checks the order.
const malosA = Array.from({ length: 12 }, (_, i) => String(50_000_000_100 - i * 7));
const rowsA: Awaited<ReturnType<typeof buildLieferstelle>>[] = [];
for (const [i, malo] of malosA.entries()) {
  rowsA.push(
    await buildLieferstelle(db, {
      communeId: communeA.id,
      year: YEAR,
      marktlokation: malo,
      sparte: i % 3 === 0 ? 'Gas' : 'Strom',
      plz: i % 2 === 0 ? '41379' : '41372',
      rabatt: i < 5,
      addedByCommune: i === 1,
      addedByNew: i === 2,
      newGeschaeftspartner: i === 3,
      rabattMenge: i === 4 ? null : 100.125 + i,
    }),
  );
}
await buildLieferstelle(db, { communeId: communeA.id, year: 2025, rabatt: true, rabattMenge: 10 });
const rowsB = [
  await buildLieferstelle(db, {
    communeId: communeB.id,
    year: YEAR,
    plz: '41366',
    rabatt: true,
    rabattMenge: 0.004,
  }),
  await buildLieferstelle(db, { communeId: communeB.id, year: YEAR, plz: '41366', sparte: 'Gas' }),
];

const listOf = async (url: string, user = employee) => {
  const res = await call('GET', url, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LieferstellenPage;
};
const listA = `/api/lieferstellen?year=${YEAR}&${communeParam(communeA.name)}`;
const sortedMalosA = [...malosA].sort((a, b) => Number(a) - Number(b));

describe('the commune scope', () => {
  it('gives a commune user their own list without naming the commune', async () => {
    const page = await listOf(`/api/lieferstellen?year=${YEAR}`, userA);
    expect(page).toMatchObject({ commune: communeA.name, year: YEAR, status: 'Bei Kommune', total: 12 });
    expect(page.items.every((item) => item.commune === communeA.name)).toBe(true);
    const own = await listOf(`${listA}`, userA);
    expect(own.total).toBe(12);
  });

  it('lets an employee read every commune, but only when naming one', async () => {
    expect((await listOf(listA)).total).toBe(12);
    expect((await listOf(`/api/lieferstellen?year=${YEAR}&${communeParam(communeB.name)}`)).total).toBe(2);
    const missing = await call('GET', `/api/lieferstellen?year=${YEAR}`, employee);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Bitte wählen Sie eine Kommune.');
  });

  it('answers 404 for an unknown commune and for a year without a list', async () => {
    const unknown = await call('GET', `/api/lieferstellen?year=${YEAR}&commune=Atlantis`, employee);
    expect(unknown.statusCode).toBe(404);
    const noYear = await call('GET', `/api/lieferstellen?year=2019&${communeParam(communeA.name)}`, employee);
    expect(noYear.statusCode).toBe(404);
    expect(noYear.json().message).toBe(`Für ${communeA.name} gibt es für 2019 keine Lieferstellenliste.`);
  });

  it('refuses a commune user without a commune', async () => {
    const lonely = await buildRabattUser(db, { communeId: null });
    const res = await call('GET', `/api/lieferstellen?year=${YEAR}`, lonely);
    expect(res.statusCode).toBe(403);
  });

  // Every call that names a commune, tried by each commune's user on the other commune.
  const foreignCalls = (
    other: { name: string },
    otherRow: { id: number; marktlokation: string; version: number },
  ) => {
    const c = communeParam(other.name);
    const m = otherRow.marktlokation;
    return [
      ['GET', `/api/lieferstellen?year=${YEAR}&${c}`],
      ['POST', `/api/lieferstellen?${c}`, { year: YEAR, marktlokation: m, comment: 'Bitte aufnehmen' }],
      [
        'PUT',
        `/api/lieferstellen/updateAdditionalData?${c}`,
        { id: otherRow.id, version: 1, marktlokation: m, adresszeile1: 'X', adresszeile2: '1', notiz: '' },
      ],
      ['PUT', `/api/lieferstellen/${otherRow.id}?${c}`, { rabatt: true, version: 1 }],
      ['GET', `/api/lieferstellen/${m}/comment?year=${YEAR}&${c}`],
      ['POST', `/api/lieferstellen/${m}/comment?${c}`, { year: YEAR, message: 'Hallo' }],
      ['GET', `/api/lieferstellen/${m}/1234567890/details?${c}`],
      ['PUT', `/api/lieferstellen/update-status?year=${YEAR}&status=Gegenpr%C3%BCfung%20durch%20NEW&${c}`],
      ['GET', `/api/lieferstellen/comments/unread?year=${YEAR}&${c}`],
      ['GET', `/api/lieferstellen/export/${encodeURIComponent(other.name)}/${YEAR}`],
      ['GET', `/api/lieferstellen/export/${encodeURIComponent(other.name)}/${YEAR}?format=xlsx`],
      ['POST', `/api/lieferstellen/enablerabattstatus?malo=${m}&year=${YEAR}&${c}`],
      ['GET', `/api/lieferstellen/getCachedMalos?year=${YEAR}&${c}`],
      ['GET', `/api/lieferstellen/getCommuneResponsible?${c}`],
      ['GET', `/api/lieferstellen/getCommentsByUserid?year=${YEAR}&${c}`],
      ['GET', `/api/lieferstellen/getCommentsByCommune/${encodeURIComponent(other.name)}?year=${YEAR}`],
      ['GET', `/api/lieferstellen/getCommentsByMa?year=${YEAR}&${c}`],
      ['GET', `/api/lieferstellen/status-history?year=${YEAR}&${c}`],
    ] as const;
  };

  it.each([
    ['A', 'B'],
    ['B', 'A'],
  ])("keeps commune %s's user out of commune %s on every call", async (own, other) => {
    const user = own === 'A' ? userA : userB;
    const target = other === 'A' ? communeA : communeB;
    const row = other === 'A' ? rowsA[0] : rowsB[0];
    const commentsBefore = await db.$count(lieferstellenComments);
    for (const [method, url, payload] of foreignCalls(target, row)) {
      const res = await call(method, url, user, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({
        error: 'other_commune',
        message: 'Sie können nur die Daten Ihrer Kommune sehen.',
      });
    }
    expect(await db.$count(lieferstellenComments)).toBe(commentsBefore);
  });

  it.each([
    ['A', 'B'],
    ['B', 'A'],
  ])("does not find commune %s's rows by id for commune %s", async (other, own) => {
    const user = own === 'A' ? userA : userB;
    const row = other === 'A' ? rowsA[0] : rowsB[0];
    const byId = await call('PUT', `/api/lieferstellen/${row.id}`, user, { rabatt: !row.rabatt, version: 1 });
    expect(byId.statusCode).toBe(404);
    const edit = await call('PUT', '/api/lieferstellen/updateAdditionalData', user, {
      id: row.id,
      version: row.version,
      marktlokation: row.marktlokation,
      adresszeile1: 'Fremde Straße',
      adresszeile2: '1',
      notiz: '',
    });
    expect(edit.statusCode).toBe(404);
    // Nor through comments or details with their own commune: the marktlokation is not on their list.
    const thread = await call('GET', `/api/lieferstellen/${row.marktlokation}/comment?year=${YEAR}`, user);
    expect(thread.statusCode).toBe(404);
    const details = await call(
      'GET',
      `/api/lieferstellen/${row.marktlokation}/${row.geschaeftspartnerNummer}/details`,
      user,
    );
    expect(details.statusCode).toBe(404);
  });
});

describe('the list', () => {
  it('pages 10 rows sorted numerically by marktlokation', async () => {
    const first = await listOf(listA);
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items.map((item) => item.marktlokation)).toEqual(sortedMalosA.slice(0, 10));
    const second = await listOf(`${listA}&page=2`);
    expect(second.items.map((item) => item.marktlokation)).toEqual(sortedMalosA.slice(10));
    const all = await listOf(`${listA}&_limit=-1`);
    expect(all.items.map((item) => item.marktlokation)).toEqual(sortedMalosA);
    expect(all.total).toBe(12);
  });

  it('filters by Sparte; none selected gives an empty list', async () => {
    const gas = await listOf(`${listA}&sparten=Gas&_limit=-1`);
    expect(gas.total).toBe(4);
    expect(gas.items.every((item) => item.sparte === 'Gas')).toBe(true);
    expect((await listOf(`${listA}&sparten=Strom&_limit=-1`)).total).toBe(8);
    expect((await listOf(`${listA}&sparten=Strom,Gas`)).total).toBe(12);
    const none = await listOf(`${listA}&sparten=`);
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('applies every filter option', async () => {
    // Comments: userA on rowsA[6], the employee on rowsA[7].
    await call('POST', `/api/lieferstellen/${rowsA[6].marktlokation}/comment`, userA, {
      year: YEAR,
      message: 'Von uns',
    });
    await call(
      'POST',
      `/api/lieferstellen/${rowsA[7].marktlokation}/comment?${communeParam(communeA.name)}`,
      employee,
      {
        year: YEAR,
        message: 'Von der NEW',
      },
    );
    const expected: Record<RabattFilter, string[]> = {
      alle: malosA,
      'neue-geschaeftspartner': [malosA[3]],
      'von-kommune-hinzugefuegt': [malosA[1]],
      rabattfaehige: malosA.slice(0, 5),
      'nicht-rabattfaehige': malosA.slice(5),
      'von-mir-kommentierte': [malosA[7]],
      'von-kommune-kommentiert': [malosA[6]],
      'von-new-hinzugefuegt': [malosA[2]],
      'von-new-kommentiert': [malosA[7]],
    };
    for (const option of RABATT_FILTERS) {
      const page = await listOf(`${listA}&filter=${option.key}&_limit=-1`);
      const got = page.items.map((item) => item.marktlokation);
      expect(got, option.key).toEqual([...expected[option.key]].sort((a, b) => Number(a) - Number(b)));
      expect(page.total, option.key).toBe(expected[option.key].length);
    }
    // 'Von mir kommentierte' is the caller's own.
    const mine = await listOf(`/api/lieferstellen?year=${YEAR}&filter=von-mir-kommentierte`, userA);
    expect(mine.items.map((item) => item.marktlokation)).toEqual([malosA[6]]);
  });

  it('keeps the employee-only filter from commune users', async () => {
    const res = await call('GET', `/api/lieferstellen?year=${YEAR}&filter=von-kommune-hinzugefuegt`, userA);
    expect(res.statusCode).toBe(403);
    expect(RABATT_FILTERS.filter((f) => f.employeeOnly).map((f) => f.key)).toEqual([
      'von-kommune-hinzugefuegt',
    ]);
  });

  it("shows the year's amount, comment counts and the permissions", async () => {
    const all = await listOf(`${listA}&_limit=-1`);
    const byMalo = new Map(all.items.map((item) => [item.marktlokation, item]));
    expect(byMalo.get(malosA[0])?.rabattMenge).toBe(100.125);
    expect(byMalo.get(malosA[4])?.rabattMenge).toBeNull();
    expect(byMalo.get(malosA[7])).toMatchObject({ comments: 1, unreadComments: 0 });
    // The commune user has not read the employee's comment.
    const forA = await listOf(`/api/lieferstellen?year=${YEAR}&_limit=-1`, userA);
    const seven = forA.items.find((item) => item.marktlokation === malosA[7]) as Lieferstelle;
    expect(seven).toMatchObject({ comments: 1, unreadComments: 1 });
    expect(all.permissions).toEqual({
      canEditAddresses: false,
      canSetRabatt: false,
      canAddLieferstelle: false,
      canComment: true,
    });
    expect(forA.permissions).toEqual({
      canEditAddresses: true,
      canSetRabatt: false,
      canAddLieferstelle: true,
      canComment: true,
    });
    expect(all.items[0]).toMatchObject({ commune: communeA.name, year: YEAR, version: 1, changes: [] });
  });
});

describe('the dashboard', () => {
  it('gives employees every commune with a list, German name order, years newest first', async () => {
    const res = await call('GET', '/api/lieferstellen/dashboard', employee);
    expect(res.statusCode).toBe(200);
    const records = res.json() as CommuneStatusRecord[];
    const names = records.map((record) => record.commune);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    const a = records.find((record) => record.communeId === communeA.id) as CommuneStatusRecord;
    expect(a.data.map((year) => [year.year, year.status])).toEqual([
      [YEAR, 'Bei Kommune'],
      [2025, 'Abgeschlossen'],
    ]);
    // Rows 0–4 have rabatt; row 4 has no amount: 100.125 + 101.125 + 102.125 + 103.125.
    expect(a.data[0]).toMatchObject({ lieferstellenCount: 12, gesamtRabatt: 406.5 });
    expect(a.data[0].plzData).toEqual([
      { plz: '41372', count: 6, rabatt: 204.25 },
      { plz: '41379', count: 6, rabatt: 202.25 },
    ]);
    const b = records.find((record) => record.communeId === communeB.id) as CommuneStatusRecord;
    expect(b.data[0]).toMatchObject({ lieferstellenCount: 2, gesamtRabatt: 0 });
  });

  it('gives a commune user only their own commune', async () => {
    const res = await call('GET', '/api/lieferstellen/dashboard', userB);
    const records = res.json() as CommuneStatusRecord[];
    expect(records.map((record) => record.communeId)).toEqual([communeB.id]);
    const fresh = await buildCommune(db);
    const newcomer = await buildRabattUser(db, { communeId: fresh.id });
    const empty = await call('GET', '/api/lieferstellen/dashboard', newcomer);
    expect(empty.json()).toEqual([{ commune: fresh.name, communeId: fresh.id, data: [] }]);
  });
});

describe('the exports', () => {
  it('sends the PDF as an attachment with an umlaut-safe name', async () => {
    const res = await call(
      'GET',
      `/api/lieferstellen/export/${encodeURIComponent(communeA.name)}/${YEAR}`,
      userA,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    const ascii = `kommunalrabatt-${communeA.name.replace('ü', 'ue')}-${YEAR}.pdf`;
    const utf8 = encodeURIComponent(`kommunalrabatt-${communeA.name}-${YEAR}.pdf`);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('sends the xlsx for employees', async () => {
    const res = await call(
      'GET',
      `/api/lieferstellen/export/${encodeURIComponent(communeB.name)}/${YEAR}?format=xlsx`,
      employee,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain(`kommunalrabatt-${communeB.name}-${YEAR}.xlsx`);
    // An xlsx is a zip file.
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('puts the rows of the chosen Sparten and filter into the xlsx, like the CSV', async () => {
    const url = `/api/lieferstellen/export/${encodeURIComponent(communeA.name)}/${YEAR}?format=xlsx`;
    const rowsIn = async (query: string, user = userA) => {
      const res = await call('GET', `${url}${query}`, user);
      expect(res.statusCode, res.body).toBe(200);
      return (await readXlsx(res.rawPayload)).rows.length - 1;
    };
    expect(await rowsIn('')).toBe(12);
    expect(await rowsIn('&filter=rabattfaehige')).toBe(5);
    expect(await rowsIn('&sparten=Gas')).toBe(4);
    expect(await rowsIn('&filter=von-kommune-hinzugefuegt', employee)).toBe(1);
    const refused = await call('GET', `${url}&filter=von-kommune-hinzugefuegt`, userA);
    expect(refused.statusCode).toBe(403);
  });

  it('answers 404 for a year without a list and 400 for an unknown format', async () => {
    const none = await call(
      'GET',
      `/api/lieferstellen/export/${encodeURIComponent(communeA.name)}/2019`,
      userA,
    );
    expect(none.statusCode).toBe(404);
    const format = await call(
      'GET',
      `/api/lieferstellen/export/${encodeURIComponent(communeA.name)}/${YEAR}?format=docx`,
      userA,
    );
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toContain('Bitte wählen Sie pdf oder xlsx.');
  });
});

describe('available marktlokationen, details and contacts', () => {
  it('offers the commune malos that are not on the year list, numerically', async () => {
    const onList = await buildMarktlokation(db, { communeId: communeA.id, marktlokation: malosA[0] });
    const later = await buildMarktlokation(db, { communeId: communeA.id, marktlokation: '60000000002' });
    const earlier = await buildMarktlokation(db, {
      communeId: communeA.id,
      marktlokation: '60000000001',
      sparte: 'Gas',
    });
    await buildMarktlokation(db, { communeId: communeB.id });
    const res = await call('GET', `/api/lieferstellen/getCachedMalos?year=${YEAR}`, userA);
    expect(res.statusCode).toBe(200);
    const malos = res.json().map((malo: { marktlokation: string }) => malo.marktlokation);
    expect(malos).toEqual([earlier.marktlokation, later.marktlokation]);
    expect(malos).not.toContain(onList.marktlokation);
    expect(res.json()[0]).toMatchObject({ sparte: 'Gas', ort: 'Brüggen' });
  });

  it('gives the yearly amounts of a delivery point, oldest first', async () => {
    const row = rowsA[0];
    await db.insert(lieferstellenDetails).values([
      {
        communeId: communeA.id,
        marktlokation: row.marktlokation,
        geschaeftspartnerNummer: row.geschaeftspartnerNummer,
        year: 2024,
        rabattMenge: 98.76543,
      },
      {
        communeId: communeA.id,
        marktlokation: row.marktlokation,
        geschaeftspartnerNummer: row.geschaeftspartnerNummer,
        year: 2025,
        rabattMenge: 99.5,
      },
    ]);
    const res = await call(
      'GET',
      `/api/lieferstellen/${row.marktlokation}/${row.geschaeftspartnerNummer}/details`,
      userA,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { year: 2024, rabattMenge: 98.7654 },
      { year: 2025, rabattMenge: 99.5 },
      { year: YEAR, rabattMenge: 100.125 },
    ]);
    const unknown = await call('GET', `/api/lieferstellen/${row.marktlokation}/1/details`, userA);
    expect(unknown.statusCode).toBe(404);
  });

  it("names the commune's Kommunalpartner", async () => {
    const res = await call('GET', '/api/lieferstellen/getCommuneResponsible', userA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Jonas', image: null });
    expect(res.json().email).toMatch(/@new\.example$/);
    // With a portrait the contact box shows it instead of initials (decision 010); the small one first.
    const [partner] = await db
      .select({ id: communes.kommunalPartnerId })
      .from(communes)
      .where(eq(communes.id, communeA.id));
    const portraitWith = async (fields: { imageUrl?: string; imageSmallUrl?: string }) => {
      await db
        .update(contactPeople)
        .set(fields)
        .where(eq(contactPeople.id, Number(partner.id)));
      return (await call('GET', '/api/lieferstellen/getCommuneResponsible', userA)).json().image;
    };
    expect(await portraitWith({ imageUrl: '/uploads/jonas.jpg' })).toBe('/uploads/jonas.jpg');
    expect(await portraitWith({ imageSmallUrl: '/uploads/jonas-small.jpg' })).toBe(
      '/uploads/jonas-small.jpg',
    );
  });

  it('names the Kommunalrabatt contact, or says that there is none', async () => {
    const none = await call('GET', '/api/lieferstellen/getlieferstellencontact', userA);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Für den Kommunalrabatt ist keine Ansprechperson hinterlegt.');
    const area = await buildServiceArea(db);
    const [service] = await db
      .insert(services)
      .values({ serviceAreaId: area.id, title: 'Kommunalrabatt', content1: 'Text' })
      .returning();
    const second = await buildContactPerson(db, { firstname: 'Zoe' });
    const first = await buildContactPerson(db, {
      firstname: 'Lena',
      customTitle: 'Kommunalrabatt',
      phone: '02161 4910',
    });
    await db.insert(servicePersons).values([
      { ownerId: service.id, contactPersonId: second.id, sortOrder: 2 },
      { ownerId: service.id, contactPersonId: first.id, sortOrder: 1 },
    ]);
    const res = await call('GET', '/api/lieferstellen/getlieferstellencontact', userA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      firstname: 'Lena',
      lastname: first.lastname,
      customTitle: 'Kommunalrabatt',
      email: first.email,
      phone: '02161 4910',
      image: null,
    });
  });
});

describe('bad input', () => {
  it.each([
    ['a bad year', 'GET', `/api/lieferstellen?year=zwanzig`, undefined, 'gültiges Jahr'],
    ['a year out of range', 'GET', `/api/lieferstellen?year=1999`, undefined, 'gültiges Jahr'],
    ['a bad page size', 'GET', `/api/lieferstellen?year=${YEAR}&_limit=0`, undefined, 'Seitengröße'],
    ['an unknown filter', 'GET', `/api/lieferstellen?year=${YEAR}&filter=alles`, undefined, 'Filter'],
    ['an unknown Sparte', 'GET', `/api/lieferstellen?year=${YEAR}&sparten=Wasser`, undefined, 'Strom'],
    ['a bad marktlokation', 'GET', `/api/lieferstellen/123/comment?year=${YEAR}`, undefined, '11 Ziffern'],
    [
      'an unknown status',
      'PUT',
      `/api/lieferstellen/update-status?year=${YEAR}&status=Fertig`,
      undefined,
      'gültigen Status',
    ],
    ['a bad id', 'PUT', '/api/lieferstellen/abc', { rabatt: true, version: 1 }, 'Lieferstelle'],
    ['a missing version', 'PUT', '/api/lieferstellen/1', { rabatt: true }, 'Version'],
    [
      'an extra field in updateAdditionalData',
      'PUT',
      '/api/lieferstellen/updateAdditionalData',
      {
        id: 1,
        version: 1,
        marktlokation: '50000000100',
        adresszeile1: 'A',
        adresszeile2: '',
        notiz: '',
        rabatt: true,
      },
      'Nur Straße, Hausnummer und Notiz',
    ],
    [
      'an empty comment',
      'POST',
      `/api/lieferstellen/${malosA[0]}/comment`,
      { year: YEAR, message: '   ' },
      'Kommentar ein',
    ],
    [
      'a too long comment',
      'POST',
      `/api/lieferstellen/${malosA[0]}/comment`,
      { year: YEAR, message: 'x'.repeat(2001) },
      'zu lang',
    ],
    [
      'a new point without comment',
      'POST',
      '/api/lieferstellen',
      { year: YEAR, marktlokation: malosA[0], comment: '' },
      'Kommentar',
    ],
  ] as const)('answers %s with a German 400', async (_label, method, url, payload, text) => {
    const res = await call(method, url, userA, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(text);
  });
});

describe('access', () => {
  it('needs a session, a confirmed account and the flag', async () => {
    const anonymous = await call('GET', `/api/lieferstellen?year=${YEAR}`);
    expect(anonymous.statusCode).toBe(401);
    const unconfirmed = await buildRabattUser(db, { communeId: communeA.id, confirmed: false });
    expect((await call('GET', `/api/lieferstellen?year=${YEAR}`, unconfirmed)).statusCode).toBe(403);
    const withoutFlag = await buildRabattUser(db, { communeId: communeA.id, enableKommunalrabatt: false });
    const list = await call('GET', `/api/lieferstellen?year=${YEAR}`, withoutFlag);
    expect(list.statusCode).toBe(403);
    expect(list.json().error).toBe('feature_disabled');
    const status = await call(
      'PUT',
      `/api/lieferstellen/update-status?year=${YEAR}&status=Abgeschlossen`,
      withoutFlag,
    );
    expect(status.statusCode).toBe(403);
    const dashboard = await call('GET', '/api/lieferstellen/dashboard', withoutFlag);
    expect(dashboard.statusCode).toBe(403);
  });

  it('declares access and the flag on every route of the area', () => {
    const all = app.apiRoutes.filter((route) => route.url.startsWith('/api/lieferstellen'));
    // The year start and the marktlokationen upload are for employees and admins (year-start-routes.ts).
    const uploads = all.filter(
      (route) =>
        route.url.startsWith('/api/lieferstellen/year-start') ||
        route.url === '/api/lieferstellen/marktlokationen',
    );
    const routes = all.filter((route) => !uploads.includes(route));
    expect(routes.length).toBe(20);
    expect(routes.every((route) => route.access === 'confirmed')).toBe(true);
    expect(uploads.map((route) => route.access)).toEqual([
      'employeeOrAdmin',
      'employeeOrAdmin',
      'employeeOrAdmin',
    ]);
  });

  it('marks the answers as not cacheable', async () => {
    const res = await call('GET', `/api/lieferstellen?year=${YEAR}`, userA);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
