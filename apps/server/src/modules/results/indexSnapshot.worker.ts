/**
 * The results snapshots' worker thread entry (`snapshotCodec.ts` starts it): lays a snapshot's
 * bytes out from its pieces, and checks and cuts stored bytes into pieces, off the event loop.
 * Every buffer goes back transferred, never copied.
 */
import { parentPort } from 'node:worker_threads';
import { assembleSnapshot, readSnapshotPieces } from '@survey/domain/results/indexSnapshot';
import { transferablesOf } from '@survey/domain/results/snapshotPieces';
import type { CodecAnswer, CodecJob } from './snapshotCodec.ts';

const port = parentPort;
if (!port) throw new Error('indexSnapshot.worker.ts runs as a worker thread only');

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

port.on('message', (job: CodecJob) => {
  try {
    if ('encode' in job) {
      const bytes = assembleSnapshot(job.encode);
      const answer: CodecAnswer = { id: job.id, bytes };
      port.postMessage(answer, [bytes.buffer as ArrayBuffer]);
      return;
    }
    const read = readSnapshotPieces(concat(job.decode.parts), job.decode.shape);
    const answer: CodecAnswer = { id: job.id, read };
    port.postMessage(answer, 'pieces' in read ? transferablesOf(read.pieces) : []);
  } catch (error) {
    const answer: CodecAnswer = {
      id: job.id,
      error: error instanceof Error ? error.message : String(error),
    };
    port.postMessage(answer);
  }
});
