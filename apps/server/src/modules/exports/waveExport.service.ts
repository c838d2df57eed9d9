import { ExportRowReader } from '@survey/domain/exports/exportRowReader';
import {
  rawDataLayout,
  type Cell,
  type RawDataColumns,
} from '@survey/domain/exports/rawDataLayout';
import {
  csvField,
  csvFieldWriters,
  putCsvRecords,
  type CsvOut,
} from '@survey/domain/exports/rawDataRows';
import { unweightedLayout, WeightlessCells } from '@survey/domain/exports/unweightedLayout';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { LiveSurveys } from '../orders/liveSurveys.queries.ts';
import { requireOwnSurvey } from '../projects/surveys.service.ts';
import { catchUpExportRows, exportRowKey } from '../respondent/exportRows.ts';
import { fetchExportRows, openExportRows } from '../respondent/respondent.queries.ts';
import { SAV_WIDTHS } from './rawDataFile.ts';
import { SAV_STRING_MAX, SavCaseEncoder, savDictionary, type SavVariable } from './savEncoder.ts';

const BOM = '\uFEFF';
const PAGE = 1000;

type WavesCtx = { db: Db; live: LiveSurveys };
type Wave = { wave: number; surveyId: string };

/** What reading the waves hands a writer: the common columns once, then each wave's completes. */
interface WaveVisitor {
  columns(layout: RawDataColumns): void;
  complete(wave: number, cells: readonly Cell[]): void;
}

/**
 * Reads every wave's completes in wave order, each wave in one read-only snapshot as the raw-data
 * export reads them, as the raw-data export's WIDE unweighted cells (waves are weighted each on
 * its own). The waves are copies, so their columns are the same; a wave whose columns differ (its
 * questionnaire was changed by hand) is `409 WAVES_DIFFER`.
 */
async function readWaves(
  ctx: WavesCtx,
  viewer: Viewer,
  waves: readonly Wave[],
  visit: WaveVisitor,
): Promise<void> {
  for (const w of waves) await requireOwnSurvey(ctx, viewer, w.surveyId);
  let names: string | null = null;
  for (const w of waves) {
    const live = await ctx.live.current(w.surveyId);
    if (!live) continue;
    await catchUpExportRows(ctx.db, live);
    const full = rawDataLayout(live.published);
    const layout = unweightedLayout(full);
    const these = layout.variables.map((v) => v.name).join('\n');
    if (names === null) visit.columns(layout);
    names ??= these;
    if (these !== names) {
      throw new AppError('CONFLICT', `Wave ${w.wave} has other questions than wave 1.`, {
        reason: 'WAVES_DIFFER',
      });
    }
    const reader = new ExportRowReader(full);
    const weightless = new WeightlessCells(full);
    await ctx.db.transaction(
      async (tx) => {
        await openExportRows(tx, exportRowKey(live));
        for (;;) {
          const page = await fetchExportRows(tx, PAGE);
          for (const r of page) {
            const cells = reader.read(r.cells, 1);
            visit.complete(w.wave, full.weightIndex >= 0 ? weightless.of(cells) : cells);
          }
          if (page.length < PAGE) break;
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }
}

/**
 * All the waves of a tracker in one CSV (issue 39 §4): a first `wave` column, then the raw-data
 * export's WIDE columns with labels, one record per complete of each wave in wave order.
 */
export async function wavesCsv(
  ctx: WavesCtx,
  viewer: Viewer,
  waves: readonly Wave[],
): Promise<string> {
  const lines: string[] = [];
  let header = 'wave';
  let put: ((wave: number, cells: readonly Cell[]) => void) | null = null;
  await readWaves(ctx, viewer, waves, {
    columns(layout) {
      const { variables } = layout;
      header = ['wave', ...variables.map((v) => v.name)].map(csvField).join(',');
      const writers = csvFieldWriters(layout, false);
      let fields: string[] = [];
      const out: CsvOut = {
        field: (v, cell) => void fields.push(writers[v]?.(cell) ?? ''),
        name: (v) => void fields.push(csvField(variables[v]?.name ?? '')),
        loopItem: (v) => void fields.push(csvField(variables[v]?.loopItem ?? '')),
        end: () => void lines.push(fields.join(',')),
      };
      put = (wave, cells) => {
        fields = [csvField(String(wave))];
        putCsvRecords(layout, cells, 'WIDE', out);
      };
    },
    complete: (wave, cells) => put?.(wave, cells),
  });
  return `${BOM}${[header, ...lines].join('\r\n')}\r\n`;
}

/** The SPSS variable that says which wave a case is of. */
const waveVariable = (waves: readonly Wave[]): SavVariable => ({
  name: 'wave',
  label: 'Wave',
  type: 'numeric',
  measure: 'ordinal',
  valueLabels: waves.map((w) => ({ value: w.wave, label: `Wave ${w.wave}` })),
  missing: [],
  decimals: 0,
  width: 8,
});

/**
 * All the waves of a tracker in one SPSS file: a first numeric `wave` variable labelled 'Wave 1',
 * 'Wave 2', ..., then the raw-data export's WIDE variables, written by the raw-data export's own
 * encoder (`savEncoder.ts`) with its widths. Built in memory, as the CSV is.
 */
export async function wavesSav(
  ctx: WavesCtx,
  viewer: Viewer,
  waves: readonly Wave[],
  now: Date,
): Promise<Buffer> {
  const parts: Buffer[] = [];
  const file: { vars: SavVariable[]; encoder: SavCaseEncoder | null; cases: number } = {
    vars: [waveVariable(waves)],
    encoder: null,
    cases: 0,
  };
  await readWaves(ctx, viewer, waves, {
    columns(layout) {
      file.vars = [
        waveVariable(waves),
        ...layout.variables.map((v) => ({ ...v, width: SAV_WIDTHS[v.name] ?? SAV_STRING_MAX })),
      ];
      file.encoder = new SavCaseEncoder(file.vars);
    },
    complete(wave, cells) {
      file.encoder?.record([wave, ...cells]);
      // The encoder's buffer is handed over a page at a time rather than grown to the whole file.
      if (++file.cases % PAGE === 0 && file.encoder) parts.push(file.encoder.take());
    },
  });
  const tail = file.encoder ? [file.encoder.take(), file.encoder.finish()] : [];
  return Buffer.concat([savDictionary(file.vars, now), ...parts, ...tail]);
}
