import type { DocumentNode } from 'graphql';
import { presetDefinition } from '@survey/domain/audience/presets/presets';
import {
  applyAudienceCommand,
  type AudienceCommandArgs,
  type AudienceCommandName,
} from '@survey/domain/audience/registry';
import type { DraftAudience } from '@survey/domain/audience/model';
import * as Docs from '../../gql/fieldwork/graphql.ts';

/** The arguments the browser sends: a preset goes by name only (the server adds its definition). */
export type SentArgs<N extends AudienceCommandName> = N extends 'presetAudience'
  ? { name: string }
  : AudienceCommandArgs<N>;

/** One pending change: a command by its mutation name and the arguments sent with it. */
export interface AudienceChangeRequest {
  name: AudienceCommandName;
  args: SentArgs<AudienceCommandName>;
}

/** Each command's mutation document; the mutation field has the command's name. */
export const AUDIENCE_MUTATION_DOCUMENTS: Record<AudienceCommandName, DocumentNode> = {
  presetAudience: Docs.PresetAudienceDocument,
  setStandardCriterion: Docs.SetStandardCriterionDocument,
  removeStandardCriterion: Docs.RemoveStandardCriterionDocument,
  setStandardQualification: Docs.SetStandardQualificationDocument,
  removeStandardQualification: Docs.RemoveStandardQualificationDocument,
  setAllStandardQualification: Docs.SetAllStandardQualificationDocument,
  removeAllStandardQualification: Docs.RemoveAllStandardQualificationDocument,
  setStandardMemberSettingValue: Docs.SetStandardMemberSettingValueDocument,
  removeStandardMemberSettingValue: Docs.RemoveStandardMemberSettingValueDocument,
  setStandardQuotas: Docs.SetStandardQuotasDocument,
  removeStandardQuotas: Docs.RemoveStandardQuotasDocument,
  setStandardQuota: Docs.SetStandardQuotaDocument,
  sumStandardQuotasTo100: Docs.SumStandardQuotasTo100Document,
  addCustomCriterion: Docs.AddCustomCriterionDocument,
  detachCustomAudienceMember: Docs.DetachCustomAudienceMemberDocument,
  setCustomCriterion: Docs.SetCustomCriterionDocument,
  removeCustomCriterion: Docs.RemoveCustomCriterionDocument,
  updateCustomCriterion: Docs.UpdateCustomCriterionDocument,
  addCustomCriterionOption: Docs.AddCustomCriterionOptionDocument,
  updateCustomCriterionOption: Docs.UpdateCustomCriterionOptionDocument,
  detachCustomCriterionOption: Docs.DetachCustomCriterionOptionDocument,
  moveCustomCriterionOption: Docs.MoveCustomCriterionOptionDocument,
  setCustomQualification: Docs.SetCustomQualificationDocument,
  removeCustomQualification: Docs.RemoveCustomQualificationDocument,
  setCustomQuota: Docs.SetCustomQuotaDocument,
  sumCustomQuotasTo100: Docs.SumCustomQuotasTo100Document,
  setCustomMemberSettingValue: Docs.SetCustomMemberSettingValueDocument,
  removeCustomMemberSettingValue: Docs.RemoveCustomMemberSettingValueDocument,
  pinOrUnpinResponseOption: Docs.PinOrUnpinResponseOptionDocument,
  moveAudienceMember: Docs.MoveAudienceMemberDocument,
};

let temporaryIds = 0;

/** Ids for optimistic adds: replaced by the server's as soon as it answers. */
function temporaryId(): string {
  temporaryIds += 1;
  return `pending-${String(temporaryIds)}`;
}

/** Applies a change the way the server will; the preset's definition comes from the same catalogue. */
export function applyChange(a: DraftAudience, change: AudienceChangeRequest): DraftAudience {
  const ctx = { newId: temporaryId, now: new Date().toISOString() };
  if (change.name === 'presetAudience') {
    const { name } = change.args as SentArgs<'presetAudience'>;
    return applyAudienceCommand(
      'presetAudience',
      a,
      { name, preset: presetDefinition(a.countryCode, name) ?? null },
      ctx,
    );
  }
  return applyAudienceCommand(change.name, a, change.args as never, ctx);
}

/**
 * What the user sees: the server's audience with the changes it has not answered yet applied on
 * top, in order. A change the domain refuses is left out here; the server has the last word.
 */
export function withPendingChanges(
  server: DraftAudience,
  pending: readonly AudienceChangeRequest[],
): DraftAudience {
  return pending.reduce((a, change) => {
    try {
      return applyChange(a, change);
    } catch {
      return a;
    }
  }, server);
}
