import { CATALOGUE_VERSION } from '@survey/domain/audience/catalogue/catalogue';
import type {
  AudienceMember,
  CustomCriterionItem,
  DraftAudience,
  StandardCriterionItem,
} from '@survey/domain/audience/model';
import { interlocksOf } from '@survey/domain/audience/interlocks';
import { isAudienceValid, validateAudience } from '@survey/domain/audience/validate';
import type {
  CustomCriterionFieldsFragment,
  DraftAudienceFieldsFragment,
  StandardCriterionFieldsFragment,
} from '../../gql/fieldwork/graphql.ts';

type WireMember = DraftAudienceFieldsFragment['members'][number];
type WireItem = WireMember['memberItem'];

/** The union member is told apart by its fields: the fragment types carry no __typename. */
export function isCustomItem(item: WireItem): item is CustomCriterionFieldsFragment {
  return 'questionLk' in item;
}

function customToDomain(c: CustomCriterionFieldsFragment): CustomCriterionItem {
  return {
    questionLk: c.questionLk,
    number: c.number,
    question: { questionId: c.question.questionId, text: c.question.text },
    state: c.state,
    criterionOptions: c.criterionOptions.map((o) => ({
      responseOptionLk: o.responseOptionLk,
      responseOption: {
        responseOptionId: o.responseOption.responseOptionId,
        value: o.responseOption.value,
        rotype: 'string',
      },
      position: o.position,
      qualification: o.qualification,
      quota: o.quota ? { percent: o.quota.percent } : null,
      pinned: o.pinned,
    })),
    settingValues: c.settingValues.map((s) => ({ code: s.code, value: s.value })),
    createdDate: c.createdDate,
  };
}

function standardToDomain(s: StandardCriterionFieldsFragment): StandardCriterionItem {
  return {
    criterion: {
      code: s.criterion.code,
      name: s.criterion.name,
      question: { questionId: s.criterion.question.questionId, text: s.criterion.question.text },
    },
    state: s.state,
    settingValues: s.settingValues.map((v) => ({ code: v.code, value: v.value })),
    standardCriterionOptions: s.standardCriterionOptions.map((o) => ({
      criterionOption: {
        code: o.criterionOption.code,
        responseOption: {
          responseOptionId: o.criterionOption.responseOption.responseOptionId,
          rotype: 'string',
          value: o.criterionOption.responseOption.value,
        },
      },
      position: o.position,
      state: o.state,
      qualification: o.qualification,
      quota: o.quota ? { percent: o.quota.percent } : null,
    })),
  };
}

function memberToDomain(m: WireMember): AudienceMember {
  const base = {
    number: m.number,
    position: m.position,
    contextPosition: m.contextPosition,
    createdDate: m.createdDate,
    sinceDate: m.sinceDate,
  };
  return isCustomItem(m.memberItem)
    ? { ...base, memberType: 'Custom', memberItem: customToDomain(m.memberItem) }
    : { ...base, memberType: 'Standard', memberItem: standardToDomain(m.memberItem) };
}

/**
 * The server's draft audience as the domain document, so the browser can apply the same command
 * the server will. The wire shape has no `lastMemberNumber`: the highest number in use stands in
 * (an optimistic add may pick a number the server does not; its answer replaces the guess).
 */
export function toDomainAudience(wire: DraftAudienceFieldsFragment): DraftAudience {
  const numbers = [
    ...wire.members.map((m) => m.number),
    ...wire.disabledCustomCriteria.map((c) => c.number),
  ];
  return {
    surveyId: wire.surveyId,
    countryCode: wire.countryCode,
    catalogueVersion: CATALOGUE_VERSION,
    members: wire.members.map(memberToDomain),
    disabledCustomCriteria: wire.disabledCustomCriteria.map(customToDomain),
    lastMemberNumber: Math.max(0, ...numbers),
    // Absent when there are none, as in documents stored before interlocks existed.
    ...(wire.interlocks.length > 0
      ? {
          interlocks: wire.interlocks.map((i) => ({
            memberNumbers: [...i.memberNumbers],
            cells: i.cellOptionKeys.map((optionKeys, k) => ({
              optionKeys: [...optionKeys],
              percent: i.cellPercents[k] ?? 0,
            })),
          })),
        }
      : {}),
  };
}

function customToWire(c: CustomCriterionItem) {
  const wire = {
    __typename: 'CustomCriterion' as const,
    ...c,
    question: { __typename: 'Question' as const, ...c.question },
    settingValues: c.settingValues.map((s) => ({
      __typename: 'MemberSettingValue' as const,
      ...s,
    })),
    criterionOptions: c.criterionOptions.map((o) => ({
      __typename: 'CustomCriterionOption' as const,
      ...o,
      responseOption: { __typename: 'ResponseOption' as const, ...o.responseOption },
      quota: o.quota ? { __typename: 'Quota' as const, percent: o.quota.percent } : null,
    })),
  };
  return wire;
}

function standardToWire(s: StandardCriterionItem) {
  const wire = {
    __typename: 'StandardCriterion' as const,
    ...s,
    criterion: {
      __typename: 'CriterionRef' as const,
      ...s.criterion,
      question: { __typename: 'Question' as const, ...s.criterion.question },
    },
    settingValues: s.settingValues.map((v) => ({
      __typename: 'MemberSettingValue' as const,
      ...v,
    })),
    standardCriterionOptions: s.standardCriterionOptions.map((o) => ({
      __typename: 'StandardCriterionOption' as const,
      ...o,
      criterionOption: {
        __typename: 'CriterionOption' as const,
        ...o.criterionOption,
        responseOption: {
          __typename: 'ResponseOption' as const,
          ...o.criterionOption.responseOption,
        },
      },
      quota: o.quota ? { __typename: 'Quota' as const, percent: o.quota.percent } : null,
    })),
  };
  return wire;
}

/**
 * A domain document in the wire shape, with what the server derives (validation, validity, the
 * criteria count) computed by the same domain rules. Typenames are kept so Apollo can store it.
 */
export function toWireAudience(
  a: DraftAudience,
  from: Pick<DraftAudienceFieldsFragment, 'version' | 'activePresetAudience'>,
): DraftAudienceFieldsFragment {
  const wire = {
    __typename: 'DraftAudience' as const,
    surveyId: a.surveyId,
    version: from.version,
    countryCode: a.countryCode,
    activePresetAudience: from.activePresetAudience,
    isValid: isAudienceValid(a),
    criteriaUsed: a.members.length,
    members: a.members.map((m) => ({
      __typename: 'AudienceMember' as const,
      number: m.number,
      position: m.position,
      contextPosition: m.contextPosition,
      memberType: m.memberType,
      createdDate: m.createdDate,
      sinceDate: m.sinceDate,
      memberItem:
        m.memberType === 'Custom' ? customToWire(m.memberItem) : standardToWire(m.memberItem),
    })),
    disabledCustomCriteria: a.disabledCustomCriteria.map(customToWire),
    interlocks: interlocksOf(a).map((i) => ({
      __typename: 'Interlock' as const,
      memberNumbers: [...i.memberNumbers],
      cellOptionKeys: i.cells.map((c) => [...c.optionKeys]),
      cellPercents: i.cells.map((c) => c.percent),
    })),
    validationErrors: validateAudience(a).map((e) => ({
      __typename: 'AudienceValidationError' as const,
      memberNumber: e.memberNumber,
      itemId: e.itemId ?? null,
      code: e.code,
      severity: e.severity,
      message: e.message,
    })),
  };
  return wire;
}
