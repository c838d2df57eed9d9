import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { savedCrosstabs } from './results.tables.ts';

export type SavedCrosstabRow = typeof savedCrosstabs.$inferSelect;

/** A saved table's scope: the survey's own (undefined) or across its project's markets. */
export type TableScope = 'all' | undefined;

const inScope = (surveyId: string, markets: TableScope) =>
  and(
    eq(savedCrosstabs.surveyId, surveyId),
    markets ? eq(savedCrosstabs.markets, markets) : isNull(savedCrosstabs.markets),
  );

/** A survey's saved tables of one scope (its own unless `markets`), oldest first. */
export async function crosstabsOfSurvey(
  db: Executor,
  surveyId: string,
  markets: TableScope = undefined,
): Promise<SavedCrosstabRow[]> {
  return db
    .select()
    .from(savedCrosstabs)
    .where(inScope(surveyId, markets))
    .orderBy(asc(savedCrosstabs.createdAt), asc(savedCrosstabs.id));
}

export async function countCrosstabs(
  db: Executor,
  surveyId: string,
  markets: TableScope,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedCrosstabs)
    .where(inScope(surveyId, markets));
  return row?.n ?? 0;
}

/** Throws PostgreSQL's unique violation when the survey already has a table of that name. */
export async function insertCrosstab(
  db: Executor,
  values: typeof savedCrosstabs.$inferInsert,
): Promise<SavedCrosstabRow> {
  const [row] = await db.insert(savedCrosstabs).values(values).returning();
  if (!row) throw new Error('saved crosstab not inserted');
  return row;
}

/** Deletes the account's table; false when there is none with that id in the account. */
export async function deleteCrosstab(
  db: Executor,
  id: string,
  accountId: string,
): Promise<string | undefined> {
  const rows = await db
    .delete(savedCrosstabs)
    .where(and(eq(savedCrosstabs.id, id), eq(savedCrosstabs.accountId, accountId)))
    .returning({ surveyId: savedCrosstabs.surveyId });
  return rows[0]?.surveyId;
}

/** One of the account's saved tables; undefined for unknown ids and other accounts' tables. */
export async function crosstabOfAccount(
  db: Executor,
  id: string,
  accountId: string,
): Promise<SavedCrosstabRow | undefined> {
  const [row] = await db
    .select()
    .from(savedCrosstabs)
    .where(and(eq(savedCrosstabs.id, id), eq(savedCrosstabs.accountId, accountId)));
  return row;
}
