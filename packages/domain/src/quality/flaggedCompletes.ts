/**
 * The flagged-completes list (issue 26 §3), worked out when it is read from what each complete
 * stored at completion: speeders against today's median, duplicate free text and duplicate
 * respondents between completes. The flags a complete carries on its own (straight-lining,
 * gibberish) come as stored.
 */
import type { FlaggedComplete, QualityFlag } from '../results/analysisContract.ts';
import { medianLength, speederFlag } from './speeder.ts';

/** What the server stored for one complete of the survey. */
export interface StoredQuality {
  sessionId: string;
  respondentId: string;
  completedAt: string;
  lengthMs: number;
  /** Flags worked out at completion (completeQuality.ts). */
  flags: readonly QualityFlag[];
  /** Hash of the device fingerprint (user agent, time zone, screen); null when the runner sent none. */
  fingerprint: string | null;
  /** Hashes of the normalised long free-text answers, by question label. */
  texts: readonly { label: string; hash: string }[];
  /** Completes of other surveys of the account by the same supplier respondent. */
  otherSurveys: number;
  excluded: boolean;
}

export interface QualityList {
  medianMs: number | null;
  flagged: FlaggedComplete[];
}

const completes = (n: number) => (n === 1 ? '1 other complete' : `${String(n)} other completes`);
const surveys = (n: number) => (n === 1 ? '1 other survey' : `${String(n)} other surveys`);

function countBy<T>(items: readonly T[], key: (item: T) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

function duplicateFlags(
  row: StoredQuality,
  devices: ReadonlyMap<string, number>,
  texts: ReadonlyMap<string, number>,
): QualityFlag[] {
  const flags: QualityFlag[] = [];
  const seen = new Set<string>();
  for (const text of row.texts) {
    // The same answer given twice in one complete is not a copy of another complete's.
    if (seen.has(text.hash)) continue;
    seen.add(text.hash);
    const others = (texts.get(text.hash) ?? 1) - 1;
    if (others > 0) {
      flags.push({
        reason: 'DUPLICATE_TEXT',
        detail: `The answer to ${text.label} is the same as in ${completes(others)} of this survey.`,
      });
    }
  }
  if (row.otherSurveys > 0) {
    flags.push({
      reason: 'DUPLICATE_RESPONDENT',
      detail: `The panel's respondent ${row.respondentId} also completed ${surveys(row.otherSurveys)} of your account.`,
    });
  }
  const sameDevice = row.fingerprint === null ? 0 : (devices.get(row.fingerprint) ?? 1) - 1;
  if (sameDevice > 0) {
    flags.push({
      reason: 'DUPLICATE_RESPONDENT',
      detail: `The same device (browser, time zone and screen size) as ${completes(sameDevice)} of this survey.`,
    });
  }
  return flags;
}

/**
 * How many completes of the survey share each device fingerprint and each text hash (a complete's
 * repeated text counted once): what `flagsOf` compares a complete with.
 */
export interface DuplicateCounts {
  devices: ReadonlyMap<string, number>;
  texts: ReadonlyMap<string, number>;
}

/** The counts over all completes of one survey. */
export function duplicateCounts(rows: readonly StoredQuality[]): DuplicateCounts {
  return {
    devices: countBy(rows, (r) => r.fingerprint),
    texts: countBy(
      rows.flatMap((r) => [...new Set(r.texts.map((t) => t.hash))]),
      (hash) => hash,
    ),
  };
}

/**
 * One complete's flags: speeder first, then as stored, then duplicates. `counts` need only hold
 * the complete's own fingerprint and hashes (a missing one counts the complete alone).
 */
export function flagsOf(
  row: StoredQuality,
  medianMs: number | null,
  counts: DuplicateCounts,
): QualityFlag[] {
  const speed = speederFlag(row.lengthMs, medianMs);
  return [
    ...(speed ? [speed] : []),
    ...row.flags,
    ...duplicateFlags(row, counts.devices, counts.texts),
  ];
}

/** A complete as the list shows it, with its flags. */
export function listedComplete(row: StoredQuality, flags: QualityFlag[]): FlaggedComplete {
  return {
    sessionId: row.sessionId,
    respondentId: row.respondentId,
    completedAt: row.completedAt,
    lengthSeconds: Math.round(row.lengthMs) / 1000,
    flags,
    excluded: row.excluded,
  };
}

// ISO times and uuids compare by code unit: no collation (localeCompare took seconds at 100k).
const ordinal = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

/** The list's order: completion time, then session id (both by code unit). */
export function listOrder(
  a: Pick<FlaggedComplete, 'completedAt' | 'sessionId'>,
  b: Pick<FlaggedComplete, 'completedAt' | 'sessionId'>,
): number {
  return ordinal(a.completedAt, b.completedAt) || ordinal(a.sessionId, b.sessionId);
}

/**
 * Every complete with at least one flag, in completion order (then session id), with its flags
 * (`flagsOf`). `rows` are all completes of one survey. The reference the server's paged read
 * (quality module, flaggedList.store.ts) is tested against.
 */
export function flaggedCompletes(rows: readonly StoredQuality[]): QualityList {
  const medianMs = medianLength(rows.map((r) => r.lengthMs));
  const counts = duplicateCounts(rows);
  const flagged: FlaggedComplete[] = [];
  for (const row of rows) {
    const flags = flagsOf(row, medianMs, counts);
    if (flags.length > 0) flagged.push(listedComplete(row, flags));
  }
  flagged.sort(listOrder);
  return { medianMs, flagged };
}

/** What the runner sees of a device, joined as hashed (no cookie, nothing stored on the device). */
export function fingerprintSource(device: {
  userAgent: string;
  timeZone: string;
  screen: string;
}): string {
  return [device.userAgent, device.timeZone, device.screen].join('\n');
}

/** An IANA time zone as browsers name it ('Europe/London', 'Etc/GMT+5'), at most 64 characters. */
export const DEVICE_TIME_ZONE = /^[A-Za-z0-9_+\-/]{1,64}$/;
/** A screen size in CSS pixels, 'widthxheight'. */
export const DEVICE_SCREEN = /^\d{1,5}x\d{1,5}$/;
