/**
 * Issue 40 §3 in the results bench: how long the event loop of a node stops while it writes (and
 * reads) a results snapshot, with the bytes laid out on the loop (the design before session 26,
 * `inlineCodec`) and in the worker thread (`SnapshotThread`), in the same run on the same index.
 * Meanwhile a client asks the node's /healthz one call after another (the latency a respondent's
 * answer on that node would wait beside its own work).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pino from 'pino';
import type { QuotaMargins } from '@survey/domain/analysis/quotaMargins';
import type { ResultLayout } from '@survey/domain/results/layout';
import type { ResultsIndex } from '@survey/domain/results/resultsIndex';
import type { Db } from '@survey/server/src/db/database.ts';
import { systemClock } from '@survey/server/src/lib/clock.ts';
import { storedSnapshots } from '@survey/server/src/modules/results/resultsSnapshots.ts';
import {
  inlineCodec,
  SnapshotThread,
  type SnapshotCodec,
} from '@survey/server/src/modules/results/snapshotCodec.ts';
import { summarise, type BenchRow } from './stats.ts';

const BENCH = 'resultsSummary (HTTP REST)';

interface Pause {
  /** The loop's longest stop and its 99th percentile (monitorEventLoopDelay, 1 ms resolution). */
  maxMs: number;
  p99Ms: number;
  /** /healthz calls answered meanwhile, their latencies. */
  healthz: number[];
  /** The write's (or read's) own time. */
  ms: number;
}

/** Runs `work` while the loop's delay is recorded and /healthz is asked one call at a time. */
async function measured(base: string, work: () => Promise<unknown>): Promise<Pause> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  const healthz: number[] = [];
  let done = false;
  const probe = (async () => {
    while (!done) {
      const t = performance.now();
      await (await fetch(`${base}/healthz`)).text();
      healthz.push(performance.now() - t);
    }
  })();
  // A few calls first: the client's connection is open before the work starts.
  await new Promise((r) => setTimeout(r, 200));
  histogram.enable();
  // The monitor's first sample is taken before the work starts (a pause before it is not counted).
  await new Promise((r) => setTimeout(r, 20));
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  // The monitor's own timer records a pause only when it fires late: let it fire once more.
  await new Promise((r) => setTimeout(r, 20));
  histogram.disable();
  done = true;
  await probe;
  return {
    maxMs: histogram.max / 1e6,
    p99Ms: histogram.percentile(99) / 1e6,
    healthz,
    ms,
  };
}

const describe = (p: Pause) =>
  `loop max ${p.maxMs.toFixed(0)} ms, p99 ${p.p99Ms.toFixed(0)} ms; /healthz max ` +
  `${Math.max(0, ...p.healthz).toFixed(0)} ms over ${p.healthz.length} calls; took ${(p.ms / 1000).toFixed(2)} s`;

export async function snapshotLoopRows(opts: {
  db: Db;
  base: string;
  surveyId: string;
  version: number;
  index: ResultsIndex;
  layout: ResultLayout;
  margins: QuotaMargins | null;
}): Promise<BenchRow[]> {
  const log = pino({ level: 'silent' });
  const thread = new SnapshotThread(log);
  const snapshots = (codec: SnapshotCodec) =>
    storedSnapshots({ db: opts.db, clock: systemClock, log, codec });
  const write = (codec: SnapshotCodec) =>
    snapshots(codec).write({
      surveyId: opts.surveyId,
      version: opts.version,
      index: opts.index,
      margins: opts.margins,
      since: new Date(0),
      replacing: true,
    });
  const read = async (codec: SnapshotCodec) => {
    // A survey without loops (the bench's world): no iteration layouts.
    const got = await snapshots(codec).read(
      opts.surveyId,
      opts.version,
      opts.layout,
      opts.margins,
      [],
    );
    if (!('index' in got)) throw new Error(`snapshot not read back: ${got.miss}`);
  };
  try {
    // The thread started and warm (a server's first write pays its start once).
    await write(thread);
    const rows: BenchRow[] = [];
    for (const [what, run] of [
      ['write', write],
      ['read', read],
    ] as const) {
      const before = await measured(opts.base, () => run(inlineCodec));
      const after = await measured(opts.base, () => run(thread));
      console.log(`P10 snapshot ${what} on the loop (before): ${describe(before)}`);
      console.log(`P10 snapshot ${what} in the worker thread: ${describe(after)}`);
      rows.push(
        {
          bench: BENCH,
          case: `snapshot ${what}: event loop's longest pause, on the loop (before issue 40 §3's worker)`,
          ...summarise([before.maxMs]),
          target: 'report only',
        },
        {
          bench: BENCH,
          case:
            `snapshot ${what}: event loop's longest pause in the worker thread, ` +
            `${(before.maxMs / Math.max(1, after.maxMs)).toFixed(1)}x shorter; /healthz max ` +
            `${Math.max(0, ...after.healthz).toFixed(0)} ms vs ${Math.max(0, ...before.healthz).toFixed(0)} ms`,
          ...summarise([after.maxMs]),
          target: 'report only',
        },
      );
    }
    return rows;
  } finally {
    await thread.stop();
  }
}
