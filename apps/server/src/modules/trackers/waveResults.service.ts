import type { WaveCrosstab } from '@survey/domain/trackers/contract';
import { waveTable, type WaveResults } from '@survey/domain/trackers/waveTable';
import type { CrosstabResponse } from '@survey/domain/results/analysisContract';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { wavesCsv, wavesSav } from '../exports/waveExport.service.ts';
import type { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { isAppError, type AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { SurveyCrosstab } from '../results/crosstab.service.ts';
import { trackerNotFound } from './trackers.errors.ts';
import type { WaveCrosstabInput } from './trackers.schemas.ts';
import { findTracker, wavesOf, type WaveRow } from './trackers.store.ts';

export type { WaveCrosstab };

/** The tracker's launched waves (each has its survey). */
async function launchedWaves(
  db: Db,
  trackerId: string,
): Promise<(WaveRow & { surveyId: string })[]> {
  return (await wavesOf(db, trackerId)).flatMap((w) =>
    w.status === 'launched' && w.surveyId !== null ? [{ ...w, surveyId: w.surveyId }] : [],
  );
}

export interface WaveResultsCtx {
  db: Db;
  /** The bought surveys' cached view (compose.ts), for the export of all waves. */
  live?: LiveSurveys;
  /** The results module's crosstab on its cache (compose.ts); absent: no results across waves. */
  crosstab?: SurveyCrosstab;
}

/**
 * One question over the tracker's launched waves (the Wave filter keeps the waves asked for):
 * each wave's crosstab by the results module with the same row, filters and weighting, side by
 * side with letters between consecutive waves (`waveTable`). A wave whose results refuse the
 * request (a question or option it lacks) is an empty column; when every wave refuses it, the
 * first wave's 400 is the answer.
 */
export async function trackerCrosstab(
  ctx: WaveResultsCtx,
  viewer: Viewer,
  trackerId: string,
  input: WaveCrosstabInput,
): Promise<WaveCrosstab> {
  const tracker = await findTracker(ctx.db, viewer.accountId, trackerId);
  if (!tracker || !ctx.crosstab) throw trackerNotFound();
  const crosstab = ctx.crosstab;
  const wanted = input.waves && new Set(input.waves);
  const waves = (await launchedWaves(ctx.db, tracker.id)).filter(
    (w) => !wanted || wanted.has(w.wave),
  );
  let refused: AppError | null = null;
  const results: WaveResults[] = [];
  for (const w of waves) {
    let response: CrosstabResponse | null = null;
    try {
      response = await crosstab(viewer, {
        surveyId: w.surveyId,
        row: input.row,
        banner: [],
        responseFilters: input.responseFilters,
        weighted: input.weighted,
        nets: [],
        boxes: false,
      });
    } catch (err) {
      if (!isAppError(err) || err.code !== 'BAD_USER_INPUT') throw err;
      refused ??= err;
    }
    results.push({ wave: w.wave, response });
  }
  if (refused && results.every((r) => r.response === null)) throw refused;
  return {
    ...waveTable(results),
    surveys: waves.map((w) => ({
      wave: w.wave,
      surveyId: w.surveyId,
      launchedAt: w.launchedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Every launched wave's completes in one file with a `wave` variable: CSV (exports' `wavesCsv`)
 * or SPSS (`wavesSav`, the raw-data export's encoder, 'Wave n' value labels).
 */
export async function trackerExport(
  ctx: WaveResultsCtx & { clock: Clock },
  viewer: Viewer,
  trackerId: string,
  format: 'csv' | 'sav',
): Promise<string | Buffer> {
  const tracker = await findTracker(ctx.db, viewer.accountId, trackerId);
  if (!tracker || !ctx.live) throw trackerNotFound();
  const waves = await launchedWaves(ctx.db, tracker.id);
  const files = { db: ctx.db, live: ctx.live };
  return format === 'csv'
    ? wavesCsv(files, viewer, waves)
    : wavesSav(files, viewer, waves, ctx.clock());
}
