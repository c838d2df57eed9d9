import type { TypePolicies } from '@apollo/client';

interface ProjectPage {
  projects: readonly unknown[];
}

/**
 * searchProjects pages merge by offset: offset 0 replaces the list (a new search, a refetch),
 * a later offset replaces everything from that position on (Load more).
 */
export function mergeProjectPages(
  existing: ProjectPage | undefined,
  incoming: ProjectPage,
  offset: number,
): ProjectPage {
  if (!existing || offset <= 0) return incoming;
  return { ...incoming, projects: [...existing.projects.slice(0, offset), ...incoming.projects] };
}

/** Normalised server data: every entity keyed by its own id (surveys' parts by surveyId). */
export const typePolicies: TypePolicies = {
  Project: { keyFields: ['projectId'] },
  Survey: { keyFields: ['surveyId'] },
  Fieldwork: { keyFields: ['surveyId'] },
  SurveyOrder: { keyFields: ['surveyId'] },
  Query: {
    fields: {
      searchProjects: {
        keyArgs: ['accountId', 'text', 'sorting', ['sortBy', 'order'], 'state'],
        merge(existing: ProjectPage | undefined, incoming: ProjectPage, { args }) {
          const offset = typeof args?.offset === 'number' ? args.offset : 0;
          return mergeProjectPages(existing, incoming, offset);
        },
      },
    },
  },
};
