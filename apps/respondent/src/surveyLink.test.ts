import { describe, expect, it } from 'vitest';
import { endPageOutcome, isOwnEndPage, parseSurveyLink } from './surveyLink.ts';

describe('parseSurveyLink', () => {
  it('reads the dashboard preview link', () => {
    expect(
      parseSurveyLink(
        '?respondentId=r1&preview=true&surveyId=s9&panelSupplier=SIMULATED&type=survey',
      ),
    ).toEqual({
      surveyId: 's9',
      respondentId: 'r1',
      supplierCode: 'SIMULATED',
      signature: null,
      lang: null,
      preview: true,
    });
  });
  it('reads a signed panel link', () => {
    expect(
      parseSurveyLink('?surveyId=s9&respondentId=r 2&supplierCode=SIM&signature=abc&lang=de'),
    ).toEqual({
      surveyId: 's9',
      respondentId: 'r 2',
      supplierCode: 'SIM',
      signature: 'abc',
      lang: 'de',
      preview: false,
    });
  });
  it('treats a missing or other preview value as a real response', () => {
    expect(parseSurveyLink('?surveyId=s9').preview).toBe(false);
    expect(parseSurveyLink('?surveyId=s9&preview=1').preview).toBe(false);
  });
});

describe('the runner end page', () => {
  it('reads a known outcome on /end only', () => {
    expect(endPageOutcome('/respondent/end', '?outcome=screened_out&rid=1')).toBe('screened_out');
    expect(endPageOutcome('/respondent/end', '?outcome=hacked')).toBeNull();
    expect(endPageOutcome('/respondent/info', '?outcome=complete')).toBeNull();
  });
  it('tells its own end page from a supplier address', () => {
    const origin = 'https://survey.example';
    expect(isOwnEndPage('/respondent/end?outcome=complete&rid=1', origin)).toBe(true);
    expect(isOwnEndPage('https://panel.example/respondent/end', origin)).toBe(false);
    expect(isOwnEndPage('https://panel.example/done?rid=1', origin)).toBe(false);
  });
});
