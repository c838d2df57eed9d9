import type { QuotasResponse } from '@survey/domain/results/contract';

/** Spec 3 §8 empty states of the quota card. */
export const QUOTA_TEXTS = {
  notAvailable: 'No quotas are available for this survey.',
  noneAdded: 'No quotas have been added for this project.',
  waiting: 'Your quotas will appear here after the first person completes the survey.',
} as const;

export type QuotaCardState =
  | { kind: 'loading' }
  | { kind: 'empty'; text: string }
  | { kind: 'quotas'; quotas: QuotasResponse['quotas'] };

/**
 * What the quota card shows. 'No quotas are available for this survey.' when the quotas could not
 * be had (the call failed after its retries, or the survey has no quota results at all although
 * its audience has quotas, e.g. before its publication); 'No quotas have been added for this
 * project.' when the audience has none; the waiting text while nobody has completed.
 */
export function quotaCardState(
  quotas: QuotasResponse | undefined,
  failed: boolean,
): QuotaCardState {
  if (!quotas)
    return failed ? { kind: 'empty', text: QUOTA_TEXTS.notAvailable } : { kind: 'loading' };
  if (!quotas.hasQuotas) return { kind: 'empty', text: QUOTA_TEXTS.noneAdded };
  // Issue 38 §3: quotas on answers in the survey count as quotas too.
  if (quotas.quotas.length === 0 && (quotas.answerQuotas ?? []).length === 0)
    return { kind: 'empty', text: QUOTA_TEXTS.notAvailable };
  if (quotas.samplesCollected === 0) return { kind: 'empty', text: QUOTA_TEXTS.waiting };
  return { kind: 'quotas', quotas: quotas.quotas };
}
