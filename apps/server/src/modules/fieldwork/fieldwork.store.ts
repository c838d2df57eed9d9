import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { fieldwork } from './fieldwork.tables.ts';

export type FieldworkRow = typeof fieldwork.$inferSelect;
export type NewFieldworkRow = typeof fieldwork.$inferInsert;

export async function findFieldwork(
  db: Executor,
  surveyId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<FieldworkRow | undefined> {
  const q = db.select().from(fieldwork).where(eq(fieldwork.surveyId, surveyId));
  const [row] = opts.forUpdate ? await q.for('update') : await q;
  return row;
}

/** Inserts unless the survey has fieldwork already; undefined then. */
export async function insertFieldwork(
  db: Executor,
  values: NewFieldworkRow,
): Promise<FieldworkRow | undefined> {
  const [row] = await db.insert(fieldwork).values(values).onConflictDoNothing().returning();
  return row;
}

/** Inserts, or replaces everything but created_at of an existing row. */
export async function upsertFieldwork(db: Executor, values: NewFieldworkRow): Promise<void> {
  const { surveyId: _surveyId, createdAt: _createdAt, ...changes } = values;
  await db
    .insert(fieldwork)
    .values(values)
    .onConflictDoUpdate({ target: fieldwork.surveyId, set: changes });
}

export async function updateFieldworkRow(
  db: Executor,
  surveyId: string,
  changes: Partial<Omit<NewFieldworkRow, 'surveyId' | 'createdAt'>>,
): Promise<FieldworkRow | undefined> {
  const [row] = await db
    .update(fieldwork)
    .set(changes)
    .where(eq(fieldwork.surveyId, surveyId))
    .returning();
  return row;
}

export async function samplesNeededOf(
  db: Executor,
  surveyIds: string[],
): Promise<Map<string, number>> {
  if (surveyIds.length === 0) return new Map();
  const rows = await db
    .select({ surveyId: fieldwork.surveyId, samplesNeeded: fieldwork.samplesNeeded })
    .from(fieldwork)
    .where(inArray(fieldwork.surveyId, surveyIds));
  return new Map(rows.map((r) => [r.surveyId, r.samplesNeeded]));
}
