import { useQuery } from '@apollo/client/react';
import type { SurveyState } from '@survey/domain/projects/constants';
import { surveyStateOf } from '@survey/domain/projects/listItem';
import {
  ProjectBySurveyIdDocument,
  type ProjectListFieldsFragment,
} from '../../../gql/project/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import { LaunchActionsMenu, useLaunchState } from '../../results/index.ts';

function LaunchedActions(props: {
  project: ProjectListFieldsFragment;
  surveyId: string;
  surveyState: SurveyState;
}) {
  // No polling here: the page is the audience or questionnaire editor, not the progress view.
  const { controls, collected } = useLaunchState(props.surveyId, props.surveyState, false);
  return (
    <LaunchActionsMenu
      project={props.project}
      surveyId={props.surveyId}
      controls={controls}
      collected={collected}
    />
  );
}

/**
 * Spec 2 §2 cost panel: the 'Actions' menu of a launched project, the results header's own
 * component with the same rules and dialogs. A draft has no order to ask about: nothing is loaded.
 */
export function CostPanelActions({ surveyId }: { surveyId: string }) {
  // The survey frame has loaded the project already: this reads the cache.
  const project = useQuery(ProjectBySurveyIdDocument, {
    variables: { surveyId },
    context: serviceContext.project,
  }).data?.projectBySurveyId;
  const surveyState = surveyStateOf(project?.surveys[0]?.state);
  if (!project || surveyState === 'draft') return null;
  return <LaunchedActions project={project} surveyId={surveyId} surveyState={surveyState} />;
}
