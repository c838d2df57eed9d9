import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, gqlOk } from '../../../test/graphqlHelpers.ts';
import {
  addTestFieldwork,
  createTestProject,
  setTestAccountMarkup,
  surveyIdOf,
} from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const FIELDWORK = `query Fw($surveyId: ID!) { fieldwork(surveyId: $surveyId) {
  surveyId locale { language country } panelSupplierCode samplesNeeded { unadjusted adjusted }
  lengthOfInterview { unadjusted adjusted } incidenceRate duration { startDate endDate }
  audience { countryId } activePresetAudience accountMarkup createdDate sinceDate } }`;
const ADD = `mutation Add($surveyId: ID!, $panelSupplierCode: String!, $countryCode: String!, $samplesNeeded: Int!, $accountMarkup: Float!) {
  addFieldwork(surveyId: $surveyId, panelSupplierCode: $panelSupplierCode, countryCode: $countryCode, samplesNeeded: $samplesNeeded, accountMarkup: $accountMarkup) { surveyId } }`;
const UPDATE = `mutation Upd($surveyId: ID!, $lengthOfInterview: Int, $startDate: String, $endDate: String, $samplesNeeded: Int, $countryCode: String, $incidenceRate: Float) {
  updateFieldwork(surveyId: $surveyId, lengthOfInterview: $lengthOfInterview, startDate: $startDate, endDate: $endDate, samplesNeeded: $samplesNeeded, countryCode: $countryCode, incidenceRate: $incidenceRate) {
    locale { language country } samplesNeeded { unadjusted } lengthOfInterview { unadjusted adjusted } incidenceRate duration { startDate endDate } } }`;
const QUOTE = `query Q($surveyId: ID!, $loi: Int) { getCostQuote(surveyId: $surveyId, loi: $loi) { cpi { amount baseAmount currency } } }`;
const SURVEY_DATES = `query P($surveyId: ID!) { projectBySurveyId(surveyId: $surveyId) { surveys { fieldworkDates { startDate endDate } } } }`;

describe('fieldwork service', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let surveyId: string;
  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
    // Prices and fieldwork carry the account's own markup (the one addFieldwork is sent below).
    await setTestAccountMarkup(t, ann, 0.2);
    surveyId = surveyIdOf(await createTestProject(t, ann));
  });
  afterAll(() => t.close());

  const run = (query: string, vars: Record<string, unknown>) =>
    gql(t, 'fieldwork', ann.accessToken, query, vars);

  it('lists the 43 countries with GB first', async () => {
    const r = await gqlOk<{
      countries: { countryCode: string; name: string; locale: { language: string } }[];
    }>(
      t,
      'fieldwork',
      ann.accessToken,
      '{ countries { name countryCode locale { language country } } }',
    );
    expect(r.countries).toHaveLength(43);
    expect(r.countries[0]).toMatchObject({ countryCode: 'GB', name: 'United Kingdom' });
    expect(r.countries.map((c) => c.countryCode)).toContain('US');
  });

  it('adds fieldwork with defaults and reads it back', async () => {
    await addTestFieldwork(t, ann, surveyId, {
      countryCode: 'de',
      samplesNeeded: 500,
      accountMarkup: 0.2,
    });
    const r = await gqlOk<{ fieldwork: Record<string, unknown> }>(
      t,
      'fieldwork',
      ann.accessToken,
      FIELDWORK,
      {
        surveyId,
      },
    );
    expect(r.fieldwork).toMatchObject({
      surveyId,
      locale: { language: 'de', country: 'DE' },
      panelSupplierCode: 'SIMULATED',
      samplesNeeded: { unadjusted: 500, adjusted: 500 },
      lengthOfInterview: { unadjusted: 2, adjusted: 2 },
      incidenceRate: 100,
      duration: { startDate: null, endDate: null },
      audience: { countryId: 'DE' },
      activePresetAudience: 'Custom',
      accountMarkup: 0.2,
    });
  });

  it('refuses a second addFieldwork, unknown countries or suppliers and out-of-range samples', async () => {
    const vars = {
      surveyId,
      panelSupplierCode: 'SIMULATED',
      countryCode: 'GB',
      samplesNeeded: 10,
      accountMarkup: 0,
    };
    expect(errorCode(await run(ADD, vars))).toBe('CONFLICT');
    const other = surveyIdOf(await createTestProject(t, ann));
    for (const bad of [
      { countryCode: 'XX' },
      { panelSupplierCode: 'ACME' },
      { samplesNeeded: 0 },
      { samplesNeeded: 100000 },
      { accountMarkup: -1 },
    ]) {
      expect(
        errorCode(await run(ADD, { ...vars, surveyId: other, ...bad })),
        JSON.stringify(bad),
      ).toBe('BAD_USER_INPUT');
    }
    expect(
      errorCode(await run(ADD, { ...vars, surveyId: '00000000-0000-4000-8000-000000000000' })),
    ).toBe('NOT_FOUND');
    expect(
      (
        await gqlOk<{ fieldwork: null }>(t, 'fieldwork', ann.accessToken, FIELDWORK, {
          surveyId: other,
        })
      ).fieldwork,
    ).toBeNull();
  });

  it('updates only the fields given, and mirrors the dates on the survey', async () => {
    const r = await gqlOk<{ updateFieldwork: Record<string, unknown> }>(
      t,
      'fieldwork',
      ann.accessToken,
      UPDATE,
      {
        surveyId,
        lengthOfInterview: 12,
        incidenceRate: 40,
        startDate: '2024-06-01',
        endDate: '2024-06-14T17:00:00Z',
      },
    );
    expect(r.updateFieldwork).toMatchObject({
      locale: { country: 'DE' },
      samplesNeeded: { unadjusted: 500 },
      lengthOfInterview: { unadjusted: 12, adjusted: 12 },
      incidenceRate: 40,
      duration: { startDate: '2024-06-01T00:00:00.000Z', endDate: '2024-06-14T17:00:00.000Z' },
    });
    const p = await gqlOk<{ projectBySurveyId: { surveys: { fieldworkDates: unknown }[] } }>(
      t,
      'project',
      ann.accessToken,
      SURVEY_DATES,
      { surveyId },
    );
    expect(p.projectBySurveyId.surveys[0]?.fieldworkDates).toEqual({
      startDate: '2024-06-01T00:00:00.000Z',
      endDate: '2024-06-14T17:00:00.000Z',
    });
    const country = await gqlOk<{ updateFieldwork: { locale: unknown } }>(
      t,
      'fieldwork',
      ann.accessToken,
      UPDATE,
      {
        surveyId,
        countryCode: 'US',
      },
    );
    expect(country.updateFieldwork).toMatchObject({
      locale: { language: 'en', country: 'US' },
      // A new country resets the length of interview (shown as the 2-minute default), the start
      // date and the incidence rate, and starts the audience over (spec 2 §4).
      lengthOfInterview: { unadjusted: 2, adjusted: 2 },
      incidenceRate: 100,
      duration: { startDate: null, endDate: '2024-06-14T17:00:00.000Z' },
    });
    const audience = await gqlOk<{ draftAudience: { countryCode: string; members: unknown[] } }>(
      t,
      'fieldwork',
      ann.accessToken,
      `{ draftAudience(surveyId: "${surveyId}") { countryCode members { number } } }`,
    );
    expect(audience.draftAudience).toEqual({ countryCode: 'US', members: [] });
  });

  it('keeps the length, incidence and dates sent with a new country: the reset comes first', async () => {
    const r = await gqlOk<{ updateFieldwork: Record<string, unknown> }>(
      t,
      'fieldwork',
      ann.accessToken,
      UPDATE,
      {
        surveyId,
        countryCode: 'FR',
        lengthOfInterview: 9,
        incidenceRate: 35,
        startDate: '2024-07-01',
        endDate: '2024-07-20',
      },
    );
    const kept = {
      locale: { language: 'fr', country: 'FR' },
      lengthOfInterview: { unadjusted: 9, adjusted: 9 },
      incidenceRate: 35,
      duration: { startDate: '2024-07-01T00:00:00.000Z', endDate: '2024-07-20T00:00:00.000Z' },
    };
    expect(r.updateFieldwork).toMatchObject(kept);
    const read = await gqlOk<{ fieldwork: Record<string, unknown> }>(
      t,
      'fieldwork',
      ann.accessToken,
      FIELDWORK,
      { surveyId },
    );
    expect(read.fieldwork).toMatchObject(kept);
  });

  it('refuses bad updates with typed errors', async () => {
    await gqlOk(t, 'fieldwork', ann.accessToken, UPDATE, { surveyId, startDate: '2024-06-01' });
    for (const bad of [
      { endDate: '2024-05-01' },
      { startDate: 'yesterday' },
      { incidenceRate: 0 },
      { incidenceRate: 101 },
      { lengthOfInterview: -3 },
      { countryCode: 'ZZ' },
    ]) {
      expect(errorCode(await run(UPDATE, { surveyId, ...bad })), JSON.stringify(bad)).toBe(
        'BAD_USER_INPUT',
      );
    }
    const bare = surveyIdOf(await createTestProject(t, ann));
    expect(errorCode(await run(UPDATE, { surveyId: bare, samplesNeeded: 5 }))).toBe('NOT_FOUND');
  });

  it('quotes the cost per interview from the rate card with the markup', async () => {
    // LOI 12, incidence 40 (no targeting: the fieldwork's), markup 0.2 -> base 2.00 x 1.6 = 3.20.
    await gqlOk(t, 'fieldwork', ann.accessToken, UPDATE, {
      surveyId,
      lengthOfInterview: 12,
      incidenceRate: 40,
    });
    const q = await gqlOk<{ getCostQuote: { cpi: unknown } }>(
      t,
      'fieldwork',
      ann.accessToken,
      QUOTE,
      { surveyId },
    );
    expect(q.getCostQuote.cpi).toEqual({ amount: 3.84, baseAmount: 3.2, currency: 'GBP' });
    const short = await gqlOk<{ getCostQuote: { cpi: unknown } }>(
      t,
      'fieldwork',
      ann.accessToken,
      QUOTE,
      {
        surveyId,
        loi: 5,
      },
    );
    expect(short.getCostQuote.cpi).toEqual({ amount: 1.92, baseAmount: 1.6, currency: 'GBP' });
    const bare = surveyIdOf(await createTestProject(t, ann));
    expect(errorCode(await run(QUOTE, { surveyId: bare }))).toBe('NOT_FOUND');
    expect(errorCode(await run(QUOTE, { surveyId, loi: 0 }))).toBe('BAD_USER_INPUT');
  });
});
