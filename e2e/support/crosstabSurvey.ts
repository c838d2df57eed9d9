import type { Page } from '@playwright/test';
import { gql } from './graphql.ts';

// The crosstab tests' survey: Q1 'Which drink do you prefer?' (single choice: Coffee, Tea, Juice)
// written first in the draft, under the audience the test gives it.

/** Writes Q1 'Which drink do you prefer?' (Coffee, Tea, Juice) at the top of the draft. */
export async function writeDrinkQ1(page: Page, surveyId: string) {
  type Draft = {
    draftQuestionnaire: {
      questionnaireId: string;
      entries: { entryItem?: { questionLk?: string } }[];
    };
  };
  const read = () =>
    gql<Draft>(
      page,
      'questionnaire',
      `query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { questionnaireId entries {
        ... on QuestionEntry { entryItem { questionLk } } } } }`,
      { surveyId },
    );
  const id = (await read()).draftQuestionnaire.questionnaireId;
  await gql(
    page,
    'questionnaire',
    `mutation ($id: ID!) { addQuestion(questionnaireId: $id, questionTypeCode: Basic, position: 0) { version } }`,
    { id },
  );
  const questionLk = (await read()).draftQuestionnaire.entries[0]?.entryItem?.questionLk;
  await gql(
    page,
    'questionnaire',
    `mutation ($id: ID!, $q: ID!) { pasteInTitle(questionnaireId: $id, questionLk: $q,
      text: "Which drink do you prefer?", responseOptions: ["Coffee", "Tea", "Juice"]) { version } }`,
    { id, q: questionLk },
  );
}
