import type { CustomCriterionItem, DraftAudience } from '@survey/domain/audience/model';
import { interlocksOf } from '@survey/domain/audience/interlocks';
import { hasNoBlockingError, validateAudience } from '@survey/domain/audience/validate';
import type { PanelSupplier } from '../panel/panelSupplier.ts';
import type { DraftAudienceRow } from './draftAudience.store.ts';

/**
 * The wire shape of a stored audience (spec 2 §3 "Draft audience"); the panel summary is computed
 * only when a client selects it.
 */
export function presentDraftAudience(
  row: DraftAudienceRow,
  panel: Pick<PanelSupplier, 'audienceSummary'>,
) {
  const a: DraftAudience = row.document;
  const errors = validateAudience(a);
  return {
    surveyId: row.surveyId,
    version: row.version,
    countryCode: a.countryCode,
    activePresetAudience: row.activePreset,
    members: a.members,
    disabledCustomCriteria: a.disabledCustomCriteria,
    interlocks: interlocksOf(a).map((i) => ({
      memberNumbers: i.memberNumbers,
      cellOptionKeys: i.cells.map((c) => c.optionKeys),
      cellPercents: i.cells.map((c) => c.percent),
    })),
    validationErrors: errors.map((e) => ({
      memberNumber: e.memberNumber,
      itemId: e.itemId ?? null,
      interlockMembers: e.interlockMembers ?? null,
      code: e.code,
      severity: e.severity,
      message: e.message,
    })),
    isValid: hasNoBlockingError(errors),
    criteriaUsed: a.members.length,
    get summary() {
      const s = panel.audienceSummary(a);
      return { ...s, incidenceRate: Math.round(s.incidenceRate * 100) / 100 };
    },
  };
}

/** Screening questions: enabled ones in member order, then the switched-off ones. */
export function customCriteriaOf(a: DraftAudience): CustomCriterionItem[] {
  return [
    ...a.members.flatMap((m) => (m.memberType === 'Custom' ? [m.memberItem] : [])),
    ...a.disabledCustomCriteria,
  ];
}
