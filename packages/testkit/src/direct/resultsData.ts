import { randomUUID } from 'node:crypto';
import { and, eq, getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { EXPORT_ROW_FORMAT, exportRowOf } from '@survey/domain/exports/exportRow';
import { PANEL_SUPPLIER_CODE } from '@survey/domain/projects/constants';
import { hash32, seededRandom } from '@survey/domain/random';
import type { Answer } from '@survey/domain/respondent/answers';
import { completeQuality, exportFlagsOf } from '@survey/domain/quality/completeQuality';
import {
  endSession,
  nextPage,
  startSession,
  submitAnswer,
} from '@survey/domain/respondent/engine/engine';
import { audienceAnswersOf, quotaCellsOf } from '@survey/domain/respondent/engine/quotaCells';
import type { SessionState } from '@survey/domain/respondent/engine/state';
import type { Database } from '@survey/server/src/db/database.ts';
import {
  behaviourOf,
  memberAnswer,
  memberIdOf,
  memberIndexOfDraw,
  memberProfile,
} from '@survey/server/src/modules/panelTraffic/trafficPlan.ts';
import type { Population } from '@survey/server/src/modules/panel/population.ts';
import type { LiveSurvey } from '@survey/server/src/modules/orders/liveSurveys.queries.ts';
import {
  TOTAL_CELL,
  upsertQuotaCells,
} from '@survey/server/src/modules/respondent/quotaCells.store.ts';
import {
  respondentAnswers,
  respondentExportRows,
  respondentSessions,
  surveyQuotaCells,
} from '@survey/server/src/modules/respondent/respondent.tables.ts';

type SessionInsert = typeof respondentSessions.$inferInsert;
type AnswerInsert = typeof respondentAnswers.$inferInsert;
type ExportRowInsert = typeof respondentExportRows.$inferInsert;

/** Sessions generated (CPU) before their rows go to PostgreSQL, while the next chunk generates. */
const CHUNK_SESSIONS = 1000;
/** Rows per INSERT statement (one JSON parameter each). */
const SESSION_ROWS_PER_INSERT = 2000;
const ANSWER_ROWS_PER_INSERT = 10_000;
/** Respondents arrive every 2 s; a page takes 3-20 s (speeders: 1 s). */
const ARRIVAL_MS = 2000;

export interface GeneratedData {
  sessions: number;
  completes: number;
  screenedOut: number;
  quotaFull: number;
  dropped: number;
  answers: number;
  generateMs: number;
  /** Time generation waited for PostgreSQL (inserts run while the next chunk generates). */
  insertWaitMs: number;
  /** Time the inserts of sessions and of answers took (running beside generation). */
  insertMs: { sessions: number; answers: number };
}

interface Session {
  row: SessionInsert;
  answers: AnswerInsert[];
  /** A complete's export row, as settle.ts stores it when the session completes. */
  exportRow: ExportRowInsert | null;
}

/**
 * The quota cells as settle.ts keeps them, in memory: the bench walks one session to its end
 * before the next starts, so a reservation is always filled or given back before anyone else asks.
 */
class Cells {
  readonly used = new Map<string, number>();
  constructor(private readonly targets: Record<string, number>) {}
  /** All of `keys` or none, like reserveQuotaPlaces; false when one is full. */
  reserve(keys: string[]): boolean {
    const full = keys.some((k) => (this.used.get(k) ?? 0) >= (this.targets[k] ?? 0));
    if (full) return false;
    for (const k of keys) this.used.set(k, (this.used.get(k) ?? 0) + 1);
    return true;
  }
  release(keys: string[]) {
    for (const k of keys) this.used.set(k, (this.used.get(k) ?? 0) - 1);
  }
}

/**
 * One simulated panel member's session, decided by the path engine exactly as the respondent
 * API decides it (startSession, submitAnswer, settle's quota rules) and answered as the simulated
 * panel's members answer (`memberAnswer`: audience questions from their profile, the rest random
 * valid answers, straight-liners and dropouts included). Rows are what sessions.store.ts writes,
 * a complete's export row included.
 */
function walk(
  live: LiveSurvey,
  population: Population,
  cells: Cells,
  draw: number,
  startedAt: number,
): Session {
  const { published, surveyId } = live;
  const respondentId = memberIdOf(
    population.countryCode,
    memberIndexOfDraw(surveyId, draw, population.size),
  );
  const member = {
    id: respondentId,
    profile: memberProfile(population, Number(respondentId.split('-')[1])),
    behaviour: behaviourOf(surveyId, respondentId),
  };
  const rnd = seededRandom(member.behaviour.seed);
  const id = randomUUID();
  const answers: AnswerInsert[] = [];
  let at = startedAt;
  let held: string[] = [];
  const settle = (before: SessionState | null, after: SessionState): SessionState => {
    if (after.qualified && !(before?.qualified ?? false) && after.status !== 'screened_out') {
      const keys = [
        TOTAL_CELL,
        ...quotaCellsOf(published.audience, audienceAnswersOf(published, after)),
      ];
      if (!cells.reserve(keys)) return endSession(after, 'quota_full');
      held = keys;
    }
    if (after.status !== 'in_progress' && after.status !== 'complete' && held.length > 0) {
      cells.release(held);
      held = [];
    }
    return after;
  };
  let state = settle(
    null,
    startSession(published, { respondentId, seed: hash32(`${surveyId}:${respondentId}`) }),
  );
  while (state.status === 'in_progress') {
    const page = nextPage(published, state);
    if (page.kind === 'end') break;
    const { dropAt } = member.behaviour;
    if (dropAt !== null && page.progress >= dropAt) {
      // Left part-way: the idle job ends the session as dropped later (dropIdle.ts).
      state = settle(state, endSession(state, 'dropped'));
      break;
    }
    at += member.behaviour.speeder ? 1000 : 3000 + Math.floor(rnd() * 17_000);
    const answer: Answer | null = memberAnswer(page, member, rnd);
    const result = submitAnswer(published, state, page.key, answer);
    if (!result.ok) throw new Error(`results bench: ${page.key} refused: ${result.error.message}`);
    answers.push({ sessionId: id, surveyId, pageKey: page.key, answer, answeredAt: new Date(at) });
    state = settle(state, result.state);
  }
  // settle.ts's flags but SPEEDER (a running median of durations): nothing results read.
  const flags: string[] =
    state.status === 'complete'
      ? exportFlagsOf(completeQuality(published, state.answers).flags)
      : [];
  const ended = state.status !== 'in_progress';
  const exportRow =
    state.status === 'complete'
      ? {
          sessionId: id,
          surveyId,
          publishedVersion: live.version,
          format: EXPORT_ROW_FORMAT,
          ...exportRowOf(published, {
            respondentId,
            status: state.status,
            startedAtMs: startedAt,
            completedAtMs: at,
            forks: state.forks,
            flags,
            answers: state.answers,
          }),
        }
      : null;
  return {
    exportRow,
    row: {
      id,
      surveyId,
      respondentId,
      status: state.status,
      supplierCode: PANEL_SUPPLIER_CODE,
      publishedVersion: live.version,
      state,
      quotaCells: state.status === 'complete' ? held : [],
      flags,
      startedAt: new Date(startedAt),
      updatedAt: new Date(at),
      completedAt: ended ? new Date(at) : null,
    },
    answers,
  };
}

/**
 * Inserts rows of a drizzle table in one statement: the rows travel as one JSON array that
 * `jsonb_populate_recordset` turns into the table's own row type, keyed by the table's column
 * names (so the shape cannot drift from respondent.tables.ts). Far cheaper for PostgreSQL than a
 * VALUES list of tens of thousands of bind parameters.
 */
async function insertRows<T extends PgTable>(
  database: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const columns = Object.entries(getTableColumns(table));
  const names = columns.map(([, c]) => `"${c.name}"`).join(', ');
  const json = JSON.stringify(
    rows.map((r: Record<string, unknown>) =>
      Object.fromEntries(columns.map(([prop, c]) => [c.name, r[prop] ?? null])),
    ),
  );
  const name = getTableName(table);
  await database.pool.query(
    `INSERT INTO "${name}" (${names})
     SELECT ${names} FROM jsonb_populate_recordset(NULL::"${name}", $1::jsonb)`,
    [json],
  );
}

async function insertChunk(
  database: Database,
  sessions: Session[],
  spent: GeneratedData['insertMs'],
): Promise<void> {
  const t0 = performance.now();
  const rows = sessions.map((s) => s.row);
  for (let i = 0; i < rows.length; i += SESSION_ROWS_PER_INSERT) {
    await insertRows(database, respondentSessions, rows.slice(i, i + SESSION_ROWS_PER_INSERT));
  }
  const exportRows = sessions.flatMap((s) => (s.exportRow ? [s.exportRow] : []));
  for (let i = 0; i < exportRows.length; i += SESSION_ROWS_PER_INSERT) {
    await insertRows(
      database,
      respondentExportRows,
      exportRows.slice(i, i + SESSION_ROWS_PER_INSERT),
    );
  }
  const t1 = performance.now();
  spent.sessions += t1 - t0;
  const answers = sessions.flatMap((s) => s.answers);
  for (let i = 0; i < answers.length; i += ANSWER_ROWS_PER_INSERT) {
    await insertRows(database, respondentAnswers, answers.slice(i, i + ANSWER_ROWS_PER_INSERT));
  }
  spent.answers += performance.now() - t1;
}

/**
 * Simulated panel members take the live survey until its whole sample (`live.totalTarget`) is
 * complete; their sessions, answers and quota cells are written with multi-row INSERTs of the
 * respondent tables' own row types, each chunk while the next one is generated.
 */
export async function generateResults(
  database: Database,
  live: LiveSurvey,
  population: Population,
  opts: {
    /**
     * Walk 1/share of the survey (every quota target and the sample divided by it), to be copied
     * up to its size by the benches' multiplyResults (which vacuums then): P10's 1M completes.
     */
    share?: number;
  } = {},
): Promise<GeneratedData> {
  const share = opts.share ?? 1;
  const part = (target: number) => Math.floor(target / share);
  const totalTarget = part(live.totalTarget);
  const cells = new Cells({
    ...Object.fromEntries(Object.entries(live.quotaTargets).map(([k, t]) => [k, part(t)])),
    [TOTAL_CELL]: totalTarget,
  });
  const counts = { complete: 0, screened_out: 0, quota_full: 0, dropped: 0, in_progress: 0 };
  const out: GeneratedData = {
    sessions: 0,
    completes: 0,
    screenedOut: 0,
    quotaFull: 0,
    dropped: 0,
    answers: 0,
    generateMs: 0,
    insertWaitMs: 0,
    insertMs: { sessions: 0, answers: 0 },
  };
  const start = Date.now() - live.totalTarget * 3 * ARRIVAL_MS;
  let pending: Promise<void> = Promise.resolve();
  let draw = 0;
  while (counts.complete < totalTarget) {
    if (draw >= population.size) throw new Error('results bench: the panel ran out of members');
    const t0 = performance.now();
    const chunk: Session[] = [];
    while (chunk.length < CHUNK_SESSIONS && counts.complete < totalTarget) {
      const session = walk(live, population, cells, draw, start + draw * ARRIVAL_MS);
      draw++;
      counts[session.row.status ?? 'in_progress']++;
      out.answers += session.answers.length;
      chunk.push(session);
    }
    out.generateMs += performance.now() - t0;
    const t1 = performance.now();
    await pending;
    out.insertWaitMs += performance.now() - t1;
    pending = insertChunk(database, chunk, out.insertMs);
  }
  const t1 = performance.now();
  await pending;
  out.insertWaitMs += performance.now() - t1;
  await upsertQuotaCells(database.db, live.surveyId, [
    { cellKey: TOTAL_CELL, target: live.totalTarget },
    ...Object.entries(live.quotaTargets).map(([cellKey, target]) => ({ cellKey, target })),
  ]);
  for (const [cellKey, filled] of cells.used) {
    await database.db
      .update(surveyQuotaCells)
      .set({ filled })
      .where(
        and(eq(surveyQuotaCells.surveyId, live.surveyId), eq(surveyQuotaCells.cellKey, cellKey)),
      );
  }
  // A survey's rows arrive over its fieldwork, and autovacuum has long since passed over them when
  // anyone reads them: vacuumed here, the rows bulk-inserted a moment ago do not make the first
  // measured read pay for setting every row's hint bits (writing each page again) or race the
  // autovacuum that the bulk insert has just triggered.
  if (share === 1)
    await database.pool.query(
      'VACUUM (ANALYZE) respondent_sessions, respondent_answers, respondent_export_rows',
    );
  return {
    ...out,
    sessions: draw,
    completes: counts.complete,
    screenedOut: counts.screened_out,
    quotaFull: counts.quota_full,
    dropped: counts.dropped,
  };
}
