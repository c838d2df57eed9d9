/**
 * What a raw-data file is written from: its columns, and the surveys whose export rows fill it,
 * each with how its stored cells become the file's. One survey's file is its own layout; a file
 * across markets (issue 37 §3) is every market's rows in the project's order, each market's cells
 * placed in the merged layout (`marketsLayout.ts`).
 */
import { ExportRowReader } from '@survey/domain/exports/exportRowReader';
import { marketsLayout } from '@survey/domain/exports/marketsLayout';
import {
  rawDataLayout,
  type Cell,
  type RawDataColumns,
  type RawDataLayout,
} from '@survey/domain/exports/rawDataLayout';
import type { Executor } from '../../db/database.ts';
import type { LiveSurvey, LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { catchUpExportRows } from '../respondent/exportRows.ts';
import { exportMarketsOf } from './exportMarkets.ts';

/** One survey's rows in the file. */
export interface FilePart {
  live: LiveSurvey;
  /** Reads the survey's stored rows (its own layout). */
  reader: ExportRowReader;
  /** The file's cells of one of its completes (may reuse one array). */
  cellsOf(cells: readonly Cell[]): readonly Cell[];
}

export interface ExportPlan {
  columns: RawDataColumns;
  parts: FilePart[];
  /** Export rows worked out before writing (completes stored without one). */
  caughtUp: number;
}

async function liveOf(live: LiveSurveys, surveyId: string): Promise<LiveSurvey> {
  const current = await live.current(surveyId);
  if (!current) throw new Error(`survey ${surveyId} has no published version`);
  return current;
}

const same = (cells: readonly Cell[]) => cells;

/** The plan of the job's file, its surveys' export rows brought up to date first. */
export async function exportPlan(
  ctx: { db: Executor; live: LiveSurveys },
  job: { surveyId: string; accountId: string; allMarkets: boolean },
): Promise<ExportPlan> {
  if (!job.allMarkets) {
    const live = await liveOf(ctx.live, job.surveyId);
    const caughtUp = await catchUpExportRows(ctx.db, live);
    const layout = rawDataLayout(live.published);
    return {
      columns: layout,
      parts: [{ live, reader: new ExportRowReader(layout), cellsOf: same }],
      caughtUp,
    };
  }
  const markets = await exportMarketsOf(ctx, job.accountId, job.surveyId);
  if (!markets) throw new Error(`survey ${job.surveyId} is not a market of a multi-market project`);
  let caughtUp = 0;
  const read: { market: (typeof markets)[number]; live: LiveSurvey; layout: RawDataLayout }[] = [];
  for (const market of markets) {
    const live = await liveOf(ctx.live, market.surveyId);
    caughtUp += await catchUpExportRows(ctx.db, live);
    read.push({ market, live, layout: rawDataLayout(live.published) });
  }
  const merged = marketsLayout(read);
  return {
    columns: merged.columns,
    parts: read.map(({ live, layout }, i) => ({
      live,
      reader: new ExportRowReader(layout),
      cellsOf: (cells) => merged.cellsOf(i, cells),
    })),
    caughtUp,
  };
}
