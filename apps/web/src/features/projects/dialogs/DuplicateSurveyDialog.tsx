import DialogContentText from '@mui/material/DialogContentText';
import { duplicateProjectName } from '@survey/domain/projects/createProject';
import { truncate } from '@survey/domain/projects/listItem';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useDuplicateProject } from '../hooks/useDuplicateProject.ts';
import { useUserAction } from '../hooks/useProjectMutations.ts';
import type { ListedProject } from '../projectTypes.ts';

/**
 * Spec 1 §4: a copy with the same questionnaire, opened on its audience page. The spec names the
 * dialog only; its text is ours and says what the copy holds (the server copies the fieldwork and
 * the audience with the questions: `duplicateQuestionnaire`; issue 35 §5).
 */
export function DuplicateSurveyDialog(props: { project: ListedProject; onClose: () => void }) {
  const { project, onClose } = props;
  const duplicate = useDuplicateProject();
  const { busy, run } = useUserAction("The survey couldn't be duplicated. Please try again.");

  return (
    <ConfirmDialog
      title="Duplicate survey"
      confirmLabel="Duplicate"
      busy={busy}
      onClose={onClose}
      onConfirm={() => void run(() => duplicate(project))}
    >
      <DialogContentText>
        A new project named “{truncate(duplicateProjectName(project.name), 80)}” will be created
        with a copy of this survey’s questions, audience, country, completes and soft launch. It
        opens on its audience page, where you can change them.
      </DialogContentText>
    </ConfirmDialog>
  );
}
