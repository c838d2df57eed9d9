/** Argument checks shared by the interlock commands. */
import { fail } from '../errors.ts';
import { requireInt, requirePercent } from '../guards.ts';
import { cellId, interlockOfMember, memberKey } from '../interlocks.ts';
import type { DraftAudience, Interlock } from '../model.ts';
import { sumQuotasTo100 } from '../quotas.ts';

/** The interlock holding member `memberNumber`, or INTERLOCK_NOT_FOUND. */
export function requireInterlock(a: DraftAudience, memberNumber: unknown): Interlock {
  const number = requireInt(memberNumber, 'memberNumber', 1, Number.MAX_SAFE_INTEGER);
  const interlock = interlockOfMember(a, number);
  if (!interlock) fail('INTERLOCK_NOT_FOUND', `Member ${number} is not interlocked`);
  return interlock;
}

/** The audience with `interlock` replaced by `next`. */
export function replaceInterlock(
  a: DraftAudience,
  interlock: Interlock,
  next: Interlock,
): DraftAudience {
  return { ...a, interlocks: (a.interlocks ?? []).map((i) => (i === interlock ? next : i)) };
}

/** The interlock with one cell's percent set; an unknown combination is OPTION_NOT_FOUND. */
export function withCellPercent(
  interlock: Interlock,
  optionKeys: unknown,
  percent: unknown,
): Interlock {
  const value = requirePercent(percent);
  const keys: unknown[] = Array.isArray(optionKeys) ? optionKeys : [];
  const id = keys.every((k) => typeof k === 'string') ? cellId(keys as string[]) : '';
  const index = interlock.cells.findIndex((c) => cellId(c.optionKeys) === id);
  if (keys.length !== interlock.memberNumbers.length || index < 0) {
    fail('OPTION_NOT_FOUND', 'No such combination in the interlock');
  }
  return {
    ...interlock,
    cells: interlock.cells.map((c, i) => (i === index ? { ...c, percent: value } : c)),
  };
}

/** 'Sum quotas to 100%' over an interlock's cells (the margins' rule: spread or scale). */
export function summedInterlock(interlock: Interlock): Interlock {
  const sums = sumQuotasTo100(interlock.cells.map((c) => c.percent));
  return {
    ...interlock,
    cells: interlock.cells.map((c, i) => {
      const percent = sums[i] ?? c.percent;
      return percent === c.percent ? c : { ...c, percent };
    }),
  };
}

/** The interlock holding the member keyed `key` (criterion code or questionLk), if any. */
export function interlockOfKey(a: DraftAudience, key: unknown): Interlock | undefined {
  const m = a.members.find((x) => memberKey(x) === key);
  return m ? interlockOfMember(a, m.number) : undefined;
}

/** Refuses a margin quota edit on an interlocked criterion: its quotas are the cells' sums. */
export function refuseInterlockedQuota(a: DraftAudience, key: unknown): void {
  if (interlockOfKey(a, key)) {
    fail('QUOTA_INTERLOCKED', 'This quota is the sum of its interlocked cells: edit the cells');
  }
}
