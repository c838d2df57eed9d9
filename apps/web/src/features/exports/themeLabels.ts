import type { ResponseFilter } from '@survey/domain/results/contract';
import { THEME_OPTION_PREFIX } from '@survey/domain/results/themes/themes';
import type { ThemesRequest, ThemesResponse } from '@survey/domain/results/analysisContract';
import { resultsApi } from '../../lib/resultsApi.ts';

/** Where the themes are read: the results API as the researcher, or a share link's routes. */
export type ThemesLoader = (request: ThemesRequest) => Promise<ThemesResponse>;

/**
 * The labels of the themes the filters name (theme option id to 'delivery, late'), for the
 * files' filter lines: the themes of each free-text question filtered by a theme, as the
 * results page lists them now (unfiltered). A theme no longer listed is named by its id's stems
 * (`describeFilters`); a failed call leaves that question's themes to the same fallback.
 */
export async function themeLabelsOf(
  surveyId: string,
  filters: readonly ResponseFilter[],
  loadThemes: ThemesLoader = (request) => resultsApi.themes(request),
): Promise<ReadonlyMap<string, string>> {
  const questions = filters
    .filter((f) => f.responseOptionIds.some((id) => id.startsWith(THEME_OPTION_PREFIX)))
    .map((f) => f.questionId);
  const answers = await Promise.all(
    [...new Set(questions)].map((questionId) =>
      loadThemes({ surveyId, questionId, responseFilters: [] }).catch(() => null),
    ),
  );
  return new Map(answers.flatMap((a) => a?.themes.map((t) => [t.id, t.label] as const) ?? []));
}
