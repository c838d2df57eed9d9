import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { draftEditor } from '../../../test/questionnaireHelpers.ts';
import { respondentDriver, TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { signPanelLink } from './panelLinks.ts';
import { answerSession, knownSession } from './sessions.service.ts';

const SECRET = TEST_PANEL_SECRET;
const SUPPLIER = 'SIMULATED';

interface View {
  sessionId: string;
  page: { kind: 'entry' | 'end'; key?: string; title?: string; outcome?: string };
  redirectUrl: string | null;
}

/**
 * The answer path's optimistic write (answerPath.store.ts) over real HTTP: a page answered without
 * a transaction must still be taken once, whatever arrives at the same moment.
 */
describe('answer path: optimistic session writes', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let surveyId: string;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: SECRET });
    ann = await signUpUser(t);
    const draft = await readyTestSurvey(t, ann, { samplesNeeded: 50 });
    await draftEditor(t, ann, draft).ok('addQuestion', {
      questionTypeCode: 'FreeText',
      position: 1,
      text: 'Anything else?',
    });
    surveyId = draft.surveyId;
    await purchaseOk(t, ann, surveyId);
  });
  afterAll(() => t.close());

  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${t.url}/v1/respondent${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as View & { reason?: string } };
  };
  const start = async (respondentId: string) => {
    const fields = { surveyId, respondentId, supplierCode: SUPPLIER };
    const key = new TextEncoder().encode(SECRET);
    const reply = await post('/sessions', { ...fields, signature: signPanelLink(key, fields) });
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const answer = (view: View, text: string) =>
    post(`/sessions/${view.sessionId}/answers`, {
      pageKey: view.page.key,
      answer: { kind: 'text', text },
    });
  const stored = async (sessionId: string) => {
    const answers = await t.deps.database.db.execute<{ page_key: string; text: string }>(
      sql`SELECT page_key, answer->>'text' AS text FROM respondent_answers
          WHERE session_id = ${sessionId} ORDER BY page_key`,
    );
    const [session] = (
      await t.deps.database.db.execute<{ status: string; answers: Record<string, unknown> }>(
        sql`SELECT status, state->'answers' AS answers FROM respondent_sessions
            WHERE id = ${sessionId}`,
      )
    ).rows;
    return { answers: answers.rows, session };
  };

  it('takes one of several different answers sent at once to a page, and stores that one', async () => {
    const first = await start('race-1');
    expect(first.page).toMatchObject({ kind: 'entry', title: 'What do you think of it?' });
    const texts = ['one', 'two', 'three', 'four', 'five', 'six'];
    const replies = await Promise.all(texts.map((text) => answer(first, text)));

    const taken = replies.flatMap((r, i) => (r.status === 200 ? [texts[i]] : []));
    expect(taken).toHaveLength(1);
    for (const r of replies.filter((r) => r.status !== 200)) {
      expect(r).toMatchObject({ status: 400, body: { reason: 'ALREADY_ANSWERED' } });
    }
    const next = replies.find((r) => r.status === 200)?.body;
    expect(next?.page).toMatchObject({ kind: 'entry', title: 'Anything else?' });
    const { answers, session } = await stored(first.sessionId);
    expect(answers).toEqual([{ page_key: first.page.key, text: taken[0] }]);
    expect(session?.status).toBe('in_progress');
    expect(session?.answers[first.page.key ?? '']).toEqual({ kind: 'text', text: taken[0] });
  });

  it('answers the same answer sent at once alike, stores it once, then completes', async () => {
    const first = await start('race-2');
    const replies = await Promise.all(Array.from({ length: 5 }, () => answer(first, 'same')));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const r of replies) expect(r.body).toEqual(replies[0]?.body);
    const second = replies[0]!.body;

    const done = await answer(second, 'the end');
    expect(done.body.page).toEqual({ kind: 'end', outcome: 'complete' });
    const { answers, session } = await stored(first.sessionId);
    expect(answers.map((a) => a.text)).toEqual(['same', 'the end']);
    expect(session?.status).toBe('complete');
  });

  it('an answer whose session was ended between its read and its write is decided again', async () => {
    const first = await start('race-3');
    const { ctx } = respondentDriver(t);
    const read = await knownSession(ctx, first.sessionId);
    // What dropIdle does to an abandoned session, after the answer read it and before it writes.
    await t.deps.database.db.execute(
      sql`UPDATE respondent_sessions
             SET status = 'dropped', state = jsonb_set(state, '{status}', '"dropped"')
           WHERE id = ${first.sessionId}`,
    );
    await expect(
      answerSession(ctx, read, first.page.key ?? '', { kind: 'text', text: 'too late' }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', details: { reason: 'SESSION_ENDED' } });
    const { answers, session } = await stored(first.sessionId);
    expect(answers).toEqual([]);
    expect(session?.status).toBe('dropped');
  });
});
