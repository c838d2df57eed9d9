/**
 * The crosstab being built, kept in the address like the view and Weighted (issue 35 §2): `table=`
 * holds its definition (row, banner, nets, boxes) as JSON, so switching to Charts and back, a
 * reload or a shared link keeps an unsaved table. Plain TypeScript, tested.
 *
 * An address is typed or pasted by anyone: a value that is not a definition this page could have
 * written (bad JSON, wrong shapes, past the banner's or the nets' bounds) reads as no table, never
 * as an error. Ids are not checked here: the pickers drop what the survey does not have, as they
 * do for a saved table.
 */
import { MAX_NET_LABEL_LENGTH, MAX_NETS } from '@survey/domain/analysis/nets';
import {
  DEFAULT_SIGNIFICANCE,
  MAX_BANNER_GROUPS,
  SIGNIFICANCE_COMPARISONS,
  SIGNIFICANCE_CORRECTIONS,
  SIGNIFICANCE_LEVELS,
  type NetDefinition,
  type SignificanceLevel,
  type SignificanceOptions,
  type VariableRef,
} from '@survey/domain/results/analysisContract';
import { EMPTY_DEFINITION, type CrosstabDefinition } from './crosstabChoices.ts';
import { isDefaultSignificance } from './significanceChoices.ts';

export const TABLE_PARAM = 'table';

/** Longest id the address may carry (the server's own bound on ids is 200 characters). */
const MAX_ID = 200;
/** Options a net may name in the address (a question has far fewer). */
const MAX_NET_OPTIONS = 200;
/** Longest `table=` value read: six groups and 20 nets fit well within it. */
const MAX_PARAM = 20_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= MAX_ID;

function refOf(value: unknown, withRank: boolean): VariableRef | null {
  if (!isObject(value) || !isId(value.questionId)) return null;
  const matrix = value.matrixTitleId;
  if (matrix !== null && !isId(matrix)) return null;
  const ref: VariableRef = { questionId: value.questionId, matrixTitleId: matrix };
  const rank = value.rank;
  if (withRank && typeof rank === 'number' && Number.isInteger(rank) && rank >= 1) ref.rank = rank;
  return ref;
}

function netOf(value: unknown): NetDefinition | null {
  if (!isObject(value)) return null;
  const { label, optionIds } = value;
  if (typeof label !== 'string' || label.length > MAX_NET_LABEL_LENGTH) return null;
  if (!Array.isArray(optionIds) || optionIds.length > MAX_NET_OPTIONS) return null;
  if (!optionIds.every(isId)) return null;
  return { label, optionIds: [...optionIds] };
}

const isLevel = (value: unknown): value is SignificanceLevel =>
  SIGNIFICANCE_LEVELS.some((level) => level === value);

/**
 * The significance options in the address (issue 38 §5); absent or not options this page could
 * have written: the default, the rest of the table kept (the letters are a view of it).
 */
function significanceOf(value: unknown): SignificanceOptions {
  if (!isObject(value)) return DEFAULT_SIGNIFICANCE;
  const { level, lowerLevel, comparison, correction } = value;
  if (!isLevel(level)) return DEFAULT_SIGNIFICANCE;
  if (lowerLevel !== null && !(isLevel(lowerLevel) && lowerLevel < level)) {
    return DEFAULT_SIGNIFICANCE;
  }
  const comparisonOk = SIGNIFICANCE_COMPARISONS.find((c) => c === comparison);
  const correctionOk = SIGNIFICANCE_CORRECTIONS.find((c) => c === correction);
  if (!comparisonOk || !correctionOk) return DEFAULT_SIGNIFICANCE;
  return { level, lowerLevel, comparison: comparisonOk, correction: correctionOk };
}

/** The definition in the address, or the empty one when there is none or it is not one. */
export function definitionFromParam(value: string | null): CrosstabDefinition {
  if (!value || value.length > MAX_PARAM) return EMPTY_DEFINITION;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return EMPTY_DEFINITION;
  }
  if (!isObject(parsed)) return EMPTY_DEFINITION;
  const row = parsed.row === null ? null : refOf(parsed.row, true);
  const { banner, nets, boxes } = parsed;
  if (row === null && parsed.row !== null) return EMPTY_DEFINITION;
  if (!Array.isArray(banner) || banner.length > MAX_BANNER_GROUPS) return EMPTY_DEFINITION;
  if (!Array.isArray(nets) || nets.length > MAX_NETS) return EMPTY_DEFINITION;
  if (typeof boxes !== 'boolean') return EMPTY_DEFINITION;
  const refs = banner.map((b) => refOf(b, false));
  const netList = nets.map(netOf);
  if (refs.some((r) => r === null) || netList.some((n) => n === null)) return EMPTY_DEFINITION;
  return {
    row,
    banner: refs as VariableRef[],
    nets: netList as NetDefinition[],
    boxes,
    significance: significanceOf(parsed.significance),
  };
}

/** The `table=` value of a definition; null (no param) for an empty table. */
export function definitionParam(definition: CrosstabDefinition): string | null {
  const { row, banner, nets, boxes, significance } = definition;
  const plainLetters = isDefaultSignificance(significanceOf(significance));
  if (row === null && banner.length === 0 && nets.length === 0 && !boxes && plainLetters) {
    return null;
  }
  return JSON.stringify({
    row: row && {
      questionId: row.questionId,
      matrixTitleId: row.matrixTitleId,
      ...(row.rank != null ? { rank: row.rank } : {}),
    },
    banner: banner.map((b) => ({ questionId: b.questionId, matrixTitleId: b.matrixTitleId })),
    nets: nets.map((n) => ({ label: n.label, optionIds: n.optionIds })),
    boxes,
    // Written only when chosen, so the addresses of tables without options stay as they were.
    ...(plainLetters ? {} : { significance: significanceOf(significance) }),
  });
}
