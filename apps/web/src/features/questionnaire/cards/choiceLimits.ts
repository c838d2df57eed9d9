import { MAX_RANK_REQUISITE } from '@survey/domain/questionnaire/constants';

/** Spec 2 §5: 'No limit' (0), then '{n} response limit' for n up to one less than the count. */
export function choiceLimitOptions(optionCount: number): { value: number; label: string }[] {
  const out = [{ value: 0, label: 'No limit' }];
  for (let n = 1; n < optionCount; n++) out.push({ value: n, label: `${n} response limit` });
  return out;
}

/**
 * Spec 2 §5: 'All ranked' (0), then 'Top {n} ranked' skipping 1, up to the option count, capped
 * at 30 numbered options.
 */
export function rankRequirementOptions(optionCount: number): { value: number; label: string }[] {
  const out = [{ value: 0, label: 'All ranked' }];
  for (let n = 2; n <= Math.min(optionCount, MAX_RANK_REQUISITE); n++) {
    out.push({ value: n, label: `Top ${n} ranked` });
  }
  return out;
}
