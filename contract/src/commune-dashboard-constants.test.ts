import { describe, expect, it } from 'vitest';
import {
  DASHBOARD_CONTRACTS_SHOWN,
  NEW_REQUEST_TEXT,
  NO_REQUESTS_TEXT,
  SELECT_COMMUNE_PROMPT,
  websiteHref,
  websiteLabel,
} from './commune-dashboard-constants.ts';

describe('websiteHref', () => {
  it('adds https:// only when the address has no http(s) scheme', () => {
    expect(websiteHref('www.viersen.de')).toBe('https://www.viersen.de');
    expect(websiteHref('viersen.de/rathaus')).toBe('https://viersen.de/rathaus');
    expect(websiteHref('https://www.viersen.de')).toBe('https://www.viersen.de');
    expect(websiteHref('http://www.viersen.de')).toBe('http://www.viersen.de');
    expect(websiteHref('HTTPS://www.viersen.de')).toBe('HTTPS://www.viersen.de');
  });

  it('trims the address', () => {
    expect(websiteHref('  www.viersen.de ')).toBe('https://www.viersen.de');
  });

  it('never gives a link with another scheme', () => {
    expect(websiteHref('javascript:alert(1)')).toBe('https://javascript:alert(1)');
  });
});

describe('websiteLabel', () => {
  it('strips the scheme and a trailing slash', () => {
    expect(websiteLabel('https://www.viersen.de/')).toBe('www.viersen.de');
    expect(websiteLabel('http://www.viersen.de')).toBe('www.viersen.de');
    expect(websiteLabel('HTTPS://www.viersen.de/rathaus')).toBe('www.viersen.de/rathaus');
    expect(websiteLabel(' www.viersen.de ')).toBe('www.viersen.de');
  });
});

describe('the dashboard texts', () => {
  it('are the spec words', () => {
    expect(SELECT_COMMUNE_PROMPT).toBe('Bitte wählen Sie eine Kommune, um Details zu sehen.');
    expect(NO_REQUESTS_TEXT).toBe('Es liegen keine Anfragen über das Kommunalportal vor');
    expect(NEW_REQUEST_TEXT).toBe('Neue Anfrage eingegangen');
    expect(DASHBOARD_CONTRACTS_SHOWN).toBe(3);
  });
});
