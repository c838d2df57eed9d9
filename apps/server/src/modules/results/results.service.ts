import type { AbandonmentSettings } from '@survey/domain/fieldwork/abandonment';
import { surveySpend, type SpendBatch, type SurveySpend } from '@survey/domain/pricing/spend';
import type { Executor } from '../../db/database.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { Clock } from '../../lib/clock.ts';
import { samplesWanted } from '../fieldwork/fieldwork.service.ts';
import { supplierOrderPricesOf } from '../orders/orders.queries.ts';
import { ownSurveyIds } from '../projects/surveys.service.ts';
import { excludedCounts } from '../quality/quality.queries.ts';
import { heldPlacesOf } from '../respondent/heldPlaces.ts';
import { countCompletes } from '../respondent/respondent.service.ts';

export interface SurveyProgress {
  surveyId: string;
  /** samplesCollected / samplesWanted as a fraction (0 when nothing is wanted). Not capped. */
  progress: number;
  samplesCollected: number;
  samplesWanted: number;
  /**
   * Places of the open sample still to fill when respondents in progress hold every one of them
   * (the results header says so), else 0.
   */
  placesHeld: number;
  /** With placesHeld: milliseconds until the last of them is due (ETA); else null. */
  heldForMs: number | null;
  /** What the collected completes cost against the orders' budget (GBP); null before purchase. */
  spend: SurveySpend | null;
  /**
   * Completes collected less those excluded from analysis (issue 38 §4): what the results header
   * counts. `samplesCollected` stays every complete the panel delivered.
   */
  usableCompletes: number;
  /** Completes replaced at no charge (replacements batches fielded, issue 38 §4). */
  replacedCompletes: number;
}

/**
 * Fieldwork progress of the viewer's surveys, in the order asked; surveys of other accounts and
 * unknown ids are left out, so that nothing about them is revealed.
 */
export async function surveyProgress(
  ctx: { db: Executor; clock: Clock; abandonment: AbandonmentSettings },
  viewer: Viewer,
  surveyIds: string[],
): Promise<SurveyProgress[]> {
  const owned = await ownSurveyIds(ctx, viewer, [...new Set(surveyIds)]);
  const ids = [...owned];
  const [wanted, collected, held, prices, excluded] = await Promise.all([
    samplesWanted(ctx, ids),
    countCompletes(ctx, ids),
    heldPlacesOf({ ...ctx, now: ctx.clock() }, ids),
    supplierOrderPricesOf(ctx.db, ids),
    excludedCounts(ctx.db, ids),
  ]);
  const batches = new Map<string, SpendBatch[]>();
  const replaced = new Map<string, number>();
  for (const { surveyId, replacements, ...batch } of prices) {
    batches.set(surveyId, [...(batches.get(surveyId) ?? []), batch]);
    if (replacements) replaced.set(surveyId, (replaced.get(surveyId) ?? 0) + batch.samplesNeeded);
  }
  const seen = new Set<string>();
  return surveyIds.flatMap((surveyId) => {
    if (!owned.has(surveyId) || seen.has(surveyId)) return [];
    seen.add(surveyId);
    const samplesWanted = wanted.get(surveyId) ?? 0;
    const samplesCollected = collected.get(surveyId) ?? 0;
    return [
      {
        surveyId,
        progress: samplesWanted > 0 ? samplesCollected / samplesWanted : 0,
        samplesCollected,
        samplesWanted,
        placesHeld: held.get(surveyId)?.placesHeld ?? 0,
        heldForMs: held.get(surveyId)?.heldForMs ?? null,
        spend: batches.has(surveyId)
          ? surveySpend(batches.get(surveyId) ?? [], samplesCollected)
          : null,
        usableCompletes: Math.max(0, samplesCollected - (excluded.get(surveyId) ?? 0)),
        replacedCompletes: replaced.get(surveyId) ?? 0,
      },
    ];
  });
}
