import {
  DEFAULT_CUSTOM_OPTIONS,
  MAX_CUSTOM_OPTIONS,
  MAX_MEMBERS,
  TEXT_LIMITS,
} from '../constants.ts';
import { clock, idSource, type CommandContext } from '../context.ts';
import { blankCustomOption } from '../customOptions.ts';
import { fail } from '../errors.ts';
import { requireInt, requireText } from '../guards.ts';
import { renumberMembers } from '../members.ts';
import { applySetting } from '../memberSettings.ts';
import type { CustomCriterionItem, DraftAudience } from '../model.ts';
import { normaliseCustom } from '../normalise.ts';
import { DISABLED, ENABLED, SINGLE_CHOICE, type MemberSettingCode } from '../settings.ts';

export interface AddCustomCriterionArgs {
  position: number;
  text: string;
  /** Applied after the defaults, e.g. custom_audience_choice = multiple_choice. */
  settings?: { memberSettingCode: MemberSettingCode; settingValue: string }[] | null;
  defaultOptionsCount?: number;
}

/** Adds a screening question: blank options (2 by default), qualifying on, quotas off. */
export function addCustomCriterion(
  a: DraftAudience,
  args: AddCustomCriterionArgs,
  ctx: CommandContext,
): DraftAudience {
  const position = requireInt(args.position, 'position', 0, a.members.length);
  const text = requireText(args.text ?? '', 'text', TEXT_LIMITS.question);
  const count = requireInt(
    args.defaultOptionsCount ?? DEFAULT_CUSTOM_OPTIONS,
    'defaultOptionsCount',
    0,
    MAX_CUSTOM_OPTIONS,
  );
  const settings = args.settings ?? [];
  if (!Array.isArray(settings) || settings.length > 10) {
    fail('INVALID_ARGUMENT', 'settings must be a short list');
  }
  if (a.members.length >= MAX_MEMBERS) fail('TOO_MANY_MEMBERS', 'Too many criteria');
  const now = clock(ctx);
  const newId = idSource(a, ctx);
  const number = a.lastMemberNumber + 1;
  let item: CustomCriterionItem = {
    questionLk: newId(),
    number,
    question: { questionId: newId(), text },
    state: 'Enabled',
    criterionOptions: Array.from({ length: count }, (_, i) => blankCustomOption(newId, i)),
    settingValues: [
      { code: 'custom_audience_choice', value: SINGLE_CHOICE },
      { code: 'qualifying', value: ENABLED },
      { code: 'quotas', value: DISABLED },
    ],
    createdDate: now,
  };
  for (const setting of settings) item = applySetting(item, setting);
  const members = [...a.members];
  members.splice(position, 0, {
    number,
    position,
    contextPosition: position,
    memberType: 'Custom',
    memberItem: normaliseCustom(item),
    createdDate: now,
    sinceDate: now,
  });
  return { ...a, members: renumberMembers(members), lastMemberNumber: number };
}
