import type { DraftAudience } from '@survey/domain/audience/model';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { draftAudiences } from './draftAudience.tables.ts';

export interface DraftAudienceRow {
  surveyId: string;
  version: number;
  document: DraftAudience;
  activePreset: string;
  updatedAt: Date;
}

/** The stored audience; `forUpdate` locks the row until the transaction ends. */
export async function findDraftAudience(
  db: Executor,
  surveyId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<DraftAudienceRow | undefined> {
  const q = db.select().from(draftAudiences).where(eq(draftAudiences.surveyId, surveyId));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

/** Creates the audience at version 1 unless it exists (a concurrent first read made it). */
export async function insertDraftAudience(
  db: Executor,
  document: DraftAudience,
  now: Date,
): Promise<void> {
  await db
    .insert(draftAudiences)
    .values({ surveyId: document.surveyId, version: 1, document, updatedAt: now })
    .onConflictDoNothing();
}

/**
 * Writes a changed document as the next version and answers the row as written. Only the
 * timestamp comes back from PostgreSQL: the caller holds the document it wrote (sending the
 * whole JSONB back and parsing it again cost every audience mutation).
 */
export async function writeDraftAudience(
  db: Executor,
  row: Pick<DraftAudienceRow, 'surveyId' | 'version' | 'document' | 'activePreset'>,
  now: Date,
): Promise<DraftAudienceRow> {
  const [written] = await db
    .update(draftAudiences)
    .set({
      version: row.version,
      document: row.document,
      activePreset: row.activePreset,
      updatedAt: now,
    })
    .where(eq(draftAudiences.surveyId, row.surveyId))
    .returning({ updatedAt: draftAudiences.updatedAt });
  if (!written) throw new Error(`draft audience ${row.surveyId} vanished while locked`);
  return { ...row, updatedAt: written.updatedAt };
}

/**
 * Writes the next version in one statement (its own transaction) if the stored version is still
 * `expected` and `guard` holds (the survey is still the caller's draft); false when nothing
 * matched. The document comes as its JSON text, which the caller also parses for its cache.
 */
export async function writeDraftAudienceIfAt(
  db: Executor,
  expected: number,
  row: Pick<DraftAudienceRow, 'surveyId' | 'version' | 'activePreset'> & { json: string },
  guard: SQL,
  now: Date,
): Promise<boolean> {
  const written = await db
    .update(draftAudiences)
    .set({
      version: row.version,
      document: sql`${row.json}::jsonb`,
      activePreset: row.activePreset,
      updatedAt: now,
    })
    .where(
      and(
        eq(draftAudiences.surveyId, row.surveyId),
        eq(draftAudiences.version, expected),
        guard,
      ),
    );
  return (written.rowCount ?? 0) === 1;
}
