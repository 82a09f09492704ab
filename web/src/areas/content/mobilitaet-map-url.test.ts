import { describe, expect, it } from 'vitest';
import { wishChargerMapUrl } from './mobilitaet-map-url.ts';

describe('wishChargerMapUrl', () => {
  it('appends the area id', () => {
    expect(wishChargerMapUrl('https://karte.example.org/wunsch', '17')).toBe(
      'https://karte.example.org/wunsch?bereich=17',
    );
  });

  it('keeps an existing query and hash', () => {
    expect(wishChargerMapUrl('https://karte.example.org/?embed=1#karte', 'A 1')).toBe(
      'https://karte.example.org/?embed=1&bereich=A%201#karte',
    );
  });

  it('leaves the url alone without an area id', () => {
    expect(wishChargerMapUrl('https://karte.example.org/wunsch', null)).toBe(
      'https://karte.example.org/wunsch',
    );
    expect(wishChargerMapUrl('https://karte.example.org/wunsch', ' ')).toBe(
      'https://karte.example.org/wunsch',
    );
  });

  it('is null without a configured map', () => {
    expect(wishChargerMapUrl(null, '17')).toBeNull();
    expect(wishChargerMapUrl('', '17')).toBeNull();
  });
});
