import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { fieldHealthActions } from './fieldHealth.tables.ts';

export type FieldHealthActionRow = typeof fieldHealthActions.$inferSelect;

/** Records an action unless the survey already had this one: true when this call recorded it. */
export async function recordAction(db: Executor, row: FieldHealthActionRow): Promise<boolean> {
  const inserted = await db
    .insert(fieldHealthActions)
    .values(row)
    .onConflictDoNothing()
    .returning({ surveyId: fieldHealthActions.surveyId });
  return inserted.length > 0;
}

/** The survey's actions, the latest first. */
export function actionsOf(db: Executor, surveyId: string): Promise<FieldHealthActionRow[]> {
  return db
    .select()
    .from(fieldHealthActions)
    .where(eq(fieldHealthActions.surveyId, surveyId))
    .orderBy(desc(fieldHealthActions.actedAt));
}
