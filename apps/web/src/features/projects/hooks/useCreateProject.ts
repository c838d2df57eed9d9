import { useMutation } from '@apollo/client/react';
import { PANEL_SUPPLIER_CODE, SOLUTION_ID } from '@survey/domain/projects/constants';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { AddFieldworkDocument } from '../../../gql/fieldwork/graphql.ts';
import { CreateProjectDocument } from '../../../gql/project/graphql.ts';
import { AddQuestionnaireDocument } from '../../../gql/questionnaire/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import { useProfileContext } from '../../../lib/profileContext.ts';
import { useAccountMarkup } from './useAccountMarkup.ts';

export type CreateStep = 'project' | 'fieldwork' | 'questionnaire';

export interface NewProject {
  title: string;
  completes: number;
  countryCode: string;
}

export interface CreateProgress {
  step: CreateStep | null;
  failedStep: CreateStep | null;
}

/**
 * Spec 1 §4: create the project, add its fieldwork (panel supplier, country, completes, markup),
 * add an empty questionnaire, then open the audience page. A retry after a failed step resumes
 * there, so that a second project is not created.
 */
export function useCreateProject() {
  const navigate = useNavigate();
  const { accountId, email } = useProfileContext();
  const accountMarkup = useAccountMarkup();
  const [createProject] = useMutation(CreateProjectDocument, { context: serviceContext.project });
  const [addFieldwork] = useMutation(AddFieldworkDocument, { context: serviceContext.fieldwork });
  const [addQuestionnaire] = useMutation(AddQuestionnaireDocument, {
    context: serviceContext.questionnaire,
  });
  const [progress, setProgress] = useState<CreateProgress>({ step: null, failedStep: null });
  const done = useRef<{ surveyId?: string; fieldwork?: boolean }>({});

  const run = async (step: CreateStep, action: () => Promise<void>) => {
    setProgress({ step, failedStep: null });
    try {
      await action();
    } catch (error) {
      setProgress({ step: null, failedStep: step });
      throw error;
    }
  };

  const create = async (input: NewProject): Promise<boolean> => {
    try {
      await run('project', async () => {
        if (done.current.surveyId) return;
        if (!accountId || !email) throw new Error('The account is not loaded yet');
        const { data } = await createProject({
          variables: {
            name: input.title.trim(),
            accountId,
            solutionId: SOLUTION_ID,
            creator: email,
          },
        });
        const surveyId = data?.createProject.surveys[0]?.surveyId;
        if (!surveyId) throw new Error('The new project has no survey');
        done.current.surveyId = surveyId;
      });
      const surveyId = done.current.surveyId ?? '';
      await run('fieldwork', async () => {
        if (done.current.fieldwork) return;
        await addFieldwork({
          variables: {
            surveyId,
            panelSupplierCode: PANEL_SUPPLIER_CODE,
            countryCode: input.countryCode,
            samplesNeeded: input.completes,
            accountMarkup: await accountMarkup(),
          },
        });
        done.current.fieldwork = true;
      });
      await run('questionnaire', async () => {
        await addQuestionnaire({ variables: { surveyId } });
      });
      void navigate(`/survey/${encodeURIComponent(surveyId)}/audience`);
      return true;
    } catch {
      return false;
    }
  };

  return { create, progress, inProgress: progress.step !== null };
}
