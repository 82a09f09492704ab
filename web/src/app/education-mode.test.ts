import { describe, expect, it } from 'vitest';
import { canUseEducationPortal, educationSwitch, isEducationMode } from './education-mode.ts';
import { buildUser } from './test-factories.ts';

describe('isEducationMode', () => {
  it('is off for a commune user', () => {
    expect(isEducationMode(buildUser())).toBe(false);
  });

  it('is on when the municipal portal is hidden, whatever else is set', () => {
    expect(isEducationMode(buildUser({ KommunalportalAusblenden: true }))).toBe(true);
    expect(isEducationMode(buildUser({ KommunalportalAusblenden: true, showBildungsportal: false }))).toBe(
      true,
    );
  });

  it('is on for an education user who switched the portal on', () => {
    expect(isEducationMode(buildUser({ BildungsportalUser: true, showBildungsportal: true }))).toBe(true);
  });

  it('is off for an education user who did not switch', () => {
    expect(isEducationMode(buildUser({ BildungsportalUser: true, showBildungsportal: false }))).toBe(false);
  });

  it('ignores showBildungsportal for users who are not education users', () => {
    expect(isEducationMode(buildUser({ showBildungsportal: true }))).toBe(false);
  });
});

describe('educationSwitch', () => {
  it('offers nothing to users who are not education users', () => {
    expect(educationSwitch(buildUser())).toBeNull();
    expect(educationSwitch(buildUser({ KommunalportalAusblenden: true }))).toBeNull();
  });

  it('offers the education portal from the municipal portal', () => {
    expect(educationSwitch(buildUser({ BildungsportalUser: true }))).toEqual({ target: 'education' });
  });

  it('offers the way back only when the municipal portal is not hidden', () => {
    expect(educationSwitch(buildUser({ BildungsportalUser: true, showBildungsportal: true }))).toEqual({
      target: 'municipal',
    });
    expect(
      educationSwitch(
        buildUser({ BildungsportalUser: true, showBildungsportal: true, KommunalportalAusblenden: true }),
      ),
    ).toBeNull();
  });
});

describe('canUseEducationPortal', () => {
  it('lets education users, users without the municipal portal and admins in', () => {
    expect(canUseEducationPortal(buildUser())).toBe(false);
    expect(canUseEducationPortal(buildUser({ BildungsportalUser: true }))).toBe(true);
    expect(canUseEducationPortal(buildUser({ KommunalportalAusblenden: true }))).toBe(true);
    expect(canUseEducationPortal(buildUser({ isAdmin: true }))).toBe(true);
  });
});
