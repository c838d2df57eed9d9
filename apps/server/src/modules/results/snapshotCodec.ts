/**
 * Where a results snapshot's bytes are laid out and read back (issue 40 §3). At 1M completes
 * laying out the bytes took 5.7 s and reading them 6.2 s of the event loop, during which the node
 * answered nothing (respondents' answers included). `SnapshotThread` does both in a worker thread:
 * the loop only copies the index's arrays once into pieces whose buffers are handed over
 * (transferred, not copied), and adopts the buffers that come back, a slice at a time with the
 * loop turning between slices (`snapshotSlices`, `restoredSlices`). `inlineCodec` does all of it
 * on the calling thread in one go (the design before: the bench's baseline, and the fallback when
 * the thread fails).
 */
import { Worker } from 'node:worker_threads';
import type { QuotaMargins } from '@survey/domain/analysis/quotaMargins';
import {
  decodeIndexSnapshot,
  encodeIndexSnapshot,
  type SnapshotRefusal,
} from '@survey/domain/results/indexSnapshot';
import type { IterationLayout } from '@survey/domain/results/iterationLayout';
import type { ResultLayout } from '@survey/domain/results/layout';
import type { ResultsIndex } from '@survey/domain/results/resultsIndex';
import {
  restoredSlices,
  snapshotShape,
  snapshotSlices,
  transferablesOf,
  type SnapshotPieces,
  type SnapshotShape,
} from '@survey/domain/results/snapshotPieces';
import type { Logger } from '../../lib/logger.ts';
import { workerScript } from '../../platform/workerScript.ts';

export type SnapshotRead = { pieces: SnapshotPieces } | { refused: SnapshotRefusal };

export type IndexRead = { index: ResultsIndex } | { refused: SnapshotRefusal };

export interface SnapshotCodec {
  /** The snapshot's bytes of the index as it is at the call. */
  encode(index: ResultsIndex, margins: QuotaMargins | null): Promise<Uint8Array>;
  /**
   * The index stored in the parts (in order; they are handed over) on this layout, margins and
   * looped sections (`iterationLayouts`), or why it is refused.
   */
  decode(
    parts: Uint8Array[],
    layout: ResultLayout,
    margins: QuotaMargins | null,
    units: readonly IterationLayout[],
  ): Promise<IndexRead>;
  /** Stops the thread, if any (the server's close). */
  stop(): Promise<void>;
}

/** A job for the thread. */
export type CodecJob =
  | { id: number; encode: SnapshotPieces }
  | { id: number; decode: { parts: Uint8Array[]; shape: SnapshotShape } };

/** The thread's answer: the bytes, the pieces (or why they are refused), or why it failed. */
export type CodecAnswer =
  | { id: number; bytes: Uint8Array }
  | { id: number; read: SnapshotRead }
  | { id: number; error: string };

/** Everything on the calling thread in one go, as before issue 40 §3's worker. */
export const inlineCodec: SnapshotCodec = {
  encode: (index, margins) => Promise.resolve(encodeIndexSnapshot(index, margins)),
  decode: (parts, layout, margins, units) =>
    Promise.resolve(decodeIndexSnapshot(Buffer.concat(parts), layout, margins, units)),
  stop: () => Promise.resolve(),
};

/** Runs the slices to their end, letting the event loop turn between two. */
async function betweenTurns<T>(slices: Generator<void, T>): Promise<T> {
  for (;;) {
    const step = slices.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Stopped after this long without a job (its memory goes back). */
const IDLE_MS = 60_000;

/** A buffer that can be handed over whole (a pooled Buffer's cannot: copied first). */
function ownBuffer(part: Uint8Array): Uint8Array {
  return part.byteOffset === 0 && part.byteLength === part.buffer.byteLength
    ? part
    : new Uint8Array(part);
}

interface Pending {
  resolve(answer: CodecAnswer): void;
  reject(error: Error): void;
}

interface Running {
  worker: Worker;
  /** The jobs this thread holds (one stopping never fails the next one's). */
  pending: Map<number, Pending>;
}

export class SnapshotThread implements SnapshotCodec {
  private running: Running | undefined;
  private nextId = 0;
  private idle: NodeJS.Timeout | undefined;

  constructor(private readonly log: Logger) {}

  async encode(index: ResultsIndex, margins: QuotaMargins | null): Promise<Uint8Array> {
    return this.encodePieces(await betweenTurns(snapshotSlices(index, margins)));
  }

  async decode(
    parts: Uint8Array[],
    layout: ResultLayout,
    margins: QuotaMargins | null,
    units: readonly IterationLayout[],
  ): Promise<IndexRead> {
    const read = await this.decodePieces(parts, snapshotShape(layout, margins, units));
    if ('refused' in read) return read;
    try {
      return { index: await betweenTurns(restoredSlices(read.pieces, layout, margins, units)) };
    } catch {
      return { refused: 'CORRUPT' };
    }
  }

  /** The bytes laid out in the thread; `pieces` is handed over (unusable afterwards). */
  async encodePieces(pieces: SnapshotPieces): Promise<Uint8Array> {
    const answer = await this.run((id) => ({ id, encode: pieces }), transferablesOf(pieces));
    if (!('bytes' in answer)) throw new Error('the snapshot thread answered no bytes');
    return answer.bytes;
  }

  /** The parts checked and cut into pieces in the thread; `parts` are handed over. */
  async decodePieces(parts: Uint8Array[], shape: SnapshotShape): Promise<SnapshotRead> {
    const own = parts.map(ownBuffer);
    const answer = await this.run(
      (id) => ({ id, decode: { parts: own, shape } }),
      own.map((p) => p.buffer as ArrayBuffer),
    );
    if (!('read' in answer)) throw new Error('the snapshot thread answered no pieces');
    return answer.read;
  }

  async stop(): Promise<void> {
    clearTimeout(this.idle);
    const running = this.running;
    this.running = undefined;
    await running?.worker.terminate();
  }

  private run(job: (id: number) => CodecJob, transfer: ArrayBuffer[]): Promise<CodecAnswer> {
    clearTimeout(this.idle);
    const running = this.running ?? this.start();
    // Held while it has work (an idle thread never keeps the process alive).
    running.worker.ref();
    const id = this.nextId++;
    return new Promise<CodecAnswer>((resolve, reject) => {
      running.pending.set(id, { resolve, reject });
      running.worker.postMessage(job(id), transfer);
    });
  }

  private start(): Running {
    const { script, eval: isEval } = workerScript(
      new URL('./indexSnapshot.worker.ts', import.meta.url),
      'snapshotWorker',
    );
    const worker = new Worker(script, { eval: isEval });
    const running: Running = { worker, pending: new Map() };
    worker.on('message', (answer: CodecAnswer) => {
      const pending = running.pending.get(answer.id);
      running.pending.delete(answer.id);
      if ('error' in answer) pending?.reject(new Error(`snapshot thread: ${answer.error}`));
      else pending?.resolve(answer);
      if (running.pending.size === 0 && this.running === running) {
        worker.unref();
        this.idle = setTimeout(() => void this.stop(), IDLE_MS).unref();
      }
    });
    worker.on('error', (error) => this.log.error({ err: error }, 'snapshot thread failed'));
    worker.on('exit', (code) => {
      if (this.running === running) this.running = undefined;
      const stopped = new Error(`the snapshot thread exited (code ${code})`);
      for (const p of running.pending.values()) p.reject(stopped);
      running.pending.clear();
    });
    this.running = running;
    return running;
  }
}
