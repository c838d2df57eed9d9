import {
  and,
  asc,
  eq,
  exists,
  gte,
  inArray,
  lt,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { projects, solutions, surveys } from './projects.tables.ts';

export type SurveyStateValue = (typeof surveys.$inferSelect)['state'];
export type ProjectTypeValue = (typeof projects.$inferSelect)['projectType'];

export interface ProjectRow {
  id: string;
  accountId: string;
  name: string;
  nickname: string | null;
  description: string | null;
  projectType: ProjectTypeValue;
  creator: string;
  solutionId: string;
  createdAt: Date;
  updatedAt: Date;
}

export type SurveyRow = typeof surveys.$inferSelect;
export type SolutionRow = typeof solutions.$inferSelect;

export const projectColumns = {
  id: projects.id,
  accountId: projects.accountId,
  name: projects.name,
  nickname: projects.nickname,
  description: projects.description,
  projectType: projects.projectType,
  creator: projects.creator,
  solutionId: projects.solutionId,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

export async function insertProject(
  db: Executor,
  values: Omit<ProjectRow, 'id'>,
): Promise<ProjectRow> {
  const [row] = await db.insert(projects).values(values).returning(projectColumns);
  if (!row) throw new Error('project insert returned no row');
  return row;
}

export async function insertSurvey(
  db: Executor,
  values: Pick<SurveyRow, 'projectId' | 'name' | 'state' | 'createdAt' | 'updatedAt'>,
): Promise<SurveyRow> {
  const [row] = await db.insert(surveys).values(values).returning();
  if (!row) throw new Error('survey insert returned no row');
  return row;
}

/** The project with this id in this account, or undefined (another account's looks missing). */
export async function findProject(
  db: Executor,
  accountId: string,
  projectId: string,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select(projectColumns)
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.accountId, accountId)));
  return row;
}

/**
 * The survey and the account that owns it. `forUpdate` locks the survey row (not the project) until
 * the transaction ends: every state change locks the survey first, then its order.
 */
export async function findSurveyWithOwner(
  db: Executor,
  surveyId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<{ survey: SurveyRow; accountId: string } | undefined> {
  const q = db
    .select({ survey: surveys, accountId: projects.accountId })
    .from(surveys)
    .innerJoin(projects, eq(projects.id, surveys.projectId))
    .where(eq(surveys.id, surveyId));
  const [row] = opts.forUpdate ? await q.for('update', { of: surveys }) : await q;
  return row;
}

/**
 * The survey's state, holding a share lock on its row until the transaction ends: a state move
 * (which locks the row for update) waits for the caller's change, or the caller for the move.
 */
export async function surveyStateForShare(
  db: Executor,
  surveyId: string,
): Promise<SurveyStateValue | undefined> {
  const [row] = await db
    .select({ state: surveys.state })
    .from(surveys)
    .where(eq(surveys.id, surveyId))
    .for('key share');
  return row?.state;
}

/**
 * The survey's state as a scalar subquery for another module's statement, share-locking the row as
 * surveyStateForShare does (NULL when there is no such survey).
 */
export function surveyStateForShareSql(
  db: Executor,
  surveyId: string | SQLWrapper,
): SQL<SurveyStateValue | null> {
  const state = db
    .select({ state: surveys.state })
    .from(surveys)
    .where(eq(surveys.id, surveyId))
    .for('key share');
  return sql<SurveyStateValue | null>`(${state})`;
}

/** Whether the survey belongs to a project of the account, for another module's statement. */
export function isSurveyOfAccount(db: Executor, surveyId: SQLWrapper, accountId: string): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(surveys)
      .innerJoin(projects, eq(projects.id, surveys.projectId))
      .where(and(eq(surveys.id, surveyId), eq(projects.accountId, accountId))),
  );
}

/**
 * A condition for another module's one-statement write: the survey is a draft of this account.
 * It share-locks the survey row as surveyStateForShare does, so a state move (purchase) waits for
 * the write to commit, or the write waits for the move and then matches nothing. The ids may be
 * placeholders of a prepared statement.
 */
export function isDraftSurveyOfAccount(
  db: Executor,
  surveyId: string | SQLWrapper,
  accountId: string | SQLWrapper,
): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(surveys)
      .innerJoin(projects, eq(projects.id, surveys.projectId))
      .where(
        and(
          eq(surveys.id, surveyId),
          eq(surveys.state, 'draft'),
          eq(projects.accountId, accountId),
        ),
      )
      .for('key share', { of: surveys }),
  );
}

/** Which of these surveys belong to projects of this account. */
export async function surveyIdsOfAccount(
  db: Executor,
  accountId: string,
  surveyIds: string[],
): Promise<string[]> {
  if (surveyIds.length === 0) return [];
  const rows = await db
    .select({ id: surveys.id })
    .from(surveys)
    .innerJoin(projects, eq(projects.id, surveys.projectId))
    .where(and(inArray(surveys.id, surveyIds), eq(projects.accountId, accountId)));
  return rows.map((r) => r.id);
}

/** The surveys of these projects, oldest (the one the product uses) first. */
export async function surveysOfProjects(db: Executor, projectIds: string[]): Promise<SurveyRow[]> {
  if (projectIds.length === 0) return [];
  return db
    .select()
    .from(surveys)
    .where(inArray(surveys.projectId, projectIds))
    .orderBy(asc(surveys.createdAt), asc(surveys.id));
}

export async function findSolutions(db: Executor, ids: string[]): Promise<SolutionRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(solutions).where(inArray(solutions.id, ids));
}

export async function renameProject(
  db: Executor,
  projectId: string,
  name: string,
  now: Date,
): Promise<void> {
  await db.update(projects).set({ name, updatedAt: now }).where(eq(projects.id, projectId));
  await db.update(surveys).set({ name, updatedAt: now }).where(eq(surveys.projectId, projectId));
}

/**
 * Deletes the project. Foreign keys with ON DELETE CASCADE take its surveys and everything of them
 * (fieldwork, order, questionnaire draft and command log, respondent sessions) in the same statement.
 */
export async function deleteProjectRow(db: Executor, projectId: string): Promise<void> {
  await db.delete(projects).where(eq(projects.id, projectId));
}

/**
 * Sets a survey's state. `paused_at` records when it was paused: kept while it stays paused (a
 * repeated pause does not restart the auto-end clock), cleared in every other state.
 */
export async function setSurveyState(
  db: Executor,
  surveyId: string,
  state: SurveyStateValue,
  now: Date,
): Promise<SurveyRow | undefined> {
  const pausedAt =
    state === 'paused'
      ? sql`CASE WHEN ${surveys.state} = 'paused' AND ${surveys.pausedAt} IS NOT NULL THEN ${surveys.pausedAt} ELSE ${now} END`
      : null;
  const [row] = await db
    .update(surveys)
    .set({ state, pausedAt, updatedAt: now })
    .where(eq(surveys.id, surveyId))
    .returning();
  if (row) await touchProject(db, row.projectId, now);
  return row;
}

export async function setSurveyFieldworkDates(
  db: Executor,
  surveyId: string,
  dates: { start: Date | null; end: Date | null },
  now: Date,
): Promise<void> {
  const [row] = await db
    .update(surveys)
    .set({ fieldworkStart: dates.start, fieldworkEnd: dates.end, updatedAt: now })
    .where(eq(surveys.id, surveyId))
    .returning({ projectId: surveys.projectId });
  if (row) await touchProject(db, row.projectId, now);
}

/** Keeps the project's updated_at the latest of its own and its surveys' changes. */
export async function touchProject(db: Executor, projectId: string, now: Date): Promise<void> {
  await db
    .update(projects)
    .set({ updatedAt: sql`GREATEST(${projects.updatedAt}, ${now})` })
    .where(eq(projects.id, projectId));
}

/** Surveys paused before `cutoff`, with when they were paused. */
export async function surveysPausedBefore(
  db: Executor,
  cutoff: Date,
): Promise<{ id: string; pausedAt: Date }[]> {
  const rows = await db
    .select({ id: surveys.id, pausedAt: surveys.pausedAt })
    .from(surveys)
    .where(and(eq(surveys.state, 'paused'), lt(surveys.pausedAt, cutoff)));
  return rows.flatMap((r) => (r.pausedAt ? [{ id: r.id, pausedAt: r.pausedAt }] : []));
}

/** Surveys in any of `states` (field health's minute job reads live and paused ones). */
export async function surveyIdsInStates(
  db: Executor,
  states: SurveyStateValue[],
): Promise<string[]> {
  const rows = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(inArray(surveys.state, states));
  return rows.map((r) => r.id);
}

/** Surveys completed (their last move) at or after `since`: replacement notices' round. */
export async function surveysCompletedSince(db: Executor, since: Date): Promise<string[]> {
  const rows = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(and(eq(surveys.state, 'completed'), gte(surveys.updatedAt, since)));
  return rows.map((r) => r.id);
}

/** Every survey of the account (media's reference count reads them all). */
export async function allSurveyIdsOfAccount(db: Executor, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ id: surveys.id })
    .from(surveys)
    .innerJoin(projects, eq(projects.id, surveys.projectId))
    .where(eq(projects.accountId, accountId));
  return rows.map((r) => r.id);
}

/** The project owning the survey (any account: the caller compares the account). */
export async function findProjectOfSurvey(
  db: Executor,
  surveyId: string,
): Promise<ProjectRow | undefined> {
  const [row] = await db
    .select(projectColumns)
    .from(surveys)
    .innerJoin(projects, eq(projects.id, surveys.projectId))
    .where(eq(surveys.id, surveyId));
  return row;
}

/** Deletes one survey; everything of it goes with it (ON DELETE CASCADE). */
export async function deleteSurveyRow(db: Executor, surveyId: string): Promise<void> {
  await db.delete(surveys).where(eq(surveys.id, surveyId));
}
