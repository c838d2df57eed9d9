import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { draftEditor } from '../../../test/questionnaireHelpers.ts';
import { respondentHttp, type RespondentView } from '../../../test/respondentHttp.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startOtherProcess, startTestApp, type TestApp } from '../../../test/testApp.ts';

/** A statement sent to the pool as its name (a named one) or its text. */
function statementLabel(config: unknown): string {
  if (typeof config === 'string') return config;
  if (typeof config !== 'object' || config === null) return '';
  const { name, text } = config as { name?: unknown; text?: unknown };
  return typeof name === 'string' ? name : typeof text === 'string' ? text : '';
}

/**
 * Issue 40 §1: a node keeps the sessions it wrote last (sessionCache.ts), so their next answer
 * skips the session read; the copy is never trusted past the row version its write checks. Two
 * nodes on one database: whatever one answered, the other decides on the row as it stands.
 */
describe('answer path: a node answers the sessions it wrote last without reading them', () => {
  let a: TestApp;
  let b: TestApp;
  let surveyId: string;
  let n = 0;
  beforeAll(async () => {
    a = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    b = await startOtherProcess(a);
    const ann = await signUpUser(a);
    const draft = await readyTestSurvey(a, ann, { samplesNeeded: 50 });
    for (const [position, text] of ['Second?', 'Third?', 'Fourth?'].entries()) {
      await draftEditor(a, ann, draft).ok('addQuestion', {
        questionTypeCode: 'FreeText',
        position: position + 1,
        text,
      });
    }
    surveyId = draft.surveyId;
    await purchaseOk(a, ann, surveyId);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const on = (node: TestApp) => respondentHttp(node, TEST_PANEL_SECRET);
  const started = async () => {
    const reply = await on(a).start(surveyId, `cache-${(n += 1)}`);
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const answered = async (node: TestApp, view: RespondentView, text: string) => {
    const reply = await on(node).answerText(view, text);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body;
  };
  const storedTexts = async (sessionId: string) => {
    const rows = await a.deps.database.db.execute<{ text: string }>(
      sql`SELECT answer->>'text' AS text FROM respondent_answers
          WHERE session_id = ${sessionId} ORDER BY answered_at, page_key`,
    );
    const [state] = (
      await a.deps.database.db.execute<{ answers: Record<string, { text: string }> }>(
        sql`SELECT state->'answers' AS answers FROM respondent_sessions WHERE id = ${sessionId}`,
      )
    ).rows;
    return {
      log: rows.rows.map((r) => r.text),
      state: Object.values(state?.answers ?? {})
        .map((x) => x.text)
        .sort(),
    };
  };

  it('runs no session read for an answer to a session this node wrote last', async () => {
    const first = await started();
    const second = await answered(a, first, 'one');
    const pool = a.deps.database.db.$client;
    const query = vi.spyOn(pool, 'query');
    try {
      const third = await answered(a, second, 'two');
      expect(third.page).toMatchObject({ kind: 'entry', title: 'Third?' });
      // The statements on the sessions' table, by name (named ones) or text.
      const statements = query.mock.calls
        .map(([config]) => statementLabel(config as unknown))
        .filter((label) => /respondent_(session|answer)/.test(label));
      expect(statements).toEqual(['respondent_answer_move']);
    } finally {
      query.mockRestore();
    }
    expect(await storedTexts(first.sessionId)).toEqual({
      log: ['one', 'two'],
      state: ['one', 'two'],
    });
  });

  it('runs no session read for the first answer to a session this node started', async () => {
    const first = await started();
    const pool = a.deps.database.db.$client;
    const query = vi.spyOn(pool, 'query');
    try {
      const second = await answered(a, first, 'one');
      expect(second.page).toMatchObject({ kind: 'entry', title: 'Second?' });
      const statements = query.mock.calls
        .map(([config]) => statementLabel(config as unknown))
        .filter((label) => /respondent_(session|answer)/.test(label));
      expect(statements).toEqual(['respondent_answer_move']);
    } finally {
      query.mockRestore();
    }
    expect(await storedTexts(first.sessionId)).toEqual({ log: ['one'], state: ['one'] });
  });

  it('decides on the row as it stands when the node that started a session did not answer it since', async () => {
    const first = await started();
    // B answers page 1; A's copy is the session as its start wrote it. A retry of page 1 on A is
    // answered as the row stands (a replay), not as the copy (page 1 still open).
    const second = await answered(b, first, 'one on B');
    const retried = await answered(a, first, 'one on B');
    expect(retried.page).toMatchObject({ kind: 'entry', key: second.page.key });
    const third = await answered(a, second, 'two on A');
    expect(third.page).toMatchObject({ kind: 'entry', title: 'Third?' });
    expect(await storedTexts(first.sessionId)).toEqual({
      log: ['one on B', 'two on A'],
      state: ['one on B', 'two on A'],
    });
  });

  it('decides on the row as it stands when another node answered since (a stale copy)', async () => {
    const first = await started();
    const second = await answered(a, first, 'one on A');
    const third = await answered(b, second, 'two on B');
    // A still holds the session as its own write left it (page 2 waiting): its write of another
    // answer to page 2 finds the row moved on, and the answer is decided on the row as read.
    const late = await on(a).answerText(second, 'two on A');
    expect(late).toMatchObject({ status: 400, body: { reason: 'ALREADY_ANSWERED' } });
    const fourth = await answered(a, third, 'three on A');
    expect(fourth.page).toMatchObject({ kind: 'entry', title: 'Fourth?' });
    // A retry of page 1 is answered as the row stands (the page after B's and A's answers).
    const retried = await answered(b, first, 'one on A');
    expect(retried.page).toMatchObject({ kind: 'entry', key: fourth.page.key });
    expect(await storedTexts(first.sessionId)).toEqual({
      log: ['one on A', 'two on B', 'three on A'],
      state: ['one on A', 'three on A', 'two on B'],
    });
  });

  it('answers a session ended since this node wrote it as ended, and stores nothing', async () => {
    const first = await started();
    const second = await answered(a, first, 'one');
    // What dropIdle does to an abandoned session, after this node's write.
    await a.deps.database.db.execute(
      sql`UPDATE respondent_sessions
             SET status = 'dropped', state = jsonb_set(state, '{status}', '"dropped"')
           WHERE id = ${first.sessionId}`,
    );
    const late = await on(a).answerText(second, 'too late');
    expect(late).toMatchObject({ status: 400, body: { reason: 'SESSION_ENDED' } });
    expect((await storedTexts(first.sessionId)).log).toEqual(['one']);
  });
});
