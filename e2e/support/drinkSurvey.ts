import { pick, text } from '@survey/testkit/completes';
import type { WorldSurvey } from '@survey/testkit/world';
import type { QuestionSpec } from '@survey/testkit/survey';

// A survey with two questions for the results and export tests: readySurvey's Q1 (free text)
// and Q2 'Which drink do you prefer?' (single choice: Coffee, Tea), or another choice question.

const DRINKS = ['Coffee', 'Tea'];

/** Q2 of the drink survey, for a testkit survey spec: single choice, Coffee or Tea. */
export const DRINK_QUESTION = {
  type: 'Basic',
  text: 'Which drink do you prefer?',
  options: DRINKS,
} as const satisfies QuestionSpec;

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
