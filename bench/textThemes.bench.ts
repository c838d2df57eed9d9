import pino from 'pino';
import { QuestionnaireBuilder } from '@survey/domain/questionnaire/testing/builders';
import type { ThemesResponse } from '@survey/domain/results/analysisContract';
import type { ResponseFilter } from '@survey/domain/results/contract';
import { resultLayout } from '@survey/domain/results/layout';
import { SimulatedPanel } from '@survey/server/src/modules/panel/panelSupplier.ts';
import { LiveSurveys } from '@survey/server/src/modules/orders/liveSurveys.queries.ts';
import { startBenchApp, type BenchApp } from './lib/benchApp.ts';
import { startBenchDatabase, type BenchDatabase } from '@survey/testkit/direct/benchDatabase';
import { freeTexts } from './lib/freeTexts.ts';
import { generateResults } from './lib/resultsData.ts';
import { buyResultsSurvey } from '@survey/testkit/direct/resultsSurvey';
import { summarise, type BenchRow } from './lib/stats.ts';

const BENCH = 'textThemes (HTTP REST)';
const EMAIL = 'bench-themes@example.com';
const PASSWORD = 'bench password 123';
/** Issue 26 Figures: themes of 100k free-text answers; THEMES_COMPLETES shrinks a trial run. */
const COMPLETES = Number(process.env.THEMES_COMPLETES ?? 100_000);
const CACHED_RUNS = 30;
const BASELINE_RUNS = 3;
const COLD = { target: 'themes of 100k answers <= 2 s once', limits: { medianMs: 2000 } };
const THEMES = '/v2/survey-results/api/v1.0/themes';
const SUMMARY = '/v2/survey-results/api/v1.0/summary';

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
 * A bought survey (a drink choice, then 'What could we do better?') filled by simulated panel
 * members through the path engine; then each complete's free text is replaced by a generated
 * one (`freeTexts`, seeded) in the session state the results index reads.
 */
async function setup(db: BenchDatabase) {
  const start = performance.now();
  const panel = new SimulatedPanel(Math.max(200_000, COMPLETES * 5));
  const questionnaire = new QuestionnaireBuilder()
    .question('Which do you buy most?', ['Coffee', 'Tea', 'Juice'], 'Basic')
    .question('What could we do better?', [], 'FreeText')
    .build();
  const { surveyId } = await buyResultsSurvey(db, panel, {
    email: EMAIL,
    password: PASSWORD,
    samplesNeeded: COMPLETES,
    questionnaire,
  });
  const live = await new LiveSurveys(db.database.db).current(surveyId);
  if (!live) throw new Error('themes bench: the survey was not published');
  const data = await generateResults(db.database, live, panel.population('GB'));
  const layout = resultLayout(live.published);
  const text = layout.entries.find((e) => e.answerKind === 'text');
  const drink = layout.entries.find((e) => e.label === 'Q1');
  if (!text || !drink) throw new Error('themes bench: questions missing');
  const texts = freeTexts(data.completes, 26);
  await db.database.pool.query(
    `UPDATE respondent_sessions s
        SET state = jsonb_set(s.state, ARRAY['answers', $2::text],
                              jsonb_build_object('kind', 'text', 'text', t.text))
       FROM (SELECT id, row_number() OVER (ORDER BY id) AS n
               FROM respondent_sessions WHERE survey_id = $1 AND status = 'complete') r
       JOIN unnest($3::text[]) WITH ORDINALITY AS t(text, n) ON t.n = r.n
      WHERE s.id = r.id`,
    [surveyId, text.pageKey, texts],
  );
  await db.database.pool.query('VACUUM ANALYZE respondent_sessions');
  console.log(
    `themes setup: ${data.completes} completes with generated free text in ` +
      `${((performance.now() - start) / 1000).toFixed(1)} s`,
  );
  return {
    surveyId,
    questionId: text.id,
    pageKey: text.pageKey,
    drinkFilter: {
      questionId: drink.id,
      matrixTitleId: null,
      responseOptionIds: [drink.rows[0]?.id ?? ''],
    } satisfies ResponseFilter,
  };
}

/** The baseline: PostgreSQL's own English stemming and counting of the same answers' lexemes. */
async function baseline(db: BenchDatabase, surveyId: string, pageKey: string) {
  const times: number[] = [];
  for (let i = 0; i < BASELINE_RUNS; i++) {
    const start = performance.now();
    await db.database.pool.query(
      `SELECT lexeme, count(*) AS n
         FROM respondent_sessions s,
              unnest(tsvector_to_array(to_tsvector('english', s.state -> 'answers' -> $2 ->> 'text'))) AS lexeme
        WHERE s.survey_id = $1 AND s.status = 'complete'
        GROUP BY lexeme ORDER BY n DESC LIMIT 48`,
      [surveyId, pageKey],
    );
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * Issue 26 Figures: POST /themes over real HTTP on a free-text question with 100k answers, the
 * first call (stems of every answer, then the themes) and the cached calls after it, with and
 * without a filter; beside PostgreSQL's to_tsvector('english') + count of lexemes over the same
 * answers. The index is built by a /summary first (its cost is P1's, reported for reference).
 */
export default async function bench(): Promise<BenchRow[]> {
  const db = await startBenchDatabase();
  const rows: BenchRow[] = [];
  try {
    const s = await setup(db);
    rows.push(
      row(
        'baseline: SQL to_tsvector + count of lexemes',
        await baseline(db, s.surveyId, s.pageKey),
      ),
    );
    const app = await startBenchApp(
      db,
      pino({ level: 'silent' }),
      { email: EMAIL, password: PASSWORD },
      { RESULTS_WARM_ON_START: 'false' },
    );
    try {
      const build = await post(app, SUMMARY, { surveyId: s.surveyId, responseFilters: [] });
      rows.push(row('index build (first /summary, for reference)', [build.ms]));
      const request = { surveyId: s.surveyId, questionId: s.questionId, responseFilters: [] };
      const cold = await post<ThemesResponse>(app, THEMES, request);
      rows.push(
        row(
          `/themes first call, ${cold.body.answered} answers`,
          [cold.ms],
          COLD.target,
          COLD.limits,
        ),
      );
      console.log(`themes: ${cold.body.themes.map((t) => `${t.label} ${t.count}`).join('; ')}`);
      const cached: number[] = [];
      for (let i = 0; i < CACHED_RUNS; i++) cached.push((await post(app, THEMES, request)).ms);
      rows.push(row('/themes cached', cached, 'cached after: report'));
      const filtered: number[] = [];
      const withFilter = { ...request, responseFilters: [s.drinkFilter] };
      for (let i = 0; i < CACHED_RUNS; i++) filtered.push((await post(app, THEMES, withFilter)).ms);
      rows.push(row('/themes cached, 1 filter', filtered));
      const theme = cold.body.themes[0];
      if (theme) {
        const byTheme = {
          surveyId: s.surveyId,
          responseFilters: [
            { questionId: s.questionId, matrixTitleId: null, responseOptionIds: [theme.id] },
          ],
        };
        const times: number[] = [];
        for (let i = 0; i < CACHED_RUNS; i++) times.push((await post(app, SUMMARY, byTheme)).ms);
        rows.push(row(`/summary filtered by theme '${theme.label}'`, times));
      }
    } finally {
      await app.close();
    }
  } catch (error) {
    console.error('themes bench failed:', error);
    const message = error instanceof Error ? error.message : String(error);
    rows.push({
      bench: BENCH,
      case: `did not finish (${message.split('\n')[0]?.slice(0, 120) ?? ''})`,
      runs: 0,
      medianMs: Number.NaN,
      p95Ms: Number.NaN,
      target: COLD.target,
      limits: { medianMs: 0 },
    });
  } finally {
    await db.stop();
  }
  return rows;
}
