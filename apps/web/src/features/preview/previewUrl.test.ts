import { describe, expect, it } from 'vitest';
import { previewUrl, randomRespondentId } from './previewUrl.ts';

describe('previewUrl', () => {
  it('opens the info page with the preview parameters', () => {
    expect(previewUrl('https://r.example/respondent', 's 1', 'abc')).toBe(
      'https://r.example/respondent/info?respondentId=abc&preview=true&surveyId=s+1&panelSupplier=SIMULATED&type=survey',
    );
  });
});

describe('previewUrl in a language (issue 37 §1)', () => {
  it("adds the editor's chosen translation as the runner's lang", () => {
    const url = new URL(previewUrl('https://r.example/respondent', 's1', 'abc', 'de'));
    expect(url.searchParams.get('lang')).toBe('de');
    expect(url.searchParams.get('surveyId')).toBe('s1');
  });
});

describe('randomRespondentId', () => {
  it('is 32 hex characters', () => {
    expect(randomRespondentId()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomRespondentId((b) => b.fill(255))).toBe('f'.repeat(32));
  });
});
