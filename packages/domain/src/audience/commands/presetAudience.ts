import { criterionFor } from '../catalogue/catalogue.ts';
import { MAX_MEMBERS } from '../constants.ts';
import { clock, type CommandContext } from '../context.ts';
import { fail } from '../errors.ts';
import { standardItemFrom } from '../factories.ts';
import { requireId } from '../guards.ts';
import { applySetting } from '../memberSettings.ts';
import type { AudienceMember, DraftAudience } from '../model.ts';
import { normaliseStandard } from '../normalise.ts';

/** 'Custom' is the pseudo-preset that starts from scratch (spec 2 §3). */
export const CUSTOM_PRESET = 'Custom';

/** A preset as the presets catalogue (issue 10 item 3) defines it: criteria by catalogue code. */
export interface PresetDefinition {
  name: string;
  criteria: {
    code: string;
    /** Options that qualify; absent: all. */
    qualifyingOptionCodes?: string[];
    /** Quotas by option code; absent: quotas off. */
    quotas?: Record<string, number>;
  }[];
}

export interface PresetAudienceArgs {
  name: string;
  /** Required unless name is 'Custom'. */
  preset?: PresetDefinition | null;
}

/**
 * Replaces the selected criteria with a preset's, or clears them for 'Custom'. Switched-off custom
 * questions stay in the library. The caller resets the incidence rate (see incidence.ts).
 */
export function presetAudience(
  a: DraftAudience,
  args: PresetAudienceArgs,
  ctx: CommandContext,
): DraftAudience {
  const name = requireId(args.name, 'name');
  const now = clock(ctx);
  if (name === CUSTOM_PRESET) return { ...a, members: [] };
  const preset = args.preset;
  if (!preset || preset.name !== name || !Array.isArray(preset.criteria)) {
    fail('UNKNOWN_PRESET', `No preset named ${name}`);
  }
  if (preset.criteria.length > MAX_MEMBERS) fail('TOO_MANY_MEMBERS', 'Too many criteria');
  let number = a.lastMemberNumber;
  const members: AudienceMember[] = preset.criteria.map((c, position) => {
    const criterion = criterionFor(a.countryCode, requireId(c.code, 'code'));
    if (!criterion) fail('CRITERION_NOT_FOUND', `No criterion ${c.code} in ${a.countryCode}`);
    let item = standardItemFrom(criterion);
    const qualifying = c.qualifyingOptionCodes;
    if (qualifying) {
      item = {
        ...item,
        standardCriterionOptions: item.standardCriterionOptions.map((o) => ({
          ...o,
          qualification: qualifying.includes(o.criterionOption.code),
        })),
      };
    }
    if (c.quotas) {
      const quotas = c.quotas;
      item = applySetting(item, { memberSettingCode: 'quotas', settingValue: 'enabled' });
      item = {
        ...item,
        standardCriterionOptions: item.standardCriterionOptions.map((o) => {
          const percent = quotas[o.criterionOption.code];
          return o.quota && typeof percent === 'number' ? { ...o, quota: { percent } } : o;
        }),
      };
    }
    number += 1;
    return {
      number,
      position,
      contextPosition: position,
      memberType: 'Standard',
      memberItem: normaliseStandard(item),
      createdDate: now,
      sinceDate: now,
    };
  });
  if (
    new Set(members.map((m) => m.memberType === 'Standard' && m.memberItem.criterion.code)).size !==
    members.length
  ) {
    fail('CRITERION_ALREADY_SET', 'A preset uses each criterion once');
  }
  return { ...a, members, lastMemberNumber: number };
}
