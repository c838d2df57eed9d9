/**
 * The reclaimer (exportReclaimer.ts) on a real database: which jobs it takes up again, and the one
 * it gives up on. The whole story across node processes is exportRestart.api.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { readyTestSurvey } from '../../../test/orderHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { EXPORT_INTERRUPTED_MESSAGE } from './exports.errors.ts';
import { MAX_EXPORT_ATTEMPTS, startExportReclaimer } from './exportReclaimer.ts';

describe('the export reclaimer', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  let surveyId: string;

  /** A job as a writer left it: its status, attempt and heartbeat `ageMs` old (database time). */
  async function job(status: string, attempt: number, ageMs: number): Promise<string> {
    const { rows } = await t.deps.database.pool.query<{ id: string }>(
      `INSERT INTO export_jobs (survey_id, account_id, user_id, dimension, fileformat, file_name,
                                created_at, status, attempt, heartbeat_at)
       VALUES ($1, $2, $3, 'WIDE', 'CSV_ENCODED', 'f.csv', now(), $4, $5,
               now() - make_interval(secs => $6::float8 / 1000))
       RETURNING id`,
      [surveyId, ann.accountId, ann.userId, status, attempt, ageMs],
    );
    return rows[0]?.id ?? '';
  }
  const state = async (id: string) =>
    (
      await t.deps.database.pool.query<{ status: string; error: string | null }>(
        'SELECT status, error FROM export_jobs WHERE id = $1',
        [id],
      )
    ).rows[0];

  beforeAll(async () => {
    t = await startTestApp({ PANEL_RATE: '0' });
    ann = await signUpUser(t);
    ({ surveyId } = await readyTestSurvey(t, ann));
  }, 120_000);
  afterAll(async () => t?.close());

  it('sends again the jobs whose heartbeat is stale, fails one stopped too often, leaves live ones', async () => {
    const dead = await job('running', 1, 60_000);
    const lost = await job('queued', 0, 60_000);
    const alive = await job('running', 1, 500);
    const waiting = await job('queued', 0, 500);
    const doomed = await job('running', MAX_EXPORT_ATTEMPTS, 60_000);
    const done = await job('done', 1, 60_000);
    const sent: string[] = [];
    const reclaimer = startExportReclaimer(
      { db: t.deps.database.db, clock: t.deps.clock, log: t.deps.log },
      {
        afterMs: 30_000,
        enqueue: async (id) => void sent.push(id),
      },
    );
    try {
      await reclaimer.tick();
    } finally {
      reclaimer.stop();
    }
    expect(sent.sort()).toEqual([dead, lost].sort());
    expect(await state(dead)).toEqual({ status: 'queued', error: null });
    expect(await state(alive)).toEqual({ status: 'running', error: null });
    expect(await state(waiting)).toEqual({ status: 'queued', error: null });
    expect(await state(doomed)).toEqual({ status: 'failed', error: EXPORT_INTERRUPTED_MESSAGE });
    expect(await state(done)).toEqual({ status: 'done', error: null });
  });
});
