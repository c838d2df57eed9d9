import { createServer, type Server } from 'node:http';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audienceOk } from '../../../test/audienceHelpers.ts';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { addTestFieldwork, createTestProject, surveyIdOf } from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { startJobs } from '../../app/jobs.ts';
import type { JobRunner } from '../../platform/jobRunner.ts';
import { deliverChatMessage, enqueueChatMessage } from '../notifications/chat.ts';
import { abandonmentSettings } from '../respondent/dropIdle.ts';
import { CHAT_POSTS_PER_USER } from '../notifications/chatThrottle.ts';
import {
  SLACK_BLOCKS_TEXT_MAX,
  SLACK_MAX_BLOCKS,
  SLACK_SECTION_TEXT_MAX,
} from '../notifications/slackMessage.ts';

const PATH = '/v1/dashboard/api/v1.0/adjustIRSlackNotification';

describe('POST adjustIRSlackNotification', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let bob: SignedUpUser;
  let surveyId: string;
  let webhook: Server;
  let webhookUrl: string;
  const received: unknown[] = [];
  let failNext = 0;

  const body = () => ({
    accountId: ann.accountId,
    surveyId,
    country: 'GB',
    incidenceRate: 42.5,
    cpi: 2.2,
    loi: 8,
    userEmailAddress: ann.email,
    isFeasible: true,
    screeningQuestions: [
      {
        contextPosition: 0,
        position: 0,
        questionText: 'Do you own a bicycle?',
        options: [
          { position: 0, text: 'Yes', quotaPercent: null, qualification: 'Qualified' },
          { position: 1, text: 'No', quotaPercent: null, qualification: 'Disqualified' },
        ],
        qualifying: true,
        quotas: 'Disabled',
      },
    ],
  });
  const post = (token: string | null, payload: unknown) =>
    fetch(`${t.url}${PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(payload),
    });
  const storedBodies = async () =>
    (
      await t.deps.database.pool.query<{
        body: { text: string; blocks: { type: string; text: { type: string; text: string } }[] };
      }>('SELECT body FROM chat_messages ORDER BY id')
    ).rows.map((r) => r.body);
  const stored = async () =>
    (
      await t.deps.database.pool.query<{
        id: number;
        sent_at: Date | null;
        attempts: number;
        error: string | null;
      }>('SELECT id, sent_at, attempts, error FROM chat_messages ORDER BY id')
    ).rows;

  beforeAll(async () => {
    webhook = createServer((req, res) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => {
        if (failNext > 0) {
          failNext -= 1;
          res.writeHead(500).end();
          return;
        }
        received.push(JSON.parse(data));
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((r) => webhook.listen(0, '127.0.0.1', r));
    const address = webhook.address();
    webhookUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/hook`;
    t = await startTestApp();
    [ann, bob] = [await signUpUser(t), await signUpUser(t)];
    surveyId = surveyIdOf(await createTestProject(t, ann));
    await addTestFieldwork(t, ann, surveyId);
    await audienceOk(t, ann.accessToken, 'addCustomCriterion', {
      surveyId,
      position: 0,
      text: 'Do you own a bicycle?',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => webhook.close(r));
  });

  it('stores the notification and shows it on the dev outbox page', async () => {
    const res = await post(ann.accessToken, body());
    expect(res.status).toBe(202);
    expect(await stored()).toHaveLength(1);
    const page = await (await fetch(`${t.url}/dev/outbox`)).text();
    expect(page).toContain('Do you own a bicycle?');
    expect(page).toContain('incidence 42.5%');
    const json = (await (await fetch(`${t.url}/dev/outbox/chat.json`)).json()) as {
      body: { text: string };
    }[];
    expect(json[0]?.body.text).toContain(`Screening changed on survey ${surveyId} (GB)`);
  });

  it("refuses another account's survey or account, bad bodies and missing tokens, storing nothing", async () => {
    const before = (await stored()).length;
    expect((await post(bob.accessToken, body())).status).toBe(404);
    expect((await post(bob.accessToken, { ...body(), accountId: bob.accountId })).status).toBe(404);
    expect((await post(ann.accessToken, { ...body(), incidenceRate: 140 })).status).toBe(400);
    expect((await post(ann.accessToken, { ...body(), screeningQuestions: 'x' })).status).toBe(400);
    expect((await post(null, body())).status).toBe(401);
    expect(await stored()).toHaveLength(before);
  });

  it('delivers to the webhook, recording a failure so that the job is retried', async () => {
    const [row] = await stored();
    const ctx = { db: t.deps.database.db, clock: t.deps.clock, webhookUrl };
    failNext = 1;
    await expect(deliverChatMessage(ctx, row?.id ?? 0)).rejects.toThrow(/500/);
    expect((await stored())[0]).toMatchObject({
      sent_at: null,
      attempts: 1,
      error: 'webhook answered 500',
    });
    await deliverChatMessage(ctx, row?.id ?? 0);
    expect((await stored())[0]).toMatchObject({ attempts: 2, error: null });
    expect((await stored())[0]?.sent_at).not.toBeNull();
    expect(received[0]).toMatchObject({
      text: expect.stringContaining('Do you own a bicycle?') as string,
    });
    // Sent messages are not sent twice.
    await deliverChatMessage(ctx, row?.id ?? 0);
    expect(received).toHaveLength(1);
  });

  it('forwards a queued message through the pg-boss job', async () => {
    let jobs: JobRunner | undefined;
    try {
      jobs = await startJobs({
        databaseUrl: t.deps.config.DATABASE_URL ?? '',
        database: t.deps.database,
        clock: t.deps.clock,
        log: pino({ level: 'silent' }),
        chatWebhookUrl: webhookUrl,
        abandonment: abandonmentSettings(t.deps.config),
      });
      expect((await post(ann.accessToken, body())).status).toBe(202);
      const last = (await stored()).at(-1);
      await enqueueChatMessage(jobs.boss, last?.id ?? 0);
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && received.length < 2)
        await new Promise((r) => setTimeout(r, 100));
      expect(received).toHaveLength(2);
    } finally {
      await jobs?.stop();
    }
  });

  it('builds the message from the stored audience, escaped and within Slack limits, whatever the request says', async () => {
    const owner = await signUpUser(t);
    const survey = surveyIdOf(await createTestProject(t, owner, 'Bikes <!channel> & co'));
    await addTestFieldwork(t, owner, survey);
    const added = await audienceOk(t, owner.accessToken, 'addCustomCriterion', {
      surveyId: survey,
      position: 0,
      text: `<!channel> <@U123> ${'Long stored question. '.repeat(220)}`,
    });
    const questionLk = added.audience.members[0]?.memberItem.questionLk ?? '';
    for (let i = 0; i < 30; i += 1)
      await audienceOk(t, owner.accessToken, 'addCustomCriterionOption', {
        surveyId: survey,
        questionLk,
        position: i + 2,
      });
    const before = (await storedBodies()).length;
    // The request's texts (8 questions of 20 options of 4,000 characters, under the body limit)
    // would overflow a block; they are not used.
    const huge = {
      ...body(),
      accountId: owner.accountId,
      surveyId: survey,
      userEmailAddress: owner.email,
      screeningQuestions: Array.from({ length: 8 }, (_, q) => ({
        contextPosition: q,
        position: q,
        questionText: `<!here> client text ${'y'.repeat(4900)}`,
        options: Array.from({ length: 20 }, (__, o) => ({
          position: o,
          text: 'z'.repeat(4000),
          quotaPercent: null,
          qualification: 'Qualified' as const,
        })),
        qualifying: true,
        quotas: 'Disabled' as const,
      })),
    };
    expect((await post(owner.accessToken, huge)).status).toBe(202);
    const [message] = (await storedBodies()).slice(before);
    if (!message) throw new Error('no message stored');
    const texts = message.blocks.map((b) => b.text.text);
    expect(texts.length).toBeLessThanOrEqual(SLACK_MAX_BLOCKS);
    expect(texts.join('').length).toBeLessThanOrEqual(SLACK_BLOCKS_TEXT_MAX);
    for (const text of texts) {
      expect(text.length).toBeGreaterThan(0);
      expect(text.length).toBeLessThanOrEqual(SLACK_SECTION_TEXT_MAX);
    }
    const all = [message.text, ...texts].join('\n');
    expect(all).not.toContain('client text');
    expect(all).not.toContain('zzzz');
    expect(all).toContain('A1 &lt;!channel&gt; &lt;@U123&gt; Long stored question.');
    expect(all).toContain(`Screening changed on survey ${survey} (GB)`);
    expect(all).not.toMatch(/[<>]/);
  });

  it("accepts qualifying as the spec's enabled/disabled as well as a boolean", async () => {
    const before = (await stored()).length;
    const withQualifying = (qualifying: unknown) => ({
      ...body(),
      screeningQuestions: body().screeningQuestions.map((q) => ({ ...q, qualifying })),
    });
    for (const value of ['enabled', 'disabled', 'Enabled', 'Disabled', false])
      expect((await post(ann.accessToken, withQualifying(value))).status).toBe(202);
    expect((await post(ann.accessToken, withQualifying('maybe'))).status).toBe(400);
    expect(await stored()).toHaveLength(before + 5);
  });

  it('refuses a user past the chat limit with 429 and stores nothing until the window moves on', async () => {
    const carl = await signUpUser(t);
    const survey = surveyIdOf(await createTestProject(t, carl));
    await addTestFieldwork(t, carl, survey);
    const mine = {
      ...body(),
      accountId: carl.accountId,
      surveyId: survey,
      userEmailAddress: carl.email,
    };
    for (let i = 0; i < CHAT_POSTS_PER_USER.limit; i += 1)
      expect((await post(carl.accessToken, mine)).status).toBe(202);
    const before = (await stored()).length;
    const refused = await post(carl.accessToken, mine);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stored()).toHaveLength(before);
    // Another user is not held up by Carl's posts.
    expect((await post(ann.accessToken, body())).status).toBe(202);
    t.advance(CHAT_POSTS_PER_USER.windowMs + 1000);
    expect((await post(carl.accessToken, mine)).status).toBe(202);
  });
});
