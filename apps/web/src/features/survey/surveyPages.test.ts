import { describe, expect, it } from 'vitest';
import { isSurveyId, isSurveyPage } from './surveyPages.ts';

describe('isSurveyId', () => {
  it('accepts the UUIDs the server issues, in either case', () => {
    expect(isSurveyId('6f1c2b1e-1111-4222-8333-444455556666')).toBe(true);
    expect(isSurveyId('6F1C2B1E-1111-4222-8333-444455556666')).toBe(true);
  });

  it('refuses anything else, which the dashboard answers with the 404 page', () => {
    for (const id of [
      undefined,
      '',
      'not-a-survey',
      '12345',
      '6f1c2b1e-1111-4222-8333-44445555666',
      '6f1c2b1e-1111-4222-8333-4444555566667',
      '6f1c2b1e11114222833344445555666g',
      ' 6f1c2b1e-1111-4222-8333-444455556666',
    ])
      expect(isSurveyId(id)).toBe(false);
  });
});

describe('isSurveyPage', () => {
  it('knows only the four sub-pages', () => {
    expect(['audience', 'questionnaire', 'confirm', 'results'].every(isSurveyPage)).toBe(true);
    expect(isSurveyPage('settings')).toBe(false);
    expect(isSurveyPage('toString')).toBe(false);
  });
});
