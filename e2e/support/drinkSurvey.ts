import type { Page } from '@playwright/test';
import { pick, text } from '@survey/testkit/completes';
import { gql } from '@survey/testkit/http';
import type { WorldSurvey } from '@survey/testkit/world';
import { addQuestion, type QuestionSpec } from '@survey/testkit/survey';
import { callerOf } from './world.ts';

// A survey with two questions for the results and export tests: readySurvey's Q1 (free text)
// and Q2 'Which drink do you prefer?' (single choice: Coffee, Tea), or another choice question.

const DRINKS = ['Coffee', 'Tea'];

/** Q2 of the drink survey, for a testkit survey spec: single choice, Coffee or Tea. */
export const DRINK_QUESTION = {
  type: 'Basic',
  text: 'Which drink do you prefer?',
  options: DRINKS,
} as const satisfies QuestionSpec;

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
  const caller = await callerOf(page);
  const draft = await gql<{ draftQuestionnaire: { questionnaireId: string } }>(
    caller.baseUrl,
    caller.accessToken,
    'questionnaire',
    'query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { questionnaireId } }',
    { surveyId },
  );
  await addQuestion(
    caller,
    { surveyId, questionnaireId: draft.draftQuestionnaire.questionnaireId },
    question,
  );
}

/**
 * One respondent answers Q1 (free text: `text`) and Q2 (the drink) through the public respondent
 * API: what `answerDrink` stores, without a browser page. Answers the outcome.
 */
export function answerDrinkThroughApi(
  survey: WorldSurvey,
  respondentId: string,
  drink: string,
  answer = `${drink} every morning`,
): Promise<string> {
  return survey.answerAs(respondentId, (p) => {
    if (p.label === 'Q2') return pick(p, drink);
    return p.label === 'Q1' ? text(answer) : null;
  });
}
