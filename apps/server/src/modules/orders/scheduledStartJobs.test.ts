import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { orderRowsOf, purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { START_SCHEDULED_CRON, START_SCHEDULED_QUEUE } from './scheduledStart.service.ts';

const DAY = 86_400_000;

/** The purchase queues the start of a scheduled survey in pg-boss, at its start date. */
describe('scheduled start jobs (pg-boss)', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_POPULATION_SIZE: '5000' }, { jobs: true });
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  it('sweeps every 5 minutes in UTC', async () => {
    const schedules = await t.deps.jobs?.boss.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({
        name: START_SCHEDULED_QUEUE,
        cron: START_SCHEDULED_CRON,
        timezone: 'UTC',
      }),
    );
  });

  it('queues a job at the start date of a survey bought to start later, and none for one live now', async () => {
    const start = new Date(Math.floor(t.deps.clock().getTime() / DAY) * DAY + 4 * DAY);
    const later = await readyTestSurvey(t, ann, { startDate: start.toISOString() });
    const now = await readyTestSurvey(t, ann);
    await purchaseOk(t, ann, later.surveyId);
    await purchaseOk(t, ann, now.surveyId);
    const { rows } = await t.deps.database.pool.query<{
      data: { surveyId?: string };
      start_after: Date;
    }>(`SELECT data, start_after FROM pgboss.job WHERE name = $1 AND data ? 'surveyId'`, [
      START_SCHEDULED_QUEUE,
    ]);
    // The job carries the id of the purchase request that queued it (its log lines carry it too).
    expect(rows).toEqual([
      { data: { surveyId: later.surveyId, requestId: expect.any(String) }, start_after: start },
    ]);
    expect((await orderRowsOf(t, later.surveyId)).survey[0]?.state).toBe('scheduled');
  });
});
