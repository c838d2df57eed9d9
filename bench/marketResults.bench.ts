import pino from 'pino';
import type { CrosstabResponse, VariableRef } from '@survey/domain/results/analysisContract';
import type { SummaryResponse } from '@survey/domain/results/contract';
import { resultLayout, type ResultLayout } from '@survey/domain/results/layout';
import { MARKET_ENTRY_ID } from '@survey/domain/results/marketsLayout';
import type { LiveSurvey } from '@survey/server/src/modules/orders/liveSurveys.queries.ts';
import { startBenchDatabase, type BenchDatabase } from '@survey/testkit/direct/benchDatabase';
import { startBenchApp, type BenchApp } from './lib/benchApp.ts';
import { sqlCrosstab } from './lib/crosstabBaseline.ts';
import { sqlCounts } from './lib/resultsBaseline.ts';
import { filledResultsSurvey } from './lib/resultsData.ts';
import { summarise, type BenchRow } from './lib/stats.ts';

const BENCH = 'marketResults (HTTP REST)';
const PASSWORD = 'bench password 123';
const EMAILS = [
  'bench-markets@example.com',
  'bench-markets-2@example.com',
  'bench-markets-3@example.com',
];
/** P11: 3 markets x 100k completes; RESULTS_COMPLETES shrinks a trial run (per market). */
const PER_MARKET = Number(process.env.RESULTS_COMPLETES ?? 100_000);
const WARM_RUNS = Number(process.env.RESULTS_WARM_RUNS ?? 40);
const SQL_RUNS = Number(process.env.CROSSTAB_SQL_RUNS ?? 3);
const P1 = { target: 'P11 (P1) median <= 20 ms', limits: { medianMs: 20 } };
const P9 = { target: 'P11 (P9) median <= 30 ms', limits: { medianMs: 30 } };
const SUMMARY = '/v2/survey-results/api/v1.0/summary';
const CROSSTAB = '/v2/survey-results/api/v1.0/crosstab';

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

const row = (c: string, times: number[], target = 'report only', limits?: BenchRow['limits']) => ({
  bench: BENCH,
  case: c,
  ...summarise(times),
  target,
  ...(limits && { limits }),
});

/**
 * Three bought surveys of the bench questionnaire (the same seed: the same question ids, as
 * markets sharing the lead's questionnaire), filled as the other results benches fill theirs
 * (walked completes copied inside PostgreSQL up to the size, with progress), then made one
 * multi-market project by moving the second and third into the first's project (setup: the
 * market service's purchase is not what P11 measures).
 */
async function setup(db: BenchDatabase) {
  const markets: LiveSurvey[] = [];
  for (const [i, email] of EMAILS.entries()) {
    console.log(`P11: market ${i + 1} of ${EMAILS.length}, ${PER_MARKET} completes`);
    const { live } = await filledResultsSurvey(db, { email, password: PASSWORD }, PER_MARKET);
    markets.push(live);
  }
  const ids = markets.map((m) => m.surveyId);
  await db.database.pool.query(
    `WITH lead AS (SELECT project_id FROM surveys WHERE id = $1)
     UPDATE surveys SET project_id = (SELECT project_id FROM lead) WHERE id = ANY($2::uuid[])`,
    [ids[0], ids],
  );
  await db.database.pool.query(
    `UPDATE projects SET project_type = 'MultiMarket' WHERE id = (SELECT project_id FROM surveys WHERE id = $1)`,
    [ids[0]],
  );
  return markets;
}

/**
 * The P9 table: the first single select with 4+ options by Market and the audience's groups that
 * every market asked (the standard criteria; each market's custom screening question is its own).
 */
function tableOf(
  layout: ResultLayout,
  layouts: readonly ResultLayout[],
): { row: VariableRef; banner: VariableRef[] } {
  const basic = layout.entries.filter((e) => e.answerKind === 'choice');
  const row = basic.find(
    (e) => e.questionKind === 'Questionnaire' && !e.isMultipleChoice && e.rows.length >= 4,
  );
  if (!row) throw new Error('P11: no single-select row question');
  const audience = basic
    .filter((e) => e.questionKind === 'Audience' && layouts.every((l) => l.byId.has(e.id)))
    .slice(0, 4);
  const ref = (id: string): VariableRef => ({ questionId: id, matrixTitleId: null });
  return { row: ref(row.id), banner: audience.map((e) => ref(e.id)) };
}

/**
 * P11 of QUALITY.md: a multi-market project of 3 markets x 100k completes read across its markets
 * (`markets: 'all'`): the summary cold (the first read builds each market's index) and warm (P1),
 * and the crosstab with significance and the Market banner beside the audience's groups (P9),
 * each beside the SQL baseline in the same run: the same counts by SQL, market by market (one
 * statement per market; the SQL has no Market variable, so its tables are the markets' own).
 */
export default async function bench(): Promise<BenchRow[]> {
  const db = await startBenchDatabase();
  const rows: BenchRow[] = [];
  try {
    const markets = await setup(db);
    const lead = markets[0] as LiveSurvey;
    const layout = resultLayout(lead.published);
    const table = tableOf(
      layout,
      markets.map((m) => resultLayout(m.published)),
    );
    const sqlSummary: number[] = [];
    const sqlTable: number[] = [];
    for (let i = 0; i < SQL_RUNS; i++) {
      let start = performance.now();
      for (const m of markets) await sqlCounts(db.database, m.surveyId, m.published, []);
      sqlSummary.push(performance.now() - start);
      start = performance.now();
      for (const m of markets)
        await sqlCrosstab(db.database, m.surveyId, m.published, resultLayout(m.published), {
          ...table,
          responseFilters: [],
        });
      sqlTable.push(performance.now() - start);
    }
    const app = await startBenchApp(db, pino({ level: 'silent' }), {
      email: EMAILS[0] as string,
      password: PASSWORD,
    });
    try {
      const body = { surveyId: lead.surveyId, responseFilters: [], markets: 'all' };
      const cold = await post<SummaryResponse>(app, SUMMARY, body);
      const expected = PER_MARKET * markets.length;
      console.log(
        `P11: cold combined /summary ${cold.ms.toFixed(0)} ms, ${cold.body.samplesCollected} completes`,
      );
      if (cold.body.samplesCollected < expected * 0.9)
        throw new Error(`P11: ${cold.body.samplesCollected} completes, expected ~${expected}`);
      rows.push(row('combined /summary cold (3 market indexes built)', [cold.ms]));
      const warm: number[] = [];
      for (let i = 0; i < WARM_RUNS; i++) warm.push((await post(app, SUMMARY, body)).ms);
      const summaryRow = row('combined /summary warm, 0 filters', warm, P1.target, P1.limits);
      const sql = summarise(sqlSummary);
      rows.push(summaryRow, {
        ...summaryRow,
        limits: undefined,
        case: `combined /summary vs SQL (3 statements): ${(sql.medianMs / summaryRow.medianMs).toFixed(1)}x faster`,
        target: 'report only',
      });
      const crosstab = {
        surveyId: lead.surveyId,
        markets: 'all',
        row: table.row,
        banner: [{ questionId: MARKET_ENTRY_ID, matrixTitleId: null }, ...table.banner],
      };
      const first = await post<CrosstabResponse>(app, CROSSTAB, crosstab);
      if (first.body.groups[0]?.columns.length !== markets.length)
        throw new Error('P11: the Market banner has not one column per market');
      rows.push(row('combined /crosstab, Market banner, first call', [first.ms]));
      const times: number[] = [];
      for (let i = 0; i < WARM_RUNS; i++) times.push((await post(app, CROSSTAB, crosstab)).ms);
      const tableRow = row(
        `combined /crosstab warm, Market + ${table.banner.length} audience groups, letters`,
        times,
        P9.target,
        P9.limits,
      );
      const sqlT = summarise(sqlTable);
      rows.push(tableRow, {
        ...tableRow,
        limits: undefined,
        case: `combined /crosstab vs SQL (3 statements): ${(sqlT.medianMs / tableRow.medianMs).toFixed(1)}x faster`,
        target: 'report only',
      });
    } finally {
      await app.close();
    }
  } catch (error) {
    console.error('P11 failed:', error);
    const message = error instanceof Error ? error.message : String(error);
    rows.push({
      bench: BENCH,
      case: `did not finish (${message.split('\n')[0]?.slice(0, 120) ?? ''})`,
      runs: 0,
      medianMs: Number.NaN,
      p95Ms: Number.NaN,
      target: P1.target,
      limits: { medianMs: 0 },
    });
  } finally {
    await db.stop();
  }
  return rows;
}
