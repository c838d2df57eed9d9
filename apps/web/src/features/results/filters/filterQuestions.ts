import type { ResponseFilter, ResultEntry } from '@survey/domain/results/contract';
import type { FilterSearchEntry } from '@survey/domain/results/filterSearch';

/** One filterable question of the panel: a choice question, or one row of a matrix. */
export interface FilterQuestion {
  /** The filter's questionId: the question's id, or the matrix row's id. */
  questionId: string;
  /** The matrix's id for a matrix row, otherwise null. */
  matrixTitleId: string | null;
  /** 'Q2', or 'Q3.2' for the second row of matrix Q3. */
  label: string;
  /** The question's title; for a matrix row, the row's text. */
  text: string;
  options: { id: string; text: string }[];
}

/**
 * The panel's groups of one result entry, and what its search reads. Only what the panel shows of
 * the entry, never its counts: a new summary with the same questions gives equal groups.
 */
export interface FilterGroup {
  entry: Pick<ResultEntry, 'id' | 'label' | 'text'>;
  search: FilterSearchEntry;
  /** The questions the search's parts point at: options of one question, or rows of a matrix. */
  questions: FilterQuestion[];
  /** For a choice question the search's parts are options of questions[0]; for a matrix, rows. */
  partsAre: 'options' | 'rows';
}

/**
 * The filters the panel offers: choice questions (audience and questionnaire) by their options,
 * matrices row by row by their columns. Ranked, slider and free-text entries are not offered:
 * their answers are not options a respondent picked (decision in the README). Nor is a looped
 * card across its items (issue 38 §2: the server refuses it, NOT_FILTERABLE).
 */
export function filterGroups(entries: readonly ResultEntry[]): FilterGroup[] {
  return entries.flatMap((entry): FilterGroup[] => {
    // A looped card across its items counts iterations: its items' entries (Q5_L1, ...) filter.
    if (entry.base) return [];
    if (entry.questionType === 'basic') {
      const options = entry.rows.map((row) => ({ id: row.id, text: row.text }));
      return [
        {
          entry: { id: entry.id, label: entry.label, text: entry.text },
          search: { label: entry.label, text: entry.text, parts: options, columns: [] },
          questions: [
            {
              questionId: entry.id,
              matrixTitleId: null,
              label: entry.label,
              text: entry.text,
              options,
            },
          ],
          partsAre: 'options',
        },
      ];
    }
    if (entry.questionType === 'matrix') {
      const questions = entry.rows.map((row, index) => ({
        questionId: row.id,
        matrixTitleId: entry.id,
        label: `${entry.label}.${index + 1}`,
        text: row.text,
        options: row.rowItems.map((item) => ({ id: item.id, text: item.text })),
      }));
      return [
        {
          entry: { id: entry.id, label: entry.label, text: entry.text },
          search: {
            label: entry.label,
            text: entry.text,
            parts: entry.rows.map((row) => ({ text: row.text })),
            columns: questions[0]?.options ?? [],
          },
          questions,
          partsAre: 'rows',
        },
      ];
    }
    return [];
  });
}

/** The filters with `optionId` of `question` switched on or off (an emptied question drops out). */
export function toggleFilterOption(
  filters: readonly ResponseFilter[],
  question: Pick<FilterQuestion, 'questionId' | 'matrixTitleId'>,
  optionId: string,
): ResponseFilter[] {
  const current = filters.find((filter) => filter.questionId === question.questionId);
  if (!current) {
    return [
      ...filters,
      {
        questionId: question.questionId,
        matrixTitleId: question.matrixTitleId,
        responseOptionIds: [optionId],
      },
    ];
  }
  const selected = current.responseOptionIds.includes(optionId)
    ? current.responseOptionIds.filter((id) => id !== optionId)
    : [...current.responseOptionIds, optionId];
  return filters.flatMap((filter) =>
    filter !== current
      ? [filter]
      : selected.length
        ? [{ ...filter, responseOptionIds: selected }]
        : [],
  );
}

/** An active filter as a removable chip: 'Q2: Coffee'. */
export interface FilterChip {
  key: string;
  questionId: string;
  optionId: string;
  label: string;
  /** The untruncated label, for screen readers and the tooltip. */
  fullLabel: string;
}

/**
 * The chips of the active filters, in the order they were chosen. `themes`: the free-text
 * questions' themes chosen on their cards (not in the panel's groups), for their chips' text.
 */
export function filterChips(
  filters: readonly ResponseFilter[],
  groups: readonly FilterGroup[],
  cut: (text: string) => string,
  themes: readonly FilterQuestion[] = [],
): FilterChip[] {
  const questions = new Map(
    [...groups.flatMap((group) => group.questions), ...themes].map((question) => [
      question.questionId,
      question,
    ]),
  );
  return filters.flatMap((filter) => {
    const question = questions.get(filter.questionId);
    return filter.responseOptionIds.map((optionId) => {
      const text = question?.options.find((option) => option.id === optionId)?.text ?? optionId;
      const label = question?.label ?? filter.questionId;
      return {
        key: `${filter.questionId}\u0000${optionId}`,
        questionId: filter.questionId,
        optionId,
        label: `${label}: ${cut(text)}`,
        fullLabel: `${label}: ${text}`,
      };
    });
  });
}

/**
 * The themes chosen as filters so far, with `theme` of `entry` (a free-text question) added:
 * the chips read their text from here ('Q4: delivery, late').
 */
export function withThemeOption(
  themes: readonly FilterQuestion[],
  entry: Pick<ResultEntry, 'id' | 'label' | 'text'>,
  theme: { id: string; label: string },
): FilterQuestion[] {
  const known = themes.find((q) => q.questionId === entry.id);
  const option = { id: theme.id, text: theme.label };
  if (!known) {
    return [
      ...themes,
      {
        questionId: entry.id,
        matrixTitleId: null,
        label: entry.label,
        text: entry.text,
        options: [option],
      },
    ];
  }
  if (known.options.some((o) => o.id === theme.id)) return [...themes];
  return themes.map((q) => (q === known ? { ...q, options: [...q.options, option] } : q));
}
