import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import {
  INTERLOCKED,
  INTERLOCKED_PERCENTS,
  interlockedTestSurvey,
} from '../../../test/interlockedSurvey.ts';
import { loopbackClient, type JsonReply } from '../../../test/loopbackHttp.ts';
import type { RespondentView } from '../../../test/respondentHttp.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { signPanelLink } from './panelLinks.ts';
import { readQuotaCells, TOTAL_CELL } from './quotaCells.store.ts';

const SUPPLIER = 'SIMULATED';
const RESPONDENTS = 1000;
const SAMPLE = 100;
const CLIENTS = 20;
const CELLS = INTERLOCKED.first.options.length * INTERLOCKED.second.options.length;

/**
 * QUALITY.md R11 on interlocked cells, over the public API: 1,000 respondents at once, spread over
 * the 12 combinations of two interlocked screening questions, each qualifying and completing.
 */
describe('R11 on interlocked cells over HTTP', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let clients: ReturnType<typeof loopbackClient>[];
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET: TEST_PANEL_SECRET });
    ann = await signUpUser(t);
    clients = Array.from({ length: CLIENTS }, (_, i) =>
      loopbackClient(t.url, `127.0.3.${i + 1}`, RESPONDENTS / CLIENTS),
    );
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  const key = new TextEncoder().encode(TEST_PANEL_SECRET);
  const ok = (reply: JsonReply<RespondentView>, step: string): RespondentView => {
    if (reply.status !== 200) {
      throw new Error(`${step}: ${reply.status} ${JSON.stringify(reply.body)}`);
    }
    return reply.body;
  };

  /** Respondent n answers combination n % 12, then the question: the outcome it ended on. */
  async function walk(surveyId: string, n: number): Promise<string | undefined> {
    const client = clients[n % CLIENTS]!;
    const fields = { surveyId, respondentId: `r11i-${n}`, supplierCode: SUPPLIER };
    let view = ok(
      await client.post<RespondentView>('/v1/respondent/sessions', {
        ...fields,
        signature: signPanelLink(key, fields),
      }),
      'start',
    );
    const cell = n % CELLS;
    const second = INTERLOCKED.second.options.length;
    const picks = [
      INTERLOCKED.first.options[Math.floor(cell / second)],
      INTERLOCKED.second.options[cell % second],
    ];
    for (const [step, label] of picks.entries()) {
      const option = view.page.options?.find((o) => o.label === label);
      if (!option) throw new Error(`screener ${step}: no option ${label}`);
      view = ok(
        await client.post<RespondentView>(`/v1/respondent/sessions/${view.sessionId}/answers`, {
          pageKey: view.page.key,
          answer: { kind: 'choice', selected: [option.id], texts: {} },
        }),
        `screener ${step}`,
      );
      if (view.page.kind === 'end') return view.page.outcome;
    }
    const done = ok(
      await client.post<RespondentView>(`/v1/respondent/sessions/${view.sessionId}/answers`, {
        pageKey: view.page.key,
        answer: { kind: 'text', text: 'Fine' },
      }),
      'question',
    );
    return done.page.outcome;
  }

  it('1,000 concurrent qualifying completes over 12 cells end at exactly each cell target', async () => {
    const surveyId = await interlockedTestSurvey(t, ann, SAMPLE);
    const outcomes = await Promise.all(
      Array.from({ length: RESPONDENTS }, (_, n) => walk(surveyId, n)),
    );
    const count = (o: string) => outcomes.filter((x) => x === o).length;
    expect({ complete: count('complete'), quota_full: count('quota_full') }).toEqual({
      complete: SAMPLE,
      quota_full: RESPONDENTS - SAMPLE,
    });
    const cells = await readQuotaCells(t.deps.database.db, surveyId);
    const joint = cells.filter((c) => c.cellKey.includes('&'));
    expect(joint).toHaveLength(CELLS);
    // Every cell at exactly its target, no place left reserved; the targets are the percents.
    expect(joint.map((c) => c.filled).sort((a, b) => a - b)).toEqual(
      [...INTERLOCKED_PERCENTS].sort((a, b) => a - b),
    );
    for (const c of joint) expect(c).toMatchObject({ filled: c.target, reserved: 0 });
    expect(cells.find((c) => c.cellKey === TOTAL_CELL)).toMatchObject({
      target: SAMPLE,
      filled: SAMPLE,
      reserved: 0,
    });
    // The interlocked questions have no margin cells of their own.
    expect(cells.filter((c) => c.cellKey !== TOTAL_CELL && !c.cellKey.includes('&'))).toEqual([]);
  }, 180_000);
});
