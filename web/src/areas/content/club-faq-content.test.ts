import { describe, expect, it } from 'vitest';
import { clubFaqFor, euro } from './club-faq-content.ts';

const text = (title: string) =>
  (clubFaqFor(title) ?? []).map((item) => `${item.question} ${item.answer}`).join('\n');

describe('euro', () => {
  it('formats amounts the German way', () => {
    expect(euro(35_000)).toBe('35.000 €');
    expect(euro(300)).toBe('300 €');
  });
});

describe('clubFaqFor', () => {
  it('carries the figures of the club competition 2025', () => {
    const faq = text('NEW-Vereinsförderung');
    for (const figure of [
      '2025',
      '60 Vereine',
      '3 Regionen',
      '35.000 €',
      'zwischen 300 € und 2.000 €',
      '10 Preise zu je 1.000 €',
      '15.000 €',
      '3 Preise zu je 5.000 €',
      'bis zu 2 Vereine',
      'einmal täglich',
      'SMS',
    ]) {
      expect(faq).toContain(figure);
    }
  });

  it('carries the figures of the running series', () => {
    const faq = text('NEW-Laufserie');
    for (const figure of [
      '5 Läufen über jeweils 10 km',
      'mindestens 3',
      'ersten 50 Anmeldungen',
      'Starterpaket',
    ]) {
      expect(faq).toContain(figure);
    }
  });

  it('has no FAQ for other sub-services', () => {
    expect(clubFaqFor('NEW Erleben')).toBeNull();
  });
});
