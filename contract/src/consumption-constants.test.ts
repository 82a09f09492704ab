import { describe, expect, it } from 'vitest';
import {
  consumptionExportName,
  FEED_IN_SOURCES,
  formatRenewableShare,
  formatSum,
  formatTooltipMwh,
  formatTotalMwh,
  KNOWN_TARIFFS,
  OTHER_TARIFF,
  roundSum,
  sortCarriers,
  tariffGroup,
} from './consumption-constants.ts';

describe('formatTotalMwh', () => {
  it('rounds to whole MWh in German format', () => {
    expect(formatTotalMwh(12345.6)).toBe('12.346');
    expect(formatTotalMwh(12345.4)).toBe('12.345');
    expect(formatTotalMwh(1234567.5)).toBe('1.234.568');
    expect(formatTotalMwh(0)).toBe('0');
    expect(formatTotalMwh(0.4)).toBe('0');
  });

  it('rounds a half up even when the sum carries floating-point noise', () => {
    // 0.1 + 0.2 + 0.2 is 0.5000000000000001, 2.675 - 0.175 is 2.4999999999999996.
    expect(formatTotalMwh(0.1 + 0.2 + 0.2)).toBe('1');
    expect(formatTotalMwh(2.675 - 0.175)).toBe('3');
  });
});

describe('formatTooltipMwh', () => {
  it('rounds up to whole MWh', () => {
    expect(formatTooltipMwh(12345.1)).toBe('12.346');
    expect(formatTooltipMwh(12345.001)).toBe('12.346');
    expect(formatTooltipMwh(0.2)).toBe('1');
  });

  it('keeps whole values, also sums with floating-point noise', () => {
    expect(formatTooltipMwh(12345)).toBe('12.345');
    expect(formatTooltipMwh(0)).toBe('0');
    // 0.1 + 0.7 is 0.7999999999999999 and 99.9 + 0.1 is 100.00000000000001.
    expect(formatTooltipMwh((0.1 + 0.7) * 10)).toBe('8');
    expect(formatTooltipMwh(99.9 + 0.1)).toBe('100');
  });
});

describe('roundSum and formatSum', () => {
  it('keep 3 decimals', () => {
    expect(roundSum(1234.56789)).toBe(1234.568);
    expect(roundSum(0.1 + 0.2)).toBe(0.3);
    expect(roundSum(7)).toBe(7);
    expect(formatSum(1234.56789)).toBe('1.234,568');
    expect(formatSum(7)).toBe('7,000');
    expect(formatSum(0)).toBe('0,000');
  });

  it('round halves up where the product with 1000 falls just below them', () => {
    // 0.5005 × 1000 is 500.49999999999994 in binary floating point.
    expect(roundSum(0.5005)).toBe(0.501);
    expect(roundSum(1.0005)).toBe(1.001);
    expect(roundSum(1234.5675)).toBe(1234.568);
    expect(formatSum(0.5005)).toBe('0,501');
  });

  it('never gives -0', () => {
    expect(Object.is(roundSum(-0.0001), 0)).toBe(true);
    expect(formatSum(-0.0001)).toBe('0,000');
  });
});

describe('formatRenewableShare', () => {
  it('is feed-in / consumption × 100 with 2 decimals', () => {
    expect(formatRenewableShare(25, 100)).toBe('25,00');
    expect(formatRenewableShare(1, 3)).toBe('33,33');
    expect(formatRenewableShare(2, 3)).toBe('66,67');
    expect(formatRenewableShare(150, 100)).toBe('150,00');
    expect(formatRenewableShare(12345, 10)).toBe('123.450,00');
  });

  it("is '0,00' when the share is not a number", () => {
    expect(formatRenewableShare(0, 0)).toBe('0,00');
    expect(formatRenewableShare(5, 0)).toBe('0,00');
    expect(formatRenewableShare(0, 100)).toBe('0,00');
  });
});

describe('sortCarriers', () => {
  it('puts Gas first, then the rest alphabetically in German', () => {
    expect(sortCarriers(['Strom', 'Gas'])).toEqual(['Gas', 'Strom']);
    expect(sortCarriers(['Wärme', 'Strom', 'Gas', 'Wasser'])).toEqual(['Gas', 'Strom', 'Wärme', 'Wasser']);
    expect(sortCarriers(['Strom'])).toEqual(['Strom']);
    expect(sortCarriers([])).toEqual([]);
  });

  it('leaves its input alone', () => {
    const carriers = ['Strom', 'Gas'];
    sortCarriers(carriers);
    expect(carriers).toEqual(['Strom', 'Gas']);
  });
});

describe('tariffGroup', () => {
  it('keeps the known electricity tariffs', () => {
    for (const tariff of KNOWN_TARIFFS) expect(tariffGroup(tariff)).toBe(tariff);
  });

  it('counts any other tariff under Sonstige', () => {
    expect(OTHER_TARIFF).toBe('Sonstige');
    expect(tariffGroup('Nachtspeicher')).toBe('Sonstige');
    expect(tariffGroup('niederspannung')).toBe('Sonstige');
    expect(tariffGroup('')).toBe('Sonstige');
  });
});

describe('FEED_IN_SOURCES', () => {
  it('lists the eight sources of spec 02 §3', () => {
    expect(FEED_IN_SOURCES).toEqual([
      'PV-Anlagen',
      'Windenergie',
      'Geothermie',
      'Wasserkraft',
      'Biomasse',
      'Deponiegas',
      'Klärgas',
      'Grubengas',
    ]);
  });
});

describe('consumptionExportName', () => {
  it('stamps summer time (UTC+2)', () => {
    const at = new Date('2025-07-01T12:05:09Z');
    expect(consumptionExportName('Viersen', at, 'png')).toBe('verbrauchsdaten_Viersen_20250701-140509.png');
  });

  it('stamps winter time (UTC+1)', () => {
    const at = new Date('2025-01-15T08:00:00Z');
    expect(consumptionExportName('Brüggen', at, 'csv')).toBe('verbrauchsdaten_Brüggen_20250115-090000.csv');
  });

  it('moves to the German day and writes midnight as 00', () => {
    const at = new Date('2025-06-30T22:00:05Z');
    expect(consumptionExportName('Übach-Palenberg', at, 'svg')).toBe(
      'verbrauchsdaten_Übach-Palenberg_20250701-000005.svg',
    );
    expect(consumptionExportName('Viersen', new Date('2024-12-31T23:30:00Z'), 'csv')).toBe(
      'verbrauchsdaten_Viersen_20250101-003000.csv',
    );
  });
});
