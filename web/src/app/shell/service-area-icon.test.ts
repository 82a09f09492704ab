import { describe, expect, it } from 'vitest';
import { iconKey } from './service-area-icon.tsx';

describe('iconKey', () => {
  it('normalises MUI names, their variants and Material Design Icons names', () => {
    expect(iconKey('LocalFireDepartment')).toBe('localfiredepartment');
    expect(iconKey('EngineeringOutlined')).toBe('engineering');
    expect(iconKey('mdi-lightning-bolt')).toBe('lightningbolt');
    expect(iconKey(' water_drop ')).toBe('waterdrop');
  });
});
