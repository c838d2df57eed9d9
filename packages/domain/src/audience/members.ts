/** Finding and replacing members: every command goes through these so the rules hold everywhere. */
import { clock, type CommandContext } from './context.ts';
import { fail } from './errors.ts';
import { requireId } from './guards.ts';
import type {
  AudienceMember,
  CustomCriterionItem,
  DraftAudience,
  StandardCriterionItem,
} from './model.ts';
import { normaliseCustom, normaliseStandard } from './normalise.ts';

/** Members with position and contextPosition equal to their index. */
export function renumberMembers(members: readonly AudienceMember[]): AudienceMember[] {
  return members.map((m, i) =>
    m.position === i && m.contextPosition === i ? m : { ...m, position: i, contextPosition: i },
  );
}

/** The standard member using this criterion code, or CRITERION_NOT_FOUND. */
export function findStandard(a: DraftAudience, code: unknown): StandardCriterionItem {
  const c = requireId(code, 'audienceCriterionCode');
  const m = a.members.find((x) => x.memberType === 'Standard' && x.memberItem.criterion.code === c);
  if (m?.memberType !== 'Standard') {
    fail('CRITERION_NOT_FOUND', `The audience does not use criterion ${c}`);
  }
  return m.memberItem;
}

/** Replaces a standard criterion's item (then re-derives quotas, pins and limits). */
export function updateStandard(
  a: DraftAudience,
  code: unknown,
  ctx: CommandContext,
  change: (item: StandardCriterionItem) => StandardCriterionItem,
): DraftAudience {
  const now = clock(ctx);
  const current = findStandard(a, code);
  const next = normaliseStandard(change(current));
  return {
    ...a,
    members: a.members.map((m) =>
      m.memberType === 'Standard' && m.memberItem === current
        ? { ...m, memberItem: next, sinceDate: now }
        : m,
    ),
  };
}

/** A custom criterion, enabled or not, or CUSTOM_CRITERION_NOT_FOUND. */
export function findCustom(a: DraftAudience, questionLk: unknown): CustomCriterionItem {
  const lk = requireId(questionLk, 'questionLk');
  for (const m of a.members) {
    if (m.memberType === 'Custom' && m.memberItem.questionLk === lk) return m.memberItem;
  }
  const parked = a.disabledCustomCriteria.find((c) => c.questionLk === lk);
  if (!parked) fail('CUSTOM_CRITERION_NOT_FOUND', `No custom criterion ${lk}`);
  return parked;
}

/** Replaces a custom criterion's item wherever it is (then re-derives quotas, pins and limits). */
export function updateCustom(
  a: DraftAudience,
  questionLk: unknown,
  ctx: CommandContext,
  change: (item: CustomCriterionItem) => CustomCriterionItem,
): DraftAudience {
  const now = clock(ctx);
  const current = findCustom(a, questionLk);
  const next = normaliseCustom(change(current));
  return {
    ...a,
    members: a.members.map((m) =>
      m.memberType === 'Custom' && m.memberItem === current
        ? { ...m, memberItem: next, sinceDate: now }
        : m,
    ),
    disabledCustomCriteria: a.disabledCustomCriteria.map((c) => (c === current ? next : c)),
  };
}

/** Moves an item of a list to an index, keeping the others in order. */
export function moveTo<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(to, 0, item);
  return out;
}
