import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey, TEST_LOI } from '../../../test/orderHelpers.ts';
import { draftEditor } from '../../../test/questionnaireHelpers.ts';
import { respondentHttp, type RespondentView } from '../../../test/respondentHttp.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { serverFile } from '../../lib/serverFiles.ts';
import { abandonmentSettings, dropIdleSessions } from './dropIdle.ts';

const MINUTE = 60_000;
/** A real panel's supplier code: its respondents are dropped after 3x the LOI (15 minutes). */
const REAL_SUPPLIER = 'PANELCO';

interface UpdateCounts {
  updates: number;
  hot: number;
}

/**
 * Issue 40 §1: a page answer updates its session row in place (a heap-only tuple, HOT), touching
 * none of the table's indexes, because it changes no indexed column (`updated_at` left the idle
 * index). PostgreSQL's own counters tell: `n_tup_hot_upd` of `n_tup_upd`.
 */
describe('answer path: heap-only updates of the session row', () => {
  let t: TestApp;
  let surveyId: string;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    const ann = await signUpUser(t);
    const draft = await readyTestSurvey(t, ann, { samplesNeeded: 50 });
    for (const [position, text] of ['Second?', 'Third?', 'Fourth?'].entries()) {
      await draftEditor(t, ann, draft).ok('addQuestion', {
        questionTypeCode: 'FreeText',
        position: position + 1,
        text,
      });
    }
    surveyId = draft.surveyId;
    await purchaseOk(t, ann, surveyId);
  });
  afterAll(() => t?.close());

  const respondents = () => respondentHttp(t, TEST_PANEL_SECRET);
  const answered = async (view: RespondentView, text: string) => {
    const reply = await respondents().answerText(view, text);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.page.kind).toBe('entry');
    return reply.body;
  };
  const sessionUpdates = async (): Promise<UpdateCounts> => {
    const client = await t.deps.database.pool.connect();
    try {
      // A fresh view of the counters (a transaction keeps the snapshot it first read).
      await client.query('SELECT pg_stat_clear_snapshot()');
      const { rows } = await client.query<{ updates: string; hot: string }>(
        `SELECT n_tup_upd AS updates, n_tup_hot_upd AS hot FROM pg_stat_user_tables
          WHERE relname = 'respondent_sessions'`,
      );
      return { updates: Number(rows[0]?.updates ?? 0), hot: Number(rows[0]?.hot ?? 0) };
    } finally {
      client.release();
    }
  };
  /** The counters once they hold at least `updates` updates since `from`: backends report them when idle. */
  const updatesSince = async (from: UpdateCounts, updates: number): Promise<UpdateCounts> => {
    let now = await sessionUpdates();
    for (let i = 0; i < 150 && now.updates - from.updates < updates; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      now = await sessionUpdates();
    }
    return { updates: now.updates - from.updates, hot: now.hot - from.hot };
  };

  it('writes page answers as heap-only updates of the session row', async () => {
    const sessions: RespondentView[] = [];
    for (let i = 0; i < 10; i += 1) {
      const reply = await respondents().start(surveyId, `hot-${i}`);
      expect(reply.status).toBe(200);
      sessions.push(reply.body);
    }
    const from = await updatesSince(await sessionUpdates(), 0);
    let pages = 0;
    for (const [i, first] of sessions.entries()) {
      const second = await answered(first, `first ${i}`);
      await answered(second, `second ${i}`);
      pages += 2;
    }
    const counted = await updatesSince(from, pages);
    expect(counted.updates).toBeGreaterThanOrEqual(pages);
    // Every one when the page has room; a page-full of versions not yet pruned may push one out.
    expect(counted.hot, JSON.stringify(counted)).toBeGreaterThanOrEqual(Math.floor(pages * 0.8));
  });

  it('drops a session idle past its timeout, never one started long ago that answered since', async () => {
    const drop = () =>
      dropIdleSessions({
        db: t.deps.database.db,
        clock: t.deps.clock,
        abandonment: abandonmentSettings(t.deps.config),
      });
    const start = async (respondentId: string) =>
      (await respondents().start(surveyId, respondentId, REAL_SUPPLIER)).body;
    const walking = await start('long-walk');
    const idle = await start('walked-away');
    t.advance(3 * TEST_LOI * MINUTE - MINUTE);
    const next = await answered(walking, 'still here');
    t.advance(2 * MINUTE);
    // Both started past the timeout; only the one without an answer since is idle past it (the
    // first case's simulated members go too: their timeout is seconds).
    const dropped = await drop();
    expect(dropped).toContain(idle.sessionId);
    expect(dropped).not.toContain(walking.sessionId);
    expect((await answered(next, 'and on')).page.kind).toBe('entry');
    t.advance(3 * TEST_LOI * MINUTE + MINUTE);
    expect(await drop()).toEqual([walking.sessionId]);
  });

  it('answers a session started before the migration after it', async () => {
    const pool = t.deps.database.pool;
    // The table as it was before migration session_hot_updates.
    await pool.query(`DROP INDEX respondent_sessions_in_progress_started_idx`);
    await pool.query(`CREATE INDEX respondent_sessions_idle_idx ON respondent_sessions (updated_at)
                        WHERE status = 'in_progress'`);
    await pool.query(`ALTER TABLE respondent_sessions SET (fillfactor = 100)`);
    const first = (await respondents().start(surveyId, 'before-migration')).body;
    const second = await answered(first, 'before');
    // By its name, not its number (numbers move when branches merge).
    const file = readdirSync(serverFile('drizzle')).find((f) =>
      f.endsWith('_session_hot_updates.sql'),
    );
    const migration = readFileSync(serverFile('drizzle', file ?? 'missing'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      await pool.query(statement);
    const indexes = await pool.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE tablename = 'respondent_sessions' ORDER BY 1`,
    );
    expect(indexes.rows.map((r) => r.indexname)).toContain(
      'respondent_sessions_in_progress_started_idx',
    );
    expect(indexes.rows.map((r) => r.indexname)).not.toContain('respondent_sessions_idle_idx');
    const third = await answered(second, 'after');
    const stored = await pool.query<{ text: string }>(
      `SELECT answer->>'text' AS text FROM respondent_answers WHERE session_id = $1
        ORDER BY answered_at`,
      [first.sessionId],
    );
    expect(stored.rows.map((r) => r.text)).toEqual(['before', 'after']);
    expect(third.page.kind).toBe('entry');
  });
});
