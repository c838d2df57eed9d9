import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../../test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { draftEditor } from '../../../test/questionnaireHelpers.ts';
import { respondentDriver, TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { groupedAnswerMoves } from './answerMoves.ts';
import { signPanelLink } from './panelLinks.ts';
import { answerSession, knownSession, type RespondentCtx } from './sessions.service.ts';

const SUPPLIER = 'SIMULATED';

interface View {
  sessionId: string;
  page: { kind: 'entry' | 'end'; key?: string; title?: string; outcome?: string };
}

/**
 * Group commit of the optimistic answer writes (answerMoves.ts, issue 40 §1): the answers that
 * arrive while one is being written go out together in one statement, and each caller is told
 * its own row's outcome only after that statement committed (R12).
 */
describe('answer path: group commit of the answers written at once', () => {
  let t: TestApp;
  let surveyId: string;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    const ann = await signUpUser(t);
    const draft = await readyTestSurvey(t, ann, { samplesNeeded: 200 });
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
    return { status: res.status, body: (await res.json()) as View };
  };
  const start = async (respondentId: string) => {
    const fields = { surveyId, respondentId, supplierCode: SUPPLIER };
    const key = new TextEncoder().encode(TEST_PANEL_SECRET);
    const reply = await post('/sessions', { ...fields, signature: signPanelLink(key, fields) });
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const startMany = (prefix: string, n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => start(`${prefix}-${i}`)));
  /** What is stored of each session: its first page's answer text and the state's. */
  const storedTexts = async (sessionIds: string[]) => {
    const rows = await t.deps.database.db.execute<{ id: string; text: string; state: string }>(
      sql`SELECT s.id::text AS id, a.answer->>'text' AS text,
                 s.state->'answers'->a.page_key->>'text' AS state
            FROM respondent_sessions s JOIN respondent_answers a ON a.session_id = s.id
           WHERE s.id = ANY(${`{${sessionIds.join(',')}}`}::uuid[])`,
    );
    return new Map(rows.rows.map((r) => [r.id, { text: r.text, state: r.state }]));
  };
  /** A respondent context whose writes go through a batcher that records what it did. */
  const groupedCtx = async () => {
    const batches: number[] = [];
    const outcomes = new Map<string, string | null>();
    const base = respondentDriver(t).ctx;
    const grouped = groupedAnswerMoves(base.db, 64, (size) => batches.push(size));
    const ctx: RespondentCtx = {
      ...base,
      writeMove: async (move) => {
        const version = await grouped(move);
        outcomes.set(move.session.id, version);
        return version;
      },
    };
    // The survey read once beforehand, so that the answers sent at once reach the writer in one
    // turn of the event loop (not each after its own read of the survey).
    await ctx.live.current(surveyId);
    return { ctx, batches, outcomes };
  };

  it('acknowledges every one of many answers of different sessions sent at once, each after it is stored', async () => {
    const views = await startMany('http', 60);
    const replies = await Promise.all(
      views.map((v, i) =>
        post(`/sessions/${v.sessionId}/answers`, {
          pageKey: v.page.key,
          answer: { kind: 'text', text: `http ${i}` },
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(views.map(() => 200));
    for (const r of replies) expect(r.body.page).toMatchObject({ title: 'Anything else?' });
    const stored = await storedTexts(views.map((v) => v.sessionId));
    views.forEach((v, i) => {
      expect(stored.get(v.sessionId)).toEqual({ text: `http ${i}`, state: `http ${i}` });
    });
  });

  it('writes the answers that queued behind a write in one batch, each told its own version', async () => {
    const { ctx, batches, outcomes } = await groupedCtx();
    const views = await startMany('batch', 30);
    const read = await Promise.all(views.map((v) => knownSession(ctx, v.sessionId)));
    const replies = await Promise.all(
      read.map((s, i) =>
        answerSession(ctx, s, views[i]?.page.key ?? '', { kind: 'text', text: `batch ${i}` }),
      ),
    );
    // The first went out alone (nothing was in flight); the rest queued behind it.
    expect(batches[0]).toBe(1);
    expect(Math.max(...batches)).toBeGreaterThan(1);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(30);
    for (const r of replies) expect(r.page).toMatchObject({ title: 'Anything else?' });
    const versions = read.map((s) => outcomes.get(s.id));
    expect(versions.every((v) => typeof v === 'string')).toBe(true);
    const stored = await storedTexts(views.map((v) => v.sessionId));
    const rows = await t.deps.database.db.execute<{ id: string; version: string }>(
      sql`SELECT id::text AS id, xmin::text AS version FROM respondent_sessions
           WHERE id = ANY(${`{${views.map((v) => v.sessionId).join(',')}}`}::uuid[])`,
    );
    const current = new Map(rows.rows.map((r) => [r.id, r.version]));
    views.forEach((v, i) => {
      expect(stored.get(v.sessionId)).toEqual({ text: `batch ${i}`, state: `batch ${i}` });
      expect(outcomes.get(v.sessionId)).toBe(current.get(v.sessionId));
    });
  });

  it('sends a row written since its read, or locked by another transaction, the locked way and writes the others', async () => {
    const { ctx, batches, outcomes } = await groupedCtx();
    const views = await startMany('stale', 8);
    const read = await Promise.all(views.map((v) => knownSession(ctx, v.sessionId)));
    const staleId = views[6]!.sessionId;
    const lockedId = views[7]!.sessionId;
    // Another writer touched one row since it was read (a new row version, same content).
    await t.deps.database.db.execute(
      sql`UPDATE respondent_sessions SET updated_at = updated_at WHERE id = ${staleId}`,
    );
    // And another transaction holds one row locked while the batch is written.
    const holder = await t.deps.database.pool.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM respondent_sessions WHERE id = $1 FOR UPDATE', [lockedId]);
    const replies = read.map((s, i) =>
      answerSession(ctx, s, views[i]?.page.key ?? '', { kind: 'text', text: `stale ${i}` }),
    );
    const unlocked = await Promise.all(replies.slice(0, 7));
    // The batch did not wait for the lock: the others are answered while it is still held.
    expect(outcomes.get(lockedId)).toBeNull();
    await holder.query('COMMIT');
    holder.release();
    const lockedReply = await replies[7];

    expect(batches).toEqual([1, 7]);
    expect(outcomes.get(staleId)).toBeNull();
    for (const v of views.slice(0, 6)) expect(typeof outcomes.get(v.sessionId)).toBe('string');
    for (const r of [...unlocked, lockedReply]) {
      expect(r?.page).toMatchObject({ title: 'Anything else?' });
    }
    const stored = await storedTexts(views.map((v) => v.sessionId));
    views.forEach((v, i) => {
      expect(stored.get(v.sessionId)).toEqual({ text: `stale ${i}`, state: `stale ${i}` });
    });
  });

  it('does not stall the answers queued behind a lone write whose row another transaction holds', async () => {
    const { ctx, batches, outcomes } = await groupedCtx();
    const views = await startMany('lone', 4);
    const read = await Promise.all(views.map((v) => knownSession(ctx, v.sessionId)));
    const lockedId = views[0]!.sessionId;
    const holder = await t.deps.database.pool.connect();
    await holder.query('BEGIN');
    await holder.query('SELECT id FROM respondent_sessions WHERE id = $1 FOR UPDATE', [lockedId]);
    // The locked row's answer goes out first, alone (nothing in flight); the others queue behind.
    const replies = read.map((s, i) =>
      answerSession(ctx, s, views[i]?.page.key ?? '', { kind: 'text', text: `lone ${i}` }),
    );
    const queued = Promise.all(replies.slice(1));
    const stalled = new Promise<'stalled'>((resolve) => setTimeout(resolve, 3000, 'stalled'));
    const whileHeld = await Promise.race([queued, stalled]).finally(async () => {
      await holder.query('COMMIT');
      holder.release();
    });
    // The lone write did not wait for the lock: the queue behind it was written meanwhile.
    expect(whileHeld).not.toBe('stalled');
    expect(outcomes.get(lockedId)).toBeNull();
    const lockedReply = await replies[0];

    expect(batches).toEqual([1, 3]);
    for (const r of [lockedReply, ...(await queued)]) {
      expect(r?.page).toMatchObject({ title: 'Anything else?' });
    }
    const stored = await storedTexts(views.map((v) => v.sessionId));
    views.forEach((v, i) => {
      expect(stored.get(v.sessionId)).toEqual({ text: `lone ${i}`, state: `lone ${i}` });
    });
  });

  it('tells every caller of a batch whose statement failed the error, and stores none of it', async () => {
    const { ctx, batches } = await groupedCtx();
    const views = await startMany('failed', 5);
    const read = await Promise.all(views.map((v) => knownSession(ctx, v.sessionId)));
    // PostgreSQL's jsonb refuses a NUL character (the API's edge refuses it before: here it stands
    // for any failure of the statement) and the whole statement fails with it.
    const texts = ['alone', 'one', 'two', 'with \u0000 NUL', 'three'];
    const replies = await Promise.allSettled(
      read.map((s, i) =>
        answerSession(ctx, s, views[i]?.page.key ?? '', { kind: 'text', text: texts[i] ?? '' }),
      ),
    );
    expect(batches).toEqual([1, 4]);
    expect(replies.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ]);
    const stored = await storedTexts(views.map((v) => v.sessionId));
    expect([...stored.keys()]).toEqual([views[0]?.sessionId]);
    const states = await t.deps.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM respondent_sessions
           WHERE id = ANY(${`{${views
             .slice(1)
             .map((v) => v.sessionId)
             .join(',')}}`}::uuid[]) AND state->'answers' <> '{}'::jsonb`,
    );
    expect(states.rows[0]?.n).toBe(0);
  });
});
