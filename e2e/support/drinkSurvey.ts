import { pick, text, type AnswerPattern } from '@survey/testkit/completes';
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

/**
 * Seven members' answers, each its drink (Q2) and its free text (Q1), so that the free-text card's
 * themes are known: 'delivery, late' (3 of 7), 'price' (3 of 7) and Other (1).
 */
export const THEMED_ANSWERS: readonly (readonly [drink: string, text: string])[] = [
  ['Coffee', 'Delivery was late again'],
  ['Tea', 'The delivery came late'],
  ['Coffee', 'Late delivery every week'],
  ['Tea', 'Great price for the quality'],
  ['Coffee', 'Good price'],
  ['Tea', 'Fair price'],
  ['Coffee', 'ok'],
];

/** A `fill` in which member i prefers `answers[i]`'s drink (Q2) and writes its text as Q1. */
export function drinkAndTextFill(answers: readonly (readonly [string, string])[]): {
  completes: number;
  pattern: AnswerPattern;
} {
  return {
    completes: answers.length,
    pattern: (p, i) => {
      const [drink = '', answer = ''] = answers[i] ?? [];
      if (p.label === 'Q2') return pick(p, drink);
      return p.label === 'Q1' ? text(answer) : null;
    },
  };
}
