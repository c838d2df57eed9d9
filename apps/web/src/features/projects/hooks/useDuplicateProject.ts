import { useMutation } from '@apollo/client/react';
import { SOLUTION_ID } from '@survey/domain/projects/constants';
import { duplicateProjectName } from '@survey/domain/projects/createProject';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { CreateProjectDocument } from '../../../gql/project/graphql.ts';
import { DuplicateQuestionnaireDocument } from '../../../gql/questionnaire/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import { useProfileContext } from '../../../lib/profileContext.ts';
import type { ListedProject } from '../projectTypes.ts';
import { useAccountMarkup } from './useAccountMarkup.ts';

/**
 * Spec 1 §4: create "Copy of <name>", copy the questionnaire to its survey with the account markup,
 * then open the copy's audience page. A retry after a failed copy reuses the project just created.
 */
export function useDuplicateProject() {
  const navigate = useNavigate();
  const { accountId, email } = useProfileContext();
  const accountMarkup = useAccountMarkup();
  const [createProject] = useMutation(CreateProjectDocument, { context: serviceContext.project });
  const [duplicateQuestionnaire] = useMutation(DuplicateQuestionnaireDocument, {
    context: serviceContext.questionnaire,
  });
  const copies = useRef(new Map<string, string>());

  return async (project: ListedProject) => {
    const source = project.surveys[0]?.surveyId;
    if (!source || !accountId || !email) throw new Error('Nothing to duplicate');
    let newSurveyId = copies.current.get(source);
    if (!newSurveyId) {
      const { data } = await createProject({
        variables: {
          name: duplicateProjectName(project.name),
          accountId,
          solutionId: SOLUTION_ID,
          creator: email,
        },
      });
      newSurveyId = data?.createProject.surveys[0]?.surveyId;
      if (!newSurveyId) throw new Error('The copy has no survey');
      copies.current.set(source, newSurveyId);
    }
    await duplicateQuestionnaire({
      variables: { surveyId: source, newSurveyId, accountMarkup: await accountMarkup() },
    });
    void navigate(`/survey/${encodeURIComponent(newSurveyId)}/audience`);
  };
}
