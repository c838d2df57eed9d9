import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { loopbackClient, type JsonReply } from '../../../test/loopbackHttp.ts';
import type { RespondentView } from '../../../test/respondentHttp.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { SCREENER, screenedTestSurvey } from '../../../test/screenedSurvey.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { signPanelLink } from './panelLinks.ts';
import { readQuotaCells, TOTAL_CELL } from './quotaCells.store.ts';

const SUPPLIER = 'SIMULATED';
const RESPONDENTS = 1000;
const QUOTA = 100;
/** Client addresses the respondents come from (the API limits each address, as in the field). */
const CLIENTS = 20;

/**
 * QUALITY.md R11 over the public API, as panels reach it: every respondent qualifies on an answer
 * (the screener) and completes on the next, all at once, through POST answers.
 */
describe('R11 over HTTP', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let clients: ReturnType<typeof loopbackClient>[];
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    ann = await signUpUser(t);
    clients = Array.from({ length: CLIENTS }, (_, i) =>
      loopbackClient(t.url, `127.0.2.${i + 1}`, RESPONDENTS / CLIENTS),
    );
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  const key = new TextEncoder().encode(TEST_PANEL_SECRET);
  const start = (client: ReturnType<typeof loopbackClient>, surveyId: string, rid: string) => {
    const fields = { surveyId, respondentId: rid, supplierCode: SUPPLIER };
    return client.post<RespondentView>('/v1/respondent/sessions', {
      ...fields,
      signature: signPanelLink(key, fields),
    });
  };
  const answer = (client: ReturnType<typeof loopbackClient>, view: RespondentView, a: unknown) =>
    client.post<RespondentView>(`/v1/respondent/sessions/${view.sessionId}/answers`, {
      pageKey: view.page.key,
      answer: a,
    });
  const ok = (reply: JsonReply<RespondentView>, step: string): RespondentView => {
    if (reply.status !== 200)
      throw new Error(`${step}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body;
  };

  /** Start, qualify on the screener, then answer the question: the outcome the walk ended on. */
  async function walk(surveyId: string, n: number): Promise<string | undefined> {
    const client = clients[n % CLIENTS]!;
    const first = ok(await start(client, surveyId, `r11-${n}`), 'start');
    const pass = first.page.options?.find((o) => o.label === SCREENER.pass);
    const screened = ok(
      await answer(client, first, { kind: 'choice', selected: [pass?.id], texts: {} }),
      'screener',
    );
    if (screened.page.kind === 'end') return screened.page.outcome;
    const done = ok(await answer(client, screened, { kind: 'text', text: 'Fine' }), 'question');
    return done.page.outcome;
  }

  it('1,000 concurrent qualifying completes on a quota of 100 end at exactly 100', async () => {
    const surveyId = await screenedTestSurvey(t, ann, QUOTA);
    const outcomes = await Promise.all(
      Array.from({ length: RESPONDENTS }, (_, n) => walk(surveyId, n)),
    );
    const count = (o: string) => outcomes.filter((x) => x === o).length;
    expect({ complete: count('complete'), quota_full: count('quota_full') }).toEqual({
      complete: QUOTA,
      quota_full: RESPONDENTS - QUOTA,
    });
    const total = (await readQuotaCells(t.deps.database.db, surveyId)).find(
      (c) => c.cellKey === TOTAL_CELL,
    );
    expect(total).toMatchObject({ target: QUOTA, filled: QUOTA, reserved: 0 });
    const stored = await t.deps.database.pool.query(
      `SELECT status, count(*)::int AS n FROM respondent_sessions WHERE survey_id = $1
        GROUP BY status ORDER BY status`,
      [surveyId],
    );
    expect(stored.rows).toEqual([
      { status: 'complete', n: QUOTA },
      { status: 'quota_full', n: RESPONDENTS - QUOTA },
    ]);
  }, 120_000);

  it('concurrent starts by one respondent give one session', async () => {
    const surveyId = await screenedTestSurvey(t, ann, QUOTA);
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => start(clients[i % CLIENTS]!, surveyId, 'same-one')),
    );
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    expect(new Set(replies.map((r) => r.body.sessionId)).size).toBe(1);
    const rows = await t.deps.database.pool.query(
      'SELECT count(*)::int AS n FROM respondent_sessions WHERE survey_id = $1',
      [surveyId],
    );
    expect(rows.rows[0]).toEqual({ n: 1 });
  });
});
