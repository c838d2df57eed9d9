import {
  MAX_INTERLOCK_CELLS,
  MAX_INTERLOCK_CRITERIA,
  MIN_INTERLOCK_CRITERIA,
} from '../constants.ts';
import type { CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { requireInt } from '../guards.ts';
import {
  combinationCount,
  interlockOfMember,
  productCells,
  quotaOptionKeys,
} from '../interlocks.ts';
import type { AudienceMember, DraftAudience } from '../model.ts';
import { choiceOf } from '../normalise.ts';
import { isOn, MULTIPLE_CHOICE } from '../settings.ts';

export interface SetInterlockArgs {
  /** 2 or 3 members (by number) with quotas on, none already interlocked. */
  memberNumbers: number[];
}

function interlockableMember(a: DraftAudience, raw: unknown): AudienceMember {
  const number = requireInt(raw, 'memberNumbers', 1, Number.MAX_SAFE_INTEGER);
  const m = a.members.find((x) => x.number === number);
  if (!m) fail('MEMBER_NOT_FOUND', `No member ${number}`);
  if (choiceOf(m.memberItem) === MULTIPLE_CHOICE) {
    fail('INVALID_INTERLOCK', 'Only single-select criteria can be interlocked');
  }
  if (!isOn(m.memberItem.settingValues, 'quotas') || quotaOptionKeys(m).length === 0) {
    fail('QUOTAS_DISABLED', 'Turn quotas on before interlocking a criterion');
  }
  if (interlockOfMember(a, number)) {
    fail('ALREADY_INTERLOCKED', `Member ${number} is already interlocked`);
  }
  return m;
}

/**
 * 'Interlock quotas': joins 2-3 criteria's quotas into one cell per combination of their quota
 * options, starting from the product of their margins (so the margins stay as they were).
 */
export function setInterlock(
  a: DraftAudience,
  args: SetInterlockArgs,
  _ctx: CommandContext,
): DraftAudience {
  const numbers: unknown = args.memberNumbers;
  if (
    !Array.isArray(numbers) ||
    numbers.length < MIN_INTERLOCK_CRITERIA ||
    numbers.length > MAX_INTERLOCK_CRITERIA
  ) {
    fail(
      'INVALID_INTERLOCK',
      `Interlock ${MIN_INTERLOCK_CRITERIA} to ${MAX_INTERLOCK_CRITERIA} criteria`,
    );
  }
  const picked = numbers.map((n) => interlockableMember(a, n));
  if (new Set(picked).size !== picked.length) {
    fail('INVALID_INTERLOCK', 'Each criterion can be interlocked once');
  }
  const members = [...picked].sort((x, y) => x.position - y.position);
  if (combinationCount(members.map(quotaOptionKeys)) > MAX_INTERLOCK_CELLS) {
    fail('TOO_MANY_INTERLOCK_CELLS', `An interlock holds at most ${MAX_INTERLOCK_CELLS} cells`);
  }
  const interlock = { memberNumbers: members.map((m) => m.number), cells: productCells(members) };
  return { ...a, interlocks: [...(a.interlocks ?? []), interlock] };
}
