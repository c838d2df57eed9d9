/**
 * A node killed mid-delivery loses nothing (issue 39 §3, QUALITY.md R16): the production bundle,
 * in its own process with its own job runner, is posting a survey's launch to a receiver that
 * holds the request open when it gets SIGKILL. Another node takes the delivery up once the dead
 * node's lease ran out and sends the same event with the same webhook id, then the survey's next
 * event after it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../db/embeddedPostgres.ts';
import { signUpUser } from '../../../test/authHelpers.ts';
import {
  addTestFieldwork,
  createTestProject,
  launchTestSurvey,
  surveyIdOf,
} from '../../../test/projectHelpers.ts';
import { buildServerBundle, type ServerBundle } from '../../../test/serverBundle.ts';
import { startOtherProcess, startTestApp, type TestApp } from '../../../test/testApp.ts';
import { moveSurveyAsSystem } from '../orders/orders.service.ts';
import { createTestWebhook, deliveryLogOf } from './testing/webhookClient.ts';
import { startWebhookReceiver, type WebhookReceiver } from './testing/webhookReceiver.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const LEASE_MS = 60_000;

describe('a webhook delivery in flight on a killed node', { timeout: 300_000 }, () => {
  let t: TestApp;
  let other: TestApp | undefined;
  let bundle: ServerBundle;
  let node: ChildProcess | undefined;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    bundle = buildServerBundle();
    // No job runner here: only the bundle node delivers until it dies.
    t = await startTestApp({ WEBHOOK_LEASE_MS: String(LEASE_MS) });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    node?.kill('SIGKILL');
    await other?.close();
    await receiver.close();
    await t.close();
    bundle.remove();
  });

  async function startNode(): Promise<ChildProcess> {
    const port = await freePort();
    let stderr = '';
    const child = spawn(process.execPath, ['--enable-source-maps', bundle.main], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: os.tmpdir(),
        NODE_ENV: 'production',
        DATABASE_URL: t.deps.config.DATABASE_URL ?? '',
        JWT_SECRET: t.deps.config.JWT_SECRET ?? '',
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        PANEL_RATE: '0',
        RESULTS_WARM_ON_START: 'false',
        FIELD_HEALTH: 'off',
        // The receiver is on loopback (production refuses it by default).
        WEBHOOK_ALLOW_PRIVATE: 'true',
        WEBHOOK_LEASE_MS: String(LEASE_MS),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    for (;;) {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return child;
      if (child.exitCode !== null) throw new Error(`the node exited while starting:\n${stderr}`);
      await sleep(100);
    }
  }

  it('is sent again by another node with the same webhook id, and the next event after it', async () => {
    node = await startNode();
    const ann = await signUpUser(t);
    const hook = await createTestWebhook(t, ann, receiver.url, [
      'survey.launched',
      'survey.paused',
    ]);
    const surveyId = surveyIdOf(await createTestProject(t, ann));
    await addTestFieldwork(t, ann, surveyId);

    receiver.answer = 'hang';
    await launchTestSurvey(t, surveyId);
    await moveSurveyAsSystem({ db: t.deps.database.db, clock: t.deps.clock }, surveyId, 'paused');
    await receiver.waitFor((r) => r.length === 1, 120_000);
    const exited = new Promise((resolve) => node?.once('exit', resolve));
    node.kill('SIGKILL');
    await exited;
    node = undefined;

    receiver.answer = 200;
    other = await startOtherProcess(t, { jobs: true });
    // Past the dead node's lease, on the clock the other node reads.
    t.advance(LEASE_MS + 1_000);
    const res = await fetch(`${other.url}/test-control/jobs/webhook-sweep/run`, { method: 'POST' });
    expect(res.status).toBe(200);
    await receiver.waitFor((r) => r.filter((x) => x.answered === 200).length === 2, 120_000);

    const [cut, again, next] = receiver.received;
    expect(cut?.type).toBe('survey.launched');
    expect(again?.type).toBe('survey.launched');
    expect(again?.headers['webhook-id']).toBe(cut?.headers['webhook-id']);
    expect(again?.body).toBe(cut?.body);
    expect(next?.type).toBe('survey.paused');
    expect(receiver.received).toHaveLength(3);
    const log = await deliveryLogOf(t, ann, hook.id);
    expect(log.map((d) => [d.type, d.status])).toEqual([
      ['survey.paused', 'delivered'],
      ['survey.launched', 'delivered'],
    ]);
    // The cut attempt left no answer; the launch took two claims.
    expect(log[1]?.attempts.map((a) => a.statusCode)).toEqual([200]);
  });
});
