import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { AppError, conflict, notFound } from '../lib/errors.ts';
import type { MovableClock } from '../lib/clock.ts';
import { parseInput } from '../lib/validate.ts';
import type { JobRunner } from '../platform/jobRunner.ts';
import { isLoopbackRequest } from '../platform/loopback.ts';

/** Where the test control routes live (packages/testkit's `clock` and `jobs` call them). */
export const TEST_CONTROL = '/test-control';

/** How long `run now` waits for the job it sent to finish. */
const RUN_NOW_TIMEOUT_MS = 60_000;
const RUN_NOW_POLL_MS = 100;

const advanceBody = z.object({
  // Forward only, up to a year a call: a live server's clock going back would reorder its rows.
  ms: z
    .number()
    .int()
    .min(0)
    .max(366 * 86_400_000),
});
const queueParams = z.object({ queue: z.string().regex(/^[a-z0-9-]{1,80}$/) });

const forbidden = () =>
  new AppError('FORBIDDEN', 'The test control routes answer this machine only.');

/**
 * onRequest hook: only this machine's clients (platform/loopback.ts). Refused with 403, not 404
 * like the dev outbox: a test that reaches the route from elsewhere should learn why it failed.
 */
async function loopbackOrForbidden(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!isLoopbackRequest(request)) throw forbidden();
}

/**
 * The test control routes (issue 36 §1): move the server's clock forward and run a job queue now,
 * so that a test proves a rule in time without waiting for it. Mounted only when the server runs
 * under tests (NODE_ENV=test: the e2e server, the cluster tier's nodes, startTestApp), answering
 * loopback clients only.
 */
export function registerTestControl(
  app: FastifyInstance,
  deps: { clock: MovableClock; jobs?: JobRunner },
): void {
  const local = { onRequest: loopbackOrForbidden };
  app.get(`${TEST_CONTROL}/clock`, local, async () => ({ now: deps.clock.clock().toISOString() }));
  app.post(`${TEST_CONTROL}/clock/advance`, local, async (request) => {
    const { ms } = parseInput(advanceBody, request.body);
    deps.clock.advance(ms);
    return { now: deps.clock.clock().toISOString() };
  });
  app.post(`${TEST_CONTROL}/jobs/:queue/run`, local, async (request) => {
    const { queue } = parseInput(queueParams, request.params);
    if (!deps.jobs) throw conflict('This server runs no job runner.');
    return runNow(deps.jobs, queue);
  });
}

/**
 * Sends one job to `queue` and waits until a worker (this process's or another node's) has run it.
 * The job goes through pg-boss like a scheduled one, so the queue's own handler runs it as it
 * would at its cron time, on the server's (moved) clock.
 */
async function runNow(jobs: JobRunner, queue: string): Promise<{ queue: string; state: string }> {
  const known = await jobs.boss.getQueue(queue);
  if (!known) throw notFound(`Queue '${queue}'`);
  // No retries: a failing handler answers at once instead of after the queue's retry policy.
  const id = await jobs.boss.send(queue, {}, { retryLimit: 0 });
  if (!id) throw conflict(`Queue '${queue}' took no job (a singleton is queued).`);
  const deadline = Date.now() + RUN_NOW_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const job = await jobs.boss.getJobById(queue, id);
    if (job?.state === 'completed') return { queue, state: job.state };
    if (job?.state === 'failed' || job?.state === 'cancelled') {
      throw new AppError('INVARIANT_VIOLATION', `The ${queue} job ${job.state}.`, {
        output: job.output,
      });
    }
    await sleep(RUN_NOW_POLL_MS);
  }
  // A queue nobody works here (chat without a webhook) never runs its job.
  throw conflict(`The ${queue} job did not finish within ${RUN_NOW_TIMEOUT_MS / 1000} s.`);
}
