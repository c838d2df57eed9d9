import type { SurveyEventName } from '@survey/domain/analytics/events';
import type { AudienceCommandName } from '@survey/domain/audience/registry';
import type { Analytics } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';

/**
 * The analytics event of each audience command (the catalogue's audience area; each takes the
 * survey only). Every command is listed (compile-time): a new one must say which event it is.
 */
const AUDIENCE_EVENTS: Record<AudienceCommandName, SurveyEventName> = {
  presetAudience: 'Chose Audience Preset',
  setStandardCriterion: 'Added Targeting Criterion',
  removeStandardCriterion: 'Removed Targeting Criterion',
  setStandardQualification: 'Changed Qualification',
  removeStandardQualification: 'Changed Qualification',
  setAllStandardQualification: 'Changed Qualification',
  removeAllStandardQualification: 'Changed Qualification',
  setCustomQualification: 'Changed Qualification',
  removeCustomQualification: 'Changed Qualification',
  setStandardMemberSettingValue: 'Changed Member Setting',
  removeStandardMemberSettingValue: 'Changed Member Setting',
  setCustomMemberSettingValue: 'Changed Member Setting',
  removeCustomMemberSettingValue: 'Changed Member Setting',
  setStandardQuotas: 'Enabled Quotas',
  setCustomCriterion: 'Enabled Quotas',
  removeStandardQuotas: 'Disabled Quotas',
  removeCustomCriterion: 'Disabled Quotas',
  setStandardQuota: 'Changed Quota',
  sumStandardQuotasTo100: 'Changed Quota',
  setCustomQuota: 'Changed Quota',
  sumCustomQuotasTo100: 'Changed Quota',
  addCustomCriterion: 'Added Screening Question',
  updateCustomCriterion: 'Edited Screening Question',
  addCustomCriterionOption: 'Edited Screening Question',
  updateCustomCriterionOption: 'Edited Screening Question',
  detachCustomCriterionOption: 'Edited Screening Question',
  pinOrUnpinResponseOption: 'Edited Screening Question',
  detachCustomAudienceMember: 'Removed Screening Question',
  moveAudienceMember: 'Reordered Audience',
  moveCustomCriterionOption: 'Reordered Audience',
  setInterlock: 'Interlocked Quotas',
  setInterlockQuota: 'Interlocked Quotas',
  sumInterlockQuotasTo100: 'Interlocked Quotas',
  removeInterlock: 'Removed Interlock',
};

/** Sends the event of a committed audience command. */
export function trackAudienceEdit(
  analytics: Analytics,
  viewer: Viewer,
  name: AudienceCommandName,
  surveyId: string,
): void {
  analytics.track(AUDIENCE_EVENTS[name], viewer, { surveyId });
}
