import { describe, expect, it } from 'vitest';
import { parseSurveyLink } from './surveyLink.ts';

describe('parseSurveyLink', () => {
  it('reads the dashboard preview link', () => {
    expect(parseSurveyLink('?respondentId=r1&preview=true&surveyId=s9&type=survey')).toEqual({
      surveyId: 's9',
      respondentId: 'r1',
      preview: true,
    });
  });
  it('treats a missing or other preview value as a real response', () => {
    expect(parseSurveyLink('?surveyId=s9').preview).toBe(false);
    expect(parseSurveyLink('?surveyId=s9&preview=1').preview).toBe(false);
  });
});
