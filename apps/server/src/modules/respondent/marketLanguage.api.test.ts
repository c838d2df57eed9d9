import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../test/authHelpers.ts';
import { gqlOk } from '../../../test/graphqlHelpers.ts';
import { marketsApi, pricesOf } from '../../../test/marketHelpers.ts';
import { mutate } from '../../../test/questionnaireHelpers.ts';
import { respondentHttp, type RespondentView } from '../../../test/respondentHttp.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { ok, translationsApi } from '../../../test/translationHelpers.ts';
import { signPanelLink } from './panelLinks.ts';

const SECRET = 'market-language-panel-link-secret-0123456789';

type View = RespondentView & { locale?: { language: string; country: string } };

describe("a market's respondents answer in its language (issue 37 §4)", () => {
  let t: TestApp;
  let markets: { surveyId: string; countryCode: string }[] = [];
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: SECRET, PANEL_POPULATION_SIZE: '5000' });
    const ann = await signUpUser(t);
    const api = marketsApi(t, ann);
    markets = ok(await api.create(['GB', 'DE', 'FR'])).createMultiMarketProject.markets;
    const lead = markets[0]?.surveyId ?? '';
    const { draftQuestionnaire } = await gqlOk<{ draftQuestionnaire: { questionnaireId: string } }>(
      t,
      'questionnaire',
      ann.accessToken,
      `query D($s: ID!) { draftQuestionnaire(surveyId: $s) { questionnaireId } }`,
      { s: lead },
    );
    ok(
      await mutate(t, ann, 'addQuestion', {
        questionnaireId: draftQuestionnaire.questionnaireId,
        questionTypeCode: 'FreeText',
        position: 0,
        text: 'What do you think of it?',
      }),
    );
    const translations = translationsApi(t, ann, lead);
    for (const language of ['de', 'fr']) {
      ok(await translations.addLanguage(language));
      for (const line of ok(await translations.status(language)).translationStatus)
        ok(await translations.set(language, line.key, `${language}: ${line.base}`));
    }
    const quote = await api.quote(lead);
    ok(await api.purchase(lead, pricesOf(quote), quote.total));
  });
  afterAll(() => t.close());

  const start = async (surveyId: string, respondentId: string, lang?: string) => {
    const fields = { surveyId, respondentId, supplierCode: 'SIMULATED' };
    const signature = signPanelLink(new TextEncoder().encode(SECRET), fields);
    const res = await respondentHttp(t, SECRET).post('/sessions', {
      ...fields,
      signature,
      ...(lang && { lang }),
    });
    expect(res.status).toBe(200);
    return res.body as View;
  };

  it("gives a member whose link asks no language the market's language: texts and locale", async () => {
    const seen = [];
    for (const m of markets) {
      const view = await start(m.surveyId, `member-${m.countryCode}`);
      seen.push([m.countryCode, view.locale?.language, view.page.title]);
    }
    expect(seen).toEqual([
      ['GB', 'en', 'What do you think of it?'],
      ['DE', 'de', 'de: What do you think of it?'],
      ['FR', 'fr', 'fr: What do you think of it?'],
    ]);
  });

  it("keeps a language the link asks for when the survey has it, else the market's", async () => {
    const de = markets[1]?.surveyId ?? '';
    const view = await start(de, 'member-asks-fr', 'fr');
    expect([view.locale?.language, view.page.title]).toEqual([
      'fr',
      'fr: What do you think of it?',
    ]);
    const unknown = await start(de, 'member-asks-ja', 'ja');
    expect(unknown.locale?.language).toBe('de');
    const base = await start(de, 'member-asks-en', 'en');
    expect(base.locale?.language).toBe('en');
  });
});
