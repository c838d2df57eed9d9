import DialogContentText from '@mui/material/DialogContentText';
import { PAUSE_AUTO_END_BUSINESS_DAYS } from '@survey/domain/projects/constants';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { useSetPaused, useUserAction } from '../hooks/useProjectMutations.ts';
import type { ListedProject } from '../projectTypes.ts';

interface PauseProjectDialogProps {
  project: ListedProject;
  /** true: pause a live project; false: unpause a paused one. */
  pause: boolean;
  onClose: () => void;
}

/** Spec 1 §4: pause or unpause, with what each means for data collection. */
export function PauseProjectDialog({ project, pause, onClose }: PauseProjectDialogProps) {
  const setPaused = useSetPaused();
  const { busy, run } = useUserAction(
    pause
      ? "The project couldn't be paused. Please try again."
      : "The project couldn't be unpaused. Please try again.",
  );
  const surveyId = project.surveys[0]?.surveyId;

  const handleConfirm = async () => {
    if (surveyId && (await run(() => setPaused(surveyId, pause)))) onClose();
  };

  return (
    <ConfirmDialog
      title={pause ? 'Pause project' : 'Unpause project'}
      confirmLabel={pause ? 'Pause project' : 'Unpause project'}
      busy={busy}
      onClose={onClose}
      onConfirm={() => void handleConfirm()}
    >
      {pause ? (
        <>
          <DialogContentText sx={{ mb: 2 }}>
            Pausing stops ongoing data collection.
          </DialogContentText>
          <DialogContentText sx={{ mb: 2 }}>
            A project that stays paused for longer than {PAUSE_AUTO_END_BUSINESS_DAYS} business days
            ends automatically.
          </DialogContentText>
          <DialogContentText>
            When you unpause it, data collection continues from where it stopped.
          </DialogContentText>
        </>
      ) : (
        <DialogContentText>
          Unpausing continues data collection from where it stopped.
        </DialogContentText>
      )}
    </ConfirmDialog>
  );
}
