/**
 * The webhook events an account can subscribe to (issue 39 §3): their names on the wire (the
 * `type` of every payload) and how the dashboard lists them.
 */
export const WEBHOOK_EVENT_TYPES = [
  'survey.launched',
  'survey.paused',
  'survey.completed',
  'survey.halted',
  'survey.completes_recorded',
  'export.ready',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'survey.launched': 'Survey launched',
  'survey.paused': 'Survey paused',
  'survey.completed': 'Survey completed',
  'survey.halted': 'Survey stopped by field health or the panel',
  'survey.completes_recorded': 'Completes recorded',
  'export.ready': 'Export ready',
};

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}

/** The first retry waits this long; each next one twice as long, up to WEBHOOK_RETRY_CAP_MS. */
export const WEBHOOK_RETRY_BASE_MS = 10_000;
/** No wait between two attempts is longer than an hour. */
export const WEBHOOK_RETRY_CAP_MS = 60 * 60_000;
/** A subscription whose deliveries failed without a success for this long is disabled. */
export const WEBHOOK_DISABLE_AFTER_MS = 24 * 60 * 60_000;

/**
 * How long to wait after the `attempt`-th failed attempt (1-based) of one delivery: exponential,
 * capped, and never zero.
 */
export function webhookRetryDelayMs(attempt: number): number {
  const n = Math.max(1, Math.floor(attempt));
  // 2^30 × 10 s is far past the cap: stop doubling before the number grows without need.
  const factor = 2 ** Math.min(n - 1, 30);
  return Math.min(WEBHOOK_RETRY_BASE_MS * factor, WEBHOOK_RETRY_CAP_MS);
}

/**
 * True when a subscription that has been failing since `failingSince` (its first failure after
 * its last success) should be disabled at `now`.
 */
export function webhookFailedTooLong(failingSince: Date | null, now: Date): boolean {
  return (
    failingSince !== null && now.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_MS
  );
}
