import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceOk, readAudience } from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, gqlOk, type GraphQLResponse } from '../../../test/graphqlHelpers.ts';
import { marketsApi, pricesOf, type TestMarkets } from '../../../test/marketHelpers.ts';
import { orderRowsOf, purchase, readOrder } from '../../../test/orderHelpers.ts';
import { translationsApi } from '../../../test/translationHelpers.ts';
import { mutate } from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const ok = <T>(r: GraphQLResponse<T>): T => {
  if (r.errors?.length || !r.data) throw new Error(JSON.stringify(r.errors));
  return r.data;
};
const extensions = (r: GraphQLResponse<unknown>) =>
  (r.errors?.[0]?.extensions ?? {}) as Record<string, unknown>;

describe('multi-market projects (issue 37 §3)', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_POPULATION_SIZE: '5000' });
    ann = await signUpUser(t);
    bob = await signUpUser(t);
  });
  afterAll(() => t.close());

  const projectCount = async (user: SignedUpUser) =>
    (
      await gqlOk<{ searchProjects: { projects: { projectType: string }[] } }>(
        t,
        'project',
        user.accessToken,
        `query S($a: ID!) { searchProjects(accountId: $a, limit: 100) { projects { projectType } } }`,
        { a: user.accountId },
      )
    ).searchProjects.projects;

  const create = async (codes = ['GB', 'DE', 'FR']) =>
    ok(await marketsApi(t, ann).create(codes)).createMultiMarketProject;

  /** One question in the lead's questionnaire (the one every market shares). */
  const readyQuestionnaire = async (markets: TestMarkets) => {
    const lead = markets.markets[0]?.surveyId ?? '';
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
  };

  it('creates a project with three markets GB, DE, FR: one survey each, in its country and language, the questionnaire on the lead', async () => {
    const before = (await projectCount(ann)).length;
    const created = await create();
    expect(created.markets.map((m) => [m.countryCode, m.language, m.lead, m.state])).toEqual([
      ['GB', 'en', true, 'draft'],
      ['DE', 'de', false, 'draft'],
      ['FR', 'fr', false, 'draft'],
    ]);
    expect(created.markets.map((m) => m.samplesNeeded)).toEqual([100, 100, 100]);
    const listed = await projectCount(ann);
    expect(listed).toHaveLength(before + 1);
    expect(listed[0]?.projectType).toBe('MultiMarket');
    // Each market's fieldwork is in its own country (the audience page reads it per survey).
    for (const m of created.markets) {
      const f = await gqlOk<{ fieldwork: { locale: { country: string; language: string } } }>(
        t,
        'fieldwork',
        ann.accessToken,
        `query F($s: ID!) { fieldwork(surveyId: $s) { locale { country language } } }`,
        { s: m.surveyId },
      );
      expect(f.fieldwork.locale).toEqual({ country: m.countryCode, language: m.language });
    }
    // One questionnaire: the lead's; the other markets hold none.
    const drafts = await Promise.all(
      created.markets.map(async (m) => {
        const r = await gql<{ draftQuestionnaire: { locale: { language: string } } }>(
          t,
          'questionnaire',
          ann.accessToken,
          `query D($s: ID!) { draftQuestionnaire(surveyId: $s) { locale { language } } }`,
          { s: m.surveyId },
        );
        return r.data?.draftQuestionnaire.locale.language ?? errorCode(r);
      }),
    );
    expect(drafts).toEqual(['en', 'NOT_FOUND', 'NOT_FOUND']);
    // Read through any market.
    const read = ok(await marketsApi(t, ann).read(created.markets[2]?.surveyId ?? '')).markets;
    expect(read.markets.map((m) => m.countryCode)).toEqual(['GB', 'DE', 'FR']);
  });

  it('refuses fewer than two, repeated or unsold countries with INVALID_MARKETS and creates nothing', async () => {
    const before = (await projectCount(ann)).length;
    for (const [codes, problem] of [
      [['GB'], 'TOO_FEW_MARKETS'],
      [['GB', 'gb', 'DE'], 'DUPLICATE_COUNTRY'],
      [['GB', 'XX'], 'UNKNOWN_COUNTRY'],
    ] as const) {
      const r = await marketsApi(t, ann).create([...codes]);
      expect(extensions(r)).toMatchObject({ code: 'INVALID_MARKETS', category: 'BAD_USER_INPUT' });
      expect(JSON.stringify(extensions(r).problems)).toContain(problem);
    }
    const tooMany = await marketsApi(t, ann).create(Array.from({ length: 45 }, () => 'GB'));
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
    expect((await projectCount(ann)).length).toBe(before);
  });

  it('adds and removes markets while draft; never the lead, never below two', async () => {
    const created = await create(['GB', 'DE']);
    const [gb, de] = created.markets;
    const api = marketsApi(t, ann);
    const added = ok(await api.add(de?.surveyId ?? '', 'es', 250)).addMarket;
    expect(added.markets.map((m) => [m.countryCode, m.language, m.samplesNeeded])).toEqual([
      ['GB', 'en', 100],
      ['DE', 'de', 100],
      ['ES', 'es', 250],
    ]);
    const again = await api.add(gb?.surveyId ?? '', 'DE');
    expect(extensions(again)).toMatchObject({ code: 'INVALID_MARKETS' });
    const lead = await api.remove(gb?.surveyId ?? '');
    expect(extensions(lead)).toMatchObject({ code: 'LEAD_MARKET' });
    const removed = ok(await api.remove(de?.surveyId ?? '')).removeMarket;
    expect(removed.markets.map((m) => m.countryCode)).toEqual(['GB', 'ES']);
    const last = await api.remove(removed.markets[1]?.surveyId ?? '');
    expect(extensions(last)).toMatchObject({ code: 'INVALID_MARKETS' });
    expect(
      ok(await api.read(gb?.surveyId ?? '')).markets.markets.map((m) => m.countryCode),
    ).toEqual(['GB', 'ES']);
    // The removed market's survey is gone with everything of it.
    const rows = await t.deps.database.pool.query('SELECT 1 FROM surveys WHERE id = $1', [
      de?.surveyId,
    ]);
    expect(rows.rowCount).toBe(0);
  });

  it('keeps an audience per market: criteria set on DE leave GB and FR alone', async () => {
    const created = await create();
    const [gb, de, fr] = created.markets.map((m) => m.surveyId);
    await audienceOk(t, ann.accessToken, 'setStandardCriterion', {
      surveyId: de,
      position: 0,
      audienceCriterionCode: 'age',
    });
    expect((await readAudience(t, ann.accessToken, de ?? '')).criteriaUsed).toBeGreaterThan(0);
    expect((await readAudience(t, ann.accessToken, gb ?? '')).criteriaUsed).toBe(0);
    expect((await readAudience(t, ann.accessToken, fr ?? '')).criteriaUsed).toBe(0);
    expect((await readAudience(t, ann.accessToken, de ?? '')).countryCode).toBe('DE');
  });

  it('buys every market in one purchase whose total is the sum of the markets, to the penny, and launches them all', async () => {
    const created = await create();
    const ids = created.markets.map((m) => m.surveyId);
    const lead = ids[0] ?? '';
    const api = marketsApi(t, ann);
    // Markets differ in completes and audience, so their prices differ.
    await gqlOk(
      t,
      'fieldwork',
      ann.accessToken,
      `mutation U($s: ID!) { updateFieldwork(surveyId: $s, samplesNeeded: 137, lengthOfInterview: 7) { surveyId } }`,
      { s: ids[1] },
    );
    await audienceOk(t, ann.accessToken, 'setStandardCriterion', {
      surveyId: ids[2],
      position: 0,
      audienceCriterionCode: 'age',
    });
    ok(await api.softLaunchAll(lead, 10));
    await readyQuestionnaire(created);

    // Not translated into German and French yet: refused, nothing bought.
    let quote = await api.quote(lead);
    const untranslated = await api.purchase(lead, pricesOf(quote), quote.total);
    expect(extensions(untranslated)).toMatchObject({ code: 'TRANSLATIONS_INCOMPLETE' });
    const missing = extensions(untranslated).missing as { language: string }[];
    expect(new Set(missing.map((m) => m.language))).toEqual(new Set(['de']));
    for (const id of ids) expect((await orderRowsOf(t, id)).orders).toEqual([]);

    const translations = translationsApi(t, ann, lead);
    for (const language of ['de', 'fr']) {
      ok(await translations.addLanguage(language));
      const lines = ok(await translations.status(language)).translationStatus;
      for (const line of lines)
        ok(await translations.set(language, line.key, `${language} ${line.base}`));
    }

    quote = await api.quote(lead);
    expect(quote.markets.map((m) => [m.countryCode, m.completes])).toEqual([
      ['GB', 100],
      ['DE', 137],
      ['FR', 100],
    ]);
    const pence = quote.markets.reduce((s, m) => s + Math.round(m.total * 100), 0);
    expect(Math.round(quote.total * 100)).toBe(pence);
    for (const m of quote.markets) {
      expect(Math.round(m.total * 100)).toBe(Math.round(m.cpi.amount * 100) * m.completes);
    }

    // A market left out, or a total the markets do not add up to: refused, nothing bought.
    const short = await api.purchase(lead, pricesOf(quote).slice(0, 2), quote.total);
    expect(extensions(short)).toMatchObject({ code: 'MARKETS_MISMATCH' });
    const wrong = await api.purchase(lead, pricesOf(quote), quote.total + 0.01);
    expect(extensions(wrong)).toMatchObject({ code: 'PRICE_CHANGED', total: quote.total });
    for (const id of ids) expect((await orderRowsOf(t, id)).orders).toEqual([]);
    // A market alone through the single-survey purchase: refused.
    expect(extensions(await purchase(t, ann, ids[1] ?? ''))).toMatchObject({
      code: 'MULTI_MARKET_PURCHASE',
    });

    const bought = ok(await api.purchase(lead, pricesOf(quote), quote.total)).purchaseMarkets;
    expect(bought.total).toBe(quote.total);
    expect(bought.currency).toBe('GBP');
    expect(bought.markets.map((m) => [m.countryCode, m.completes, m.total])).toEqual(
      quote.markets.map((m) => [m.countryCode, m.completes, m.total]),
    );
    const stored = await t.deps.database.pool.query(
      `SELECT p.total_pence, sum(l.total_pence)::bigint AS lines FROM market_purchases p
         JOIN market_purchase_lines l ON l.purchase_id = p.id WHERE p.id = $1 GROUP BY p.total_pence`,
      [bought.purchaseId],
    );
    expect(Number(stored.rows[0]?.total_pence)).toBe(pence);
    expect(Number(stored.rows[0]?.lines)).toBe(pence);

    // Each market has its own order (soft launch Live) and publication of the lead's questionnaire.
    for (const [i, id] of ids.entries()) {
      const rows = await orderRowsOf(t, id);
      expect(rows.survey[0]?.state).toBe('live');
      expect(rows.orders[0]).toMatchObject({ status: 'Live', is_soft_launch: true });
      expect(rows.supplierOrders.map((s) => s.samples_needed)).toEqual([10]);
      expect(rows.published[0]).toMatchObject({
        country_code: created.markets[i]?.countryCode,
        language: created.markets[i]?.language,
      });
      expect((await readOrder(t, ann, id))?.customerCPI).toBe(quote.markets[i]?.cpi.amount);
    }
    expect(ok(await api.readPurchase(ids[2] ?? '')).marketPurchase?.total).toBe(quote.total);

    // Bought once: a retry answers the purchase; markets are no longer changed.
    const retry = await api.purchase(lead, pricesOf(quote), quote.total);
    expect(extensions(retry)).toMatchObject({ code: 'ORDER_EXISTS' });
    expect(extensions(await api.add(lead, 'ES'))).toMatchObject({ code: 'SURVEY_NOT_EDITABLE' });
    expect(extensions(await api.remove(ids[2] ?? ''))).toMatchObject({
      code: 'SURVEY_NOT_EDITABLE',
    });

    // Full launch for all: each market gets its remaining completes; then nothing waits.
    const launched = ok(await api.fullLaunchAll(lead)).fullLaunchMarkets;
    expect(launched.markets.map((m) => m.state)).toEqual(['live', 'live', 'live']);
    for (const [i, id] of ids.entries()) {
      const rows = await orderRowsOf(t, id);
      expect(rows.supplierOrders.map((s) => s.samples_needed)).toEqual([
        10,
        (quote.markets[i]?.completes ?? 0) - 10,
      ]);
    }
    expect(extensions(await api.fullLaunchAll(lead))).toMatchObject({ code: 'NOTHING_TO_LAUNCH' });
  });

  it("answers another account's markets as missing and changes nothing", async () => {
    const created = await create();
    const id = created.markets[1]?.surveyId ?? '';
    const api = marketsApi(t, bob);
    for (const r of [
      await api.read(id),
      await api.add(id, 'ES'),
      await api.remove(id),
      await api.readPurchase(id),
      await api.softLaunchAll(id, 5),
      await api.fullLaunchAll(id),
      await api.purchase(id, [{ surveyId: id, customerCPI: 1, baseCPI: 1, feasibility: 1 }], 1),
    ]) {
      expect(errorCode(r)).toBe('NOT_FOUND');
    }
    const own = ok(await marketsApi(t, ann).read(id)).markets.markets;
    expect(own.map((m) => [m.countryCode, m.softLaunchSamples])).toEqual([
      ['GB', 0],
      ['DE', 0],
      ['FR', 0],
    ]);
  });

  it('answers NOT_MULTI_MARKET for an ad hoc project', async () => {
    const adHoc = await gqlOk<{ createProject: { surveys: { surveyId: string }[] } }>(
      t,
      'project',
      ann.accessToken,
      `mutation C($a: ID!, $c: String!) { createProject(name: "Ad hoc", accountId: $a, solutionId: "self-serve-survey", creator: $c) { surveys { surveyId } } }`,
      { a: ann.accountId, c: ann.email },
    );
    const r = await marketsApi(t, ann).read(adHoc.createProject.surveys[0]?.surveyId ?? '');
    expect(extensions(r)).toMatchObject({ code: 'NOT_MULTI_MARKET' });
  });
});
