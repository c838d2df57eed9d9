import { addQuestion, type QuestionSpec } from './cards.ts';
import { gql } from './http.ts';

export { addQuestion, type QuestionSpec };

export interface SurveySpec {
  /** The project's name; unique per call when absent. */
  name?: string;
  /** Completes wanted (GB audience); the dashboard's default, 500, when absent. */
  samplesNeeded?: number;
  /** In order; readySurvey's one free-text question 'What do you think of it?' when absent. */
  questions?: QuestionSpec[];
  /** One of the 43 countries (create dialog); its language is the survey's. GB when absent. */
  countryCode?: string;
}

/** The question a survey gets when its spec names none (e2e readySurvey's, the server tests'). */
export const DEFAULT_QUESTION: QuestionSpec = {
  type: 'FreeText',
  text: 'What do you think of it?',
};

export interface DraftSurvey {
  surveyId: string;
  questionnaireId: string;
  name: string;
}

/** Who calls: a base URL and a researcher's access token (and their account, for createProject). */
export interface Caller {
  baseUrl: string;
  accessToken: string;
  accountId: string;
  email: string;
}

let created = 0;

/**
 * A draft survey as the create dialog makes one (project, fieldwork in GB or `spec.countryCode` on the simulated panel,
 * questionnaire: three calls), with `spec`'s sample and questions added through the editor's API.
 */
export async function draftSurvey(caller: Caller, spec: SurveySpec = {}): Promise<DraftSurvey> {
  const call = <T>(service: Parameters<typeof gql>[2], query: string, vars = {}) =>
    gql<T>(caller.baseUrl, caller.accessToken, service, query, vars);
  const name = spec.name ?? `Survey ${Date.now().toString(36)}-${(created += 1)}`;
  const project = await call<{ createProject: { surveys: { surveyId: string }[] } }>(
    'project',
    `mutation ($name: String!, $accountId: ID!, $creator: String!) {
      createProject(name: $name, accountId: $accountId, solutionId: "self-serve-survey", creator: $creator) {
        surveys { surveyId } } }`,
    { name, accountId: caller.accountId, creator: caller.email },
  );
  const surveyId = project.createProject.surveys[0]?.surveyId;
  if (!surveyId) throw new Error('createProject made no survey');
  await call(
    'fieldwork',
    `mutation ($surveyId: ID!, $samples: Int!, $country: String!) {
      addFieldwork(surveyId: $surveyId, panelSupplierCode: "SIMULATED", countryCode: $country,
        samplesNeeded: $samples, accountMarkup: 0) { surveyId } }`,
    { surveyId, samples: spec.samplesNeeded ?? 500, country: spec.countryCode ?? 'GB' },
  );
  await call(
    'questionnaire',
    'mutation ($surveyId: ID!) { addQuestionnaire(surveyId: $surveyId) { surveyId } }',
    { surveyId },
  );
  const draft = await call<{ draftQuestionnaire: { questionnaireId: string } }>(
    'questionnaire',
    'query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { questionnaireId } }',
    { surveyId },
  );
  const survey = { surveyId, questionnaireId: draft.draftQuestionnaire.questionnaireId, name };
  for (const question of spec.questions ?? [DEFAULT_QUESTION])
    await addQuestion(caller, survey, question);
  return survey;
}

/** Sets the survey's wanted completes, as the audience page's sample field does. */
export async function setSamplesNeeded(caller: Caller, surveyId: string, samplesNeeded: number) {
  await gql(
    caller.baseUrl,
    caller.accessToken,
    'fieldwork',
    `mutation ($surveyId: ID!, $samplesNeeded: Int!) {
      updateFieldwork(surveyId: $surveyId, samplesNeeded: $samplesNeeded) { surveyId } }`,
    { surveyId, samplesNeeded },
  );
}

/** Buys the survey at its current quote, as the Purchase dialog does; answers the order's status. */
export async function buy(caller: Caller, surveyId: string): Promise<string> {
  const quote = await gql<{ getCostQuote: { cpi: { amount: number; baseAmount: number } } }>(
    caller.baseUrl,
    caller.accessToken,
    'fieldwork',
    'query ($surveyId: ID!) { getCostQuote(surveyId: $surveyId, purchase: true) { cpi { amount baseAmount } } }',
    { surveyId },
  );
  const order = await gql<{ createSurveyOrder: { status: string } }>(
    caller.baseUrl,
    caller.accessToken,
    'order',
    `mutation ($surveyId: ID!, $customerCPI: Float!, $baseCPI: Float!) {
      createSurveyOrder(surveyId: $surveyId, feasibility: 1, customerCPI: $customerCPI, baseCPI: $baseCPI) { status } }`,
    {
      surveyId,
      customerCPI: quote.getCostQuote.cpi.amount,
      baseCPI: quote.getCostQuote.cpi.baseAmount,
    },
  );
  return order.createSurveyOrder.status;
}
