/**
 * What the crosstab's pickers offer and the request they make (issue 26 §1), from the summary's
 * entries. Plain TypeScript: the screen renders these, the tests drive them.
 *
 * Rows: a choice question (audience or questionnaire), a matrix row, a ranked question at a chosen
 * rank, a slider (in its bins). Banner groups: choice questions and matrix rows (each option a
 * column), at most six. Top-2/Bottom-2 boxes by the domain's `rowBoxes`: matrix rows of 4+ labelled
 * points; otherwise the switch says why.
 */
import { rowBoxes, type RowBoxes } from '@survey/domain/analysis/boxes';
import { MAX_NET_LABEL_LENGTH, MAX_NETS } from '@survey/domain/analysis/nets';
import {
  DEFAULT_SIGNIFICANCE,
  MAX_BANNER_GROUPS,
  type CrosstabRequest,
  type SignificanceOptions,
  type NetDefinition,
  type SavedCrosstab,
  type VariableRef,
} from '@survey/domain/results/analysisContract';
import type { ResponseFilter, ResultEntry } from '@survey/domain/results/contract';

export type RowKind = 'choice' | 'matrixRow' | 'ranked' | 'slider';

export interface CrosstabChoice {
  /** Stable key of the question (matrix rows: '{matrix}/{row}'). */
  key: string;
  ref: VariableRef;
  /** 'Q1', 'A2', 'Q3.2' for a matrix row. */
  label: string;
  /** The question's text; a matrix row adds its own text after the matrix title. */
  text: string;
  group: 'Audience' | 'Questionnaire';
  kind: RowKind;
  /** The Top-2/Bottom-2 boxes the row has, or why it has none (`rowBoxes`). */
  boxes: RowBoxes;
  /** The options a net can hold. */
  options: { id: string; text: string }[];
  /** Ranked questions: how many ranks (1..ranks). */
  ranks: number;
}

/** The crosstab the researcher is building (the page supplies the filters and weighting). */
export interface CrosstabDefinition {
  row: VariableRef | null;
  banner: VariableRef[];
  nets: NetDefinition[];
  boxes: boolean;
  /** How the letters are tested (issue 38 §5); the spec's 95/90% when the researcher left it. */
  significance: SignificanceOptions;
}

export const EMPTY_DEFINITION: CrosstabDefinition = {
  row: null,
  banner: [],
  nets: [],
  boxes: false,
  significance: DEFAULT_SIGNIFICANCE,
};

export function refKey(ref: VariableRef): string {
  return ref.matrixTitleId ? `${ref.matrixTitleId}/${ref.questionId}` : ref.questionId;
}

const RANK_ID = /^rank:(\d+)$/;

function rankCount(entry: ResultEntry): number {
  let ranks = 0;
  for (const row of entry.rows)
    for (const item of row.rowItems)
      ranks = Math.max(ranks, Number(RANK_ID.exec(item.id)?.[1] ?? 0));
  return Math.max(ranks, 1);
}

const UNORDERED = rowBoxes({ kind: 'unordered' });
const SLIDER = rowBoxes({ kind: 'slider' });

/** Every question the crosstab can use as its rows, in the page's order. */
export function rowChoices(entries: readonly ResultEntry[]): CrosstabChoice[] {
  return entries.flatMap((entry): CrosstabChoice[] => {
    const group = entry.questionKind;
    const base = { label: entry.label, text: entry.text, group, ranks: 0 };
    const options = entry.rows.map((r) => ({ id: r.id, text: r.text }));
    const own = { questionId: entry.id, matrixTitleId: null };
    switch (entry.questionType) {
      case 'basic':
        return [{ ...base, key: entry.id, ref: own, kind: 'choice', boxes: UNORDERED, options }];
      case 'scale':
        return [{ ...base, key: entry.id, ref: own, kind: 'slider', boxes: SLIDER, options }];
      case 'ranked': {
        const ranks = rankCount(entry);
        return [
          {
            ...base,
            key: entry.id,
            ref: { ...own, rank: 1 },
            kind: 'ranked',
            boxes: UNORDERED,
            options,
            ranks,
          },
        ];
      }
      case 'matrix':
        return entry.rows.map((row, index) => {
          const ref = { questionId: row.id, matrixTitleId: entry.id };
          return {
            ...base,
            key: refKey(ref),
            ref,
            label: `${entry.label}.${index + 1}`,
            text: `${entry.text}: ${row.text}`,
            kind: 'matrixRow',
            // The row's columns in the researcher's order, defaults ("Don't know") left out.
            boxes: rowBoxes({
              kind: 'points',
              pointIds: row.rowItems.map((i) => i.id).filter((id) => !id.startsWith('default:')),
            }),
            options: row.rowItems.map((i) => ({ id: i.id, text: i.text })),
          };
        });
      case 'text':
        return [];
    }
  });
}

/**
 * The questions a banner group can be: choice questions and matrix rows. A looped card across its
 * items counts iterations, so it is a row only (its items' entries `Q5_L1`, ... band respondents).
 */
export function bannerChoices(entries: readonly ResultEntry[]): CrosstabChoice[] {
  return rowChoices(entries.filter((e) => !e.base)).filter(
    (c) => c.kind === 'choice' || c.kind === 'matrixRow',
  );
}

export function findChoice(
  choices: readonly CrosstabChoice[],
  ref: VariableRef | null,
): CrosstabChoice | undefined {
  return ref ? choices.find((c) => c.key === refKey(ref)) : undefined;
}

/** A new row question: its nets and boxes belonged to the old one. */
export function chooseRow(
  definition: CrosstabDefinition,
  choice: CrosstabChoice | null,
): CrosstabDefinition {
  return { ...definition, row: choice ? { ...choice.ref } : null, nets: [], boxes: false };
}

/** Keeps the banner within MAX_BANNER_GROUPS groups, each question once, in the order chosen. */
export function chooseBanner(
  definition: CrosstabDefinition,
  refs: readonly VariableRef[],
): CrosstabDefinition {
  const seen = new Set<string>();
  const banner = refs
    .filter((r) => !seen.has(refKey(r)) && seen.add(refKey(r)))
    .slice(0, MAX_BANNER_GROUPS);
  return {
    ...definition,
    banner: banner.map((r) => ({ questionId: r.questionId, matrixTitleId: r.matrixTitleId })),
  };
}

/** Why a net cannot be added, or null when it can. */
export function netProblem(definition: CrosstabDefinition, net: NetDefinition): string | null {
  const label = net.label.trim();
  if (!label) return 'Give the net a label.';
  if (label.length > MAX_NET_LABEL_LENGTH)
    return `Keep the label within ${MAX_NET_LABEL_LENGTH} characters.`;
  if (definition.nets.some((n) => n.label.trim().toLowerCase() === label.toLowerCase()))
    return 'A net with this label exists already.';
  if (net.optionIds.length === 0) return 'Choose at least one option.';
  if (definition.nets.length >= MAX_NETS) return `A table holds at most ${MAX_NETS} nets.`;
  return null;
}

/**
 * The request for the page's filters and weighting, or null until a row question is chosen. Boxes
 * only for a row that has them; nets keep only options the row still has.
 */
export function buildCrosstabRequest(
  surveyId: string,
  definition: CrosstabDefinition,
  choices: readonly CrosstabChoice[],
  filters: readonly ResponseFilter[],
  weighted: boolean,
): CrosstabRequest | null {
  const row = findChoice(choices, definition.row);
  if (!row || !definition.row) return null;
  const optionIds = new Set(row.options.map((o) => o.id));
  const nets = definition.nets
    .map((n) => ({
      label: n.label.trim(),
      optionIds: n.optionIds.filter((id) => optionIds.has(id)),
    }))
    .filter((n) => n.optionIds.length > 0);
  const rank =
    row.kind === 'ranked' ? Math.min(Math.max(definition.row.rank ?? 1, 1), row.ranks) : undefined;
  return {
    surveyId,
    row: {
      questionId: row.ref.questionId,
      matrixTitleId: row.ref.matrixTitleId,
      ...(rank ? { rank } : {}),
    },
    banner: definition.banner.filter((b) => findChoice(choices, b)),
    responseFilters: filters.map((f) => ({ ...f, responseOptionIds: [...f.responseOptionIds] })),
    weighted,
    nets,
    boxes: row.boxes.reason === null && definition.boxes,
    significance: { ...definition.significance },
  };
}

/** A saved table's definition, to reopen it (the page takes its filters and weighting). */
export function definitionOf(saved: SavedCrosstab): CrosstabDefinition {
  const { row, banner, nets, boxes, significance } = saved.definition;
  return {
    row: { ...row },
    banner: banner.map((b) => ({ ...b })),
    nets: nets.map((n) => ({ ...n })),
    boxes,
    significance: { ...(significance ?? DEFAULT_SIGNIFICANCE) },
  };
}
