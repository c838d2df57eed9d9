import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SURVEY_STATES } from '../projects/constants.ts';
import { resultsSurveyState } from './surveyState.ts';

describe('resultsSurveyState', () => {
  it('keeps every known state', () => {
    for (const state of SURVEY_STATES) expect(resultsSurveyState(state)).toBe(state);
  });

  it('reads an unknown or missing state as live (spec 3 §3), never as draft', () => {
    expect(resultsSurveyState(undefined)).toBe('live');
    expect(resultsSurveyState(null)).toBe('live');
    expect(resultsSurveyState('archived')).toBe('live');
    fc.assert(
      fc.property(
        fc.string().filter((s) => !(SURVEY_STATES as readonly string[]).includes(s)),
        (state) => {
          expect(resultsSurveyState(state)).toBe('live');
        },
      ),
    );
  });
});
