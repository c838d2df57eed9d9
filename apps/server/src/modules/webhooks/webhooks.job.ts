import type PgBoss from 'pg-boss';
import { deliverStream, type DeliveryCtx, type StreamKey } from './webhookDelivery.ts';
import { reportCompletes, type CountCompletes } from './webhookCompletes.ts';
import { dueStreams, pruneEvents } from './webhooks.store.ts';

/** One job per stream of a subscription waiting to be worked; any node takes it. */
export const WEBHOOK_DELIVER_QUEUE = 'webhook-deliver';
/**
 * Every minute: the completes batches, old events forgotten, and every due stream nobody was
 * woken for (the outbox's net).
 */
export const WEBHOOK_SWEEP_QUEUE = 'webhook-sweep';
export const WEBHOOK_SWEEP_CRON = '* * * * *';

/** Streams the sweep wakes per run. */
const SWEEP_LIMIT = 500;
/** Events (and their delivery log) are kept this long once nothing of theirs is pending. */
const KEEP_EVENTS_MS = 30 * 24 * 60 * 60_000;

const keyOf = (key: StreamKey) => `${key.subscriptionId}|${key.stream}`;

/**
 * Queues the work of one stream. The queue's `short` policy keeps at most one queued job per
 * singleton key (a second send while one waits is dropped); the claim in deliverStream keeps two
 * running jobs of a stream from sending the same event. A retry waiting for its time has a key of
 * its own, so that it never holds back a job the sweep or a new event asks for now (the retry's
 * time is the app clock's, the job's start the database's).
 */
export async function sendStreamJob(boss: PgBoss, key: StreamKey, delayMs = 0): Promise<void> {
  await boss.send(WEBHOOK_DELIVER_QUEUE, key, {
    singletonKey: delayMs > 0 ? `${keyOf(key)}|later` : keyOf(key),
    retryLimit: 0,
    ...(delayMs > 0 && { startAfter: Math.ceil(delayMs / 1000) }),
  });
}

export function parseStreamKey(payload: string): StreamKey | undefined {
  const [subscriptionId, stream, extra] = payload.split('|');
  if (!subscriptionId || !stream || extra !== undefined) return undefined;
  return { subscriptionId, stream };
}

/**
 * Creates, schedules and works the two queues on this node's job runner. Answers `wake`, which
 * queues a stream's job and has this node's worker fetch it at once rather than at its next poll.
 */
export async function startWebhookJobs(
  boss: PgBoss,
  ctx: Omit<DeliveryCtx, 'retryLater'> & { countCompletes: CountCompletes; batchMs: number },
): Promise<{ wake: (key: StreamKey) => Promise<void> }> {
  const delivery: DeliveryCtx = {
    ...ctx,
    retryLater: (key, delayMs) => sendStreamJob(boss, key, delayMs),
  };
  await boss.createQueue(WEBHOOK_DELIVER_QUEUE, { name: WEBHOOK_DELIVER_QUEUE, policy: 'short' });
  const worker = await boss.work<StreamKey>(
    WEBHOOK_DELIVER_QUEUE,
    { batchSize: 1 },
    async ([job]) => {
      if (!job) return;
      const { more } = await deliverStream(delivery, job.data);
      if (more) await sendStreamJob(boss, job.data);
    },
  );
  await boss.createQueue(WEBHOOK_SWEEP_QUEUE);
  await boss.schedule(WEBHOOK_SWEEP_QUEUE, WEBHOOK_SWEEP_CRON, {}, { tz: 'UTC' });
  await boss.work(WEBHOOK_SWEEP_QUEUE, async () => {
    await reportCompletes(ctx);
    await pruneEvents(ctx.db, new Date(ctx.clock().getTime() - KEEP_EVENTS_MS));
    for (const key of await dueStreams(ctx.db, ctx.clock(), SWEEP_LIMIT)) {
      await sendStreamJob(boss, key);
    }
    boss.notifyWorker(worker);
  });
  return {
    wake: async (key) => {
      await sendStreamJob(boss, key);
      boss.notifyWorker(worker);
    },
  };
}
