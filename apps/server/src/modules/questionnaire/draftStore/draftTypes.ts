import type { Questionnaire } from '@survey/domain/questionnaire/model';

/** What a reader of a draft gets from the draft store (its SQL is draftLog.store.ts). */

/** A materialised draft at its latest committed version. */
export interface LockedDraft {
  surveyId: string;
  /** See DraftHead: with `version`, what names this exact document. */
  generation: string;
  version: number;
  document: Questionnaire;
}
