import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGermanNumber } from './german-number.ts';

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
/** A whole part without leading zeros, as Excel writes it. */
const whole = fc.oneof(
  fc.constant('0'),
  fc.tuple(fc.constantFrom(...'123456789'), digits(0, 14)).map(([a, b]) => a + b),
);
const grouped = (w: string) => w.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

describe('parseGermanNumber', () => {
  it('reads the German format and refuses the rest with a reason', () => {
    expect(parseGermanNumber('1234,5')).toBe(1234.5);
    expect(parseGermanNumber('1.234.567,891')).toBe(1234567.891);
    expect(parseGermanNumber('23400')).toBe(23400);
    expect(parseGermanNumber('23.400,0')).toBe(23400);
    expect(parseGermanNumber(' 0 ')).toBe(0);
    expect(parseGermanNumber('')).toBe('Wert fehlt');
    expect(parseGermanNumber('-3')).toBe("'-3' ist negativ; erlaubt sind Zahlen ab 0");
    expect(parseGermanNumber('viel')).toBe(
      "'viel' ist keine Zahl im deutschen Format (z. B. 14.530,75 oder 14530,75)",
    );
    // A cut-off last line once turned '14.530,75' into '14.53'.
    expect(parseGermanNumber('14.53')).toBe(
      "'14.53' hat einen Dezimalpunkt; im deutschen Format steht ein Komma (14,53)",
    );
    expect(parseGermanNumber('270611.5')).toBe(
      "'270611.5' hat einen Dezimalpunkt; im deutschen Format steht ein Komma (270611,5)",
    );
    expect(parseGermanNumber('23.400')).toBe(
      "'23.400' ist mehrdeutig: Tausenderpunkt oder Dezimalpunkt? Bitte mit Dezimalkomma (23.400,0) oder ohne Punkt (23400) schreiben",
    );
    expect(parseGermanNumber('1.23,4')).toBe(
      "'1.23,4' ist keine Zahl im deutschen Format: Tausenderpunkte stehen in Dreiergruppen (z. B. 14.530,75 oder 14530,75)",
    );
    expect(parseGermanNumber('1 234,5')).toMatch(/ist keine Zahl im deutschen Format/);
    expect(parseGermanNumber('1e3')).toMatch(/ist keine Zahl im deutschen Format/);
    expect(parseGermanNumber('9'.repeat(400))).toMatch(/ist zu groß$/);
    expect(parseGermanNumber('14.530,75', { decimals: 2 })).toBe(14530.75);
    expect(parseGermanNumber('14.530,7', { decimals: 2 })).toBe("'14.530,7' hat 1 statt 2 Nachkommastellen");
  });

  it('reads back every number written with a decimal comma, with or without thousands dots', () => {
    fc.assert(
      fc.property(whole, digits(1, 6), fc.boolean(), (w, f, dots) => {
        const text = `${dots ? grouped(w) : w},${f}`;
        expect(parseGermanNumber(text)).toBe(Number(`${w}.${f}`));
        expect(parseGermanNumber(text, { decimals: f.length })).toBe(Number(`${w}.${f}`));
        expect(parseGermanNumber(text, { decimals: f.length + 1 })).toMatch(/Nachkommastellen$/);
      }),
    );
  });

  it('reads whole numbers written without dots', () => {
    fc.assert(
      fc.property(whole, (w) => {
        expect(parseGermanNumber(w)).toBe(Number(w));
      }),
    );
  });

  it('refuses every number written with a decimal point, as a program in English writes it', () => {
    fc.assert(
      fc.property(whole, digits(1, 6), (w, f) => {
        expect(typeof parseGermanNumber(`${w}.${f}`)).toBe('string');
      }),
    );
  });

  it('refuses a number cut off between its first thousands dot and its comma', () => {
    fc.assert(
      fc.property(
        whole.filter((w) => w.length > 3),
        digits(1, 4),
        fc.nat(),
        (w, f, at) => {
          const text = `${grouped(w)},${f}`;
          const start = text.indexOf('.') + 1;
          const cut = start + (at % (text.indexOf(',') - start + 1));
          expect(typeof parseGermanNumber(text.slice(0, cut))).toBe('string');
        },
      ),
    );
  });

  it('never throws, and what it accepts is German and gives a finite number of at least 0', () => {
    const german = /^(\d+|\d{1,3}(\.\d{3})+,\d+|\d+,\d+)$/;
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...'0123456789.,- ') })), (raw) => {
        const result = parseGermanNumber(raw);
        if (typeof result === 'number') {
          expect(raw.trim()).toMatch(german);
          expect(Number.isFinite(result) && result >= 0).toBe(true);
        } else {
          expect(result.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
