/**
 * The invariant checker the server runs after every command: a violation means a bug or a
 * corrupted document, never bad user input (commands refuse that with AudienceCommandError).
 */
import { MAX_INTERLOCK_CRITERIA, MAX_MEMBERS, MIN_INTERLOCK_CRITERIA } from './constants.ts';
import { interlocksOf, reconcileInterlocks } from './interlocks.ts';
import type { CustomCriterionItem, DraftAudience } from './model.ts';
import { normaliseCustom, normaliseStandard } from './normalise.ts';

/** Thrown by assertAudienceInvariants; the server treats it as an internal error. */
export class AudienceInvariantError extends Error {
  override readonly name = 'AudienceInvariantError';
  readonly violations: string[];
  constructor(violations: string[]) {
    super(`Audience invariants broken: ${violations.join('; ')}`);
    this.violations = violations;
  }
}

function customIds(c: CustomCriterionItem): string[] {
  return [
    c.questionLk,
    c.question.questionId,
    ...c.criterionOptions.flatMap((o) => [o.responseOptionLk, o.responseOption.responseOptionId]),
  ];
}

function interlockViolations(a: DraftAudience): string[] {
  const out: string[] = [];
  const interlocked = interlocksOf(a).flatMap((i) => {
    const n = i.memberNumbers.length;
    if (n < MIN_INTERLOCK_CRITERIA || n > MAX_INTERLOCK_CRITERIA) {
      out.push(`an interlock joins ${n} criteria`);
    }
    return i.memberNumbers;
  });
  if (new Set(interlocked).size !== interlocked.length) out.push('a member is interlocked twice');
  try {
    if (JSON.stringify(reconcileInterlocks(a)) !== JSON.stringify(a)) {
      out.push('an interlock misses a combination or a margin is not the sum of its cells');
    }
  } catch {
    out.push('an interlock holds too many cells');
  }
  return out;
}

/** Every broken invariant (empty when healthy). */
export function checkAudienceInvariants(a: DraftAudience): string[] {
  const out: string[] = [];
  if (a.members.length > MAX_MEMBERS) out.push('too many members');
  a.members.forEach((m, i) => {
    if (m.position !== i || m.contextPosition !== i) out.push(`member ${m.number} is misnumbered`);
    if (m.number < 1 || m.number > a.lastMemberNumber) out.push(`member ${m.number} out of range`);
    if (m.memberItem.state !== 'Enabled') out.push(`member ${m.number} is not enabled`);
    if (m.memberType === 'Custom' && m.memberItem.number !== m.number) {
      out.push(`custom member ${m.number} carries number ${m.memberItem.number}`);
    }
    const normal =
      m.memberType === 'Standard'
        ? JSON.stringify(normaliseStandard(m.memberItem)) === JSON.stringify(m.memberItem)
        : JSON.stringify(normaliseCustom(m.memberItem)) === JSON.stringify(m.memberItem);
    if (!normal) out.push(`member ${m.number} breaks the quota, pin or threshold rules`);
  });
  for (const c of a.disabledCustomCriteria) {
    if (c.state !== 'Disabled') out.push(`switched-off question ${c.number} is not disabled`);
    if (JSON.stringify(normaliseCustom(c)) !== JSON.stringify(c)) {
      out.push(`switched-off question ${c.number} breaks the quota, pin or threshold rules`);
    }
  }
  const numbers = [
    ...a.members.map((m) => m.number),
    ...a.disabledCustomCriteria.map((c) => c.number),
  ];
  if (new Set(numbers).size !== numbers.length) out.push('member numbers repeat');
  const codes = a.members.flatMap((m) =>
    m.memberType === 'Standard' ? [m.memberItem.criterion.code] : [],
  );
  if (new Set(codes).size !== codes.length) out.push('a standard criterion is used twice');
  const ids = [
    ...a.members.flatMap((m) => (m.memberType === 'Custom' ? customIds(m.memberItem) : [])),
    ...a.disabledCustomCriteria.flatMap(customIds),
  ];
  if (new Set(ids).size !== ids.length) out.push('ids repeat');
  out.push(...interlockViolations(a));
  return out;
}

/** Throws AudienceInvariantError when any invariant is broken. */
export function assertAudienceInvariants(a: DraftAudience): void {
  const violations = checkAudienceInvariants(a);
  if (violations.length > 0) throw new AudienceInvariantError(violations);
}
