/**
 * Quota cells on answers in the survey (issue 38 §3): which cells a respondent's answers to the
 * questionnaire's quota questions count towards, and how many completes each allows. The server
 * reserves and fills them with the audience's cells, under the same locks (R11); these only name
 * them.
 *
 * A cell's key is `answer:{questionLk}={optionLk}` with its options joined by '|' (no '&': that
 * joins an interlock's parts). The published survey is frozen, so keys stay stable while it is
 * in the field.
 */
import { effectiveAnswerQuotas } from '../../questionnaire/answerQuotas.ts';
import type { AnswerQuotaCell } from '../../questionnaire/model.ts';
import type { PublishedSurvey } from './published.ts';
import type { SessionState } from './state.ts';
import { entryKey } from './steps.ts';

export type AnswerQuotaCellKey = string;

/** The key of one cell of the quota on `questionLk`. */
export const answerCellKey = (questionLk: string, cell: Pick<AnswerQuotaCell, 'optionLks'>) =>
  `answer:${questionLk}=${cell.optionLks.join('|')}`;

/** True for the key of a cell on an answer (as opposed to an audience cell or the total). */
export const isAnswerCellKey = (key: string): boolean => key.startsWith('answer:');

/**
 * Completes allowed per cell: a count as it is, a percent of the survey's completes rounded up (as
 * the audience's quotas: rounding never turns away a respondent the order still needs).
 */
export function answerQuotaTargets(
  published: PublishedSurvey,
  samplesNeeded: number,
): Record<AnswerQuotaCellKey, number> {
  const targets: Record<AnswerQuotaCellKey, number> = {};
  for (const quota of effectiveAnswerQuotas(published.questionnaire)) {
    for (const cell of quota.cells) {
      targets[answerCellKey(quota.questionLk, cell)] =
        cell.targetKind === 'count'
          ? cell.target
          : Math.max(0, Math.ceil((samplesNeeded * cell.target) / 100 - 1e-9));
    }
  }
  return targets;
}

/**
 * The cells the session's answers so far count towards: for each quota question answered, every
 * cell holding a chosen option (a multiple choice answer counts in each cell it touches; default
 * options such as "Don't know" are in no cell).
 */
export function answerQuotaCellsOf(
  published: PublishedSurvey,
  state: Pick<SessionState, 'answers'>,
): AnswerQuotaCellKey[] {
  const keys: AnswerQuotaCellKey[] = [];
  for (const quota of effectiveAnswerQuotas(published.questionnaire)) {
    const answer = state.answers[entryKey(quota.entryNumber)];
    if (answer?.kind !== 'choice') continue;
    for (const cell of quota.cells) {
      if (cell.optionLks.some((lk) => answer.selected.includes(lk))) {
        keys.push(answerCellKey(quota.questionLk, cell));
      }
    }
  }
  return keys;
}

/**
 * True when the session's answers put it in a cell that allows no completes at all (a count of 0,
 * or 0%): full before anyone comes, whatever the sample. The preview, which counts nobody, ends
 * such a session as quota full as the runner would; a cell with room can only be full in the field.
 */
export function inClosedAnswerCell(
  published: PublishedSurvey,
  state: Pick<SessionState, 'answers'>,
): boolean {
  // A sample of 1 turns every percent above 0 into at least one place, and 0% into none.
  const targets = answerQuotaTargets(published, 1);
  return answerQuotaCellsOf(published, state).some((key) => targets[key] === 0);
}
