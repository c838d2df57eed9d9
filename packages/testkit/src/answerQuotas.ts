import { gql } from './http.ts';

/** One cell of a quota on an answer: its options by text, and a count or a percent target. */
export interface AnswerQuotaCellSpec {
  options: string[];
  count?: number;
  percent?: number;
}

interface DraftQuestions {
  draftQuestionnaire: {
    entries: {
      entryItem?: {
        questionLk?: string;
        question?: { text: string };
        responseOptions?: { responseOptionLk: string; responseOption: { value: string } }[];
      };
    }[];
  };
}

/**
 * Issue 38 §3: sets the quota on the draft's question whose text is `questionText` through the
 * editor's API (setQuestionQuota), as the card's Quota panel would; options are named by text.
 */
export async function setAnswerQuota(
  caller: { baseUrl: string; accessToken: string },
  survey: { surveyId: string; questionnaireId: string },
  questionText: string,
  cells: AnswerQuotaCellSpec[],
): Promise<void> {
  const call = <T>(query: string, vars: Record<string, unknown>) =>
    gql<T>(caller.baseUrl, caller.accessToken, 'questionnaire', query, vars);
  const draft = await call<DraftQuestions>(
    `query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { entries {
      ... on QuestionEntry { entryItem { questionLk question { text }
        responseOptions { responseOptionLk responseOption { value } } } } } } }`,
    { surveyId: survey.surveyId },
  );
  const item = draft.draftQuestionnaire.entries.find(
    (e) => e.entryItem?.question?.text === questionText,
  )?.entryItem;
  if (!item?.questionLk) throw new Error(`no question '${questionText}'`);
  const lkOf = (text: string) => {
    const lk = item.responseOptions?.find((o) => o.responseOption.value === text)?.responseOptionLk;
    if (!lk) throw new Error(`no option '${text}' in '${questionText}'`);
    return lk;
  };
  await call(
    `mutation ($id: ID!, $q: ID!, $cells: [AnswerQuotaCellInput!]!) {
      setQuestionQuota(questionnaireId: $id, questionLk: $q, cells: $cells) { version } }`,
    {
      id: survey.questionnaireId,
      q: item.questionLk,
      cells: cells.map((c) => ({
        optionLks: c.options.map(lkOf),
        targetKind: c.percent === undefined ? 'count' : 'percent',
        target: c.percent ?? c.count ?? 0,
      })),
    },
  );
}
