import { hash32, seededRandom } from '@survey/domain/random';
import type { Answer } from '@survey/domain/respondent/answers';
import type { EntryPage, Page } from '@survey/domain/respondent/engine/pages';
import { randomValidAnswer } from '@survey/domain/respondent/engine/randomValidAnswer';
import type { QuotasResponse } from '@survey/domain/results/contract';
import { pick } from '@survey/testkit/completes';
import { DEFAULT_QUESTION } from '@survey/testkit/survey';
import { world, type World } from '@survey/testkit/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopbackClient, type JsonReply } from '../../../test/loopbackHttp.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { abandonmentSettings, dropIdleSessions } from './dropIdle.ts';
import { signPanelLink } from './panelLinks.ts';
import { readQuotaCells } from './quotaCells.store.ts';

const PANEL_LINK_SECRET = 'answer-quotas-panel-link-secret-0123456789abcdef';
const COLOURS = 'Which colours do you like?';
const BRAND = 'Which brand do you buy?';

interface View {
  sessionId: string;
  page: Page;
  redirectUrl: string | null;
}

/**
 * Issue 38 §3 over the public respondent API: a quota on a questionnaire answer ends a
 * respondent who gives a full cell's answer as quota full, and its cells never overfill (R11).
 */
describe('quotas on answers in the survey', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET });
    w = world(t.url, { panelLinkSecret: PANEL_LINK_SECRET });
  });
  afterAll(() => t.close());

  const cellsOf = async (surveyId: string) =>
    Object.fromEntries(
      (await readQuotaCells(t.deps.database.db, surveyId))
        .filter((c) => c.cellKey.startsWith('answer:'))
        .map((c) => [c.cellKey, { target: c.target, filled: c.filled, reserved: c.reserved }]),
    );

  it('a respondent whose answer touches a full cell ends as quota full; other answers go on', async () => {
    const ada = await w.account();
    const survey = await ada.survey({
      samplesNeeded: 20,
      questions: [
        { type: 'Basic', text: COLOURS, options: ['Red', 'Green', 'Blue'], multiple: true },
        DEFAULT_QUESTION,
      ],
    });
    // Red: 2 completes; Green: 10% of 20 = 2; Blue is not capped.
    await survey.setAnswerQuota(COLOURS, [
      { options: ['Red'], count: 2 },
      { options: ['Green'], percent: 10 },
    ]);
    expect(await survey.buy()).toBe('Live');
    const colours =
      (...picked: string[]) =>
      (page: EntryPage) =>
        page.label === 'Q1'
          ? {
              kind: 'choice' as const,
              selected: picked.map((p) => (pick(page, p) as { selected: string[] }).selected[0]!),
              texts: {},
            }
          : null;
    expect(await survey.answerAs('red-1', colours('Red'))).toBe('complete');
    expect(await survey.answerAs('red-2', colours('Red', 'Green'))).toBe('complete');
    // Red is full: any answer touching it ends as quota full, even with a cell that has room.
    expect(await survey.answerAs('red-3', colours('Blue', 'Red'))).toBe('quota_full');
    expect(await survey.answerAs('blue-1', colours('Blue'))).toBe('complete');
    expect(await survey.answerAs('green-1', colours('Green'))).toBe('complete');
    expect(await survey.answerAs('green-2', colours('Green', 'Blue'))).toBe('quota_full');

    const cells = await cellsOf(survey.surveyId);
    expect(Object.values(cells)).toEqual([
      { target: 2, filled: 2, reserved: 0 },
      { target: 2, filled: 2, reserved: 0 },
    ]);
    const ended = await t.deps.database.pool.query<{ respondent_id: string; full: string }>(
      `SELECT respondent_id, state->>'fullCell' AS full FROM respondent_sessions
        WHERE survey_id = $1 AND status = 'quota_full' ORDER BY respondent_id`,
      [survey.surveyId],
    );
    expect(ended.rows.map((r) => r.respondent_id)).toEqual(['green-2', 'red-3']);
    expect(ended.rows.every((r) => r.full.startsWith('answer:'))).toBe(true);
    const total = (await readQuotaCells(t.deps.database.db, survey.surveyId)).find(
      (c) => c.cellKey === 'total',
    );
    expect(total).toMatchObject({ filled: 4, reserved: 0 });

    // The results page's quotas: the cells on answers beside the audience's, per cell.
    const res = await fetch(
      `${t.url}/v2/survey-results/api/v1.0/quotas?surveyId=${survey.surveyId}`,
      { headers: { authorization: `Bearer ${ada.accessToken}` } },
    );
    const body = (await res.json()) as QuotasResponse;
    expect(body.hasQuotas).toBe(true);
    expect(body.answerQuotas).toEqual([
      expect.objectContaining({
        label: 'Q1',
        text: COLOURS,
        cells: [
          expect.objectContaining({
            optionTexts: ['Red'],
            targetKind: 'count',
            target: 2,
            full: true,
            progress: { progress: 1, samplesCollected: 2, samplesWanted: 2 },
          }),
          expect.objectContaining({
            optionTexts: ['Green'],
            targetKind: 'percent',
            target: 10,
            full: true,
            progress: { progress: 1, samplesCollected: 2, samplesWanted: 2 },
          }),
        ],
      }),
    ]);
  });

  it('the quota-full end sends the respondent to the supplier’s quota-full redirect', async () => {
    const ada = await w.account();
    const survey = await ada.survey({
      samplesNeeded: 10,
      questions: [{ type: 'Basic', text: BRAND, options: ['Acme', 'Bolt'] }, DEFAULT_QUESTION],
    });
    await survey.setAnswerQuota(BRAND, [{ options: ['Acme'], count: 0 }]);
    await survey.buy();
    const fields = { surveyId: survey.surveyId, respondentId: 'acme-1', supplierCode: 'SIMULATED' };
    const signature = signPanelLink(new TextEncoder().encode(PANEL_LINK_SECRET), fields);
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${t.url}/v1/respondent${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as View;
    };
    let view = await post('/sessions', { ...fields, signature });
    while (view.page.kind === 'entry' && view.page.label !== 'Q1') {
      const page = view.page;
      view = await post(`/sessions/${view.sessionId}/answers`, {
        pageKey: page.key,
        answer: randomValidAnswer(page, seededRandom(1)),
      });
    }
    if (view.page.kind !== 'entry') throw new Error('Q1 was not reached');
    const ended = await post(`/sessions/${view.sessionId}/answers`, {
      pageKey: view.page.key,
      answer: pick(view.page, 'Acme'),
    });
    expect(ended.page).toMatchObject({ kind: 'end', outcome: 'quota_full' });
    expect(ended.redirectUrl).toBe('/respondent/end?outcome=quota_full&rid=acme-1');
  });

  it('a respondent in progress holds their place in the cell; a drop gives it back', async () => {
    const ada = await w.account();
    const survey = await ada.survey({
      samplesNeeded: 10,
      questions: [{ type: 'Basic', text: BRAND, options: ['Acme', 'Bolt'] }, DEFAULT_QUESTION],
    });
    await survey.setAnswerQuota(BRAND, [{ options: ['Acme'], count: 1 }]);
    await survey.buy();
    const key = new TextEncoder().encode(PANEL_LINK_SECRET);
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${t.url}/v1/respondent${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      return (await res.json()) as View;
    };
    /** Starts `respondentId` (a real panel's: idle for 3x the length of interview) and answers Acme. */
    const answerAcme = async (respondentId: string) => {
      const fields = { surveyId: survey.surveyId, respondentId, supplierCode: 'PANELCO' };
      let view = await post('/sessions', { ...fields, signature: signPanelLink(key, fields) });
      const rnd = seededRandom(hash32(respondentId));
      while (view.page.kind === 'entry' && view.page.label !== 'Q1') {
        const page = view.page;
        view = await post(`/sessions/${view.sessionId}/answers`, {
          pageKey: page.key,
          answer: randomValidAnswer(page, rnd),
        });
      }
      if (view.page.kind !== 'entry') throw new Error('Q1 was not reached');
      return post(`/sessions/${view.sessionId}/answers`, {
        pageKey: view.page.key,
        answer: pick(view.page, 'Acme'),
      });
    };
    const first = await answerAcme('holder');
    expect(first.page).toMatchObject({ kind: 'entry', label: 'Q2' });
    expect(Object.values(await cellsOf(survey.surveyId))).toEqual([
      { target: 1, filled: 0, reserved: 1 },
    ]);
    // The place is held while the first respondent goes on: Acme is full for the next one.
    expect((await answerAcme('second')).page).toMatchObject({ kind: 'end', outcome: 'quota_full' });
    // Idle past 3x the length of interview: dropped, the place given back, Acme open again.
    t.advance(60 * 60_000);
    await dropIdleSessions({
      db: t.deps.database.db,
      clock: t.deps.clock,
      abandonment: abandonmentSettings(t.deps.config),
    });
    expect(Object.values(await cellsOf(survey.surveyId))).toEqual([
      { target: 1, filled: 0, reserved: 0 },
    ]);
    expect((await answerAcme('third')).page).toMatchObject({ kind: 'entry', label: 'Q2' });
  });

  it('R11: 1,000 concurrent completes on a cell of 50 end at exactly 50, none reserved', async () => {
    const RESPONDENTS = 1000;
    const CELL = 50;
    const CLIENTS = 20;
    const ada = await w.account();
    const survey = await ada.survey({
      samplesNeeded: RESPONDENTS,
      questions: [{ type: 'Basic', text: BRAND, options: ['Acme', 'Bolt'] }, DEFAULT_QUESTION],
    });
    await survey.setAnswerQuota(BRAND, [{ options: ['Acme'], count: CELL }]);
    await survey.buy();
    const clients = Array.from({ length: CLIENTS }, (_, i) =>
      loopbackClient(t.url, `127.0.3.${i + 1}`, RESPONDENTS / CLIENTS),
    );
    const key = new TextEncoder().encode(PANEL_LINK_SECRET);
    const ok = (reply: JsonReply<View>, step: string): View => {
      if (reply.status !== 200)
        throw new Error(`${step}: ${reply.status} ${JSON.stringify(reply.body)}`);
      return reply.body;
    };
    /** Every respondent answers Acme on Q1 and anything valid elsewhere; the outcome. */
    const walk = async (n: number): Promise<string> => {
      const client = clients[n % CLIENTS]!;
      const fields = {
        surveyId: survey.surveyId,
        respondentId: `r11-${n}`,
        supplierCode: 'SIMULATED',
      };
      let view = ok(
        await client.post<View>('/v1/respondent/sessions', {
          ...fields,
          signature: signPanelLink(key, fields),
        }),
        'start',
      );
      const rnd = seededRandom(hash32(fields.respondentId));
      while (view.page.kind === 'entry') {
        const page: EntryPage = view.page;
        const answer: Answer | null =
          page.label === 'Q1' ? pick(page, 'Acme') : randomValidAnswer(page, rnd);
        view = ok(
          await client.post<View>(`/v1/respondent/sessions/${view.sessionId}/answers`, {
            pageKey: page.key,
            answer,
          }),
          page.label,
        );
      }
      return view.page.outcome;
    };
    try {
      const outcomes = await Promise.all(Array.from({ length: RESPONDENTS }, (_, n) => walk(n)));
      const count = (o: string) => outcomes.filter((x) => x === o).length;
      expect({ complete: count('complete'), quota_full: count('quota_full') }).toEqual({
        complete: CELL,
        quota_full: RESPONDENTS - CELL,
      });
      expect(Object.values(await cellsOf(survey.surveyId))).toEqual([
        { target: CELL, filled: CELL, reserved: 0 },
      ]);
      const stored = await t.deps.database.pool.query(
        `SELECT status, count(*)::int AS n FROM respondent_sessions WHERE survey_id = $1
          GROUP BY status ORDER BY status`,
        [survey.surveyId],
      );
      expect(stored.rows).toEqual([
        { status: 'complete', n: CELL },
        { status: 'quota_full', n: RESPONDENTS - CELL },
      ]);
    } finally {
      for (const c of clients) c.close();
    }
  }, 300_000);
});
