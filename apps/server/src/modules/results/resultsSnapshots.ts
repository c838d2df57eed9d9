/**
 * Stored snapshots of the results indexes (issue 40 §3, README "Stored snapshots"): a node that
 * starts or takes over a survey reads the index back instead of decoding every stored answer, then
 * catches up with the completes after it (the cache does that, `resultsCache.ts`).
 */
import type { QuotaMargins } from '@survey/domain/analysis/quotaMargins';
import {
  readsSnapshotFormat,
  snapshotFormatOf,
  type SnapshotRefusal,
} from '@survey/domain/results/indexSnapshot';
import type { IterationLayout } from '@survey/domain/results/iterationLayout';
import type { ResultLayout } from '@survey/domain/results/layout';
import type { ResultsIndex } from '@survey/domain/results/resultsIndex';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { dataRevisionOf } from '../exports/dataRevision.queries.ts';
import { snapshotHeaderOf, snapshotPartsOf, writeSnapshot } from './resultsSnapshots.store.ts';
import { inlineCodec, type IndexRead, type SnapshotCodec } from './snapshotCodec.ts';

export interface SnapshotWrite {
  surveyId: string;
  version: number;
  index: ResultsIndex;
  margins: QuotaMargins | null;
  /** The index holds every complete stamped before this (the cache's catch-up watermark). */
  since: Date;
  /** The stored snapshot was refused: replace it whatever it holds. */
  replacing: boolean;
}

/** Why no stored index was used: none of this version, or one refused on reading. */
export type SnapshotMiss = 'NONE' | SnapshotRefusal;

export interface IndexSnapshots {
  /** The stored index of this version on its layout, margins and looped sections (`units`). */
  read(
    surveyId: string,
    version: number,
    layout: ResultLayout,
    margins: QuotaMargins | null,
    units: readonly IterationLayout[],
  ): Promise<{ index: ResultsIndex } | { miss: SnapshotMiss }>;
  /** Stores the index (answers whether it was written: a newer one may be stored already). */
  write(w: SnapshotWrite): Promise<boolean>;
}

/**
 * Snapshots in PostgreSQL (`results_index_snapshots`, its parts in bytea), laid out and read back
 * by `codec` (absent: on the calling thread). A codec that fails (its thread could not start or
 * died) is not the snapshot's fault: that one write or read is done on the calling thread.
 */
export function storedSnapshots(deps: {
  db: Db;
  clock: Clock;
  log: Logger;
  codec?: SnapshotCodec;
}): IndexSnapshots {
  const { db, log } = deps;
  const codec = deps.codec ?? inlineCodec;
  return {
    async read(surveyId, version, layout, margins, units) {
      const header = await snapshotHeaderOf(db, surveyId);
      if (!header || header.version !== version) return { miss: 'NONE' };
      if (!readsSnapshotFormat(header.format)) return { miss: 'FORMAT' };
      let read: IndexRead;
      try {
        read = await codec.decode(await snapshotPartsOf(db, surveyId), layout, margins, units);
      } catch (error) {
        log.warn({ err: error, surveyId }, 'results snapshot codec failed, reading on the loop');
        const parts = await snapshotPartsOf(db, surveyId);
        read = await inlineCodec.decode(parts, layout, margins, units);
      }
      if ('refused' in read) {
        log.warn({ surveyId, refused: read.refused }, 'results index snapshot refused, rebuilding');
        return { miss: read.refused };
      }
      return { index: read.index };
    },
    async write(w) {
      try {
        return await write(w);
      } catch (error) {
        log.warn({ err: error, surveyId: w.surveyId }, 'results index snapshot not written');
        throw error;
      }
    },
  };

  async function write(w: SnapshotWrite): Promise<boolean> {
    const dataRevision = await dataRevisionOf(db, w.surveyId);
    const started = performance.now();
    let bytes: Uint8Array;
    try {
      bytes = await codec.encode(w.index, w.margins);
    } catch (error) {
      log.warn(
        { err: error, surveyId: w.surveyId },
        'results snapshot codec failed, encoding on the loop',
      );
      bytes = await inlineCodec.encode(w.index, w.margins);
    }
    const encodeMs = Math.round(performance.now() - started);
    const written = await writeSnapshot(
      db,
      {
        surveyId: w.surveyId,
        version: w.version,
        format: snapshotFormatOf(bytes),
        completes: w.index.size,
        since: w.since,
        dataRevision,
        encodeMs,
        writtenAt: deps.clock(),
      },
      bytes,
      w.replacing,
    );
    log.debug(
      { surveyId: w.surveyId, completes: w.index.size, bytes: bytes.byteLength, written },
      'results index snapshot',
    );
    return written;
  }
}
