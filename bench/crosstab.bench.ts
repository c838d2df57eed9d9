import pino from 'pino';
import { seededRandom } from '@survey/domain/random';
import type {
  CrosstabRequest,
  CrosstabResponse,
  VariableRef,
} from '@survey/domain/results/analysisContract';
import type { ResponseFilter } from '@survey/domain/results/contract';
import { resultLayout, type LayoutEntry, type ResultLayout } from '@survey/domain/results/layout';
import { SimulatedPanel } from '@survey/server/src/modules/panel/panelSupplier.ts';
import { LiveSurveys } from '@survey/server/src/modules/orders/liveSurveys.queries.ts';
import { startBenchApp, type BenchApp } from './lib/benchApp.ts';
import { startBenchDatabase } from '@survey/testkit/direct/benchDatabase';
import { compareCrosstab, sqlCrosstab } from './lib/crosstabBaseline.ts';
import { filterables, randomFilters } from './lib/resultsBaseline.ts';
import { generateResults } from './lib/resultsData.ts';
import { buyResultsSurvey } from '@survey/testkit/direct/resultsSurvey';
import { summarise, type BenchRow } from './lib/stats.ts';

const BENCH = 'crosstab (HTTP REST)';
const EMAIL = 'bench-crosstab@example.com';
const PASSWORD = 'bench password 123';
/** P9's 100k completes; RESULTS_COMPLETES shrinks a trial run. */
const COMPLETES = Number(process.env.RESULTS_COMPLETES ?? 100_000);
const WARM_RUNS = Number(process.env.RESULTS_WARM_RUNS ?? 40);
/** SQL runs per case (each one full statement over the stored answers). */
const SQL_RUNS = Number(process.env.CROSSTAB_SQL_RUNS ?? 3);
const FILTER_COUNTS = [0, 3];
const P9 = { target: 'P9 median <= 30 ms', limits: { medianMs: 30 } };
const RATIO_GOAL = 20;
const CROSSTAB = '/v2/survey-results/api/v1.0/crosstab';
const SUMMARY = '/v2/survey-results/api/v1.0/summary';
/** Banner groups and roughly the columns P9 asks for. */
const GROUPS = 6;
const COLUMNS = 30;

async function post<T>(app: BenchApp, path: string, body: unknown) {
  const start = performance.now();
  const res = await fetch(`${app.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${app.accessToken}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  const ms = performance.now() - start;
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${text.slice(0, 200)}`);
  return { ms, body: JSON.parse(text) as T };
}

const ref = (e: LayoutEntry): VariableRef => ({ questionId: e.id, matrixTitleId: null });

/**
 * The table: the first single-select questionnaire question with 4+ options as the row; the
 * banner the audience's basic questions (age, gender, region, the custom one) then questionnaire
 * basic questions, smallest first, 6 groups, stopping near 30 columns.
 */
function tableOf(layout: ResultLayout): {
  row: VariableRef;
  banner: VariableRef[];
  columns: number;
} {
  const basic = layout.entries.filter((e) => e.answerKind === 'choice');
  const row = basic.find(
    (e) => e.questionKind === 'Questionnaire' && !e.isMultipleChoice && e.rows.length >= 4,
  );
  if (!row) throw new Error('P9: no single-select row question');
  const candidates = [
    ...basic.filter((e) => e.questionKind === 'Audience'),
    ...basic
      .filter((e) => e.questionKind === 'Questionnaire' && e !== row)
      .sort((a, b) => a.rows.length - b.rows.length),
  ];
  const banner: LayoutEntry[] = [];
  let columns = 0;
  for (const e of candidates) {
    if (banner.length === GROUPS) break;
    const left = GROUPS - banner.length - 1;
    // Leave room for at least 2 columns per group still to come.
    if (columns + e.rows.length + left * 2 > COLUMNS + 4) continue;
    banner.push(e);
    columns += e.rows.length;
  }
  return { row: ref(row), banner: banner.map(ref), columns };
}

const row = (c: string, times: number[], target = 'report only', limits?: BenchRow['limits']) => ({
  bench: BENCH,
  case: c,
  ...summarise(times),
  target,
  ...(limits && { limits }),
});

const failed = (c: string, target: string): BenchRow => ({
  bench: BENCH,
  case: c,
  runs: 0,
  medianMs: Number.NaN,
  p95Ms: Number.NaN,
  target,
  limits: { medianMs: 0 },
});

/**
 * P9 of QUALITY.md: POST /crosstab over real HTTP on 100k completes x 40 questions, one row
 * question by 6 banner groups (~30 columns) with significance letters, 0 and 3 filters,
 * unweighted and weighted; cold (the first crosstab after the index is built) and warm; against
 * the same table's counts by one SQL statement on the same rows in the same run, and every
 * answer's counts checked against SQL. The letters are computed from the counts (microseconds):
 * the SQL side stops at the counts, which is what a data-table tool reads from the database.
 */
export default async function bench(): Promise<BenchRow[]> {
  const db = await startBenchDatabase();
  const rows: BenchRow[] = [];
  try {
    const panel = new SimulatedPanel(Math.max(200_000, COMPLETES * 5));
    const { surveyId } = await buyResultsSurvey(db, panel, {
      email: EMAIL,
      password: PASSWORD,
      samplesNeeded: COMPLETES,
    });
    const live = await new LiveSurveys(db.database.db).current(surveyId);
    if (!live) throw new Error('P9: the survey was not published');
    const data = await generateResults(db.database, live, panel.population('GB'));
    const layout = resultLayout(live.published);
    const table = tableOf(layout);
    console.log(
      `P9 setup: ${data.completes} completes; row ${layout.byId.get(table.row.questionId)?.label}, ` +
        `banner ${table.banner.map((b) => layout.byId.get(b.questionId)?.label).join(' ')} ` +
        `(${table.columns} columns + Total)`,
    );
    const rnd = seededRandom(909);
    const candidates = filterables(live.published).filter(
      (f) => f.questionId !== table.row.questionId,
    );
    const cases = FILTER_COUNTS.map((n) => ({
      filters: n,
      set: randomFilters(candidates, n, rnd) as ResponseFilter[],
      sqlTimes: [] as number[],
      sql: new Map<string, number>(),
    }));
    for (const c of cases) {
      for (let i = 0; i < SQL_RUNS; i++) {
        const start = performance.now();
        c.sql = await sqlCrosstab(db.database, surveyId, live.published, layout, {
          ...table,
          responseFilters: c.set,
        });
        c.sqlTimes.push(performance.now() - start);
      }
      rows.push(row(`SQL baseline, ${c.filters} filters`, c.sqlTimes));
    }
    const mismatches: string[] = [];
    const app = await startBenchApp(db, pino({ level: 'silent' }), {
      email: EMAIL,
      password: PASSWORD,
    });
    try {
      const build = await post(app, SUMMARY, { surveyId, responseFilters: [] });
      rows.push(row('index build (first /summary after start)', [build.ms]));
      const request = (set: ResponseFilter[], weighted: boolean): CrosstabRequest => ({
        surveyId,
        ...table,
        responseFilters: set,
        weighted,
        nets: [],
        boxes: false,
      });
      for (const weighted of [false, true]) {
        const label = weighted ? 'weighted' : 'unweighted';
        const cold = await post<CrosstabResponse>(app, CROSSTAB, request([], weighted));
        if (weighted && !cold.body.weighted) {
          const note = cold.body.weighting.note ?? 'no weights';
          rows.push({
            bench: BENCH,
            case: `${label}: not measured (the server applied no weights: ${note})`,
            runs: 0,
            medianMs: Number.NaN,
            p95Ms: Number.NaN,
            target: P9.target,
          });
          continue;
        }
        rows.push(row(`cold (first crosstab after the index), ${label}, 0 filters`, [cold.ms]));
        for (const c of cases) {
          const first = await post<CrosstabResponse>(app, CROSSTAB, request(c.set, weighted));
          for (const m of compareCrosstab(first.body, c.sql))
            mismatches.push(`${label} ${c.filters} filters: ${m}`);
          const times: number[] = [];
          for (let i = 0; i < WARM_RUNS; i++)
            times.push((await post(app, CROSSTAB, request(c.set, weighted))).ms);
          const warm = row(`warm, ${label}, ${c.filters} filters`, times, P9.target, P9.limits);
          const sql = summarise(c.sqlTimes);
          rows.push(warm, {
            ...warm,
            case: `vs SQL, ${label}, ${c.filters} filters: ${(sql.medianMs / warm.medianMs).toFixed(1)}x faster`,
            target: `goal >= ${RATIO_GOAL}x SQL (median <= ${(sql.medianMs / RATIO_GOAL).toFixed(2)} ms)`,
            limits: { medianMs: sql.medianMs / RATIO_GOAL },
          });
        }
      }
    } finally {
      await app.close();
    }
    if (mismatches.length > 0) {
      console.error(`P9 MISMATCH: ${mismatches.length} counts differ from SQL; the first 20:`);
      for (const m of mismatches.slice(0, 20)) console.error(`  ${m}`);
      rows.push(
        failed(`MISMATCH: ${mismatches.length} counts differ from SQL`, 'counts identical to SQL'),
      );
    } else {
      console.log('P9: crosstab counts and bases identical to SQL in every case checked');
    }
  } catch (error) {
    console.error('P9 failed:', error);
    const message = error instanceof Error ? error.message : String(error);
    rows.push(failed(`did not finish (${message.split('\n')[0]?.slice(0, 120) ?? ''})`, P9.target));
  } finally {
    await db.stop();
  }
  return rows;
}
