import { LOI_TIERS, loiTierIndex } from '@survey/domain/questionnaire/interviewLength';

/** Where the cost panel is shown: the total is an estimate only in preview (spec 2 §2). */
export type CostPanelContext = 'draft' | 'preview' | 'complete';

export function totalLabel(context: CostPanelContext): 'Estimated' | 'Total' {
  return context === 'preview' ? 'Estimated' : 'Total';
}

/** The approximate question count of an interview length (spec 2 §9 tiers), shown with '~'. */
export function approximateQuestions(lengthOfInterview: number): string {
  const tier = LOI_TIERS[loiTierIndex(lengthOfInterview)] ?? LOI_TIERS[0];
  return `~${String(tier?.questions ?? 0)}`;
}

/**
 * The delivery badge's text (spec 2 §4); null while it is not known yet (a skeleton shows).
 * Validity is known once the audience is (its rules run on it); feasibility and days once the
 * estimate is. An estimate that answers before the audience does must not make the badge say
 * INVALID AUDIENCE for a moment: validity unknown shows the skeleton, whatever the estimate says.
 */
export function deliveryBadgeText(
  audience: { loaded: boolean; valid: boolean },
  estimate: { isFeasible: boolean; estimatedDeliveryTime: number | null } | undefined,
): string | null {
  if (!audience.loaded) return null;
  if (!audience.valid) return 'INVALID AUDIENCE';
  if (!estimate) return null;
  if (!estimate.isFeasible) return 'INFEASIBLE AUDIENCE';
  const days = estimate.estimatedDeliveryTime;
  if (days === null) return '14+ days';
  // Spec '{n} days'; one day reads '1 day'.
  return days === 1 ? '1 day' : `${String(days)} days`;
}

/** An incidence rate as a whole percentage when it is one, else to one decimal. */
export function formatIncidence(rate: number): string {
  const rounded = Math.round(rate * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}%`;
}
