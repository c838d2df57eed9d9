import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The respondent preview's own token (issue 23 §4). The runner is public and may be served on the
 * dashboard's origin, so it must never hold the dashboard's access token: the dashboard asks for
 * this one (with its access token) and hands it to the preview tab in the link's fragment. It is
 * good for one survey, for its owner's account, and for PREVIEW_TOKEN_TTL_MS; it grants nothing
 * but walking that survey's draft. Format: base64url(JSON payload) "." HMAC-SHA256 (base64url).
 */
export const PREVIEW_TOKEN_TTL_MS = 30 * 60_000;

export interface PreviewGrant {
  surveyId: string;
  accountId: string;
  userId: string;
  /** Expiry, ms since the epoch. */
  expiresAt: number;
}

const Payload = z.object({
  purpose: z.literal('respondent-preview'),
  surveyId: z.string(),
  accountId: z.string(),
  userId: z.string(),
  expiresAt: z.number().int(),
});

/**
 * The signing key: derived from the panel-link secret under its own label, so that no panel-link
 * signature is ever a valid preview signature (and no new secret needs configuring).
 */
export function previewTokenKey(linkSecret: Uint8Array): Buffer {
  return createHmac('sha256', linkSecret).update('respondent-preview-token-key').digest();
}

const sign = (key: Uint8Array, body: string) =>
  createHmac('sha256', key).update(body).digest('base64url');

export function signPreviewToken(key: Uint8Array, grant: PreviewGrant): string {
  const body = Buffer.from(
    JSON.stringify({ purpose: 'respondent-preview', ...grant }),
    'utf8',
  ).toString('base64url');
  return `${body}.${sign(key, body)}`;
}

/** What a token grants, or why it grants nothing. */
export type PreviewTokenCheck =
  { ok: true; grant: PreviewGrant } | { ok: false; reason: 'INVALID' | 'EXPIRED' };

export function verifyPreviewToken(
  key: Uint8Array,
  token: string,
  nowMs: number,
): PreviewTokenCheck {
  const [body, signature, ...rest] = token.split('.');
  if (!body || !signature || rest.length > 0) return { ok: false, reason: 'INVALID' };
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'INVALID' };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'INVALID' };
  }
  const payload = Payload.safeParse(parsed);
  if (!payload.success) return { ok: false, reason: 'INVALID' };
  const { purpose: _purpose, ...grant } = payload.data;
  return grant.expiresAt > nowMs ? { ok: true, grant } : { ok: false, reason: 'EXPIRED' };
}
