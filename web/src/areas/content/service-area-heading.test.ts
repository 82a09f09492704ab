import { CONTENT_TEXTS } from '@kp/contract/content-constants';
import { describe, expect, it } from 'vitest';
import { serviceAreaSpecial, serviceListHeading } from './service-area-heading.ts';

const employee = { isNewEmployee: true };
const communeUser = { isNewEmployee: false };

describe('serviceListHeading', () => {
  it("shows 'Unsere Kommunen:' to group employees on the concession areas", () => {
    for (const title of ['Trinkwasser', 'Abwasser', 'Straßenbeleuchtung']) {
      expect(serviceListHeading(title, employee)).toBe(CONTENT_TEXTS.communesHeading);
    }
  });

  it("shows 'Unser Angebot:' to commune users on the concession areas", () => {
    expect(serviceListHeading('Trinkwasser', communeUser)).toBe(CONTENT_TEXTS.offerHeading);
  });

  it("shows 'Unser Angebot:' to employees on other areas", () => {
    expect(serviceListHeading('Strom', employee)).toBe(CONTENT_TEXTS.offerHeading);
    expect(serviceListHeading('Trinkwasserschutz', employee)).toBe(CONTENT_TEXTS.offerHeading);
  });
});

describe('serviceAreaSpecial', () => {
  it('recognises the areas with a fixed section', () => {
    expect(serviceAreaSpecial('Nachhaltigkeit')).toBe('nachhaltigkeit');
    expect(serviceAreaSpecial('Mobilität')).toBe('mobilitaet');
    expect(serviceAreaSpecial('Strom')).toBeNull();
  });
});
