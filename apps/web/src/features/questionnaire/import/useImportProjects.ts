import { useQuery } from '@apollo/client/react';
import { IMPORT_PROJECTS_PAGE_SIZE } from '@survey/domain/questionnaire/constants';
import { useMemo } from 'react';
import { ImportProjectsDocument } from '../../../gql/project/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import { useProfileContext } from '../../../lib/profileContext.ts';

export interface ImportProject {
  projectId: string;
  name: string;
  sinceDate: string;
  /** The project's survey (the first one is the one the product uses). */
  surveyId: string;
}

export interface ImportProjectsPage {
  loading: boolean;
  error: boolean;
  projects: ImportProject[];
  /** A full page came back, so another may follow. */
  hasNext: boolean;
  retry: () => void;
}

/**
 * One page of the account's projects other than the one being edited (spec 2 §4 Import: 100 a
 * page, newest update first). The current project is left out of the page the server sent, so a
 * page may show 99.
 */
export function useImportProjects(page: number, currentSurveyId: string): ImportProjectsPage {
  const { accountId } = useProfileContext();
  const { data, loading, error, refetch } = useQuery(ImportProjectsDocument, {
    variables: {
      accountId: accountId ?? '',
      offset: page * IMPORT_PROJECTS_PAGE_SIZE,
      limit: IMPORT_PROJECTS_PAGE_SIZE,
    },
    skip: accountId === null,
    context: serviceContext.project,
    // Other tabs edit projects too: the list is read fresh each time the dialog opens.
    fetchPolicy: 'network-only',
  });
  const rows = data?.searchProjects.projects;
  const projects = useMemo(
    () =>
      (rows ?? []).flatMap((p) => {
        const surveyId = p.surveys[0]?.surveyId;
        if (surveyId === undefined || p.surveys.some((s) => s.surveyId === currentSurveyId)) {
          return [];
        }
        return [{ projectId: p.projectId, name: p.name, sinceDate: p.sinceDate, surveyId }];
      }),
    [rows, currentSurveyId],
  );
  return {
    loading: loading || accountId === null,
    error: error !== undefined,
    projects,
    hasNext: (rows?.length ?? 0) === IMPORT_PROJECTS_PAGE_SIZE,
    retry: () => void refetch(),
  };
}
