import { describe, expect, it } from 'vitest';
import {
  birthdayText,
  contractEndText,
  contractsHeading,
  formatFigure,
  newestRequestDate,
  overviewCaption,
  verbrauchsdatenPath,
  vertragsuebersichtPath,
} from './dashboard-format.ts';

describe('formatFigure', () => {
  it('writes German numbers without decimals and 0 for none', () => {
    expect(formatFigure(77_123)).toBe('77.123');
    expect(formatFigure(1_234_567.6)).toBe('1.234.568');
    expect(formatFigure(null)).toBe('0');
    expect(formatFigure(Number.NaN)).toBe('0');
  });
});

describe('overviewCaption', () => {
  it('names the year of the figures', () => {
    expect(overviewCaption(2024)).toBe('Zahlen aus dem Jahr 2024');
    expect(overviewCaption(null)).toBe('Noch keine Verbrauchsdaten vorhanden');
  });
});

describe('contracts card texts', () => {
  it('counts the running contracts', () => {
    expect(contractsHeading(12)).toBe('12 laufende Verträge');
    expect(contractsHeading(0)).toBe('0 laufende Verträge');
    expect(contractsHeading(1)).toBe('1 laufender Vertrag');
  });

  it('shows the end year, or unbefristet', () => {
    expect(contractEndText(Date.UTC(2031, 11, 31))).toBe('bis 2031');
    expect(contractEndText(Date.UTC(2030, 0, 1))).toBe('bis 2030');
    expect(contractEndText(null)).toBe('unbefristet');
  });
});

describe('birthdayText', () => {
  it('is Geb. DD.MM.YYYY', () => {
    expect(birthdayText('1968-04-09')).toBe('Geb. 09.04.1968');
  });
});

describe('newestRequestDate', () => {
  it('is the German day of the newest request', () => {
    expect(
      newestRequestDate([
        { created_at: '2025-01-10T09:00:00Z' },
        // 23:30 UTC is already the next day in Germany.
        { created_at: '2025-03-04T23:30:00Z' },
        { created_at: 'kaputt' },
      ]),
    ).toBe('05.03.2025');
    expect(newestRequestDate([])).toBeNull();
  });
});

describe('links', () => {
  it('carry the commune', () => {
    expect(verbrauchsdatenPath('Übach-Palenberg')).toBe('/verbrauchsdaten?commune=%C3%9Cbach-Palenberg');
    expect(vertragsuebersichtPath('Viersen')).toBe('/vertragsuebersicht?commune=Viersen');
  });
});
