/**
 * The sidebar's filters kept in the address like the view, Weighted and the crosstab (`filters=`),
 * so a reload or a shared link keeps the filtered results. A theme chosen on a free-text card is a
 * filter too; its chip's words come from the themes call, which a reload has not made yet, so the
 * chosen themes' words travel with it (`themes=`). Plain TypeScript, tested.
 *
 * An address is typed or pasted by anyone: a value this page could not have written (bad JSON,
 * wrong shapes, past the server's request bounds) reads as no filters, never as an error. Ids are
 * not checked against the survey here: the server answers an unknown theme with a typed 400, and
 * an option no complete holds filters to zero, as the same filter chosen by hand would.
 */
import type { ResponseFilter } from '@survey/domain/results/contract';
import {
  MAX_FILTER_OPTION_IDS,
  MAX_FILTER_OPTIONS,
  MAX_FILTERS,
  MAX_ID_LENGTH,
  MAX_THEME_FILTER_IDS,
  MAX_THEME_OPTION_LENGTH,
} from '@survey/domain/results/requestLimits';
import type { FilterQuestion } from './filterQuestions.ts';

export const FILTERS_PARAM = 'filters';
export const THEMES_PARAM = 'themes';

/** A question's label ('Q4') and title, and a theme's words, as the chips show them. */
const MAX_TEXT = 2_000;
/** Longest value read: the bounds above fit well within it. */
const MAX_PARAM = 200_000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown, max = MAX_ID_LENGTH): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;
const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_TEXT;
const isMatrixId = (value: unknown): value is string | null => value === null || isId(value);

function parsed(value: string | null): unknown {
  if (!value || value.length > MAX_PARAM) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

function filterOf(value: unknown): ResponseFilter | null {
  if (!isObject(value) || !isId(value.questionId) || !isMatrixId(value.matrixTitleId)) return null;
  const ids = value.responseOptionIds;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_FILTER_OPTIONS) return null;
  if (!ids.every((id) => isId(id, MAX_THEME_OPTION_LENGTH))) return null;
  return {
    questionId: value.questionId,
    matrixTitleId: value.matrixTitleId,
    responseOptionIds: [...new Set(ids)],
  };
}

/** The filters in the address, or none when there are none or they are not filters. */
export function filtersFromParam(value: string | null): ResponseFilter[] {
  const list = parsed(value);
  if (!Array.isArray(list) || list.length > MAX_FILTERS) return [];
  const filters = list.map(filterOf);
  if (filters.some((f) => f === null)) return [];
  const valid = filters as ResponseFilter[];
  // One filter a question: the panel never writes two, and the server would AND them.
  if (new Set(valid.map((f) => f.questionId)).size !== valid.length) return [];
  const ids = valid.flatMap((f) => f.responseOptionIds);
  if (ids.length > MAX_FILTER_OPTION_IDS) return [];
  if (ids.filter((id) => id.startsWith('theme:')).length > MAX_THEME_FILTER_IDS) return [];
  return valid;
}

/** The `filters=` value; null (no param) when nothing is filtered. */
export function filtersParam(filters: readonly ResponseFilter[]): string | null {
  if (filters.length === 0) return null;
  return JSON.stringify(
    filters.map((f) => ({
      questionId: f.questionId,
      matrixTitleId: f.matrixTitleId,
      responseOptionIds: f.responseOptionIds,
    })),
  );
}

function themeQuestionOf(value: unknown): FilterQuestion | null {
  if (!isObject(value) || !isId(value.questionId)) return null;
  if (!isText(value.label) || !isText(value.text) || !Array.isArray(value.options)) return null;
  if (value.options.length > MAX_THEME_FILTER_IDS) return null;
  const options = value.options.map((o: unknown) =>
    isObject(o) && isId(o.id, MAX_THEME_OPTION_LENGTH) && isText(o.text)
      ? { id: o.id, text: o.text }
      : null,
  );
  if (options.some((o) => o === null)) return null;
  return {
    questionId: value.questionId,
    matrixTitleId: null,
    label: value.label,
    text: value.text,
    options: options as FilterQuestion['options'],
  };
}

/** The chosen themes' words in the address, or none when they are not what this page writes. */
export function themesFromParam(value: string | null): FilterQuestion[] {
  const list = parsed(value);
  if (!Array.isArray(list) || list.length > MAX_FILTERS) return [];
  const themes = list.map(themeQuestionOf);
  return themes.some((t) => t === null) ? [] : (themes as FilterQuestion[]);
}

/**
 * The `themes=` value: only the themes still filtered on (a theme chip removed takes its words
 * out of the address); null when none is.
 */
export function themesParam(
  themes: readonly FilterQuestion[],
  filters: readonly ResponseFilter[],
): string | null {
  const chosen = new Map(filters.map((f) => [f.questionId, new Set(f.responseOptionIds)]));
  const kept = themes.flatMap((q) => {
    const ids = chosen.get(q.questionId);
    const options = q.options.filter((o) => ids?.has(o.id));
    return options.length > 0
      ? [{ questionId: q.questionId, label: q.label, text: q.text, options }]
      : [];
  });
  return kept.length > 0 ? JSON.stringify(kept) : null;
}
