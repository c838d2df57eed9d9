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

export interface GridCell {
  optionKeys: string[];
  percent: number;
}

/** The interlock's table as drawn: the corner's text, the column heads, and rows of cells. */
export interface GridLayout {
  corner: string;
  columns: { key: string; text: string }[];
  rows: { key: string; text: string; cells: GridCell[] }[];
}

/**
 * The interlock's cells (the last criterion varying fastest) as a table. One row per combination
 * of the other criteria and one column per option of the last, unless the last has more options
 * than there are combinations: then the table is turned (issue 35 §5: gender x age put six ages
 * and the Total side by side, out of view at 1024 px; turned, the ages run down the page).
 */
export function gridLayout(
  criteria: readonly CriterionView[],
  cells: readonly GridCell[],
): GridLayout {
  const last = criteria.at(-1);
  const lastKeys = last?.quotaKeys ?? [];
  const width = Math.max(1, lastKeys.length);
  const textOf = (keys: readonly string[], from = 0) =>
    keys.map((k, i) => criteria[from + i]?.optionText.get(k) ?? k).join(', ');
  const chunks: GridCell[][] = [];
  for (let i = 0; i < cells.length; i += width) chunks.push(cells.slice(i, i + width));
  const headOf = (chunk: readonly GridCell[]) => chunk[0]?.optionKeys.slice(0, -1) ?? [];
  const others = criteria
    .slice(0, -1)
    .map((c) => c.label)
    .join(', ');
  if (lastKeys.length <= chunks.length) {
    return {
      corner: others,
      columns: lastKeys.map((k) => ({ key: k, text: last?.optionText.get(k) ?? k })),
      rows: chunks.map((chunk) => ({
        key: headOf(chunk).join('|'),
        text: textOf(headOf(chunk)),
        cells: chunk,
      })),
    };
  }
  return {
    corner: last?.label ?? '',
    columns: chunks.map((chunk) => ({ key: headOf(chunk).join('|'), text: textOf(headOf(chunk)) })),
    rows: lastKeys.map((k, i) => ({
      key: k,
      text: last?.optionText.get(k) ?? k,
      cells: chunks.flatMap((chunk) => (chunk[i] ? [chunk[i]] : [])),
    })),
  };
}
