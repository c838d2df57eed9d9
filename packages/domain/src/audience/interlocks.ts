/**
 * Interlocked quotas (README "Interlocked quotas"): the combinations of 2-3 criteria's quota
 * options, and the rule every command keeps: an interlock covers exactly the current combinations,
 * and its criteria's option quotas are the sums of its cells.
 */
import { MAX_INTERLOCK_CELLS } from './constants.ts';
import { fail } from './errors.ts';
import type { AudienceMember, DraftAudience, Interlock, InterlockCell } from './model.ts';
import { isOn } from './settings.ts';

/** The audience's interlocks (none in documents stored before they existed). */
export function interlocksOf(a: DraftAudience): readonly Interlock[] {
  return a.interlocks ?? [];
}

/** The interlock holding member `number`, if any. */
export function interlockOfMember(a: DraftAudience, number: number): Interlock | undefined {
  return interlocksOf(a).find((i) => i.memberNumbers.includes(number));
}

/** A member's key in quota cells and answers: criterion code (standard) or questionLk (custom). */
export function memberKey(m: AudienceMember): string {
  return m.memberType === 'Standard' ? m.memberItem.criterion.code : m.memberItem.questionLk;
}

/** The keys of a member's options holding a quota, in option order. */
export function quotaOptionKeys(m: AudienceMember): string[] {
  return m.memberType === 'Standard'
    ? m.memberItem.standardCriterionOptions.flatMap((o) =>
        o.quota ? [o.criterionOption.code] : [],
      )
    : m.memberItem.criterionOptions.flatMap((o) => (o.quota ? [o.responseOptionLk] : []));
}

/** The percent of each quota option of a member, by option key. */
function marginOf(m: AudienceMember): Map<string, number> {
  const options =
    m.memberType === 'Standard'
      ? m.memberItem.standardCriterionOptions.map((o) => [o.criterionOption.code, o.quota] as const)
      : m.memberItem.criterionOptions.map((o) => [o.responseOptionLk, o.quota] as const);
  return new Map(options.flatMap(([key, quota]) => (quota ? [[key, quota.percent]] : [])));
}

/** Every combination of one key per list, the first list varying slowest. */
export function combinations(lists: readonly (readonly string[])[]): string[][] {
  return lists.reduce<string[][]>(
    (acc, list) => acc.flatMap((prefix) => list.map((key) => [...prefix, key])),
    [[]],
  );
}

/** Number of combinations of the lists, without building them. */
export function combinationCount(lists: readonly (readonly string[])[]): number {
  return lists.reduce((n, list) => n * list.length, 1);
}

export const cellId = (optionKeys: readonly string[]): string => optionKeys.join('\u0000');

/**
 * The joint cells as the product of the members' margins: each margin's shares normalised over
 * its options (an even split when they sum to 0), so the cells sum to 100 whatever the margins.
 */
export function productCells(members: readonly AudienceMember[]): InterlockCell[] {
  const shares = members.map((m) => {
    const margin = marginOf(m);
    const total = [...margin.values()].reduce((s, p) => s + p, 0);
    return new Map(
      [...margin].map(([key, p]) => [key, total > 0 ? p / total : 1 / margin.size] as const),
    );
  });
  return combinations(members.map(quotaOptionKeys)).map((optionKeys) => ({
    optionKeys,
    percent: 100 * optionKeys.reduce((p, key, i) => p * (shares[i]?.get(key) ?? 0), 1),
  }));
}

/** The member of `number` that an interlock may keep: enabled, quotas on, some quota option. */
function interlockable(a: DraftAudience, number: number): AudienceMember | undefined {
  const m = a.members.find((x) => x.number === number);
  if (!m || !isOn(m.memberItem.settingValues, 'quotas')) return undefined;
  return quotaOptionKeys(m).length > 0 ? m : undefined;
}

/** The interlock over the current combinations (new ones at 0%), or null when it cannot stay. */
function reconcileOne(a: DraftAudience, interlock: Interlock): Interlock | null {
  const members = interlock.memberNumbers.map((n) => interlockable(a, n));
  if (members.some((m) => m === undefined)) return null;
  const lists = members.map((m) => (m ? quotaOptionKeys(m) : []));
  if (combinationCount(lists) > MAX_INTERLOCK_CELLS) {
    fail('TOO_MANY_INTERLOCK_CELLS', `An interlock holds at most ${MAX_INTERLOCK_CELLS} cells`);
  }
  const known = new Map(interlock.cells.map((c) => [cellId(c.optionKeys), c]));
  const cells = combinations(lists).map(
    (optionKeys) => known.get(cellId(optionKeys)) ?? { optionKeys, percent: 0 },
  );
  const same =
    cells.length === interlock.cells.length && cells.every((c, i) => c === interlock.cells[i]);
  return same ? interlock : { ...interlock, cells };
}

/** A member whose option quotas are the sums of the interlock's cells over each option. */
function withDerivedMargin(m: AudienceMember, interlock: Interlock): AudienceMember {
  const index = interlock.memberNumbers.indexOf(m.number);
  const sums = new Map<string, number>();
  for (const c of interlock.cells) {
    const key = c.optionKeys[index] ?? '';
    sums.set(key, (sums.get(key) ?? 0) + c.percent);
  }
  const derive = <O extends { quota: { percent: number } | null }>(o: O, key: string): O => {
    const percent = sums.get(key) ?? 0;
    return o.quota === null || o.quota.percent === percent ? o : { ...o, quota: { percent } };
  };
  if (m.memberType === 'Standard') {
    const options = m.memberItem.standardCriterionOptions;
    const next = options.map((o) => derive(o, o.criterionOption.code));
    return next.every((o, i) => o === options[i])
      ? m
      : { ...m, memberItem: { ...m.memberItem, standardCriterionOptions: next } };
  }
  const options = m.memberItem.criterionOptions;
  const next = options.map((o) => derive(o, o.responseOptionLk));
  return next.every((o, i) => o === options[i])
    ? m
    : { ...m, memberItem: { ...m.memberItem, criterionOptions: next } };
}

/**
 * The rule every command keeps (the registry applies it after each one): an interlock whose
 * member is gone, or has quotas off or no quota option left, is removed (its criteria keep the
 * derived margins as their own quotas); the others cover exactly the current combinations; the
 * interlocked criteria's option quotas are the sums of the cells. Refuses growth past
 * MAX_INTERLOCK_CELLS.
 */
export function reconcileInterlocks(a: DraftAudience): DraftAudience {
  const current = interlocksOf(a);
  if (current.length === 0) return a;
  const kept = current.flatMap((i) => {
    const next = reconcileOne(a, i);
    return next ? [next] : [];
  });
  const byMember = new Map(kept.flatMap((i) => i.memberNumbers.map((n) => [n, i] as const)));
  const members = a.members.map((m) => {
    const interlock = byMember.get(m.number);
    return interlock ? withDerivedMargin(m, interlock) : m;
  });
  const same =
    kept.length === current.length &&
    kept.every((i, k) => i === current[k]) &&
    members.every((m, k) => m === a.members[k]);
  return same ? a : { ...a, members, interlocks: kept };
}
