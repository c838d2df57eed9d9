import DialogContentText from '@mui/material/DialogContentText';
import { truncate } from '@survey/domain/projects/listItem';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useProfileContext } from '../../../lib/profileContext.ts';
import { useDeleteProject, useUserAction } from '../hooks/useProjectMutations.ts';
import type { ListedProject } from '../projectTypes.ts';

/** Spec 1 §4: deleting removes the project and warns what goes with it. */
export function DeleteProjectDialog(props: { project: ListedProject; onClose: () => void }) {
  const { project, onClose } = props;
  const { accountId } = useProfileContext();
  const deleteProject = useDeleteProject();
  const { busy, run } = useUserAction("The project couldn't be deleted. Please try again.");

  const handleConfirm = async () => {
    if (await run(() => deleteProject(project.projectId, accountId ?? project.accountId)))
      onClose();
  };

  return (
    <ConfirmDialog
      title="Delete project"
      confirmLabel="Delete"
      destructive
      busy={busy}
      onClose={onClose}
      onConfirm={() => void handleConfirm()}
    >
      <DialogContentText sx={{ mb: 2 }}>
        Are you sure you want to delete “{truncate(project.name, 60)}”?
      </DialogContentText>
      <DialogContentText>
        This also deletes the chosen audience and the scripted survey questions. It cannot be
        undone.
      </DialogContentText>
    </ConfirmDialog>
  );
}
