import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, type GraphQLResponse } from '../../../test/graphqlHelpers.ts';
import { addTestFieldwork, createTestProject, surveyIdOf } from '../../../test/projectHelpers.ts';
import { marketsApi, type TestMarkets } from '../../../test/marketHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const UPDATE_COUNTRY = `mutation U($surveyId: ID!, $countryCode: String, $samplesNeeded: Int) {
  updateFieldwork(surveyId: $surveyId, countryCode: $countryCode, samplesNeeded: $samplesNeeded) {
    surveyId samplesNeeded { unadjusted } locale { country language }
  }
}`;

interface Updated {
  updateFieldwork: {
    samplesNeeded: { unadjusted: number };
    locale: { country: string; language: string };
  };
}

describe("a market's country is fixed (issue 37 §3)", () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let markets: TestMarkets['markets'];
  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
    const created = await marketsApi(t, ann).create(['GB', 'DE', 'FR']);
    markets = created.data?.createMultiMarketProject.markets ?? [];
  });
  afterAll(() => t.close());

  const update = (surveyId: string, vars: Record<string, unknown>) =>
    gql<Updated>(t, 'fieldwork', ann.accessToken, UPDATE_COUNTRY, { surveyId, ...vars });
  const countries = async () =>
    (await marketsApi(t, ann).read(markets[0]?.surveyId ?? '')).data?.markets.markets.map((m) => [
      m.countryCode,
      m.language,
    ]);

  it('refuses a country change on the lead and on another market with MARKET_COUNTRY_FIXED and changes nothing', async () => {
    for (const [market, to] of [
      [markets[0], 'US'],
      [markets[1], 'FR'],
      [markets[2], 'ES'],
    ] as const) {
      const r: GraphQLResponse<Updated> = await update(market?.surveyId ?? '', {
        countryCode: to,
        samplesNeeded: 250,
      });
      expect(errorCode(r)).toBe('MARKET_COUNTRY_FIXED');
      expect(r.errors?.[0]?.extensions).toMatchObject({ category: 'BAD_USER_INPUT' });
    }
    expect(await countries()).toEqual([
      ['GB', 'en'],
      ['DE', 'de'],
      ['FR', 'fr'],
    ]);
    // The refused call's other values were not applied either.
    expect(
      (await marketsApi(t, ann).read(markets[1]?.surveyId ?? '')).data?.markets.markets.map(
        (m) => m.samplesNeeded,
      ),
    ).toEqual([100, 100, 100]);
    // The lead's questionnaire was not relocalised.
    const draft = await gql<{
      draftQuestionnaire: { locale: { language: string; country: string } };
    }>(
      t,
      'questionnaire',
      ann.accessToken,
      `query D($s: ID!) { draftQuestionnaire(surveyId: $s) { locale { language country } } }`,
      { s: markets[0]?.surveyId ?? '' },
    );
    expect(draft.data?.draftQuestionnaire.locale).toEqual({ language: 'en', country: 'GB' });
  });

  it("takes the market's own country again as no change, and its other fields as before", async () => {
    const r = await update(markets[1]?.surveyId ?? '', { countryCode: 'DE', samplesNeeded: 150 });
    expect(r.errors).toBeUndefined();
    expect(r.data?.updateFieldwork).toMatchObject({
      samplesNeeded: { unadjusted: 150 },
      locale: { country: 'DE', language: 'de' },
    });
  });

  it('still lets an ad hoc survey change its country', async () => {
    const surveyId = surveyIdOf(await createTestProject(t, ann, 'Ad hoc'));
    await addTestFieldwork(t, ann, surveyId);
    const r = await update(surveyId, { countryCode: 'DE' });
    expect(r.data?.updateFieldwork.locale).toEqual({ country: 'DE', language: 'de' });
  });
});
