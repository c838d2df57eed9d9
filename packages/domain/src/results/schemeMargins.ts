/**
 * A weighting scheme (`weightingScheme.ts`) as raking margins, in the shape of the quota margins
 * (`analysis/quotaMargins.ts`), so that the results index and the raw-data export rake to it the
 * way they rake to quotas: one margin per question, its targets the percents as shares, a
 * complete's category its one pick among the targets (null when it has none).
 */
import type { Answer } from '../respondent/answers.ts';
import type { PageKey } from '../respondent/engine/state.ts';
import type { QuotaMargins } from '../analysis/quotaMargins.ts';
import type { RakingMargin, RakingOptions } from '../analysis/weights.ts';
import type { ResultLayout } from './layout.ts';
import {
  checkWeightingScheme,
  WeightingSchemeError,
  type WeightingScheme,
} from './weightingScheme.ts';

/** What a rake to a scheme needs: its margins and its trimming. */
export interface SchemeWeighting {
  margins: QuotaMargins;
  options: Pick<RakingOptions, 'cap' | 'floor'>;
}

function categoryFrom(answer: Answer | null | undefined, targets: ReadonlyMap<string, number>) {
  if (answer?.kind !== 'choice') return null;
  const picks = [...new Set(answer.selected)].filter((p) => targets.has(p));
  return picks.length === 1 ? (picks[0] ?? null) : null;
}

/** The scheme's margins over this layout (a scheme checked by `checkWeightingScheme`). */
export function schemeWeighting(layout: ResultLayout, scheme: WeightingScheme): SchemeWeighting {
  const margins: RakingMargin[] = [];
  const read: { pageKey: PageKey; targets: ReadonlyMap<string, number> }[] = [];
  for (const target of scheme.targets) {
    const entry = layout.byId.get(target.questionId);
    if (!entry) continue;
    const total = Object.values(target.percents).reduce((a, b) => a + b, 0);
    const targets = new Map(
      Object.entries(target.percents).map(([option, percent]) => [option, percent / total]),
    );
    margins.push({ id: target.questionId, targets });
    read.push({ pageKey: entry.pageKey, targets });
  }
  return {
    margins: {
      margins,
      pageKeys: read.map((r) => r.pageKey),
      categoryOf: (answers) => read.map((r) => categoryFrom(answers[r.pageKey], r.targets)),
    },
    options: { cap: scheme.cap, floor: scheme.floor },
  };
}

/**
 * The stored scheme as every view and export rakes to it: null when there is none or when it does
 * not fit this published version (a question or option it names is gone); quotas weight then.
 */
export function appliedScheme(
  layout: ResultLayout,
  scheme: WeightingScheme | null,
): SchemeWeighting | null {
  if (!scheme) return null;
  try {
    return schemeWeighting(layout, checkWeightingScheme(scheme, layout));
  } catch (error) {
    if (error instanceof WeightingSchemeError) return null;
    throw error;
  }
}
