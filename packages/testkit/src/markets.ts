/**
 * A bought multi-market study (issue 37 §3) through the market service, as the dashboard makes
 * one: the project with its countries, the questions on the lead market, every market's language
 * translated (each text as `{language} {base text}`), one purchase of every market at the quote.
 */
import { addQuestion, type QuestionSpec } from './cards.ts';
import { gql } from './http.ts';
import type { Caller } from './survey.ts';

export interface MarketsSpec {
  /** In order; the first is the lead market (its language is the questionnaire's). */
  countryCodes: string[];
  /** Completes wanted in each market. */
  samplesNeeded?: number;
  questions?: QuestionSpec[];
  name?: string;
}

export interface WorldMarket {
  surveyId: string;
  countryCode: string;
  countryName: string;
  language: string;
}

export interface BoughtMarkets {
  projectId: string;
  /** The lead market's survey id (the project opens on it). */
  leadId: string;
  markets: WorldMarket[];
}

let made = 0;

export async function boughtMarkets(caller: Caller, spec: MarketsSpec): Promise<BoughtMarkets> {
  const call = <T>(service: Parameters<typeof gql>[2], query: string, vars = {}) =>
    gql<T>(caller.baseUrl, caller.accessToken, service, query, vars);
  const created = await call<{
    createMultiMarketProject: { projectId: string; markets: (WorldMarket & { lead: boolean })[] };
  }>(
    'market',
    `mutation ($name: String!, $accountId: ID!, $creator: String!, $countryCodes: [String!]!, $samplesNeeded: Int!) {
      createMultiMarketProject(name: $name, accountId: $accountId, creator: $creator,
        countryCodes: $countryCodes, samplesNeeded: $samplesNeeded) {
        projectId markets { surveyId lead countryCode countryName language } } }`,
    {
      name: spec.name ?? `Markets ${Date.now().toString(36)}-${(made += 1)}`,
      accountId: caller.accountId,
      creator: caller.email,
      countryCodes: spec.countryCodes,
      samplesNeeded: spec.samplesNeeded ?? 100,
    },
  );
  const { projectId, markets } = created.createMultiMarketProject;
  const lead = markets[0];
  if (!lead) throw new Error('createMultiMarketProject made no market');
  const draft = await call<{ draftQuestionnaire: { questionnaireId: string } }>(
    'questionnaire',
    'query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { questionnaireId } }',
    { surveyId: lead.surveyId },
  );
  const survey = {
    surveyId: lead.surveyId,
    questionnaireId: draft.draftQuestionnaire.questionnaireId,
    name: '',
  };
  for (const question of spec.questions ?? []) await addQuestion(caller, survey, question);
  const languages = [...new Set(markets.map((m) => m.language))].filter((l) => l !== lead.language);
  for (const language of languages) {
    await call(
      'questionnaire',
      `mutation ($surveyId: ID!, $language: String!) {
        addQuestionnaireLanguage(surveyId: $surveyId, language: $language) { surveyId } }`,
      { surveyId: lead.surveyId, language },
    );
    const status = await call<{ translationStatus: { key: string; base: string }[] }>(
      'questionnaire',
      `query ($surveyId: ID!, $language: String!) {
        translationStatus(surveyId: $surveyId, language: $language) { key base } }`,
      { surveyId: lead.surveyId, language },
    );
    for (const line of status.translationStatus) {
      await call(
        'questionnaire',
        `mutation ($surveyId: ID!, $language: String!, $key: String!, $text: String!) {
          setQuestionnaireTranslation(surveyId: $surveyId, language: $language, key: $key, text: $text) { surveyId } }`,
        { surveyId: lead.surveyId, language, key: line.key, text: `${language} ${line.base}` },
      );
    }
  }
  const quote = await call<{
    marketsQuote: {
      total: number;
      markets: {
        surveyId: string;
        feasibility: number;
        cpi: { amount: number; baseAmount: number };
      }[];
    };
  }>(
    'market',
    `query ($surveyId: ID!) { marketsQuote(surveyId: $surveyId) {
      total markets { surveyId feasibility cpi { amount baseAmount } } } }`,
    { surveyId: lead.surveyId },
  );
  await call(
    'market',
    `mutation ($surveyId: ID!, $markets: [MarketPriceInput!]!, $total: Float!) {
      purchaseMarkets(surveyId: $surveyId, markets: $markets, total: $total) { purchaseId } }`,
    {
      surveyId: lead.surveyId,
      total: quote.marketsQuote.total,
      markets: quote.marketsQuote.markets.map((m) => ({
        surveyId: m.surveyId,
        customerCPI: m.cpi.amount,
        baseCPI: m.cpi.baseAmount,
        feasibility: m.feasibility,
      })),
    },
  );
  return {
    projectId,
    leadId: lead.surveyId,
    markets: markets.map(({ surveyId, countryCode, countryName, language }) => ({
      surveyId,
      countryCode,
      countryName,
      language,
    })),
  };
}
