import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Panel links to a live survey carry the respondent id, the survey id and the supplier code, and
 * an HMAC-SHA256 signature over exactly those three (PANEL_LINK_SECRET): a respondent cannot make
 * up ids, replay a link on another survey, or claim another supplier. The fields are joined with a
 * separator that none of them may contain, so two different links never sign the same bytes.
 */
export interface PanelLinkFields {
  surveyId: string;
  respondentId: string;
  supplierCode: string;
  /**
   * The simulated panel's links only: the interview length its member takes on the panel's
   * clock (ms), signed with the rest so that nobody else can declare one
   * (packages/domain/src/fieldwork/interviewLength.ts).
   */
  simulatedLengthMs?: number | undefined;
}

const SEPARATOR = '\n';

function payload(f: PanelLinkFields): string {
  for (const v of [f.surveyId, f.respondentId, f.supplierCode]) {
    if (v.includes(SEPARATOR)) throw new Error('panel link fields cannot contain a newline');
  }
  const fields = [f.surveyId, f.respondentId, f.supplierCode];
  // A fourth line only when declared: links without a length sign the bytes they always signed.
  if (f.simulatedLengthMs !== undefined) fields.push(`length:${f.simulatedLengthMs}`);
  return fields.join(SEPARATOR);
}

/** The signature of a link, base64url. */
export function signPanelLink(secret: Uint8Array, fields: PanelLinkFields): string {
  return createHmac('sha256', secret).update(payload(fields)).digest('base64url');
}

/** True when `signature` is the link's own (compared in constant time). */
export function verifyPanelLink(
  secret: Uint8Array,
  fields: PanelLinkFields,
  signature: string,
): boolean {
  const expected = Buffer.from(signPanelLink(secret, fields));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
