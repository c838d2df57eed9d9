/**
 * What stops the preview's Next (spec 2 §4: "Progress from a free-text, slider or ranked entry is
 * allowed only when the validation errors are only of type FreeText or Scale"). The answer is
 * checked by the runner's own rule (`validateAnswer`), so the researcher reads the sentence a
 * respondent would. Decision: single/multi select and matrix entries move on unanswered, so a
 * researcher can page through the questionnaire without answering each card.
 */
import type { Entry } from '@survey/domain/questionnaire/model';
import { emptyAnswer, type Answer } from '@survey/domain/respondent/answers';
import { answerKind } from '@survey/domain/respondent/respondentItems';
import { validateAnswer, type AnswerProblem } from '@survey/domain/respondent/validateAnswer';

const CHECKED_KINDS = new Set(['text', 'scale', 'ranked']);

/** The problem that keeps the preview on `entry`, or null when Next may go on. */
export function previewProblem(entry: Entry, answer: Answer | undefined): AnswerProblem | null {
  const kind = answerKind(entry);
  if (kind === null || !CHECKED_KINDS.has(kind)) return null;
  // The runner starts each page from the empty answer; the preview keeps none until one is given.
  const check = validateAnswer(entry, answer ?? emptyAnswer(entry));
  return check.ok ? null : check.problem;
}
