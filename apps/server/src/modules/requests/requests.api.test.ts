import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import {
  addTestFieldwork,
  createTestProject,
  launchTestSurvey,
  recordTestCompletes,
  surveyIdOf,
} from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { PANEL_SUPPLIER_CODE } from '@survey/domain/projects/constants';

const API = '/v1/dashboard/api/v1.0';

/** A local team-chat webhook: every body it receives, in order. */
async function startWebhook(): Promise<{ server: Server; url: string; received: string[] }> {
  const received: string[] = [];
  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString()));
    req.on('end', () => {
      received.push(data);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { server, url: `http://127.0.0.1:${port}/hook`, received };
}

describe('data-table and follow-up requests', () => {
  let t: TestApp;
  let hook: Awaited<ReturnType<typeof startWebhook>>;
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  /** Ann's completed survey with completes synthetic-1..5, a screened-out and a live one. */
  let done: string;
  let live: string;
  let bobDone: string;

  const post = (user: SignedUpUser | null, path: string, body: unknown) =>
    fetch(`${t.url}${API}/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(user ? { authorization: `Bearer ${user.accessToken}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const storedCount = async () =>
    Number(
      (await t.deps.database.pool.query<{ n: string }>('SELECT count(*) AS n FROM chat_messages'))
        .rows[0]?.n,
    );
  /** Waits for the pg-boss job to post a message holding `marker` to the webhook; its text. */
  const delivered = async (marker: string) => {
    const texts = () => hook.received.map((b) => (JSON.parse(b) as { text: string }).text);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && !texts().some((x) => x.includes(marker)))
      await new Promise((r) => setTimeout(r, 100));
    const text = texts().find((x) => x.includes(marker));
    expect(text, marker).toBeDefined();
    return text ?? '';
  };
  const completedSurvey = async (user: SignedUpUser, name: string, completes: number) => {
    const surveyId = surveyIdOf(await createTestProject(t, user, name));
    await addTestFieldwork(t, user, surveyId, { samplesNeeded: 100 });
    await launchTestSurvey(t, surveyId, 'completed');
    await recordTestCompletes(t, surveyId, completes, PANEL_SUPPLIER_CODE);
    return surveyId;
  };

  beforeAll(async () => {
    hook = await startWebhook();
    t = await startTestApp({ CHAT_WEBHOOK_URL: hook.url, PANEL_RATE: '0' }, { jobs: true });
    ann = await signUpUser(t, {
      firstName: 'Ann',
      lastName: 'Smith',
      accountName: 'Acme Research',
    });
    bob = await signUpUser(t);
    done = await completedSurvey(ann, 'Coffee habits 2026', 5);
    await t.deps.database.pool.query(
      `INSERT INTO respondent_sessions (survey_id, respondent_id, status, started_at)
       VALUES ($1, 'screened-1', 'screened_out', now())`,
      [done],
    );
    // Completes another supplier sent to the same survey: its ids are its own members'.
    await t.deps.database.pool.query(
      `INSERT INTO respondent_sessions
         (survey_id, respondent_id, supplier_code, status, started_at, completed_at)
       VALUES ($1, 'rival-1', 'RIVAL', 'complete', now(), now()),
              ($1, 'no-supplier-1', '', 'complete', now(), now())`,
      [done],
    );
    live = surveyIdOf(await createTestProject(t, ann, 'Still in the field'));
    await addTestFieldwork(t, ann, live, { samplesNeeded: 100 });
    await launchTestSurvey(t, live, 'live');
    await recordTestCompletes(t, live, 2);
    bobDone = await completedSurvey(bob, 'Bob survey', 3);
    await t.deps.database.pool.query(
      `INSERT INTO respondent_sessions (survey_id, respondent_id, status, started_at, completed_at)
       VALUES ($1, 'bob-only', 'complete', now(), now())`,
      [bobDone],
    );
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => hook.server.close(r));
  });

  describe('POST data-table-requests', () => {
    it('posts user, account, e-mail, project, survey, type with price and format to the chat', async () => {
      const res = await post(ann, 'data-table-requests', {
        surveyId: done,
        requestType: 'COMPLEX',
        weighting: 'WEIGHTED',
      });
      expect(res.status).toBe(202);
      const text = await delivered('Request type: Complex');
      expect(text).toContain('Data tables requested for Coffee habits 2026');
      expect(text).toContain(`User: Ann Smith (${ann.email})`);
      expect(text).toContain('Account: Acme Research');
      expect(text).toContain('Project: Coffee habits 2026');
      expect(text).toContain(`Survey: ${done}`);
      expect(text).toContain('Request type: Complex (£500 ex VAT)');
      expect(text).toContain('Format: Weighted');
      expect(text).toContain('Additional runs: £200 ex VAT each');
      expect(text).toContain('Turnaround: one business day');

      expect(
        (
          await post(ann, 'data-table-requests', {
            surveyId: done,
            requestType: 'SIMPLE',
            weighting: 'UNWEIGHTED',
          })
        ).status,
      ).toBe(202);
      await delivered('Request type: Simple (£300 ex VAT)\nFormat: Unweighted');
    });

    it('lists the survey’s saved crosstabs in the message, so the team builds the same tables', async () => {
      const definition = {
        row: { questionId: 'q-brand', matrixTitleId: null },
        banner: [{ questionId: 'gender', matrixTitleId: null }],
        responseFilters: [],
        weighted: true,
        nets: [],
        boxes: false,
      };
      // Tables are saved through the results module's route (tested there); here only their rows.
      const insert = (surveyId: string, accountId: string, name: string) =>
        t.deps.database.pool.query(
          `INSERT INTO saved_crosstabs (survey_id, account_id, created_by, name, definition, created_at)
           VALUES ($1, $2, $2, $3, $4, now())`,
          [surveyId, accountId, name, JSON.stringify(definition)],
        );
      await insert(done, ann.accountId, 'Brand by gender');
      await insert(bobDone, bob.accountId, 'Bob table');
      const res = await post(ann, 'data-table-requests', {
        surveyId: done,
        requestType: 'COMPLEX',
        weighting: 'UNWEIGHTED',
      });
      expect(res.status).toBe(202);
      const text = await delivered('Table: Brand by gender');
      expect(text).toContain('Saved tables to build (1):');
      expect(text).toContain('Rows: q-brand');
      expect(text).toContain('Weighted: yes');
      expect(text).not.toContain('Bob table');
      const { rows } = await t.deps.database.pool.query<{
        payload: { savedCrosstabIds: string[] };
      }>(
        `SELECT payload FROM chat_messages WHERE payload->>'requestType' = 'COMPLEX'
           AND payload->>'weighting' = 'UNWEIGHTED'`,
      );
      expect(rows[0]?.payload.savedCrosstabIds).toHaveLength(1);
      await t.deps.database.pool.query(`DELETE FROM saved_crosstabs`);
    });

    it('stores and sends a request retried with the same client request id once', async () => {
      const before = await storedCount();
      const body = {
        surveyId: done,
        requestType: 'SIMPLE',
        weighting: 'WEIGHTED',
        clientRequestId: crypto.randomUUID(),
      };
      const answers = await Promise.all(
        [1, 2, 3].map(() => post(ann, 'data-table-requests', body)),
      );
      expect(answers.map((r) => r.status)).toEqual([202, 202, 202]);
      expect(await storedCount()).toBe(before + 1);
      const other = { ...body, clientRequestId: crypto.randomUUID() };
      expect((await post(ann, 'data-table-requests', other)).status).toBe(202);
      expect(await storedCount()).toBe(before + 2);
    });

    it('refuses a survey that is not completed (409), another account’s (404) and bad bodies (400), storing nothing', async () => {
      const before = await storedCount();
      const body = { surveyId: done, requestType: 'SIMPLE', weighting: 'WEIGHTED' };
      const notCompleted = await post(ann, 'data-table-requests', { ...body, surveyId: live });
      expect(notCompleted.status).toBe(409);
      expect(await notCompleted.json()).toMatchObject({
        error: 'CONFLICT',
        code: 'SURVEY_NOT_COMPLETED',
        state: 'live',
      });
      expect((await post(bob, 'data-table-requests', body)).status).toBe(404);
      expect(
        (await post(ann, 'data-table-requests', { ...body, surveyId: crypto.randomUUID() })).status,
      ).toBe(404);
      expect(
        (await post(ann, 'data-table-requests', { ...body, requestType: 'HUGE' })).status,
      ).toBe(400);
      expect(
        (await post(ann, 'data-table-requests', { ...body, weighting: undefined })).status,
      ).toBe(400);
      expect((await post(ann, 'data-table-requests', { ...body, extra: 1 })).status).toBe(400);
      expect((await post(ann, 'data-table-requests', { ...body, surveyId: 'x' })).status).toBe(400);
      expect((await post(null, 'data-table-requests', body)).status).toBe(401);
      expect(await storedCount()).toBe(before);
    });
  });

  describe('POST retargeting', () => {
    const body = (ids: string[], extra: Record<string, unknown> = {}) => ({
      surveyId: done,
      accountId: ann.accountId,
      simulatedRespondentIds: ids,
      ...extra,
    });

    it('sends only this survey’s completes and answers the others as not found, never leaking', async () => {
      const res = await post(
        ann,
        'retargeting',
        body(['synthetic-1, synthetic-3', 'synthetic-3', 'screened-1', 'bob-only', 'nobody', '']),
      );
      expect(res.status).toBe(202);
      // Bob's complete and the screened-out respondent answer exactly like an unknown id.
      expect(await res.json()).toEqual({
        acceptedIds: ['synthetic-1', 'synthetic-3'],
        notFoundIds: ['screened-1', 'bob-only', 'nobody'],
      });
      const text = await delivered('Respondents: 2');
      expect(text).toContain('Follow up requested for Coffee habits 2026');
      expect(text).toContain(`User: Ann Smith (${ann.email})`);
      expect(text).toContain('Account: Acme Research');
      expect(text).toContain('Panel supplier: SIMULATED');
      expect(text).toContain('Respondents: 2 (simulatedRespondentIds)');
      expect(text).toContain('synthetic-1, synthetic-3');
      expect(text).not.toContain('bob-only');
      expect(text).not.toContain('screened-1');
    });

    it('matches only completes the survey’s own panel supplier sent (spec 3 §7)', async () => {
      // rival-1 completed this survey through another supplier, no-supplier-1 through no
      // supplier's link: neither is one of the panel's members, so neither can be followed up.
      const res = await post(
        ann,
        'retargeting',
        body(['synthetic-4', 'rival-1', 'no-supplier-1'], { clientRequestId: crypto.randomUUID() }),
      );
      expect(res.status).toBe(202);
      expect(await res.json()).toEqual({
        acceptedIds: ['synthetic-4'],
        notFoundIds: ['rival-1', 'no-supplier-1'],
      });
      const only = await post(ann, 'retargeting', body(['rival-1', 'no-supplier-1']));
      expect(only.status).toBe(400);
    });

    it('answers a retried follow-up alike, sending it once', async () => {
      const before = await storedCount();
      const retried = body(['synthetic-2', 'nobody'], { clientRequestId: crypto.randomUUID() });
      const first = await post(ann, 'retargeting', retried);
      const again = await post(ann, 'retargeting', retried);
      expect([first.status, again.status]).toEqual([202, 202]);
      expect(await again.json()).toEqual(await first.json());
      expect(await storedCount()).toBe(before + 1);
    });

    it('refuses foreign surveys and accounts (404), other states (409) and bad input (400), storing nothing', async () => {
      const before = await storedCount();
      const ids = ['synthetic-1'];
      const status = async (user: SignedUpUser, payload: unknown) =>
        (await post(user, 'retargeting', payload)).status;
      expect(await status(bob, body(ids))).toBe(404);
      expect(await status(bob, body(ids, { accountId: bob.accountId }))).toBe(404);
      expect(await status(ann, body(ids, { accountId: bob.accountId }))).toBe(404);
      expect(await status(ann, body(ids, { surveyId: bobDone }))).toBe(404);
      expect(await status(ann, body(ids, { surveyId: live }))).toBe(409);
      expect(await status(ann, body([]))).toBe(400);
      expect(await status(ann, body([' ,\n']))).toBe(400);
      expect(await status(ann, body(['x'.repeat(129)]))).toBe(400);
      expect(await status(ann, body(ids, { cintRespondentIds: ids }))).toBe(400);
      expect(
        await status(ann, { surveyId: done, accountId: ann.accountId, cintRespondentIds: ids }),
      ).toBe(400);
      expect(await status(ann, body(ids, { simulatedRespondentIds: 'synthetic-1' }))).toBe(400);
      expect(await status(ann, { surveyId: done, accountId: ann.accountId })).toBe(400);

      const none = await post(ann, 'retargeting', body(['bob-only', 'nobody']));
      expect(none.status).toBe(400);
      expect(await none.json()).toMatchObject({
        error: 'BAD_USER_INPUT',
        message: 'None of these ids belongs to a respondent who completed this survey.',
      });
      expect(await storedCount()).toBe(before);
    });

    it('takes up to 10,000 ids and refuses more with a typed 400', async () => {
      const many = Array.from({ length: 10_000 }, (_, i) => `synthetic-${i + 1}`);
      const ok = await post(ann, 'retargeting', body(many));
      expect(ok.status).toBe(202);
      const answer = (await ok.json()) as { acceptedIds: string[]; notFoundIds: string[] };
      expect(answer.acceptedIds).toEqual([
        'synthetic-1',
        'synthetic-2',
        'synthetic-3',
        'synthetic-4',
        'synthetic-5',
      ]);
      expect(answer.notFoundIds).toHaveLength(9_995);

      // The largest list there can be (10,000 ids of 128 characters, ~1.3 MB) is read, not 413.
      const longest = Array.from({ length: 10_000 }, (_, i) => String(i).padStart(128, 'x'));
      const big = await post(ann, 'retargeting', body(longest));
      expect(big.status).toBe(400);
      expect(await big.json()).toMatchObject({
        message: 'None of these ids belongs to a respondent who completed this survey.',
      });

      const before = await storedCount();
      // More ids than the limit once split, though the list itself has few elements.
      const tooMany = await post(
        ann,
        'retargeting',
        body([...many.slice(0, 9_999), 'one-more another two']),
      );
      expect(tooMany.status).toBe(400);
      expect(await tooMany.json()).toMatchObject({
        message: 'At most 10,000 respondent ids can be sent at once; these are 10,002.',
      });
      expect(await storedCount()).toBe(before);
    });
  });
});
