/**
 * The weighting-scheme API of the results service (issue 38 §5), beside spec 3 §7's routes:
 * `GET …/weighting?surveyId=` (the scheme, the questions it may weight with their prefilled
 * targets, and the weighting it gives), `PUT …/weighting` `{surveyId, scheme}` (checked by
 * `checkWeightingScheme`, stored, answered like the GET) and `DELETE …/weighting?surveyId=`
 * (back to the quota targets, answered like the GET).
 */
import type { WeightingInfo } from './contract.ts';
import type { WeightingQuestion } from './weightingPrefill.ts';
import type { WeightingScheme } from './weightingScheme.ts';

export type { WeightingQuestion } from './weightingPrefill.ts';
export type { WeightingScheme, WeightingTarget } from './weightingScheme.ts';

export interface SetWeightingRequest {
  surveyId: string;
  scheme: WeightingScheme;
}

export interface WeightingSchemeResponse {
  surveyId: string;
  /** The stored scheme; null: weights rake to the quota targets (as before schemes). */
  scheme: WeightingScheme | null;
  /**
   * The stored scheme fits the survey's published version and weights every view and export;
   * false when there is none or it names a question or option this version lacks (then the
   * quota targets weight, as without a scheme).
   */
  applied: boolean;
  /** The questions a scheme may weight, with the targets the panel starts from. */
  questions: WeightingQuestion[];
  /** The weights every view uses now: efficiency and effective base of the included completes. */
  weighting: WeightingInfo;
}
