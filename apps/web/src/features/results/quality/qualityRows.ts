/**
 * The flagged-completes list as the data-quality dialog shows it (pure): reason labels in a fixed
 * order, the per-reason 'Exclude all' actions and what a selection can do.
 */
import type { FlaggedComplete, QualityReason } from '@survey/domain/results/analysisContract';

/** Reasons in the order their chips and 'Exclude all' buttons appear. */
export const REASONS: readonly QualityReason[] = [
  'SPEEDER',
  'STRAIGHT_LINER',
  'GIBBERISH_TEXT',
  'DUPLICATE_TEXT',
  'DUPLICATE_RESPONDENT',
];

export const REASON_LABELS: Record<QualityReason, { chip: string; plural: string }> = {
  SPEEDER: { chip: 'Speeder', plural: 'speeders' },
  STRAIGHT_LINER: { chip: 'Straight-liner', plural: 'straight-liners' },
  GIBBERISH_TEXT: { chip: 'Gibberish text', plural: 'gibberish texts' },
  DUPLICATE_TEXT: { chip: 'Duplicate text', plural: 'duplicate texts' },
  DUPLICATE_RESPONDENT: { chip: 'Duplicate respondent', plural: 'duplicate respondents' },
};

/** A complete's reasons, each once, in REASONS order. */
export function reasonsOf(complete: FlaggedComplete): QualityReason[] {
  const has = new Set(complete.flags.map((f) => f.reason));
  return REASONS.filter((r) => has.has(r));
}

export interface ReasonAction {
  reason: QualityReason;
  label: string;
}

/**
 * 'Exclude all speeders (3)' for each reason that still has included completes, counted over the
 * whole list by the server (the dialog holds only the pages loaded so far).
 */
export function excludeAllActions(includedByReason: Record<QualityReason, number>): ReasonAction[] {
  return REASONS.flatMap((reason) => {
    const count = includedByReason[reason];
    if (count === 0) return [];
    return [{ reason, label: `Exclude all ${REASON_LABELS[reason].plural} (${String(count)})` }];
  });
}

/** The selected completes split by what 'Exclude' and 'Include again' would change. */
export function selectionActions(
  flagged: readonly FlaggedComplete[],
  selected: ReadonlySet<string>,
): { toExclude: string[]; toInclude: string[] } {
  const chosen = flagged.filter((c) => selected.has(c.sessionId));
  return {
    toExclude: chosen.filter((c) => !c.excluded).map((c) => c.sessionId),
    toInclude: chosen.filter((c) => c.excluded).map((c) => c.sessionId),
  };
}
