import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/appDeps.ts';
import type { CountCompletes } from './webhookCompletes.ts';
import { WEBHOOK_CHANNEL } from './webhookEvents.service.ts';
import { parseStreamKey, startWebhookJobs } from './webhooks.job.ts';
import { registerWebhookRoutes } from './webhooks.routes.ts';

/**
 * Webhooks (README): the settings routes on every node; with a job runner, the delivery and sweep
 * queues, and the change bus's news of new deliveries, which queues their stream at once (without
 * it the sweep finds them within a minute).
 */
export async function registerWebhooks(
  app: FastifyInstance,
  deps: AppDeps,
  extra: { countCompletes: CountCompletes },
): Promise<void> {
  const db = deps.database.db;
  const { config } = deps;
  registerWebhookRoutes(app, {
    db,
    clock: deps.clock,
    allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
  });
  const boss = deps.jobs?.boss;
  if (!boss) return;
  const { wake } = await startWebhookJobs(boss, {
    db,
    clock: deps.clock,
    log: deps.log,
    mailer: deps.mailer,
    appUrl: config.APP_URL,
    settings: {
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      leaseMs: config.WEBHOOK_LEASE_MS,
      allowPrivate: config.WEBHOOK_ALLOW_PRIVATE,
    },
    countCompletes: extra.countCompletes,
    batchMs: config.WEBHOOK_COMPLETES_BATCH_MS,
  });
  const bus = deps.changeBus;
  if (!bus) return;
  const unsubscribe = await bus.subscribe(WEBHOOK_CHANNEL, {
    change: (payload) => {
      const key = parseStreamKey(payload);
      if (!key) return;
      wake(key).catch((err: unknown) =>
        deps.log.warn({ err }, 'webhook delivery not queued; the sweep will find it'),
      );
    },
    // Missed news is found by the sweep.
    reset: () => undefined,
  });
  app.addHook('onClose', async () => unsubscribe());
}
