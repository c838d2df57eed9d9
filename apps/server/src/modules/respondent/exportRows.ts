/**
 * Brings a survey's export rows up to date before an export reads them: completes whose row is
 * missing (they completed before rows were stored) or stale (made for another published version
 * or format) get theirs worked out from the session's state, a page at a time. Completes of a
 * running survey write their own row as they complete (settle.ts), so this is usually no work.
 */
import { EXPORT_ROW_FORMAT, exportRowOf } from '@survey/domain/exports/exportRow';
import type { Executor } from '../../db/database.ts';
import {
  exportCompletesByIds,
  missingExportRows,
  staleExportRowIds,
  type ExportRowKey,
} from './exportCompletes.store.ts';
import type { LiveSurvey } from '../orders/liveSurveys.queries.ts';
import { exportRowsUpsert } from './sessions.store.ts';

/** Completes worked out per statement. */
const CATCH_UP_PAGE = 500;

/** The rows an export of this live survey reads. */
export const exportRowKey = (live: LiveSurvey): ExportRowKey => ({
  surveyId: live.surveyId,
  publishedVersion: live.version,
  format: EXPORT_ROW_FORMAT,
});

/** Writes every missing or stale export row of the survey; answers how many it wrote. */
export async function catchUpExportRows(db: Executor, live: LiveSurvey): Promise<number> {
  const key = exportRowKey(live);
  if ((await missingExportRows(db, key)) === 0) return 0;
  let written = 0;
  let after: string | null = null;
  for (;;) {
    const ids = await staleExportRowIds(db, key, after, CATCH_UP_PAGE);
    if (ids.length === 0) return written;
    after = ids[ids.length - 1] ?? null;
    const completes = await exportCompletesByIds(db, ids);
    await exportRowsUpsert(
      db,
      completes.map((c) => ({
        sessionId: c.sessionId,
        ...key,
        ...exportRowOf(live.published, { ...c, status: 'complete' }),
      })),
    );
    written += completes.length;
  }
}
