/**
 * The registry of audience commands by the spec's fieldwork mutation names (spec 2 §7), so that the
 * server can dispatch a mutation by name and the dialog can apply the same change optimistically.
 */
import { addCustomCriterion } from './commands/addCustomCriterion.ts';
import { addCustomCriterionOption } from './commands/addCustomCriterionOption.ts';
import { detachCustomAudienceMember } from './commands/detachCustomAudienceMember.ts';
import { detachCustomCriterionOption } from './commands/detachCustomCriterionOption.ts';
import { moveAudienceMember } from './commands/moveAudienceMember.ts';
import { moveCustomCriterionOption } from './commands/moveCustomCriterionOption.ts';
import { pinOrUnpinResponseOption } from './commands/pinOrUnpinResponseOption.ts';
import { presetAudience } from './commands/presetAudience.ts';
import { removeAllStandardQualification } from './commands/removeAllStandardQualification.ts';
import { removeCustomCriterion } from './commands/removeCustomCriterion.ts';
import { removeInterlock } from './commands/removeInterlock.ts';
import { removeCustomMemberSettingValue } from './commands/removeCustomMemberSettingValue.ts';
import { removeCustomQualification } from './commands/removeCustomQualification.ts';
import { removeStandardCriterion } from './commands/removeStandardCriterion.ts';
import { removeStandardMemberSettingValue } from './commands/removeStandardMemberSettingValue.ts';
import { removeStandardQualification } from './commands/removeStandardQualification.ts';
import { removeStandardQuotas } from './commands/removeStandardQuotas.ts';
import { setAllStandardQualification } from './commands/setAllStandardQualification.ts';
import { setCustomCriterion } from './commands/setCustomCriterion.ts';
import { setCustomMemberSettingValue } from './commands/setCustomMemberSettingValue.ts';
import { setCustomQualification } from './commands/setCustomQualification.ts';
import { setCustomQuota } from './commands/setCustomQuota.ts';
import { setStandardCriterion } from './commands/setStandardCriterion.ts';
import { setStandardMemberSettingValue } from './commands/setStandardMemberSettingValue.ts';
import { setStandardQualification } from './commands/setStandardQualification.ts';
import { setStandardQuota } from './commands/setStandardQuota.ts';
import { setStandardQuotas } from './commands/setStandardQuotas.ts';
import { setInterlock } from './commands/setInterlock.ts';
import { setInterlockQuota } from './commands/setInterlockQuota.ts';
import { sumInterlockQuotasTo100 } from './commands/sumInterlockQuotasTo100.ts';
import { sumCustomQuotasTo100 } from './commands/sumCustomQuotasTo100.ts';
import { sumStandardQuotasTo100 } from './commands/sumStandardQuotasTo100.ts';
import { updateCustomCriterion } from './commands/updateCustomCriterion.ts';
import { updateCustomCriterionOption } from './commands/updateCustomCriterionOption.ts';
import type { CommandContext } from './context.ts';
import { AudienceCommandError } from './errors.ts';
import { reconcileInterlocks } from './interlocks.ts';
import type { DraftAudience } from './model.ts';

/** A pure command: returns a new audience, never mutates its input. */
export type AudienceCommand<A> = (a: DraftAudience, args: A, ctx: CommandContext) => DraftAudience;

/** Every spec mutation that changes the draft audience, by name. */
export const audienceCommands = {
  addCustomCriterion,
  addCustomCriterionOption,
  detachCustomAudienceMember,
  detachCustomCriterionOption,
  moveAudienceMember,
  moveCustomCriterionOption,
  pinOrUnpinResponseOption,
  presetAudience,
  removeAllStandardQualification,
  removeCustomCriterion,
  removeCustomMemberSettingValue,
  removeCustomQualification,
  removeInterlock,
  removeStandardCriterion,
  removeStandardMemberSettingValue,
  removeStandardQualification,
  removeStandardQuotas,
  setAllStandardQualification,
  setCustomCriterion,
  setCustomMemberSettingValue,
  setCustomQualification,
  setCustomQuota,
  setInterlock,
  setInterlockQuota,
  setStandardCriterion,
  setStandardMemberSettingValue,
  setStandardQualification,
  setStandardQuota,
  setStandardQuotas,
  updateCustomCriterion,
  updateCustomCriterionOption,
} as const;

/** Commands the dialog uses that are not spec mutations ('Sum quotas to 100%'). */
export const extraAudienceCommands = {
  sumCustomQuotasTo100,
  sumInterlockQuotasTo100,
  sumStandardQuotasTo100,
} as const;

export type AudienceMutationName = keyof typeof audienceCommands;
type AllCommands = typeof audienceCommands & typeof extraAudienceCommands;
export type AudienceCommandName = keyof AllCommands;
export type AudienceCommandArgs<N extends AudienceCommandName> = Parameters<AllCommands[N]>[1];

const ALL: Record<string, AudienceCommand<never>> = {
  ...audienceCommands,
  ...extraAudienceCommands,
};

/** True when `name` is a known command. */
export function isAudienceCommandName(name: string): name is AudienceCommandName {
  return Object.prototype.hasOwnProperty.call(ALL, name);
}

/**
 * Applies a command by name; unknown names fail with UNKNOWN_COMMAND. Every command is followed by
 * the interlock rule (interlocks.ts), so no command needs to know about interlocks to keep them
 * consistent (only the margin quota commands refuse or redirect on an interlocked criterion).
 */
export function applyAudienceCommand<N extends AudienceCommandName>(
  name: N,
  a: DraftAudience,
  args: AudienceCommandArgs<N>,
  ctx: CommandContext,
): DraftAudience {
  if (!isAudienceCommandName(name)) {
    throw new AudienceCommandError('UNKNOWN_COMMAND', `Unknown command ${String(name)}`);
  }
  if (typeof args !== 'object' || args === null) {
    throw new AudienceCommandError('INVALID_ARGUMENT', 'Arguments must be an object');
  }
  const command = ALL[name] as AudienceCommand<AudienceCommandArgs<N>>;
  return reconcileInterlocks(command(a, args, ctx));
}
