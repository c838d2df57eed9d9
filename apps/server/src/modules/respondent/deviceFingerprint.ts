import { createHash } from 'node:crypto';
import { fingerprintSource } from '@survey/domain/quality/flaggedCompletes';

/** What the runner reports of its device (respondent.schemas.ts `DeviceInput`). */
export interface RunnerDevice {
  timeZone: string;
  screen: string;
}

/** User agents longer than this are cut before hashing (a header can be long; the start is enough). */
const USER_AGENT_MAX = 512;

/**
 * The hashed fingerprint of a respondent's device: user agent, time zone and screen size, as the
 * runner can see them without a cookie or anything stored on the device. Only the hash is kept.
 */
export function deviceFingerprint(userAgent: string, device: RunnerDevice): string {
  const source = fingerprintSource({ userAgent: userAgent.slice(0, USER_AGENT_MAX), ...device });
  return createHash('sha256').update(source).digest('hex');
}
