import { SimulatedPanel } from '@survey/server/src/modules/panel/panelSupplier.ts';
import { LiveSurveys } from '@survey/server/src/modules/orders/liveSurveys.queries.ts';
import type { Database } from '@survey/server/src/db/database.ts';
import type { BenchDatabase } from '@survey/testkit/direct/benchDatabase';
import { generateResults, type GeneratedData } from '@survey/testkit/direct/resultsData';
import { buyResultsSurvey } from '@survey/testkit/direct/resultsSurvey';
import { WALKED_COMPLETES } from './benchSize.ts';
import { multiplyResults, type ScaleFigures } from './resultsScale.ts';

/**
 * The results benches' data: testkit's generator (`generateResults`, the simulated panel's
 * members walked in process and written in bulk) at the bench's size (BENCH_WALKED_COMPLETES
 * walked, the rest copied inside PostgreSQL), with its progress on the console.
 */
export { generateResults };

/**
 * A bought results survey filled with `completes` completes by simulated panel members: the setup
 * every results and export bench shares.
 */
export async function filledResultsSurvey(
  db: BenchDatabase,
  login: { email: string; password: string },
  completes: number,
  opts: { copyAnswers?: boolean } = {},
) {
  // The purchase's feasibility needs ~4 qualified panel members per complete (14 days at most).
  const panel = new SimulatedPanel(Math.max(200_000, completes * 5));
  const { surveyId } = await buyResultsSurvey(db, panel, { ...login, samplesNeeded: completes });
  const live = await new LiveSurveys(db.database.db).current(surveyId);
  if (!live) throw new Error('bench: the results survey was not published');
  const copies = Math.max(1, Math.ceil(completes / WALKED_COMPLETES)) - 1;
  const data = await generateResults(db.database, live, panel.population('GB'), {
    share: copies + 1,
  });
  const scale =
    copies > 0
      ? await scaleUp(db.database, surveyId, data, copies, { answers: opts.copyAnswers ?? true })
      : null;
  return { surveyId, live, data: scale ? scale.data : data, scale: scale?.figures ?? null };
}

/**
 * The walked completes copied `copies` times inside PostgreSQL (multiplyResults), with its
 * progress on the console; the generated figures multiplied as the rows were.
 */
export async function scaleUp(
  database: Database,
  surveyId: string,
  data: GeneratedData,
  copies: number,
  opts: { answers: boolean } = { answers: true },
): Promise<{ data: GeneratedData; figures: ScaleFigures }> {
  const figures = await multiplyResults(
    database,
    surveyId,
    copies,
    (line) => console.log(`  scaling up: ${line}`),
    opts,
  );
  const times = copies + 1;
  console.log(
    `  scaled up: ${data.completes} walked completes x ${times} in ` +
      `${(figures.ms / 1000).toFixed(1)} s (vacuum included); database ` +
      `${(figures.databaseBytes / 2 ** 30).toFixed(2)} GiB on disk`,
  );
  return {
    figures,
    data: {
      ...data,
      sessions: data.sessions * times,
      completes: data.completes * times,
      screenedOut: data.screenedOut * times,
      quotaFull: data.quotaFull * times,
      dropped: data.dropped * times,
      answers: opts.answers ? data.answers * times : data.answers,
    },
  };
}
