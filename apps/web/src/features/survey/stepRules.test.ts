import { describe, expect, it } from 'vitest';
import { confirmStepEnabled, surveyStepEnabled } from './stepRules.ts';

const open = { valid: true, feasible: true };

describe('step rules (spec 2 §2)', () => {
  it('disables the Survey step only for an infeasible audience without entries', () => {
    expect(surveyStepEnabled({ valid: true, feasible: false }, 0)).toBe(false);
    expect(surveyStepEnabled({ valid: true, feasible: false }, 1)).toBe(true);
    expect(surveyStepEnabled({ valid: false, feasible: true }, 0)).toBe(true);
  });

  it('enables Confirm only with a feasible, valid audience, entries and no errors', () => {
    expect(confirmStepEnabled(open, 1, 0)).toBe(true);
    expect(confirmStepEnabled(open, 0, 0)).toBe(false);
    expect(confirmStepEnabled(open, 3, 1)).toBe(false);
    expect(confirmStepEnabled({ valid: false, feasible: true }, 1, 0)).toBe(false);
    expect(confirmStepEnabled({ valid: true, feasible: false }, 1, 0)).toBe(false);
  });
});
