import { useMutation } from '@apollo/client/react';
import { quotedInterviewMinutes } from '@survey/domain/questionnaire/interviewLength';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import type { ProjectListFieldsFragment } from '../../gql/project/graphql.ts';
import { UpdateFieldworkLoiDocument } from '../../gql/fieldwork/graphql.ts';
import { reportError } from '../../lib/errorReporting.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';
import { NotFoundPage } from '../errors/index.ts';
import { CostPanel, useAudienceStatus } from '../audience/index.ts';
import { CommentsProvider, CommentsToggle } from '../comments/index.ts';
import {
  confirmStepEnabled,
  isSurveyId,
  StepNavigation,
  stepTargets,
  SurveyFrame,
  SurveyHeader,
  surveyStepEnabled,
  SurveyUnavailable,
} from '../survey/index.ts';
import { BulkTools } from './editor/BulkTools.tsx';
import { HoldEditContext } from './editor/editorContext.ts';
import { EditorFooter } from './editor/EditorFooter.tsx';
import { QuestionnaireEditor } from './editor/QuestionnaireEditor.tsx';
import { SaveStatus } from './editor/SaveStatus.tsx';
import { useBulkDelete } from './editor/useBulkDelete.ts';
import {
  useQuestionnaireEditor,
  type QuestionnaireEditor as QuestionnaireEditorData,
} from './store/useQuestionnaireEditor.ts';

// The app header's height (MUI Toolbar at desktop widths): the editor fills the rest.
const APP_HEADER_HEIGHT = 64;

function EditorScreen({
  surveyId,
  project,
  editor,
}: {
  surveyId: string;
  project: ProjectListFieldsFragment;
  editor: QuestionnaireEditorData;
}) {
  // Unknown until both answers arrive: the steps wait rather than open early.
  const audience = useAudienceStatus(surveyId);
  const gate = audience.loading ? { valid: false, feasible: false } : audience;
  const navigate = useNavigate();
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const bulkDelete = useBulkDelete(editor.store, setChecked);
  const [saveLoi, { loading: savingLoi, error: loiError }] = useMutation(
    UpdateFieldworkLoiDocument,
    { context: serviceContext.fieldwork },
  );

  // A market other than the lead has no questionnaire of its own: every market shares the lead's.
  const targets = stepTargets(project, surveyId);
  if (targets.questionnaireSurveyId !== surveyId) {
    return <Navigate to={targets.questionnairePath} replace />;
  }
  if (editor.phase === 'notFound') return <SurveyUnavailable />;
  const entryCount = editor.view?.entries.length ?? 0;
  const canConfirm = confirmStepEnabled(gate, entryCount, editor.validationErrors.length);

  const handleConfirm = async () => {
    // Spec 2 §2: save the length of interview first; go to confirm only once that succeeded. The
    // estimate of the draft as it is now: the shown one waits for edits to settle for 2 s.
    const minutes = editor.view ? quotedInterviewMinutes(editor.view) : null;
    if (minutes === null) return;
    try {
      await saveLoi({ variables: { surveyId, lengthOfInterview: minutes } });
      await editor.store.idle();
      void navigate(targets.confirmPath);
    } catch {
      // Shown below the steps; the failure was reported by the client.
    }
  };

  return (
    <Box
      sx={{
        height: `calc(100dvh - ${APP_HEADER_HEIGHT}px)`,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <SurveyHeader
        project={project}
        surveyId={surveyId}
        page="questionnaire"
        // The footer has the editor's Preview, disabled without entries (spec 2 §2).
        showPreview={false}
        tools={
          <BulkTools
            count={checked.size}
            onDeselectAll={() => setChecked(new Set())}
            onDelete={() => bulkDelete([...checked])}
          />
        }
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 2,
          rowGap: 1,
          px: 3,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {/* Names the editor for heading navigation; the Survey step says it on screen. */}
        <Typography variant="h2" component="h2">
          <VisuallyHidden>Questionnaire</VisuallyHidden>
        </Typography>
        <StepNavigation
          surveyId={surveyId}
          current="questionnaire"
          surveyEnabled={surveyStepEnabled(gate, entryCount)}
          confirmEnabled={canConfirm}
          confirmBusy={savingLoi}
          onConfirm={() => void handleConfirm()}
        />
        <Box sx={{ flex: 1 }} />
        {/* One length on the page: the quote's, at the estimate once there is an entry. */}
        <CostPanel
          surveyId={surveyId}
          hasQuestions={entryCount > 0}
          estimatedLength={editor.interviewMinutes ?? undefined}
          compact
        />
        <CommentsToggle />
        <SaveStatus status={editor.save} />
      </Box>
      {loiError ? (
        <Alert severity="error" sx={{ mx: 3, mt: 1 }}>
          The length of interview could not be saved. Please try again.
        </Alert>
      ) : null}
      {editor.phase === 'loading' ? <PageLoading label="Loading the questionnaire" /> : null}
      {editor.phase === 'unavailable' ? (
        <Box sx={{ px: 6, py: 5 }}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => window.location.reload()}>
                Reload
              </Button>
            }
          >
            The questionnaire could not be loaded.
          </Alert>
        </Box>
      ) : null}
      {editor.phase === 'ready' && editor.view ? (
        <HoldEditContext value={editor.store.holdEdit}>
          <QuestionnaireEditor
            surveyId={surveyId}
            view={editor.view}
            dispatch={editor.dispatch}
            validationErrors={editor.validationErrors}
            checked={checked}
            setChecked={setChecked}
            refetch={() => {
              void editor.store
                .idle()
                .then(() => editor.store.refetch())
                .catch((error: unknown) => reportError(error, { operation: 'draftQuestionnaire' }));
            }}
            footer={(language) => (
              <EditorFooter
                surveyId={surveyId}
                language={language}
                entryCount={entryCount}
                confirmEnabled={canConfirm}
                confirmBusy={savingLoi}
                onConfirm={() => void handleConfirm()}
              />
            )}
          />
        </HoldEditContext>
      ) : null}
    </Box>
  );
}

/**
 * The draft starts loading here, beside the frame's project query rather than after its answer:
 * at 300 entries the draft is the longest request of the page (P5).
 */
function QuestionnaireScreen({ surveyId }: { surveyId: string }) {
  const editor = useQuestionnaireEditor(surveyId);
  return (
    <SurveyFrame surveyId={surveyId}>
      {(project) => (
        <CommentsProvider surveyId={surveyId}>
          <EditorScreen surveyId={surveyId} project={project} editor={editor} />
        </CommentsProvider>
      )}
    </SurveyFrame>
  );
}

/** /survey/{surveyId}/questionnaire: the questionnaire editor (spec 2 §2). */
export function QuestionnairePage() {
  const { surveyId } = useParams();
  if (!isSurveyId(surveyId)) return <NotFoundPage />;
  return <QuestionnaireScreen key={surveyId} surveyId={surveyId} />;
}
