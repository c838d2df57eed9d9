import { ExportRowReader } from '@survey/domain/exports/exportRowReader';
import { rawDataLayout } from '@survey/domain/exports/rawDataLayout';
import { csvField, csvFieldWriters, putCsvRecords } from '@survey/domain/exports/rawDataRows';
import { unweightedLayout, WeightlessCells } from '@survey/domain/exports/unweightedLayout';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { requireOwnSurvey } from '../projects/surveys.service.ts';
import { catchUpExportRows, exportRowKey } from '../respondent/exportRows.ts';
import { fetchExportRows, openExportRows } from '../respondent/respondent.queries.ts';

const BOM = '\uFEFF';
const PAGE = 1000;

/**
 * All the waves of a tracker in one CSV (issue 39 §4): a first `wave` column, then the raw-data
 * export's WIDE columns with labels (unweighted: waves are weighted each on its own), one record
 * per complete of each wave in wave order. The waves are copies, so their columns are the same;
 * a wave whose columns differ (its questionnaire was changed by hand) is `409 WAVES_DIFFER`.
 * Each wave's rows are read in one read-only snapshot, as the raw-data export reads them.
 */
export async function wavesCsv(
  ctx: { db: Db; live: LiveSurveys },
  viewer: Viewer,
  waves: readonly { wave: number; surveyId: string }[],
): Promise<string> {
  for (const w of waves) await requireOwnSurvey(ctx, viewer, w.surveyId);
  const lines: string[] = [];
  let header: string | null = null;
  for (const w of waves) {
    const live = await ctx.live.current(w.surveyId);
    if (!live) continue;
    await catchUpExportRows(ctx.db, live);
    const full = rawDataLayout(live.published);
    const layout = unweightedLayout(full);
    const names = ['wave', ...layout.variables.map((v) => v.name)].map(csvField).join(',');
    header ??= names;
    if (names !== header) {
      throw new AppError('CONFLICT', `Wave ${w.wave} has other questions than wave 1.`, {
        reason: 'WAVES_DIFFER',
      });
    }
    const reader = new ExportRowReader(full);
    const weightless = new WeightlessCells(full);
    const writers = csvFieldWriters(layout, false);
    const wave = csvField(String(w.wave));
    let fields = [wave];
    const out = {
      field: (v: number, cell: Parameters<(typeof writers)[number]>[0]) =>
        void fields.push((writers[v] as (typeof writers)[number])(cell)),
      name: (v: number) => void fields.push(csvField(layout.variables[v]?.name ?? '')),
      loopItem: (v: number) => void fields.push(csvField(layout.variables[v]?.loopItem ?? '')),
      end: () => {
        lines.push(fields.join(','));
        fields = [wave];
      },
    };
    await ctx.db.transaction(
      async (tx) => {
        await openExportRows(tx, exportRowKey(live));
        for (;;) {
          const page = await fetchExportRows(tx, PAGE);
          for (const r of page) {
            const cells =
              full.weightIndex >= 0
                ? weightless.of(reader.read(r.cells, 1))
                : reader.read(r.cells, 1);
            putCsvRecords(layout, cells, 'WIDE', out);
          }
          if (page.length < PAGE) break;
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }
  return `${BOM}${[header ?? 'wave', ...lines].join('\r\n')}\r\n`;
}
