import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  lieferstellen,
  lieferstellenDetails,
  marktlokationen,
  rabattStatus,
} from '../../db/schema/index.ts';
import { setupTestApp } from '../../test/app.ts';
import { buildCommune } from '../../test/factories.ts';
import { buildLieferstelle, buildMarktlokation, buildRabattYear } from '../../test/rabatt-factories.ts';
import { buildUserKinds, type UserKind } from '../../test/user-kinds.ts';
import { splitAddress } from './year-start-parse.ts';

const { app, db } = await setupTestApp();
const kinds = await buildUserKinds(db);
const viersen = await buildCommune(db, { name: 'Viersen' });
const brueggen = await buildCommune(db, { name: 'Brüggen' });
const schwalmtal = await buildCommune(db, { name: 'Schwalmtal' });

const HEADER =
  'Rabatt;Marktlokation;Adresse;PLZ;Geschäftspartner-Nr;Geschäftspartner;Notiz;Druckstufe/Spannungsebene;Sparte;Ort;Rabattbetrag';
const csv = (...lines: string[]) => `\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`;

const VIERSEN_FILE = csv(
  'Ja;50000000011;Rathausmarkt 1;41747;3000000001;Stadt Viersen;;Niederspannung;Strom;Viersen;1.234,56',
  'Nein;50000000022;Heierstraße 17a;41747;3000000002;Sportverein Viersen 1919 e.V.;Vereinsheim;Niederdruck;Gas;Viersen;310,5',
  'Ja;50000000033;Am Hohen Busch;41749;3000000001;Stadt Viersen;;Niederspannung;Strom;Viersen;',
);

function upload(kind: UserKind, url: string, body: string | Buffer, contentType = 'text/csv; charset=utf-8') {
  const cookie = kinds[kind].cookie;
  return app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { 'content-type': contentType, ...(cookie ? { cookie } : {}) },
  });
}

const yearUrl = (year: number, commune?: string, dryRun = false) =>
  `/api/lieferstellen/year-start?year=${year}${commune ? `&commune=${encodeURIComponent(commune)}` : ''}${dryRun ? '&dryRun=true' : ''}`;

async function listOf(communeId: number, year: number) {
  return db
    .select()
    .from(lieferstellen)
    .where(and(eq(lieferstellen.communeId, communeId), eq(lieferstellen.year, year)))
    .orderBy(asc(lieferstellen.marktlokation), asc(lieferstellen.geschaeftspartnerNummer));
}
async function statusOf(communeId: number, year: number) {
  const [row] = await db
    .select()
    .from(rabattStatus)
    .where(and(eq(rabattStatus.communeId, communeId), eq(rabattStatus.year, year)));
  return row ?? null;
}
const auditCount = async () => (await db.select().from(auditLog)).length;

describe('who may start a year and upload marktlokationen', () => {
  const refused: [UserKind, number, string][] = [
    ['anonymous', 401, 'unauthorized'],
    ['unconfirmed', 403, 'not_confirmed'],
    ['communeAllFlags', 403, 'employees_or_admins_only'],
    ['communeNoFlags', 403, 'employees_or_admins_only'],
    ['communeEditor', 403, 'employees_or_admins_only'],
    ['detachedEditor', 403, 'employees_or_admins_only'],
    ['education', 403, 'employees_or_admins_only'],
    ['educationOnly', 403, 'employees_or_admins_only'],
  ];
  for (const url of [yearUrl(2030, 'Viersen'), '/api/lieferstellen/marktlokationen?commune=Viersen']) {
    it.each(
      refused,
    )(`${url.split('?')[0]}: %s gets %i %s and nothing is written`, async (kind, status, code) => {
      const res = await upload(kind, url, VIERSEN_FILE);
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toBe(code);
      expect(await statusOf(viersen.id, 2030)).toBeNull();
    });
  }

  it.each(['employee', 'admin'] as const)('%s passes the guard (a dry run)', async (kind) => {
    const res = await upload(kind, yearUrl(2027, 'Viersen', true), VIERSEN_FILE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dryRun).toBe(true);
    expect(res.json().summary).toEqual([
      'Viersen: Das Jahr 2027 würde mit 3 Lieferstellen im Status „Neu“ gestartet.',
    ]);
    expect(await statusOf(viersen.id, 2027)).toBeNull();
  });
});

describe('bad files', () => {
  it('lists every bad row with its line and a German reason, and writes nothing', async () => {
    const before = await auditCount();
    const res = await upload(
      'employee',
      yearUrl(2027, 'Viersen'),
      csv(
        'Ja;50000000011;Rathausmarkt 1;41747;3000000001;Stadt Viersen;;Niederspannung;Strom;Viersen;1.234,56',
        'Vielleicht;5000000002;Heierstraße 17a;417;3000000002;Verein;;Niederdruck;Fernwärme;Viersen;310.5',
        'Ja;50000000011;Rathausmarkt 1;41747;3000000001;Stadt Viersen;;Niederspannung;Strom;Viersen;1,0',
        'Nein;50000000044;Ring 3;41747;3000000009;Stadt Viersen;;;Strom;Viersen;23.400',
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_file',
      message: 'Nichts gespeichert: 4 Fehler in der Datei.',
      errors: [
        "Zeile 3: Marktlokation '5000000002' ist keine 11-stellige Nummer; Rabatt 'Vielleicht' ist weder Ja noch Nein; PLZ '417' ist keine fünfstellige Postleitzahl; Sparte 'Fernwärme' ist unbekannt (erlaubt: Strom, Gas)",
        "Zeile 3, Spalte Rabattbetrag: '310.5' hat einen Dezimalpunkt; im deutschen Format steht ein Komma (310,5)",
        'Zeile 4: Marktlokation 50000000011 mit Geschäftspartner-Nr 3000000001 steht schon in Zeile 2',
        "Zeile 5, Spalte Rabattbetrag: '23.400' ist mehrdeutig: Tausenderpunkt oder Dezimalpunkt? Bitte mit Dezimalkomma (23.400,0) oder ohne Punkt (23400) schreiben",
      ],
    });
    expect(await statusOf(viersen.id, 2027)).toBeNull();
    expect(await listOf(viersen.id, 2027)).toEqual([]);
    expect(await auditCount()).toBe(before);
  });

  it('refuses a missing column, a file cut off, a year too far ahead and a body that is no file', async () => {
    const noAmount = await upload(
      'employee',
      yearUrl(2027, 'Viersen'),
      'Rabatt;Marktlokation\r\nJa;50000000011\r\n',
    );
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().errors[0]).toMatch(/^Zeile 1: Spalten fehlt: Adresse, PLZ/);
    const cut = await upload('employee', yearUrl(2027, 'Viersen'), VIERSEN_FILE.trimEnd());
    expect(cut.json().errors[0]).toMatch(/^Zeile 4: Nach der letzten Zeile fehlt der Zeilenumbruch/);
    const far = await upload('employee', yearUrl(2099, 'Viersen'), VIERSEN_FILE);
    expect(far.json().errors[0]).toMatch(/^Ein Jahr nach \d{4} kann noch nicht gestartet werden\.$/);
    const json = await app.inject({
      method: 'POST',
      url: yearUrl(2027, 'Viersen'),
      payload: {},
      headers: { cookie: kinds.employee.cookie as string },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors).toEqual(['Bitte laden Sie eine CSV- oder Excel-Datei (.xlsx) hoch.']);
    const all = await upload('employee', yearUrl(2027), VIERSEN_FILE);
    expect(all.json().errors[0]).toMatch(/^Zeile 1: Spalte fehlt: Kommune/);
    expect(await statusOf(viersen.id, 2027)).toBeNull();
  });
});

describe('starting a year', () => {
  it('for one commune: status Neu, the rows, the amounts, an audit line; the same file again changes nothing', async () => {
    const previous = await buildLieferstelle(db, {
      communeId: viersen.id,
      year: 2026,
      marktlokation: '50000000022',
      geschaeftspartnerNummer: '3000000077',
    });
    await buildRabattYear(db, { communeId: viersen.id, year: 2026, status: 'Abgeschlossen' }).catch(() => {});
    expect(previous.year).toBe(2026);
    const before = await auditCount();
    const res = await upload('employee', yearUrl(2027, 'Viersen'), VIERSEN_FILE);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().summary).toEqual([
      'Viersen: Das Jahr 2027 ist mit 3 Lieferstellen im Status „Neu“ gestartet.',
    ]);
    expect((await statusOf(viersen.id, 2027))?.status).toBe('Neu');
    const rows = await listOf(viersen.id, 2027);
    expect(
      rows.map((r) => [
        r.marktlokation,
        r.adresszeile1,
        r.adresszeile2,
        r.sparte,
        r.spannungsebene,
        r.druckstufe,
        r.rabatt,
        r.addedByNew,
        r.newGeschaeftspartner,
      ]),
    ).toEqual([
      ['50000000011', 'Rathausmarkt', '1', 'Strom', 'Niederspannung', null, true, true, false],
      ['50000000022', 'Heierstraße', '17a', 'Gas', null, 'Niederdruck', false, false, true],
      ['50000000033', 'Am Hohen Busch', '', 'Strom', 'Niederspannung', null, true, true, false],
    ]);
    const amounts = await db
      .select()
      .from(lieferstellenDetails)
      .where(and(eq(lieferstellenDetails.communeId, viersen.id), eq(lieferstellenDetails.year, 2027)))
      .orderBy(asc(lieferstellenDetails.marktlokation));
    expect(amounts.map((a) => [a.marktlokation, a.rabattMenge])).toEqual([
      ['50000000011', 1234.56],
      ['50000000022', 310.5],
    ]);
    expect(await auditCount()).toBe(before + 1);

    // The employee's overview offers the year now.
    const dashboard = await app.inject({
      method: 'GET',
      url: '/api/lieferstellen/dashboard',
      headers: { cookie: kinds.employee.cookie as string },
    });
    const record = dashboard.json().find((r: { commune: string }) => r.commune === 'Viersen');
    expect(record.data.map((d: { year: number; status: string }) => [d.year, d.status])).toContainEqual([
      2027,
      'Neu',
    ]);

    const status = await statusOf(viersen.id, 2027);
    const again = await upload('admin', yearUrl(2027, 'Viersen'), VIERSEN_FILE);
    expect(again.statusCode).toBe(200);
    expect(again.json().communes[0]).toMatchObject({
      commune: 'Viersen',
      outcome: 'unverändert',
      added: 0,
      changed: 0,
      removed: 0,
    });
    expect(again.json().summary).toEqual([
      'Viersen: Die Liste 2027 ist schon so gespeichert (3 Lieferstellen); nichts geändert.',
    ]);
    expect(await listOf(viersen.id, 2027)).toEqual(rows);
    expect(await statusOf(viersen.id, 2027)).toEqual(status);
    expect(await auditCount()).toBe(before + 1);
  });

  it('replaces a list that is still Neu, and refuses a changed file once the list went to the commune', async () => {
    const changed = VIERSEN_FILE.replace('Nein;50000000022', 'Ja;50000000022').replace(
      'Ja;50000000033;Am Hohen Busch;41749;3000000001;Stadt Viersen;;Niederspannung;Strom;Viersen;\r\n',
      '',
    );
    const res = await upload('employee', yearUrl(2027, 'Viersen'), changed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().communes[0]).toMatchObject({ outcome: 'ersetzt', added: 0, changed: 1, removed: 1 });
    const rows = await listOf(viersen.id, 2027);
    expect(rows.map((r) => [r.marktlokation, r.rabatt, r.version])).toEqual([
      ['50000000011', true, 1],
      ['50000000022', true, 2],
    ]);
    await db
      .update(rabattStatus)
      .set({ status: 'Bei Kommune' })
      .where(and(eq(rabattStatus.communeId, viersen.id), eq(rabattStatus.year, 2027)));
    const refused = await upload('employee', yearUrl(2027, 'Viersen'), VIERSEN_FILE);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      'Viersen: Die Liste 2027 ist schon im Status „Bei Kommune“ (Prüfung durch Gemeinde). Eine Datei ersetzt eine Liste nur im Status „Neu“; nichts gespeichert.',
    ]);
    expect(await listOf(viersen.id, 2027)).toEqual(rows);
    // The file that made the list as it is still changes nothing, in any status.
    const same = await upload('employee', yearUrl(2027, 'Viersen'), changed);
    expect(same.json().communes[0].outcome).toBe('unverändert');
  });

  it('for all communes: each commune the file names, in one transaction; one bad row stops all', async () => {
    const header = `Kommune;${HEADER}`;
    const file = (...lines: string[]) => `${[header, ...lines].join('\n')}\n`;
    const good = file(
      'Brüggen;Ja;60000000011;Klosterstraße 38;41379;3100000001;Gemeinde Brüggen;;Niederspannung;Strom;Brüggen;99,5',
      'Schwalmtal;Nein;61000000011;Markt 20;41366;3200000001;Gemeinde Schwalmtal;;Mitteldruck;Gas;Schwalmtal;0',
      'Brüggen;Nein;60000000022;Burgwall 4;41379;3100000002;Gemeinde Brüggen;;Niederdruck;Gas;Brüggen;12',
    );
    const bad = `${good}Neustadt;Ja;62000000011;Markt 1;41366;3200000009;Stadt;;;Strom;Neustadt;1\n`;
    const refused = await upload('admin', yearUrl(2027), bad);
    expect(refused.json().errors).toEqual(["Zeile 5: Kommune 'Neustadt' ist nicht bekannt"]);
    expect(await statusOf(brueggen.id, 2027)).toBeNull();

    const res = await upload('admin', yearUrl(2027), good);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .communes.map((c: { commune: string; outcome: string; rows: number }) => [
          c.commune,
          c.outcome,
          c.rows,
        ]),
    ).toEqual([
      ['Brüggen', 'neu', 2],
      ['Schwalmtal', 'neu', 1],
    ]);
    expect((await statusOf(brueggen.id, 2027))?.status).toBe('Neu');
    expect((await statusOf(schwalmtal.id, 2027))?.status).toBe('Neu');
    expect(await listOf(brueggen.id, 2027)).toHaveLength(2);
    const again = await upload('admin', yearUrl(2027), good);
    expect(again.json().communes.map((c: { outcome: string }) => c.outcome)).toEqual([
      'unverändert',
      'unverändert',
    ]);
  });

  it('takes Sparte and Ort from the marktlokationen when the exported file leaves them out', async () => {
    const known = await buildMarktlokation(db, {
      communeId: schwalmtal.id,
      sparte: 'Gas',
      ort: 'Waldniel',
      druckstufe: 'Niederdruck',
      spannungsebene: null,
    });
    const exported = [
      'Rabatt;Marktlokation;Adresse;PLZ;Geschäftspartner-Nr;Geschäftspartner;Notiz;Druckstufe/Spannungsebene;Rabattbetrag',
      `Ja;${known.marktlokation};Marktplatz 5;41366;${known.geschaeftspartnerNummer};Gemeinde Schwalmtal;'-Notiz;Niederdruck;1.000`,
      'Ja;61000000099;Marktplatz 6;41366;3200000001;Gemeinde Schwalmtal;;Niederspannung;1',
    ].join('\n');
    const res = await upload('employee', yearUrl(2026, 'Schwalmtal'), `${exported}\n`);
    expect(res.json().errors).toEqual([
      "Zeile 2, Spalte Rabattbetrag: '1.000' ist mehrdeutig: Tausenderpunkt oder Dezimalpunkt? Bitte mit Dezimalkomma (1.000,0) oder ohne Punkt (1000) schreiben",
      'Zeile 3: Sparte fehlt (die Marktlokation ist der Kommune nicht bekannt; bitte Spalte Sparte angeben); Ort fehlt',
    ]);
    const fixed = `${exported.split('\n').slice(0, 2).join('\n').replace(';1.000', ';1000')}\n`;
    const ok = await upload('employee', yearUrl(2026, 'Schwalmtal'), fixed);
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await listOf(schwalmtal.id, 2026);
    expect([row.sparte, row.ort, row.druckstufe, row.notiz]).toEqual([
      'Gas',
      'Waldniel',
      'Niederdruck',
      '-Notiz',
    ]);
  });
});

describe('the marktlokationen upload', () => {
  const MALO_HEADER =
    'Marktlokation;Adresse;PLZ;Ort;Geschäftspartner-Nr;Geschäftspartner;Sparte;Druckstufe/Spannungsebene';
  const url = '/api/lieferstellen/marktlokationen?commune=Viersen';

  it('replaces the commune set, checks every row, and changes nothing the second time', async () => {
    const stale = await buildMarktlokation(db, { communeId: viersen.id });
    const bad = await upload(
      'employee',
      url,
      `${MALO_HEADER}\n50000000011;Rathausmarkt 1;41747;Viersen;3000000001;Stadt Viersen;Wasser;\n`,
    );
    expect(bad.json().errors).toEqual(["Zeile 2: Sparte 'Wasser' ist unbekannt (erlaubt: Strom, Gas)"]);
    const file = `${MALO_HEADER}\n50000000011;Rathausmarkt 1;41747;Viersen;3000000001;Stadt Viersen;Strom;Niederspannung\n50000000055;Gereonsplatz 3;41747;Viersen;3000000001;Stadt Viersen;Gas;Niederdruck\n`;
    const res = await upload('admin', url, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().communes[0]).toMatchObject({ outcome: 'ersetzt', added: 2, changed: 0, removed: 1 });
    const stored = await db
      .select()
      .from(marktlokationen)
      .where(eq(marktlokationen.communeId, viersen.id))
      .orderBy(asc(marktlokationen.marktlokation));
    expect(stored.map((m) => [m.marktlokation, m.adresszeile1, m.adresszeile2, m.sparte])).toEqual([
      ['50000000011', 'Rathausmarkt', '1', 'Strom'],
      ['50000000055', 'Gereonsplatz', '3', 'Gas'],
    ]);
    expect(stored.some((m) => m.marktlokation === stale.marktlokation)).toBe(false);
    const before = await auditCount();
    const again = await upload('employee', url, file);
    expect(again.json().communes[0]).toMatchObject({
      outcome: 'unverändert',
      added: 0,
      changed: 0,
      removed: 0,
    });
    expect(await auditCount()).toBe(before);
  });
});

describe('splitAddress', () => {
  it('takes the last word as the house number when it starts with a digit', () => {
    expect(splitAddress('Am Markt 1')).toEqual({ adresszeile1: 'Am Markt', adresszeile2: '1' });
    expect(splitAddress('Ring 3-5')).toEqual({ adresszeile1: 'Ring', adresszeile2: '3-5' });
    expect(splitAddress('Am Hohen Busch')).toEqual({ adresszeile1: 'Am Hohen Busch', adresszeile2: '' });
    expect(splitAddress('Straße des 17. Juni')).toEqual({
      adresszeile1: 'Straße des 17. Juni',
      adresszeile2: '',
    });
  });
});

describe('the commune names of the dialog', () => {
  it('are there for employees and admins, in German order', async () => {
    for (const kind of ['employee', 'admin'] as const) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/lieferstellen/year-start/communes',
        headers: { cookie: kinds[kind].cookie as string },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(expect.arrayContaining(['Brüggen', 'Schwalmtal', 'Viersen']));
      const names = res.json() as string[];
      expect(names.indexOf('Brüggen')).toBeLessThan(names.indexOf('Schwalmtal'));
    }
    const editor = await app.inject({
      method: 'GET',
      url: '/api/lieferstellen/year-start/communes',
      headers: { cookie: kinds.detachedEditor.cookie as string },
    });
    expect(editor.statusCode).toBe(403);
  });
});

describe('an Excel file', () => {
  async function workbook(rows: (string | number | null)[][]) {
    const { default: writeXlsxFile } = await import('write-excel-file/node');
    return writeXlsxFile([HEADER.split(';'), ...rows], { sheet: 'Lieferstellen' }).toBuffer();
  }
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  it('is read from its first sheet: number cells as German numbers, lines as the sheet rows', async () => {
    const good = [
      [
        'Ja',
        60000000077,
        'Burgwall 9',
        '41379',
        3100000009,
        'Gemeinde Brüggen',
        null,
        'Niederspannung',
        'Strom',
        'Brüggen',
        1234.56,
      ],
    ];
    const bad = await workbook([
      ...good,
      [
        'Nein',
        600000,
        'Burgwall 10',
        '41379',
        3100000009,
        'Gemeinde Brüggen',
        null,
        'Niederdruck',
        'Gas',
        'Brüggen',
        'viel',
      ],
    ]);
    const refused = await upload('employee', yearUrl(2026, 'Brüggen'), bad, XLSX);
    expect(refused.json().errors).toEqual([
      "Zeile 3: Marktlokation '600000' ist keine 11-stellige Nummer",
      "Zeile 3, Spalte Rabattbetrag: 'viel' ist keine Zahl im deutschen Format (z. B. 14.530,75 oder 14530,75)",
    ]);
    const res = await upload('employee', yearUrl(2026, 'Brüggen'), await workbook(good), XLSX);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await listOf(brueggen.id, 2026);
    expect([row.marktlokation, row.geschaeftspartnerNummer, row.adresszeile1, row.adresszeile2]).toEqual([
      '60000000077',
      '3100000009',
      'Burgwall',
      '9',
    ]);
    const [amount] = await db
      .select()
      .from(lieferstellenDetails)
      .where(and(eq(lieferstellenDetails.communeId, brueggen.id), eq(lieferstellenDetails.year, 2026)));
    expect(amount.rabattMenge).toBe(1234.56);
  });
});

describe('the example file of docs/import.md', () => {
  it('starts a year for Viersen', async () => {
    const fs = await import('node:fs');
    const path = await import('node:path');
    const example = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../docs/import-examples/kommunalrabatt-2027-viersen.csv'),
      'utf8',
    );
    const res = await upload('employee', yearUrl(2025, 'Viersen'), example);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().summary).toEqual([
      'Viersen: Das Jahr 2025 ist mit 5 Lieferstellen im Status „Neu“ gestartet.',
    ]);
  });
});
