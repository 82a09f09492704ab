import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { communeProfiles, consumptionValues, feedInValues } from '../db/schema/index.ts';
import { importConsumption } from './consumption.ts';
import { importTestDatabase } from './import-factories.ts';
import { currentYear } from './report.ts';

const EXAMPLE = path.resolve(import.meta.dirname, '../../../docs/import-examples/verbrauch.csv');
const { db, viersen, brueggen } = await importTestDatabase();

const HEADER = 'art;kommune;jahr;energietraeger;sektor;tarif;quelle;mwh';
const csv = (...lines: string[]) => `${[HEADER, ...lines].join('\r\n')}\r\n`;
const values = (communeId: number) =>
  db
    .select({
      year: consumptionValues.year,
      carrier: consumptionValues.carrier,
      sector: consumptionValues.sector,
      tariff: consumptionValues.tariff,
      mwh: consumptionValues.mwh,
    })
    .from(consumptionValues)
    .where(eq(consumptionValues.communeId, communeId))
    .orderBy(asc(consumptionValues.year), asc(consumptionValues.carrier), asc(consumptionValues.tariff));
const feedIn = (communeId: number) =>
  db
    .select({ year: feedInValues.year, source: feedInValues.source, mwh: feedInValues.mwh })
    .from(feedInValues)
    .where(eq(feedInValues.communeId, communeId))
    .orderBy(asc(feedInValues.year), asc(feedInValues.source));
const importDay = async (communeId: number) =>
  (await db.select().from(communeProfiles).where(eq(communeProfiles.communeId, communeId)))[0]
    ?.consumptionImportedOn ?? null;

describe('consumption import', () => {
  it('imports the shipped example with decimal commas and thousands dots', async () => {
    const report = await importConsumption(db, fs.readFileSync(EXAMPLE, 'utf8'), '2026-03-16');
    expect(report).toEqual({
      ok: true,
      errors: [],
      summary: [
        'Verbrauchsdaten: 7 Verbrauchswerte und 4 Einspeisewerte eingelesen (Viersen 2025).',
        'Die bisherigen Werte dieser Kommunen und Jahre sind ersetzt, je Art (Verbrauch, Einspeisung), die in der Datei vorkommt.',
        'Stand der Verbrauchsdaten für 1 Kommune: 16.03.2026.',
      ],
    });
    const stored = await values(viersen);
    expect(stored).toHaveLength(7);
    expect(stored.find((v) => v.tariff === 'Allgemeiner Bedarf')).toEqual({
      year: 2025,
      carrier: 'Strom',
      sector: 'Private Haushalte',
      tariff: 'Allgemeiner Bedarf',
      mwh: 99812.412,
    });
    expect(stored.find((v) => v.tariff === 'Mittelspannung Z 2,3%')?.mwh).toBe(23400);
    expect(stored.find((v) => v.sector === 'Private Haushalte' && v.carrier === 'Gas')?.mwh).toBe(270611.5);
    expect(await feedIn(viersen)).toEqual([
      { year: 2025, source: 'Geothermie', mwh: 0 },
      { year: 2025, source: 'Klärgas', mwh: 1585.25 },
      { year: 2025, source: 'PV-Anlagen', mwh: 43870.6 },
      { year: 2025, source: 'Windenergie', mwh: 6120 },
    ]);
    expect(await importDay(viersen)).toBe('2026-03-16');
    expect(await importDay(brueggen)).toBeNull();
  });

  it('replaces the values of each commune, year and art in the file, and only those', async () => {
    const report = await importConsumption(
      db,
      csv(
        'Verbrauch;Viersen;2025;Gas;Industrie;Sondervertrag Gas;;1.000,5',
        'Verbrauch;Viersen;2024;Strom;Private Haushalte;Allgemeiner Bedarf;;97000',
        'Einspeisung;Brüggen;2025;;;;Wasserkraft;118,25',
      ),
      '2026-11-24',
    );
    expect(report.ok).toBe(true);
    expect(await values(viersen)).toEqual([
      { year: 2024, carrier: 'Strom', sector: 'Private Haushalte', tariff: 'Allgemeiner Bedarf', mwh: 97000 },
      { year: 2025, carrier: 'Gas', sector: 'Industrie', tariff: 'Sondervertrag Gas', mwh: 1000.5 },
    ]);
    // The file had no feed-in of Viersen, so Viersen's feed-in stays.
    expect(await feedIn(viersen)).toHaveLength(4);
    expect(await feedIn(brueggen)).toEqual([{ year: 2025, source: 'Wasserkraft', mwh: 118.25 }]);
    expect(await importDay(viersen)).toBe('2026-11-24');
    expect(await importDay(brueggen)).toBe('2026-11-24');
  });

  it('refuses a file cut off in its last row, numbers not in the German format and broken quotes', async () => {
    const before = await values(viersen);
    const example = fs.readFileSync(EXAMPLE, 'utf8');
    // Before, the last line's '14.530,75' cut to '14.53' was imported as 14.53 with exit code 0.
    const cut = example.slice(0, example.indexOf('14.530,75') + '14.53'.length);
    expect((await importConsumption(db, cut)).errors).toEqual([
      'Zeile 3: Nach der letzten Zeile fehlt der Zeilenumbruch, so endet eine abgeschnittene Datei. Bitte die vollständige Datei importieren; ist sie vollständig, am Ende einen Zeilenumbruch anfügen.',
    ]);
    const report = await importConsumption(
      db,
      csv(
        'Verbrauch;Viersen;2025;Strom;Private Haushalte;Wärmepumpe;;14.53',
        'Verbrauch;Viersen;2025;Gas;Private Haushalte;Sondervertrag Gas;;270611.5',
        'Verbrauch;Viersen;2025;Gas;Industrie;Sondervertrag Gas;;23.400',
        'Verbrauch;Viersen;2025;Strom;Industrie;Mittelspannung;;1.23,4',
        'Verbrauch;Viersen;2025;Strom;Industrie;Niederspannung;;1.234,5',
      ),
    );
    expect(report.errors).toEqual([
      "Zeile 2, Spalte mwh: '14.53' hat einen Dezimalpunkt; im deutschen Format steht ein Komma (14,53)",
      "Zeile 3, Spalte mwh: '270611.5' hat einen Dezimalpunkt; im deutschen Format steht ein Komma (270611,5)",
      "Zeile 4, Spalte mwh: '23.400' ist mehrdeutig: Tausenderpunkt oder Dezimalpunkt? Bitte mit Dezimalkomma (23.400,0) oder ohne Punkt (23400) schreiben",
      "Zeile 5, Spalte mwh: '1.23,4' ist keine Zahl im deutschen Format: Tausenderpunkte stehen in Dreiergruppen (z. B. 14.530,75 oder 14530,75)",
    ]);
    // The hand-written reader made 'Viersen' of this and imported it.
    expect(
      (await importConsumption(db, csv('Verbrauch;"Vier"sen;2025;Strom;Industrie;Mittelspannung;;1,5')))
        .errors,
    ).toEqual([
      'Zeile 2: Nach dem schließenden Anführungszeichen eines Feldes steht noch Text (etwa "ab"c). Ein Anführungszeichen im Feld wird verdoppelt: "ab""c".',
    ]);
    expect(await values(viersen)).toEqual(before);
  });

  it('changes nothing when a row is bad, naming each bad line', async () => {
    const before = {
      values: await values(viersen),
      feedIn: await feedIn(viersen),
      day: await importDay(viersen),
    };
    const report = await importConsumption(
      db,
      csv(
        'Verbrauch;Viersen;2023;Strom;Industrie;Mittelspannung;;12,5',
        'Verbrauch;Viersen;2023;Fernwärme;;Mittelspannung;PV-Anlagen;-4',
        'Einspeisung;Atlantis;1990;Strom;;;Sonne;viel',
        'Abrechnung;Viersen;2023;;;;;1',
        'Verbrauch;Viersen;2023;Strom;Industrie;Mittelspannung;;13',
        'Einspeisung;Viersen;20x3;;;;PV-Anlagen;',
      ),
      '2026-12-01',
    );
    expect(report.ok).toBe(false);
    expect(report.errors).toEqual([
      "Zeile 3: energietraeger 'Fernwärme' ist unbekannt (erlaubt: Strom, Gas); sektor fehlt; quelle gehört nur zu art Einspeisung",
      "Zeile 3, Spalte mwh: '-4' ist negativ; erlaubt sind Zahlen ab 0",
      "Zeile 4: Kommune 'Atlantis' ist nicht bekannt; jahr 1990 liegt nicht zwischen 2000 und " +
        `${currentYear()}; quelle 'Sonne' ist unbekannt (erlaubt: PV-Anlagen, Windenergie, Geothermie, Wasserkraft, Biomasse, Deponiegas, Klärgas, Grubengas); energietraeger gehört nur zu art Verbrauch`,
      "Zeile 4, Spalte mwh: 'viel' ist keine Zahl im deutschen Format (z. B. 14.530,75 oder 14530,75)",
      "Zeile 5: art 'Abrechnung' ist unbekannt (erlaubt: Verbrauch, Einspeisung)",
      'Zeile 6: derselbe Wert steht schon in Zeile 2',
      "Zeile 7: jahr '20x3' ist keine Jahreszahl",
      'Zeile 7, Spalte mwh: Wert fehlt',
    ]);
    expect({
      values: await values(viersen),
      feedIn: await feedIn(viersen),
      day: await importDay(viersen),
    }).toEqual(before);
    const rows2023 = await db
      .select()
      .from(consumptionValues)
      .where(and(eq(consumptionValues.communeId, viersen), eq(consumptionValues.year, 2023)));
    expect(rows2023).toEqual([]);
  });
});
