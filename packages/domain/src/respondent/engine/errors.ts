/** Typed refusals of the path engine; the state is returned unchanged with each. */
import type { AnswerProblem } from '../validateAnswer.ts';
import type { EndOutcome, PageKey } from './state.ts';

export type EngineError =
  /** The session already ended; nothing more is accepted. */
  | { code: 'SESSION_ENDED'; message: string; outcome: EndOutcome }
  /** The answer is for another page than the one waiting (stale tab, forged key). */
  | { code: 'NOT_CURRENT_PAGE'; message: string; current: PageKey | null }
  /** A retry that differs from the answer already recorded for that page. */
  | { code: 'ALREADY_ANSWERED'; message: string }
  /** The answer does not fit the question (validateAnswer's problem). */
  | { code: 'INVALID_ANSWER'; message: string; problem: AnswerProblem };

export type EngineErrorCode = EngineError['code'];
