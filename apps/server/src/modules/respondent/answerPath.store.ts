import type { Answer } from '@survey/domain/respondent/answers';
import type { SessionState } from '@survey/domain/respondent/engine/state';
import type { Db } from '../../db/database.ts';
import { runNamedText } from '../../db/namedStatement.ts';
import type { SessionRow } from './sessions.store.ts';

/**
 * The answer path's two statements (P2: the busiest call of the public API), written as SQL and
 * run as named prepared statements on the pool: no transaction, no query builder. A session is
 * read, the engine moves it in memory, and the move is written only if the row is still the one
 * read (optimistic: see writeAnswerMove).
 */

/** The session and its row version (parameter: the session id). */
const READ_SESSION = `SELECT id, survey_id AS "surveyId", respondent_id AS "respondentId", status,
       supplier_code AS "supplierCode", published_version AS "publishedVersion", language, state,
       quota_cells AS "quotaCells", flags, fingerprint, updated_at AS "updatedAt",
       started_at AS "startedAt", completed_at AS "completedAt", xmin::text AS "rowVersion"
  FROM respondent_sessions WHERE id = $1::uuid`;

/**
 * The move of a session and the answer that made it (parameters: state, status, the time, the
 * session id, the row version read, the page key, the answer or null). Written as text, not with
 * drizzle's `sql`: nothing of it is built per call. Like the batch (ANSWER_MOVES), a row another
 * transaction holds locked is skipped (`SKIP LOCKED`), not waited for: the caller decides again on
 * the locked path, and the answers queued behind this write (group commit) are not held up.
 */
const ANSWER_MOVE = `WITH locked AS (
    SELECT id FROM respondent_sessions WHERE id = $4::uuid AND xmin = $5::xid
       FOR UPDATE SKIP LOCKED),
  moved AS (
    UPDATE respondent_sessions s
       SET state = $1::jsonb, status = $2::text, updated_at = $3::timestamptz,
           completed_at = CASE WHEN $2::text = 'in_progress' THEN s.completed_at
                               ELSE $3::timestamptz END
      FROM locked
     WHERE s.id = locked.id AND s.xmin = $5::xid
    RETURNING s.id, s.survey_id, s.xmin::text AS version),
  recorded AS (
    INSERT INTO respondent_answers (session_id, survey_id, page_key, answer, answered_at)
    SELECT id, survey_id, $6::text, $7::jsonb, $3::timestamptz FROM moved
    ON CONFLICT DO NOTHING)
  SELECT version FROM moved`;

/**
 * The moves of several sessions with their answers, ONE statement and one commit (group commit,
 * answerMoves.ts; parameter: the moves as a JSON array). Each row is written only if it is still
 * at the version its move was made on, as ANSWER_MOVE; a row another transaction holds locked is
 * skipped (`SKIP LOCKED`), not waited for: its caller decides again on the locked path, and the
 * batch's other answers are not held up behind that transaction (nor can two batches deadlock).
 * Answers the moved rows' ids with their new versions; a row not answered was not written.
 */
const ANSWER_MOVES = `WITH v AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS v(id uuid, version xid, state jsonb,
      status text, at timestamptz, page_key text, answer jsonb)),
  locked AS (
    SELECT s.id FROM respondent_sessions s JOIN v ON s.id = v.id AND s.xmin = v.version
     ORDER BY s.id FOR UPDATE OF s SKIP LOCKED),
  moved AS (
    UPDATE respondent_sessions s
       SET state = v.state, status = v.status, updated_at = v.at,
           completed_at = CASE WHEN v.status = 'in_progress' THEN s.completed_at ELSE v.at END
      FROM v JOIN locked ON locked.id = v.id
     WHERE s.id = v.id AND s.xmin = v.version
    RETURNING s.id, s.survey_id, s.xmin::text AS version),
  recorded AS (
    INSERT INTO respondent_answers (session_id, survey_id, page_key, answer, answered_at)
    SELECT moved.id, moved.survey_id, v.page_key, v.answer, v.at FROM moved JOIN v ON v.id = moved.id
    ON CONFLICT DO NOTHING)
  SELECT id::text AS id, version FROM moved`;

/** A session as read for an answer, with the version of its row (PostgreSQL's xmin). */
export interface ReadSession extends SessionRow {
  /**
   * The row version that was read: PostgreSQL's `xmin`, the id of the transaction that wrote this
   * version of the row. Every write of the row (an answer, a drop, a settle) makes a new version
   * with a new xmin, so "xmin is still this" means "nobody wrote the session since".
   */
  rowVersion: string;
  /**
   * True when this is the node's copy of the session as it last wrote it (sessionCache.ts), not a
   * read: the version is checked by the write all the same, but nothing else may be decided on it.
   */
  cached?: boolean;
}

/** The session `sessionId` and its row version; undefined when there is none. */
export async function readSession(db: Db, sessionId: string): Promise<ReadSession | undefined> {
  const [row] = await runNamedText<ReadSession & Record<string, unknown>>(
    db,
    'respondent_session_read',
    READ_SESSION,
    [sessionId],
  );
  return row;
}

/** A session's move on the answer path: the session at the version read, and what to write. */
export interface AnswerMove {
  session: { id: string; rowVersion: string };
  move: { state: SessionState; pageKey: string; answer: Answer | null; now: Date };
}

/**
 * Writes the engine's move of a session that holds no quota place and neither qualifies nor
 * completes (a page answered, a screen-out), with the answer that made it, in ONE statement —
 * only if the session's row is still at `rowVersion`. Answers the row's new version (its xmin
 * after the write), or null when another request wrote the session since it was read: nothing is
 * written, and the caller decides again on the row as it now stands. A row another transaction
 * holds locked is not waited for: it answers null too (the caller's locked path waits for it).
 */
export async function writeAnswerMove(
  db: Db,
  { session, move }: AnswerMove,
): Promise<string | null> {
  const at = move.now.toISOString();
  const [row] = await runNamedText<{ version: string }>(db, 'respondent_answer_move', ANSWER_MOVE, [
    JSON.stringify(move.state),
    move.state.status,
    at,
    session.id,
    session.rowVersion,
    move.pageKey,
    move.answer === null ? null : JSON.stringify(move.answer),
  ]);
  return row?.version ?? null;
}

/**
 * writeAnswerMove for several sessions in one statement (distinct sessions): answers each move's
 * new row version, in order, or null for a move whose row was written since (or is locked by
 * another transaction right now): nothing of that move was written.
 */
export async function writeAnswerMoves(db: Db, moves: AnswerMove[]): Promise<(string | null)[]> {
  const rows = moves.map(({ session, move }) => ({
    id: session.id,
    version: session.rowVersion,
    state: move.state,
    status: move.state.status,
    at: move.now.toISOString(),
    page_key: move.pageKey,
    answer: move.answer,
  }));
  const written = await runNamedText<{ id: string; version: string }>(
    db,
    'respondent_answer_moves',
    ANSWER_MOVES,
    [JSON.stringify(rows)],
  );
  const versions = new Map(written.map((r) => [r.id, r.version]));
  return moves.map(({ session }) => versions.get(session.id) ?? null);
}
