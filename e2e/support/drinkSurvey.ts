import { expect, type Page } from '@playwright/test';
import { gql } from './graphql.ts';
import { signedPanelLink } from './surveys.ts';

// A survey with two questions for the results and export tests: readySurvey's Q1 (free text)
// and Q2 'Which drink do you prefer?' (single choice: Coffee, Tea), or another choice question.

const DRINKS = ['Coffee', 'Tea'];

/** Adds 'Which drink do you prefer?' (Q2, single choice: Coffee, Tea) after readySurvey's Q1. */
export async function addDrinkQuestion(page: Page, surveyId: string) {
  await addChoiceQuestion(page, surveyId, {
    type: 'Basic',
    text: 'Which drink do you prefer?',
    options: DRINKS,
  });
}

/**
 * Adds Q2 after readySurvey's Q1 through the API: a single-choice (`Basic`) or ranked question
 * with one option per text of `options`.
 */
export async function addChoiceQuestion(
  page: Page,
  surveyId: string,
  question: { type: 'Basic' | 'Ranked'; text: string; options: string[] },
) {
  type Draft = {
    draftQuestionnaire: {
      questionnaireId: string;
      entries: {
        entryItem?: { questionLk: string; responseOptions: { responseOptionLk: string }[] };
      }[];
    };
  };
  const read = () =>
    gql<Draft>(
      page,
      'questionnaire',
      `query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { questionnaireId
        entries { ... on QuestionEntry { entryItem { questionLk responseOptions { responseOptionLk } } } } } }`,
      { surveyId },
    );
  const id = (await read()).draftQuestionnaire.questionnaireId;
  await gql(
    page,
    'questionnaire',
    `mutation ($id: ID!, $text: String!, $count: Int!) { addQuestion(questionnaireId: $id,
      questionTypeCode: ${question.type}, position: 1, text: $text, defaultOptionsCount: $count) { version } }`,
    { id, text: question.text, count: question.options.length },
  );
  const added = (await read()).draftQuestionnaire.entries[1]?.entryItem;
  if (!added) throw new Error(`the question '${question.text}' was not added`);
  for (const [index, option] of added.responseOptions.entries()) {
    await gql(
      page,
      'questionnaire',
      `mutation ($id: ID!, $q: ID!, $o: ID!, $v: String!) { updateResponseOption(questionnaireId: $id,
        questionLk: $q, responseOptionLk: $o, responseOptionValue: $v) { version } }`,
      {
        id,
        q: added.questionLk,
        o: option.responseOptionLk,
        v: question.options[index] ?? 'Other',
      },
    );
  }
}

/** One respondent answers Q1 (free text: `text`) and Q2 (the drink) through the runner. */
export async function answerDrink(
  page: Page,
  surveyId: string,
  respondentId: string,
  drink: string,
  text = `${drink} every morning`,
) {
  await page.goto(signedPanelLink(surveyId, respondentId));
  await page.getByRole('textbox').fill(text);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: drink }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible({
    timeout: 15_000,
  });
}
