import { PANEL_SUPPLIER_CODE } from '@survey/domain/projects/constants';
import type { EndOutcome } from '@survey/domain/respondent/engine/state';

/**
 * Where each panel supplier wants its respondents sent at the end of a session, per outcome
 * ({rid} is replaced by the respondent id). The simulated panel takes them back on the runner's
 * own end page, which records nothing more; a real supplier adapter adds its URLs here.
 */
const REDIRECTS: Record<string, Partial<Record<EndOutcome, string>>> = {
  [PANEL_SUPPLIER_CODE]: {
    complete: '/respondent/end?outcome=complete&rid={rid}',
    screened_out: '/respondent/end?outcome=screened_out&rid={rid}',
    quota_full: '/respondent/end?outcome=quota_full&rid={rid}',
    dropped: '/respondent/end?outcome=dropped&rid={rid}',
  },
};

/** The supplier's address for this outcome, or null when it has none (the runner's end page). */
export function redirectFor(
  supplierCode: string,
  outcome: EndOutcome,
  respondentId: string,
): string | null {
  const template = REDIRECTS[supplierCode]?.[outcome];
  return template ? template.replace('{rid}', encodeURIComponent(respondentId)) : null;
}
