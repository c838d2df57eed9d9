import { PANEL_SUPPLIER_CODE } from '@survey/domain/projects/constants';
import { abandonAfterMs, type AbandonmentSettings } from '@survey/domain/fieldwork/abandonment';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { TOTAL_CELL } from './quotaCells.store.ts';
import { uuidArray } from './sqlArrays.ts';

/** Places of a survey's open sample that respondents in progress hold, when they hold them all. */
export interface HeldPlaces {
  /** The open sample's places not yet filled, every one held by a respondent in progress. */
  placesHeld: number;
  /** Milliseconds until the last holder is due: completed, or dropped and the place given back. */
  heldForMs: number;
}

/**
 * The surveys among `surveyIds` whose remaining places are all held by respondents in progress
 * (issue 23 §4b): nobody new can take a place until one of them completes or is dropped as
 * abandoned, so the results header says so and its ETA waits for them instead of the panel. Only
 * the whole-sample cell counts: a full quota cell with the sample still open is the panel's to fill.
 */
export async function heldPlacesOf(
  ctx: { db: Executor; abandonment: AbandonmentSettings; now: Date },
  surveyIds: readonly string[],
): Promise<Map<string, HeldPlaces>> {
  const held = new Map<string, HeldPlaces>();
  if (surveyIds.length === 0) return held;
  const cells = await ctx.db.execute<{ survey_id: string; open: number }>(sql`
    SELECT survey_id, target - filled AS open FROM survey_quota_cells
    WHERE cell_key = ${TOTAL_CELL} AND survey_id = ANY(${uuidArray(surveyIds)})
      AND reserved > 0 AND filled < target AND filled + reserved >= target`);
  const open = new Map(cells.rows.map((r) => [r.survey_id, Number(r.open)]));
  if (open.size === 0) return held;
  const holders = await ctx.db.execute<{
    survey_id: string;
    simulated: boolean;
    loi: number | null;
    latest: string | Date;
  }>(sql`
    SELECT s.survey_id, s.supplier_code = ${PANEL_SUPPLIER_CODE} AS simulated, p.loi,
           max(s.updated_at) AS latest
    FROM respondent_sessions s
    LEFT JOIN published_surveys p
      ON p.survey_id = s.survey_id AND p.version = coalesce(s.published_version, 1)
    WHERE s.survey_id = ANY(${uuidArray([...open.keys()])}) AND s.status = 'in_progress'
      AND ${TOTAL_CELL} = ANY(s.quota_cells)
    GROUP BY 1, 2, 3`);
  for (const row of holders.rows) {
    const placesHeld = open.get(row.survey_id);
    if (placesHeld === undefined) continue;
    const loi = row.loi === null ? null : Number(row.loi);
    const due =
      new Date(row.latest).getTime() + abandonAfterMs(ctx.abandonment, loi, row.simulated);
    const heldForMs = due - ctx.now.getTime();
    const before = held.get(row.survey_id);
    if (!before || heldForMs > before.heldForMs) held.set(row.survey_id, { placesHeld, heldForMs });
  }
  return held;
}
