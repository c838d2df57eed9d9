/**
 * Webhooks against a receiver in the test process (issue 39 §3, QUALITY.md R16): signed as the
 * Standard Webhooks specification says (checked with its reference library), delivered in order per
 * survey after the receiver was down, completes batched, a subscriber failing for a day disabled
 * with an e-mail, a replay carrying the same webhook id.
 */
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, outbox, signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import {
  addTestFieldwork,
  createTestProject,
  launchTestSurvey,
  recordTestCompletes,
  relogin,
  surveyIdOf,
} from '../../../test/projectHelpers.ts';
import { startOtherProcess, startTestApp, type TestApp } from '../../../test/testApp.ts';
import { TEST_PANEL_SECRET } from '../../../test/respondentDriver.ts';
import { exportClient } from '../exports/testing/exportClient.ts';
import { hostileSurvey } from '../exports/testing/exportFixture.ts';
import { moveSurveyAsSystem } from '../orders/orders.service.ts';
import { createTestWebhook, deliveryLogOf } from './testing/webhookClient.ts';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhookReceiver.ts';

const HOUR = 60 * 60_000;

describe('webhooks', { timeout: 120_000 }, () => {
  let t: TestApp;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    t = await startTestApp(
      // The export test walks respondents in with signed links; no simulated panel traffic.
      { PANEL_LINK_SECRET: TEST_PANEL_SECRET, PANEL_RATE: '0' },
      { jobs: true },
    );
  });
  afterAll(() => t.close());
  afterEach(() => receiver?.close());

  async function newSurvey(user: SignedUpUser, name = 'Brand tracker'): Promise<string> {
    const surveyId = surveyIdOf(await createTestProject(t, user, name));
    await addTestFieldwork(t, user, surveyId);
    return surveyId;
  }
  const move = (surveyId: string, to: 'paused' | 'completed' | 'halted') =>
    moveSurveyAsSystem({ db: t.deps.database.db, clock: t.deps.clock }, surveyId, to);
  async function runSweep(): Promise<void> {
    const res = await fetch(`${t.url}/test-control/jobs/webhook-sweep/run`, { method: 'POST' });
    expect(res.status).toBe(200);
  }

  it('signs a launch as the Standard Webhooks reference library verifies, and replays it with the same id', async () => {
    receiver = await startWebhookReceiver();
    const ann = await signUpUser(t);
    const hook = await createTestWebhook(t, ann, receiver.url, ['survey.launched']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const surveyId = await newSurvey(ann);
    await launchTestSurvey(t, surveyId, 'paused');

    await receiver.waitFor((r) => r.length === 1);
    const [got] = receiver.received;
    if (!got) throw new Error('nothing received');
    // Throws unless the signature and the timestamp verify.
    const payload = new Webhook(hook.secret).verify(got.body, got.headers) as {
      type: string;
      data: { surveyId: string };
    };
    expect(payload.type).toBe('survey.launched');
    expect(payload.data.surveyId).toBe(surveyId);
    expect(got.headers['webhook-id']).toMatch(/^msg_/);
    // Another secret does not verify it.
    const other = await createTestWebhook(t, ann, receiver.url, ['export.ready']);
    expect(() => new Webhook(other.secret).verify(got.body, got.headers)).toThrow();
    // The pause was not subscribed to.
    expect(receiver.received.map((r) => r.type)).toEqual(['survey.launched']);

    const [logged] = await deliveryLogOf(t, ann, hook.id);
    expect(logged).toMatchObject({
      type: 'survey.launched',
      status: 'delivered',
      lastStatusCode: 200,
    });
    const replay = await api(t, `webhooks/deliveries/${logged?.id}/replay`, {
      token: ann.accessToken,
      method: 'POST',
    });
    expect(replay.status).toBe(202);
    await receiver.waitFor((r) => r.length === 2);
    expect(receiver.received[1]?.headers['webhook-id']).toBe(got.headers['webhook-id']);
    expect(receiver.received[1]?.body).toBe(got.body);
    const log = await deliveryLogOf(t, ann, hook.id);
    expect(log[0]).toMatchObject({
      replayOf: logged?.id,
      status: 'delivered',
      lastStatusCode: 200,
    });
  });

  it('gives a receiver that was down every event once it is back, in order per survey', async () => {
    receiver = await startWebhookReceiver();
    receiver.answer = 503;
    let bea = await signUpUser(t);
    const hook = await createTestWebhook(t, bea, receiver.url, [
      'survey.launched',
      'survey.paused',
      'survey.completed',
      'survey.halted',
    ]);
    const first = await newSurvey(bea, 'First');
    const second = await newSurvey(bea, 'Second');
    await launchTestSurvey(t, first);
    await launchTestSurvey(t, second);
    await move(first, 'paused');
    await move(second, 'halted');
    await move(first, 'completed');
    // One failed attempt per survey: each survey's later events wait behind its first.
    await receiver.waitFor((r) => r.length >= 2);
    const log = await deliveryLogOf(t, bea, hook.id);
    expect(log).toHaveLength(5);
    expect(log.filter((d) => d.attempts.length > 0).map((d) => d.type)).toEqual([
      'survey.launched',
      'survey.launched',
    ]);

    receiver.answer = 200;
    // Past the first retries' wait (well under a day: the subscription stays on).
    t.advance(2 * HOUR);
    await runSweep();
    await receiver.waitFor((r) => r.filter((x) => x.answered === 200).length === 5);
    bea = await relogin(t, bea);
    const delivered = receiver.received.filter((r) => r.answered === 200);
    const typesOf = (surveyId: string) =>
      delivered.filter((r) => r.data.surveyId === surveyId).map((r) => r.type);
    expect(typesOf(first)).toEqual(['survey.launched', 'survey.paused', 'survey.completed']);
    expect(typesOf(second)).toEqual(['survey.launched', 'survey.halted']);
    // The retried launches carry the ids of their failed attempts.
    const failedIds = receiver.received
      .filter((r) => r.answered === 503)
      .map((r) => r.headers['webhook-id']);
    const launchIds = delivered
      .filter((r) => r.type === 'survey.launched')
      .map((r) => r.headers['webhook-id']);
    expect(new Set(launchIds)).toEqual(new Set(failedIds));
    const halted = delivered.find((r) => r.type === 'survey.halted');
    expect(halted?.data).toMatchObject({ surveyId: second, state: 'halted', reason: null });
    expect((await deliveryLogOf(t, bea, hook.id)).every((d) => d.status === 'delivered')).toBe(
      true,
    );
  });

  it('batches completes: one delivery per survey per interval, saying how many and the total', async () => {
    receiver = await startWebhookReceiver();
    const cat = await signUpUser(t);
    await createTestWebhook(t, cat, receiver.url, ['survey.completes_recorded']);
    const surveyId = await newSurvey(cat);
    await launchTestSurvey(t, surveyId);
    await recordTestCompletes(t, surveyId, 5);
    // Within the interval since the launch: nothing yet.
    await runSweep();
    t.advance(61_000);
    await recordTestCompletes(t, surveyId, 8);
    await runSweep();
    await receiver.waitFor((r) => r.length === 1);
    expect(receiver.received[0]?.data).toMatchObject({ surveyId, completes: 8, totalCompletes: 8 });

    await recordTestCompletes(t, surveyId, 10);
    await runSweep();
    t.advance(61_000);
    await runSweep();
    await receiver.waitFor((r) => r.length === 2);
    expect(receiver.received[1]?.data).toMatchObject({
      surveyId,
      completes: 2,
      totalCompletes: 10,
    });
    // Nothing new: no event.
    t.advance(61_000);
    await runSweep();
    expect(receiver.received).toHaveLength(2);
  });

  it('turns off a subscriber that failed for a day and e-mails the account', async () => {
    receiver = await startWebhookReceiver();
    receiver.answer = 500;
    let dan = await signUpUser(t);
    const hook = await createTestWebhook(t, dan, receiver.url, [
      'survey.launched',
      'survey.paused',
    ]);
    const surveyId = await newSurvey(dan);
    await launchTestSurvey(t, surveyId, 'paused');
    await receiver.waitFor((r) => r.length === 1);
    // Retrying within the day keeps it on.
    t.advance(2 * HOUR);
    await runSweep();
    await receiver.waitFor((r) => r.length === 2);
    dan = await relogin(t, dan);
    let [listed] = (await (await api(t, 'webhooks', { token: dan.accessToken })).json()) as {
      enabled: boolean;
    }[];
    expect(listed?.enabled).toBe(true);

    t.advance(23 * HOUR);
    await runSweep();
    await receiver.waitFor((r) => r.length === 3);
    dan = await relogin(t, dan);
    // The delivery is recorded after the receiver's answer: under the full suite's load that can
    // take longer than poll's default second.
    await expect
      .poll(
        async () => {
          [listed] = (await (await api(t, 'webhooks', { token: dan.accessToken })).json()) as {
            enabled: boolean;
          }[];
          return listed;
        },
        { timeout: 15_000 },
      )
      .toMatchObject({ enabled: false, disabledReason: 'Deliveries failed for a day.' });
    const mail = (await outbox(t)).find(
      (m) => m.to === dan.email.toLowerCase() && m.subject === 'A webhook was turned off',
    );
    expect(mail?.text).toContain(receiver.url);
    const log = await deliveryLogOf(t, dan, hook.id);
    expect(log.map((d) => d.status)).toEqual(['given_up', 'given_up']);
    // Off: nothing more is sent.
    receiver.answer = 200;
    t.advance(2 * HOUR);
    await runSweep();
    expect(receiver.received).toHaveLength(3);
  });

  it('posts export.ready when a raw-data export is written, naming it and never linking to it', async () => {
    receiver = await startWebhookReceiver();
    const eve = await signUpUser(t);
    await createTestWebhook(t, eve, receiver.url, ['export.ready']);
    const surveyId = await hostileSurvey(t, eve, 4);
    const exports = exportClient(() => t.url, eve.accessToken);
    const started = await exports.start({
      survey_id: surveyId,
      dimension: 'WIDE',
      fileformat: 'CSV_ENCODED',
      weighted: false,
    });
    const job = await exports.finished(String(started.body.exportId));
    expect(job.status).toBe('done');
    await receiver.waitFor((r) => r.length === 1);
    const [got] = receiver.received;
    expect(got?.type).toBe('export.ready');
    expect(got?.data).toMatchObject({
      exportId: started.body.exportId,
      surveyId,
      format: 'CSV_ENCODED',
      layout: 'WIDE',
      weighted: false,
      rows: job.rowsTotal,
    });
    expect(got?.body).not.toContain('/raw-data-exports/');
    expect(got?.body).not.toContain('signature=');
  });

  it('with two nodes delivering, sends each event once, in order per survey', async () => {
    receiver = await startWebhookReceiver();
    const other = await startOtherProcess(t, { jobs: true });
    try {
      const fay = await signUpUser(t);
      await createTestWebhook(t, fay, receiver.url, [
        'survey.launched',
        'survey.paused',
        'survey.completed',
      ]);
      const surveys = [await newSurvey(fay, 'One'), await newSurvey(fay, 'Two')];
      for (const surveyId of surveys) await launchTestSurvey(t, surveyId);
      for (const surveyId of surveys) await move(surveyId, 'paused');
      for (const surveyId of surveys) await move(surveyId, 'completed');
      await receiver.waitFor((r) => r.length >= 6);
      // Both nodes' sweeps run too: nothing is sent again.
      await runSweep();
      await fetch(`${other.url}/test-control/jobs/webhook-sweep/run`, { method: 'POST' });
      // Time for a repeat those sweeps might have queued to arrive (none should).
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const ids = receiver.received.map((r) => r.headers['webhook-id']);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(6);
      for (const surveyId of surveys) {
        expect(
          receiver.received.filter((r) => r.data.surveyId === surveyId).map((r) => r.type),
        ).toEqual(['survey.launched', 'survey.paused', 'survey.completed']);
      }
    } finally {
      await other.close();
    }
  });
});
