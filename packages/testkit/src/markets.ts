/**
 * A multi-market study (issue 37 §3) as a researcher makes one through the market service: the
 * project with its countries (the first is the lead), the lead's questionnaire every market
 * shares, translated into each market's language (every text as `{language} {base text}`), then
 * every market bought in one purchase at the quoted total.
 */
import { addQuestion, DEFAULT_QUESTION, type Caller, type QuestionSpec } from './survey.ts';
import { gql, type GraphQLService } from './http.ts';

export interface MarketsSpec {
  /** Country codes, the lead first (each market in its country's language). */
  countries: string[];
  name?: string;
  /** Completes wanted per market (100 when absent). */
  samplesNeeded?: number;
  /** The lead's questionnaire; one free-text question when absent. */
  questions?: QuestionSpec[];
}

export interface DraftMarket {
  surveyId: string;
  lead: boolean;
  countryCode: string;
  countryName: string;
  language: string;
}

export interface DraftMarkets {
  projectId: string;
  name: string;
  markets: DraftMarket[];
}

const FIELDS = 'projectId name markets { surveyId lead countryCode countryName language }';
let created = 0;

/** The project, its markets and the lead's questionnaire, translated; not bought yet. */
export async function draftMarkets(caller: Caller, spec: MarketsSpec): Promise<DraftMarkets> {
  const call = <T>(service: GraphQLService, query: string, vars: Record<string, unknown>) =>
    gql<T>(caller.baseUrl, caller.accessToken, service, query, vars);
  const name = spec.name ?? `Markets ${Date.now().toString(36)}-${(created += 1)}`;
  const { createMultiMarketProject: project } = await call<{
    createMultiMarketProject: DraftMarkets;
  }>(
    'market',
    `mutation ($name: String!, $accountId: ID!, $creator: String!, $countryCodes: [String!]!, $samplesNeeded: Int!) {
      createMultiMarketProject(name: $name, accountId: $accountId, creator: $creator, countryCodes: $countryCodes, samplesNeeded: $samplesNeeded) { ${FIELDS} } }`,
    {
      name,
      accountId: caller.accountId,
      creator: caller.email,
      countryCodes: spec.countries,
      samplesNeeded: spec.samplesNeeded ?? 100,
    },
  );
  const lead = project.markets[0];
  if (!lead) throw new Error('createMultiMarketProject made no market');
  const draft = await call<{ draftQuestionnaire: { questionnaireId: string } }>(
    'questionnaire',
    'query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { questionnaireId } }',
    { surveyId: lead.surveyId },
  );
  const survey = {
    surveyId: lead.surveyId,
    questionnaireId: draft.draftQuestionnaire.questionnaireId,
  };
  for (const question of spec.questions ?? [DEFAULT_QUESTION])
    await addQuestion(caller, survey, question);
  const languages = new Set(project.markets.map((m) => m.language));
  languages.delete(lead.language);
  for (const language of languages) {
    await call(
      'questionnaire',
      'mutation ($surveyId: ID!, $language: String!) { addQuestionnaireLanguage(surveyId: $surveyId, language: $language) { surveyId } }',
      { surveyId: lead.surveyId, language },
    );
    const status = await call<{ translationStatus: { key: string; base: string }[] }>(
      'questionnaire',
      'query ($surveyId: ID!, $language: String!) { translationStatus(surveyId: $surveyId, language: $language) { key base } }',
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
  return project;
}

/** Buys every market in one purchase at the quoted prices and total (the markets page's Buy). */
export async function buyMarkets(caller: Caller, leadSurveyId: string): Promise<void> {
  const call = <T>(query: string, vars: Record<string, unknown>) =>
    gql<T>(caller.baseUrl, caller.accessToken, 'market', query, vars);
  const { marketsQuote: quote } = await call<{
    marketsQuote: {
      total: number;
      markets: {
        surveyId: string;
        cpi: { amount: number; baseAmount: number };
        feasibility: number;
      }[];
    };
  }>(
    `query ($surveyId: ID!) { marketsQuote(surveyId: $surveyId) {
      total markets { surveyId cpi { amount baseAmount } feasibility } } }`,
    { surveyId: leadSurveyId },
  );
  await call(
    `mutation ($surveyId: ID!, $markets: [MarketPriceInput!]!, $total: Float!) {
      purchaseMarkets(surveyId: $surveyId, markets: $markets, total: $total) { purchaseId } }`,
    {
      surveyId: leadSurveyId,
      total: quote.total,
      markets: quote.markets.map((m) => ({
        surveyId: m.surveyId,
        customerCPI: m.cpi.amount,
        baseCPI: m.cpi.baseAmount,
        feasibility: m.feasibility,
      })),
    },
  );
}

export interface BoughtMarkets extends DraftMarkets {
  /** The lead market's survey id (the project opens on it). */
  leadId: string;
}

/** The study drafted and bought in one purchase (for tests that drive the markets' own calls). */
export async function boughtMarkets(caller: Caller, spec: MarketsSpec): Promise<BoughtMarkets> {
  const draft = await draftMarkets(caller, spec);
  const leadId = draft.markets[0]?.surveyId ?? '';
  await buyMarkets(caller, leadId);
  return { ...draft, leadId };
}
