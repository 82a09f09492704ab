import { QUARTIER_PROCESS_STEPS } from '@kp/contract/content-constants';
import { describe, expect, it } from 'vitest';
import { QUARTIER_STEPS } from './quartier-content.ts';

describe('Quartiersentwicklung process', () => {
  it(`has the spec's ${QUARTIER_PROCESS_STEPS} steps, each with a unique title and text`, () => {
    expect(QUARTIER_STEPS).toHaveLength(QUARTIER_PROCESS_STEPS);
    expect(new Set(QUARTIER_STEPS.map((step) => step.title)).size).toBe(QUARTIER_PROCESS_STEPS);
    for (const step of QUARTIER_STEPS) expect(step.text.length).toBeGreaterThan(50);
  });
});
