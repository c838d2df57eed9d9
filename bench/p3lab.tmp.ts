import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@survey/server/src/db/embeddedPostgres.ts';
import { startBenchDatabase } from './lib/benchDatabase.ts';
import { filledResultsSurvey } from './lib/resultsData.ts';
import { ServerProcess } from './lib/serverProcess.ts';
const N = Number(process.env.N ?? 20000);
const configs: Record<string, string>[] = JSON.parse(process.env.CONFIGS ?? '[{}]');
const db = await startBenchDatabase();
const { surveyId } = await filledResultsSurvey(db, { email: 'lab@example.com', password: 'lab password 123' }, N);
const cases = JSON.parse(process.env.CASES ?? '[["WIDE","CSV_UNENCODED"],["WIDE","CSV_ENCODED"],["WIDE","SPSS"],["LONG","CSV_UNENCODED"],["LONG","SPSS"]]') as string[][];
for (const env of configs) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lab-'));
  const server = new ServerProcess(db.url, await freePort(), { DATA_DIR: dir, RESULTS_WARM_ON_START: 'false', ...env });
  await server.start();
  const token = await server.login('lab@example.com', 'lab password 123');
  const out: string[] = [`${JSON.stringify(env)} start RSS ${server.memory().rssMb.toFixed(0)}`];
  for (let rep = 0; rep < Number(process.env.REPS ?? 1); rep++) {
    for (const [dimension, fileformat] of cases) {
      await db.database.pool.query('DELETE FROM export_jobs WHERE survey_id = $1', [surveyId]);
      let peak = 0;
      const t0 = performance.now();
      const post = await fetch(`${server.base}/v1/dashboard/api/v1.0/raw-data-exports`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ survey_id: surveyId, dimension, fileformat }) });
      let job = (await post.json()) as { exportId: string; status: string; error?: string };
      while (job.status === 'queued' || job.status === 'running') {
        peak = Math.max(peak, server.memory().rssMb);
        await new Promise((r) => setTimeout(r, 50));
        job = (await (await fetch(`${server.base}/v1/dashboard/api/v1.0/raw-data-exports/${job.exportId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as typeof job;
      }
      out.push(`${dimension} ${fileformat} ${job.status} ${((performance.now() - t0) / 1000).toFixed(2)} s peak ${peak.toFixed(0)}`);
    }
  }
  out.push(`VmHWM ${server.memory().peakMb.toFixed(0)}`);
  console.log(out.join('\n'));
  await server.stop();
}
await db.stop();
