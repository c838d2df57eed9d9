import { randomUUID } from 'node:crypto';
import { SOLUTION_ID } from '@survey/domain/projects/constants';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/testDatabase.ts';
import { parseConfig } from '../config.ts';
import type { Viewer } from '../platform/viewer.ts';
import { createProject } from '../modules/projects/projects.service.ts';
import { moveSurveyAsSystem, placeOrder } from '../modules/orders/orders.service.ts';
import { abandonmentSettings } from '../modules/respondent/dropIdle.ts';
import { END_LONG_PAUSED_QUEUE } from '../modules/orders/pauseExpiry.job.ts';
import type { JobRunner } from '../platform/jobRunner.ts';
import { NO_ANALYTICS } from '../platform/ports.ts';
import { startJobs } from './jobs.ts';

const DAY_MS = 86_400_000;

describe('job runner (pg-boss)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let jobs: JobRunner;
  beforeAll(async () => {
    database = await createTestDatabase();
    jobs = await startJobs({
      databaseUrl: database.url,
      database,
      clock: () => new Date(),
      log: pino({ level: 'silent' }),
      abandonment: abandonmentSettings(parseConfig({})),
    });
  });
  afterAll(async () => {
    await jobs.stop();
    await database.drop();
  });

  it('schedules the auto-end hourly in UTC', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: END_LONG_PAUSED_QUEUE, cron: '0 * * * *', timezone: 'UTC' }),
    );
  });

  it('ends a survey paused four weeks ago when the job runs', async () => {
    const viewer: Viewer = {
      userId: randomUUID(),
      accountId: randomUUID(),
      email: 'jo@example.com',
    };
    const then = () => new Date(Date.now() - 28 * DAY_MS);
    const project = await createProject(
      { db: database.db, clock: then, analytics: NO_ANALYTICS },
      viewer,
      {
        name: 'Paused long ago',
        accountId: viewer.accountId,
        solutionId: SOLUTION_ID,
        creator: viewer.email,
      },
    );
    const surveyId = project.surveys[0]?.id ?? '';
    const at = { db: database.db, clock: then };
    await placeOrder(at, {
      surveyId,
      status: 'Pending',
      customerCpi: 1,
      feasibility: 1,
      orderType: 'Survey',
    });
    await moveSurveyAsSystem(at, surveyId, 'live');
    await moveSurveyAsSystem(at, surveyId, 'paused');

    await jobs.boss.send(END_LONG_PAUSED_QUEUE, {});
    const stateOf = async () =>
      (
        await database.pool.query<{ state: string }>('SELECT state FROM surveys WHERE id = $1', [
          surveyId,
        ])
      ).rows[0]?.state;
    const deadline = Date.now() + 15_000;
    while ((await stateOf()) !== 'completed' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await stateOf()).toBe('completed');
  });
});
