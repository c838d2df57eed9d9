import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Download links of raw-data exports carry the export id and the expiry (epoch ms), signed with
 * HMAC-SHA256 (EXPORT_LINK_SECRET): the browser follows the link without a session, so the
 * signature is what says the dashboard handed it out, and until when.
 */
export const RAW_DATA_EXPORTS_API = '/v1/dashboard/api/v1.0/raw-data-exports';

export function signExportLink(secret: Uint8Array, exportId: string, expiresMs: number): string {
  return createHmac('sha256', secret).update(`${exportId}\n${expiresMs}`).digest('base64url');
}

/** True when `signature` is the link's own (constant-time comparison). */
export function verifyExportLink(
  secret: Uint8Array,
  exportId: string,
  expiresMs: number,
  signature: string,
): boolean {
  const expected = Buffer.from(signExportLink(secret, exportId, expiresMs));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The path of the signed download (same origin as the dashboard). */
export function exportLink(secret: Uint8Array, exportId: string, expiresMs: number): string {
  const signature = signExportLink(secret, exportId, expiresMs);
  return `${RAW_DATA_EXPORTS_API}/${exportId}/file?expires=${expiresMs}&signature=${signature}`;
}

/**
 * Content-Disposition for a download (RFC 6266): an ASCII fallback `filename` and the exact name
 * in `filename*` (RFC 5987, UTF-8 percent-encoded) for names with other characters.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
