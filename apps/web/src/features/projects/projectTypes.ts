import type { ProjectListFieldsFragment } from '../../gql/project/graphql.ts';

/** A project as the list and the survey header read it (from the Apollo cache). */
export type ListedProject = ProjectListFieldsFragment;

/** The list's status filters; Complete is the completed state. */
export const STATUS_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Draft' },
  { value: 'live', label: 'Live' },
  { value: 'paused', label: 'Paused' },
  { value: 'completed', label: 'Complete' },
] as const;

export type StatusFilter = (typeof STATUS_FILTERS)[number]['value'];

export const SORT_OPTIONS = [
  { value: 'Desc', label: 'Last updated: most recent first' },
  { value: 'Asc', label: 'Last updated: oldest first' },
] as const;

export type SortOrderChoice = (typeof SORT_OPTIONS)[number]['value'];

/** While searching the list is ranked by relevance (SearchRank), whatever order was chosen. */
export const SEARCH_RANK_OPTION = { value: 'SearchRank', label: 'Best match first' } as const;

export type ListSort = SortOrderChoice | typeof SEARCH_RANK_OPTION.value;

/** The sort the list is in: best match while there is search text, else the chosen order. */
export function listSort(searchText: string, order: SortOrderChoice): ListSort {
  return searchText.trim() ? SEARCH_RANK_OPTION.value : order;
}

/** The dialog open over the list, with the project it acts on. */
export type ProjectDialog =
  | { kind: 'create' }
  | { kind: 'invite' }
  | { kind: 'delete' | 'duplicate' | 'pause' | 'unpause'; project: ListedProject };
