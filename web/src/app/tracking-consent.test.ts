import { describe, expect, it } from 'vitest';
import { readVisitorConsent } from './tracking-consent.ts';

describe('readVisitorConsent', () => {
  it("reads the browser's answer from the consent cookie", () => {
    expect(readVisitorConsent('kp_session=abc; kp_tracking_consent=yes')).toBe(true);
    expect(readVisitorConsent('kp_tracking_consent=no; other=1')).toBe(false);
  });

  it('is null while unanswered or unreadable', () => {
    expect(readVisitorConsent('')).toBeNull();
    expect(readVisitorConsent('kp_tracking_consent=vielleicht')).toBeNull();
    expect(readVisitorConsent('xkp_tracking_consent=yes')).toBeNull();
  });
});
