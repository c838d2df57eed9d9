import type { AudienceCommandArgs, AudienceCommandName } from '@survey/domain/audience/registry';
import { MEMBER_SETTING_CODES } from '@survey/domain/audience/settings';
import { z } from 'zod';
import { edgeSchemas, type ResolverArgs } from '../../lib/edgeSchemas.ts';
import type { MutationResolvers } from './fieldwork.generated.ts';

/**
 * Edge schemas of the audience mutations (spec 2 §7 names and arguments). They bound sizes and
 * shapes; the domain commands own the rules (codes, positions, quotas) and answer with typed
 * refusals. `presetAudience` takes only the name here: the service adds the definition.
 */
const code = z.string().max(200);
const lk = z.string().max(200);
const position = z.number().int().min(0).max(1000);
const percent = z.number().min(0).max(100);
const text = z.string().max(5000);
const memberNumber = z.number().int().min(0);
const setting = z.object({
  memberSettingCode: z.enum(MEMBER_SETTING_CODES),
  settingValue: z.string().max(50),
});
const standard = { audienceCriterionCode: code };
const standardOption = { ...standard, audienceCriterionOptionCode: code };
const custom = { questionLk: lk };
const customOption = { ...custom, responseOptionLk: lk };

type EdgeArgs<N extends AudienceCommandName> = N extends 'presetAudience'
  ? { name: string }
  : AudienceCommandArgs<N>;

/**
 * Checked against the domain command's arguments: a field the two (or the schema mutation, but for
 * its surveyId) do not share fails typecheck.
 */
export const AUDIENCE_ARGS = edgeSchemas<
  { [N in AudienceCommandName]: EdgeArgs<N> },
  { [N in AudienceCommandName]: Omit<ResolverArgs<MutationResolvers[N]>, 'surveyId'> }
>()({
  presetAudience: z.object({ name: z.string().trim().min(1).max(100) }),
  setStandardCriterion: z.object({ ...standard, position }),
  removeStandardCriterion: z.object(standard),
  setStandardQualification: z.object(standardOption),
  removeStandardQualification: z.object(standardOption),
  setAllStandardQualification: z.object(standard),
  removeAllStandardQualification: z.object(standard),
  setStandardMemberSettingValue: z.object({ ...standard, setting }),
  removeStandardMemberSettingValue: z.object({
    ...standard,
    memberSettingCode: z.enum(MEMBER_SETTING_CODES),
  }),
  setStandardQuotas: z.object(standard),
  removeStandardQuotas: z.object(standard),
  setStandardQuota: z.object({ ...standardOption, percent }),
  sumStandardQuotasTo100: z.object(standard),
  addCustomCriterion: z.object({
    position,
    text,
    settings: z.array(setting).max(20).nullish(),
    defaultOptionsCount: z
      .number()
      .int()
      .min(0)
      .max(100)
      .nullish()
      .transform((v) => v ?? undefined),
  }),
  detachCustomAudienceMember: z.object({ number: z.number().int().min(0) }),
  setCustomCriterion: z.object(custom),
  removeCustomCriterion: z.object(custom),
  updateCustomCriterion: z.object({ ...custom, text }),
  addCustomCriterionOption: z.object({ ...custom, position }),
  updateCustomCriterionOption: z.object({ ...customOption, responseOptionValue: text }),
  detachCustomCriterionOption: z.object(customOption),
  moveCustomCriterionOption: z.object({ ...customOption, toPosition: position }),
  setCustomQualification: z.object(customOption),
  removeCustomQualification: z.object(customOption),
  setCustomQuota: z.object({ ...customOption, percent }),
  sumCustomQuotasTo100: z.object(custom),
  setCustomMemberSettingValue: z.object({ ...custom, setting }),
  removeCustomMemberSettingValue: z.object({
    ...custom,
    memberSettingCode: z.enum(MEMBER_SETTING_CODES),
  }),
  pinOrUnpinResponseOption: z.object({ ...customOption, pinned: z.boolean() }),
  moveAudienceMember: z.object({ number: z.number().int().min(0), toPosition: position }),
  setInterlock: z.object({ memberNumbers: z.array(memberNumber).max(10) }),
  removeInterlock: z.object({ memberNumber }),
  setInterlockQuota: z.object({ memberNumber, optionKeys: z.array(code).max(10), percent }),
  sumInterlockQuotasTo100: z.object({ memberNumber }),
});

export const AUDIENCE_MUTATIONS = Object.keys(AUDIENCE_ARGS) as AudienceCommandName[];
