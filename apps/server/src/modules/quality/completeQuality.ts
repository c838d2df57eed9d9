import { createHash } from 'node:crypto';
import type { Executor } from '../../db/database.ts';
import type { CompleteQualityRecord } from '../respondent/settle.ts';
import { insertCompleteQuality } from './completeQuality.store.ts';

/** The column is a PostgreSQL integer (24 days in ms: no session lives that long). */
const INTEGER_MAX = 2_147_483_647;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Stores a complete's quality record in the completing transaction: one indexed insert. Free
 * texts are kept only as hashes of their normalised form (duplicates are found by hash).
 * compose.ts hands this to the respondent module (`RecordCompleteQuality`).
 */
export async function recordCompleteQuality(
  db: Executor,
  record: CompleteQualityRecord,
): Promise<void> {
  await insertCompleteQuality(db, {
    sessionId: record.sessionId,
    surveyId: record.surveyId,
    respondentId: record.respondentId,
    supplierCode: record.supplierCode,
    fingerprint: record.fingerprint,
    lengthMs: Math.min(INTEGER_MAX, Math.max(0, Math.round(record.lengthMs))),
    completedAt: record.completedAt,
    flags: record.flags,
    textHashes: record.texts.map((t) => ({ label: t.label, hash: sha256(t.normalised) })),
  });
}
