import type { DraftAudienceFieldsFragment } from '../../../gql/fieldwork/graphql.ts';
import { isCustomItem } from '../audienceWire.ts';

type Member = DraftAudienceFieldsFragment['members'][number];
type Interlock = DraftAudienceFieldsFragment['interlocks'][number];

export interface CriterionView {
  number: number;
  /** 'A1 Age'. */
  label: string;
  /** Option key -> text. */
  optionText: Map<string, string>;
  /** Keys of the options holding a quota, in option order. */
  quotaKeys: string[];
}

const setting = (m: Member, code: string) =>
  m.memberItem.settingValues.find((s) => s.code === code)?.value;

/** What the interlock screens show of a member: its label, option texts and quota options. */
export function criterionView(m: Member): CriterionView {
  const label = `A${String(m.contextPosition + 1)}`;
  if (isCustomItem(m.memberItem)) {
    const options = m.memberItem.criterionOptions;
    return {
      number: m.number,
      label: `${label} ${m.memberItem.question.text}`,
      optionText: new Map(options.map((o) => [o.responseOptionLk, o.responseOption.value])),
      quotaKeys: options.flatMap((o) => (o.quota ? [o.responseOptionLk] : [])),
    };
  }
  const options = m.memberItem.standardCriterionOptions;
  return {
    number: m.number,
    label: `${label} ${m.memberItem.criterion.name}`,
    optionText: new Map(
      options.map((o) => [o.criterionOption.code, o.criterionOption.responseOption.value]),
    ),
    quotaKeys: options.flatMap((o) => (o.quota ? [o.criterionOption.code] : [])),
  };
}

/** Members that 'Interlock quotas' may join: quotas on, single select, not interlocked yet. */
export function interlockableMembers(audience: DraftAudienceFieldsFragment): CriterionView[] {
  const taken = new Set(audience.interlocks.flatMap((i) => i.memberNumbers));
  return audience.members
    .filter(
      (m) =>
        !taken.has(m.number) &&
        setting(m, 'quotas') === 'enabled' &&
        !Object.is(
          setting(
            m,
            isCustomItem(m.memberItem) ? 'custom_audience_choice' : 'standard_audience_choice',
          ),
          'multiple_choice',
        ),
    )
    .map(criterionView)
    .filter((c) => c.quotaKeys.length > 0);
}

/** The interlock's criteria, in its order. */
export function interlockCriteria(
  audience: DraftAudienceFieldsFragment,
  interlock: Interlock,
): CriterionView[] {
  return interlock.memberNumbers.flatMap((n) => {
    const m = audience.members.find((x) => x.number === n);
    return m ? [criterionView(m)] : [];
  });
}

/** The interlock holding member `number`, if any. */
export function interlockOf(
  audience: DraftAudienceFieldsFragment,
  number: number,
): Interlock | undefined {
  return audience.interlocks.find((i) => i.memberNumbers.includes(number));
}
