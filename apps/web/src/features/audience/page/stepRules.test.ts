import { describe, expect, it } from 'vitest';
import { confirmStepEnabled, surveyStepEnabled } from './stepRules.ts';

const ok = {
  audienceValid: true,
  audienceFeasible: true,
  questionnaireEntries: 1,
  questionnaireErrors: 0,
};

describe('the step navigation', () => {
  it('disables Survey only when the audience is infeasible and there are no entries', () => {
    expect(surveyStepEnabled({ ...ok, audienceFeasible: false, questionnaireEntries: 0 })).toBe(
      false,
    );
    expect(surveyStepEnabled({ ...ok, audienceFeasible: false })).toBe(true);
    expect(surveyStepEnabled({ ...ok, questionnaireEntries: 0 })).toBe(true);
  });

  it('enables Confirm only for a feasible, valid audience and an error-free questionnaire with entries', () => {
    expect(confirmStepEnabled(ok)).toBe(true);
    expect(confirmStepEnabled({ ...ok, audienceValid: false })).toBe(false);
    expect(confirmStepEnabled({ ...ok, audienceFeasible: false })).toBe(false);
    expect(confirmStepEnabled({ ...ok, questionnaireEntries: 0 })).toBe(false);
    expect(confirmStepEnabled({ ...ok, questionnaireErrors: 2 })).toBe(false);
  });
});
