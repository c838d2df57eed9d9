import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): the secret is `whsec_` and the
 * base64 of its key bytes; a signature is `v1,` and the base64 HMAC-SHA256, under that key, of
 * `<webhook-id>.<webhook-timestamp>.<body>`, the timestamp in whole seconds since the epoch.
 */
const PREFIX = 'whsec_';

/** A new secret: 24 random bytes, as the specification's reference libraries make them. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(24).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
}

export function webhookSignature(
  secret: string,
  message: { id: string; timestampSeconds: number; body: string },
): string {
  const signed = `${message.id}.${message.timestampSeconds}.${message.body}`;
  return `v1,${createHmac('sha256', keyOf(secret)).update(signed).digest('base64')}`;
}

/** The three headers of one attempt. */
export function webhookHeaders(
  secret: string,
  message: { id: string; timestampSeconds: number; body: string },
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'webhook-id': message.id,
    'webhook-timestamp': String(message.timestampSeconds),
    'webhook-signature': webhookSignature(secret, message),
  };
}
