import { and, asc, eq, inArray, isNull, lte, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { trackers, trackerWaves } from './trackers.tables.ts';

export type TrackerRow = typeof trackers.$inferSelect;
export type WaveRow = typeof trackerWaves.$inferSelect;
export type WaveStatus = WaveRow['status'];

export async function insertTracker(
  db: Executor,
  values: Omit<typeof trackers.$inferInsert, 'id'>,
): Promise<TrackerRow> {
  const [row] = await db.insert(trackers).values(values).returning();
  if (!row) throw new Error('tracker insert returned no row');
  return row;
}

/** The account's tracker with this id; `lock` holds it until the transaction ends. */
export async function findTracker(
  db: Executor,
  accountId: string,
  trackerId: string,
  opts: { lock?: boolean } = {},
): Promise<TrackerRow | undefined> {
  const query = db
    .select()
    .from(trackers)
    .where(and(eq(trackers.id, trackerId), eq(trackers.accountId, accountId)));
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

/** The tracker of a project, when it has one. */
export async function trackerOfProject(
  db: Executor,
  accountId: string,
  projectId: string,
): Promise<TrackerRow | undefined> {
  const [row] = await db
    .select()
    .from(trackers)
    .where(and(eq(trackers.projectId, projectId), eq(trackers.accountId, accountId)));
  return row;
}

/** A tracker by id alone, locked: for the system's round, which works for every account. */
export async function lockTrackerForRound(
  db: Executor,
  trackerId: string,
): Promise<TrackerRow | undefined> {
  const [row] = await db.select().from(trackers).where(eq(trackers.id, trackerId)).for('update');
  return row;
}

/** Every tracker with the number of its last wave (the round decides which need a new one). */
export function trackersWithLastWave(
  db: Executor,
): Promise<{ tracker: TrackerRow; lastWave: number | null }[]> {
  return db
    .select({ tracker: trackers, lastWave: max(trackerWaves.wave) })
    .from(trackers)
    .leftJoin(trackerWaves, eq(trackerWaves.trackerId, trackers.id))
    .groupBy(trackers.id);
}

export function wavesOf(db: Executor, trackerId: string): Promise<WaveRow[]> {
  return db
    .select()
    .from(trackerWaves)
    .where(eq(trackerWaves.trackerId, trackerId))
    .orderBy(asc(trackerWaves.wave));
}

export async function insertWave(db: Executor, values: WaveRow): Promise<void> {
  await db.insert(trackerWaves).values(values);
}

/** The wave, locked until the transaction ends. */
export async function lockWave(
  db: Executor,
  trackerId: string,
  wave: number,
): Promise<WaveRow | undefined> {
  const [row] = await db
    .select()
    .from(trackerWaves)
    .where(and(eq(trackerWaves.trackerId, trackerId), eq(trackerWaves.wave, wave)))
    .for('update');
  return row;
}

export async function updateWave(
  db: Executor,
  trackerId: string,
  wave: number,
  change: Partial<Pick<WaveRow, 'status' | 'costPence' | 'note' | 'launchedAt'>>,
): Promise<void> {
  await db
    .update(trackerWaves)
    .set(change)
    .where(and(eq(trackerWaves.trackerId, trackerId), eq(trackerWaves.wave, wave)));
}

/**
 * Waves due to be bought: scheduled (budget) or approved, whose launch time has come, of trackers
 * that are not paused.
 */
export async function dueWaves(db: Executor, now: Date): Promise<WaveRow[]> {
  const rows = await db
    .select({ wave: trackerWaves })
    .from(trackerWaves)
    .innerJoin(trackers, eq(trackers.id, trackerWaves.trackerId))
    .where(
      and(
        inArray(trackerWaves.status, ['scheduled', 'approved']),
        lte(trackerWaves.launchAt, now),
        isNull(trackers.pausedAt),
      ),
    )
    .orderBy(asc(trackerWaves.launchAt));
  return rows.map((r) => r.wave);
}

/** An edit's or a pause's change of the tracker's own row. */
export async function updateTracker(
  db: Executor,
  trackerId: string,
  change: Partial<
    Pick<
      TrackerRow,
      | 'every'
      | 'unit'
      | 'endDate'
      | 'waveCount'
      | 'timeZone'
      | 'excludeWaves'
      | 'purchase'
      | 'budgetPence'
      | 'anchorWave'
      | 'anchorDate'
      | 'pausedAt'
    >
  >,
): Promise<TrackerRow> {
  const [row] = await db.update(trackers).set(change).where(eq(trackers.id, trackerId)).returning();
  if (!row) throw new Error('tracker update returned no row');
  return row;
}

/** Records waves skipped before they were made (no survey), in one statement. */
export async function insertSkippedWaves(
  db: Executor,
  trackerId: string,
  waves: { wave: number; launchAt: Date; note: string }[],
  now: Date,
): Promise<void> {
  if (waves.length === 0) return;
  await db.insert(trackerWaves).values(
    waves.map((w) => ({
      trackerId,
      wave: w.wave,
      surveyId: null,
      status: 'skipped' as const,
      launchAt: w.launchAt,
      costPence: null,
      note: w.note,
      createdAt: now,
      launchedAt: null,
    })),
  );
}

/** Pence the tracker has spent on the waves it bought. */
export async function spentPence(db: Executor, trackerId: string): Promise<number> {
  const [row] = await db
    .select({ spent: sql<string>`coalesce(sum(${trackerWaves.costPence}), 0)` })
    .from(trackerWaves)
    .where(eq(trackerWaves.trackerId, trackerId));
  return Number(row?.spent ?? 0);
}

/** The tracker wave a survey is, if any (results across waves start from any wave). */
export async function waveOfSurvey(
  db: Executor,
  accountId: string,
  surveyId: string,
): Promise<TrackerRow | undefined> {
  const [row] = await db
    .select({ tracker: trackers })
    .from(trackerWaves)
    .innerJoin(trackers, eq(trackers.id, trackerWaves.trackerId))
    .where(and(eq(trackerWaves.surveyId, surveyId), eq(trackers.accountId, accountId)));
  return row?.tracker;
}
