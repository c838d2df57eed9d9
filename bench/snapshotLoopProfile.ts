/**
 * Diagnostics for issue 40 §3 (not a bench: `npx tsx snapshotLoopProfile.ts` in bench/): the event
 * loop's longest pause while a results snapshot is encoded and decoded, on the loop (the design
 * before session 26, `inlineCodec`) and in the worker thread (`SnapshotThread`), at P10's 1M
 * completes without the hour of database setup: the index is the engine benches' in-process
 * world (`lib/engineWorld.ts`: 40 questions, quotas, generated texts) filled to
 * SNAPSHOT_COMPLETES (default 1,000,000). No database and no HTTP: the store's and the driver's
 * share of a write or read is not in these figures (`npm run bench -- resultsSummary` has them
 * at 100k with /healthz beside them).
 */
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pino from 'pino';
import { quotaMargins } from '@survey/domain/analysis/quotaMargins';
import {
  inlineCodec,
  SnapshotThread,
  type SnapshotCodec,
} from '@survey/server/src/modules/results/snapshotCodec.ts';
import { engineWorld } from './lib/engineWorld.ts';

const COMPLETES = Number(process.env.SNAPSHOT_COMPLETES ?? 1_000_000);
const ROUNDS = Number(process.env.SNAPSHOT_ROUNDS ?? 2);

/** The loop's longest pause (ms) while `work` runs, and the work's own time. */
async function paused(work: () => Promise<unknown>): Promise<{ maxMs: number; ms: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  // A timer that keeps the loop turning, as a server's sockets do; the monitor's first sample
  // is taken before the work starts (a pause before it is not counted).
  const ticking = setInterval(() => undefined, 1);
  await new Promise((r) => setTimeout(r, 20));
  const started = performance.now();
  await work();
  const ms = performance.now() - started;
  // The monitor's own timer records a pause only when it fires late: let it fire once more.
  await new Promise((r) => setTimeout(r, 20));
  clearInterval(ticking);
  histogram.disable();
  return { maxMs: histogram.max / 1e6, ms };
}

const world = engineWorld();
let t = performance.now();
world.fill(COMPLETES);
const { index } = world;
const layout = index.layout;
const margins = quotaMargins(world.published);
console.log(
  `${COMPLETES} completes filled in ${((performance.now() - t) / 1000).toFixed(1)} s; ` +
    `${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
const thread = new SnapshotThread(pino({ level: 'silent' }));
let stored: Uint8Array = new Uint8Array(0);
const encode = (codec: SnapshotCodec) => async () => {
  stored = await codec.encode(index, margins);
};
const decode = (codec: SnapshotCodec) => async () => {
  // The driver's parts: 8 MB each, as the store reads them back.
  const parts: Buffer[] = [];
  for (let at = 0; at < stored.byteLength; at += 8 * 2 ** 20) {
    parts.push(Buffer.from(stored.subarray(at, at + 8 * 2 ** 20)));
  }
  const read = await codec.decode(parts, layout, margins, []);
  if (!('index' in read) || read.index.size !== index.size) throw new Error('not read back');
};
t = performance.now();
await encode(thread)();
console.log(
  `snapshot ${(stored.byteLength / 2 ** 20).toFixed(1)} MB; the thread started and encoded in ` +
    `${((performance.now() - t) / 1000).toFixed(2)} s`,
);
try {
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [what, run] of [
      ['encode', encode],
      ['decode (parts copied into the codec included)', decode],
    ] as const) {
      const before = await paused(run(inlineCodec));
      const after = await paused(run(thread));
      console.log(
        `round ${round} ${what}: loop's longest pause on the loop ${before.maxMs.toFixed(0)} ms ` +
          `(took ${(before.ms / 1000).toFixed(2)} s), in the thread ${after.maxMs.toFixed(0)} ms ` +
          `(took ${(after.ms / 1000).toFixed(2)} s): ${(before.maxMs / Math.max(1, after.maxMs)).toFixed(1)}x ` +
          `shorter; load ${os.loadavg()[0]?.toFixed(2)}`,
      );
    }
  }
} finally {
  await thread.stop();
}
