/**
 * Diagnostics for issue 40 §3 with loops (not a bench: `npx tsx loopedSnapshotProfile.ts` in
 * bench/): a survey with two looped sections (`loopedSurvey`: a choice, a free text, a slider and
 * a matrix looped over the chosen brands, a choice over two fixed items, a gender quota) at
 * LOOPED_COMPLETES (default 100,000: 400 walked completes under other session ids). In the same
 * run, on the same answers: the index built from the answers (the baseline: each complete's
 * answers parsed from their JSON, as the database hands them over, and added; the database's own
 * read, which a server's build also pays, is left out, so the ratio understates the gain), its
 * snapshot's size, and the index read back from the
 * snapshot on the calling thread and through the worker thread, each then answering its first
 * summary. Wall and CPU time (this process, the thread included) and the load are printed.
 */
import os from 'node:os';
import pino from 'pino';
import { quotaMargins } from '@survey/domain/analysis/quotaMargins';
import { encodeIndexSnapshot } from '@survey/domain/results/indexSnapshot';
import { iterationLayouts } from '@survey/domain/results/iterationLayout';
import { resultLayout } from '@survey/domain/results/layout';
import { newResultsIndex } from '@survey/domain/results/loopedResultsIndex';
import type { StoredAnswers } from '@survey/domain/results/entryStore';
import type { ResultsIndex } from '@survey/domain/results/resultsIndex';
import { loopedSurvey } from '@survey/domain/results/testing/loopedSurvey';
import {
  inlineCodec,
  SnapshotThread,
  type SnapshotCodec,
} from '@survey/server/src/modules/results/snapshotCodec.ts';

const COMPLETES = Number(process.env.LOOPED_COMPLETES ?? 100_000);
const ROUNDS = Number(process.env.LOOPED_ROUNDS ?? 2);
/** The snapshot's first summary must come at least this many times faster than a build's. */
const TARGET_RATIO = 2;

const load = () => `load ${os.loadavg()[0]?.toFixed(1)}`;
const { published, completes } = loopedSurvey(1, 400);
const stored = completes.map((answers) => JSON.stringify(answers));
const layout = resultLayout(published);
const margins = quotaMargins(published);
const units = iterationLayouts(published);

/** Wall and CPU seconds of `work` (CPU: this process, every thread). */
async function timed<T>(work: () => Promise<T> | T): Promise<{ value: T; s: number; cpu: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = await work();
  const used = process.cpuUsage(cpu);
  return {
    value,
    s: (performance.now() - started) / 1000,
    cpu: (used.user + used.system) / 1e6,
  };
}

function built(): ResultsIndex {
  const index = newResultsIndex(layout, margins, units);
  for (let i = 0; i < COMPLETES; i++) {
    const json = stored[i % stored.length];
    if (json)
      index.add(
        `session-${String(i).padStart(8, '0')}`,
        JSON.parse(json) as StoredAnswers,
        1_700_000_000_000 + i,
      );
  }
  index.summary('s', []);
  return index;
}

const first = built();
const bytes = encodeIndexSnapshot(first, margins);
const iterations = first.summary('s', []).results.find((r) => r.base?.unit === 'iterations');
console.log(
  `${COMPLETES} completes (${iterations?.samplesCollected ?? 0} iterations of the first looped card); ` +
    `snapshot ${(bytes.byteLength / 2 ** 20).toFixed(1)} MB (format 2); ${os.cpus().length} cores, ${load()}`,
);

const thread = new SnapshotThread(pino({ level: 'silent' }));
const restored = (codec: SnapshotCodec) => async () => {
  // The driver's parts: 8 MB each, as the store reads them back.
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.byteLength; at += 8 * 2 ** 20) {
    parts.push(Buffer.from(bytes.subarray(at, at + 8 * 2 ** 20)));
  }
  const read = await codec.decode(parts, layout, margins, units);
  if (!('index' in read)) throw new Error(`refused: ${read.refused}`);
  return read.index.summary('s', []);
};
const expected = JSON.stringify(first.summary('s', []));
try {
  for (let round = 1; round <= ROUNDS; round++) {
    const build = await timed(built);
    const inline = await timed(restored(inlineCodec));
    const threaded = await timed(restored(thread));
    const same = [inline, threaded].every((r) => JSON.stringify(r.value) === expected);
    const row = (what: string, t: { s: number; cpu: number }) =>
      `${what} ${t.s.toFixed(2)} s (cpu ${t.cpu.toFixed(2)} s)`;
    const ratio = build.s / threaded.s;
    const cpuRatio = build.cpu / threaded.cpu;
    console.log(
      `round ${round}: ${row('built from the answers', build)}; ${row('snapshot on the loop', inline)}; ` +
        `${row('snapshot via the thread', threaded)}; built/thread ${ratio.toFixed(1)}x wall, ` +
        `${cpuRatio.toFixed(1)}x cpu (target >= ${TARGET_RATIO}x: ${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}); ` +
        `same summary: ${same ? 'yes' : 'NO (FAIL)'}; ${load()}`,
    );
  }
} finally {
  await thread.stop();
}
