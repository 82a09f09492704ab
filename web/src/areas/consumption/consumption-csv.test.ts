import { describe, expect, it } from 'vitest';
import { consumptionCsv, csvNumber } from './consumption-csv.ts';

describe('csvNumber', () => {
  it('writes 3 decimals with a decimal comma and no thousands separator', () => {
    expect(csvNumber(12345.6)).toBe('12345,600');
    expect(csvNumber(0.0005)).toBe('0,001');
    expect(csvNumber(1234567.8915)).toBe('1234567,892');
    expect(csvNumber(0)).toBe('0,000');
    expect(csvNumber(-0.0001)).toBe('0,000');
  });
});

describe('consumptionCsv', () => {
  it('has the BOM, the spec’s header, one row per year and CRLF line ends', () => {
    const csv = consumptionCsv(
      [2022, 2023],
      [
        { carrier: 'Gas', values: [1500.25, 1400] },
        { carrier: 'Strom', values: [900.1234, 950] },
      ],
    );
    expect(csv).toBe(
      '\uFEFFGas (MWh);Strom (MWh);Jahr\r\n1500,250;900,123;2022\r\n1400,000;950,000;2023\r\n',
    );
  });

  it('has only the selected carriers’ columns', () => {
    const csv = consumptionCsv([2023], [{ carrier: 'Strom', values: [1] }]);
    expect(csv).toBe('\uFEFFStrom (MWh);Jahr\r\n1,000;2023\r\n');
  });
});
