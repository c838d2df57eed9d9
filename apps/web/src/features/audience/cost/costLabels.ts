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

/** The delivery badge's text (spec 2 §4); null while it is not known yet (a skeleton shows). */
export function deliveryBadgeText(state: {
  valid: boolean | null;
  feasible: boolean | null;
  days: number | null;
}): string | null {
  if (state.valid === false) return 'INVALID AUDIENCE';
  if (state.valid === null || state.feasible === null) return null;
  if (!state.feasible) return 'INFEASIBLE AUDIENCE';
  if (state.days === null) return '14+ days';
  // Spec '{n} days'; one day reads '1 day'.
  return state.days === 1 ? '1 day' : `${String(state.days)} days`;
}

/** An incidence rate as a whole percentage when it is one, else to one decimal. */
export function formatIncidence(rate: number): string {
  const rounded = Math.round(rate * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}%`;
}
