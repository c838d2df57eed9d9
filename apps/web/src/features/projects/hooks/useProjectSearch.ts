import { NetworkStatus } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { PROJECTS_PAGE_SIZE } from '@survey/domain/projects/constants';
import {
  SearchProjectsDocument,
  type SearchProjectsQueryVariables,
} from '../../../gql/project/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import { listSort, type SortOrderChoice, type StatusFilter } from '../projectTypes.ts';

interface ProjectSearch {
  accountId: string | null;
  /** The debounced search text. */
  text: string;
  filter: StatusFilter;
  order: SortOrderChoice;
}

/** The query variables: SearchRank while searching, else last update in the chosen order. */
export function searchVariables(
  search: ProjectSearch & { accountId: string },
): SearchProjectsQueryVariables {
  const text = search.text.trim();
  const sort = listSort(text, search.order);
  return {
    accountId: search.accountId,
    offset: 0,
    limit: PROJECTS_PAGE_SIZE,
    text: text || null,
    sorting:
      sort === 'SearchRank'
        ? { sortBy: 'SearchRank', order: 'Desc' }
        : { sortBy: 'SinceDate', order: sort },
    state: search.filter === 'all' ? null : search.filter,
  };
}

/** One page of projects at a time from the cache (refreshed on every visit), and Load more. */
export function useProjectSearch(search: ProjectSearch) {
  const { accountId } = search;
  const result = useQuery(
    SearchProjectsDocument,
    accountId
      ? {
          variables: searchVariables({ ...search, accountId }),
          context: serviceContext.project,
          fetchPolicy: 'cache-and-network',
          nextFetchPolicy: 'cache-first',
          notifyOnNetworkStatusChange: true,
        }
      : skipToken,
  );
  const projects = result.data?.searchProjects.projects;

  const handleLoadMore = () =>
    result.fetchMore({ variables: { offset: projects?.length ?? 0 } }).catch(() => undefined);

  return {
    projects,
    initialLoading: !projects && !result.error,
    loadingMore: result.networkStatus === NetworkStatus.fetchMore,
    error: result.error,
    retry: () => void result.refetch().catch(() => undefined),
    loadMore: handleLoadMore,
  };
}
