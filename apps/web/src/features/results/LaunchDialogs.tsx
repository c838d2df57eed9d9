import DialogContentText from '@mui/material/DialogContentText';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useUserAction } from '../projects/index.ts';
import { RESULTS_TEXTS } from './resultsTexts.ts';
import { useEndProject, useFullLaunch } from './useLaunchActions.ts';

interface EndProjectDialogProps {
  surveyId: string;
  collected: number;
  onClose: () => void;
}

/** Spec 3 §2 'End project?': cannot be undone; ends order then survey, then the project list. */
export function EndProjectDialog({ surveyId, collected, onClose }: EndProjectDialogProps) {
  const endProject = useEndProject();
  const navigate = useNavigate();
  const { busy, run } = useUserAction(RESULTS_TEXTS.endFailed);
  const handleConfirm = async () => {
    if (await run(() => endProject(surveyId))) void navigate('/projects');
  };
  return (
    <ConfirmDialog
      title={RESULTS_TEXTS.endTitle}
      confirmLabel={RESULTS_TEXTS.endConfirm}
      destructive
      busy={busy}
      onClose={onClose}
      onConfirm={() => void handleConfirm()}
    >
      <DialogContentText>{RESULTS_TEXTS.endBody(collected)}</DialogContentText>
    </ConfirmDialog>
  );
}

interface FullLaunchDialogProps {
  surveyId: string;
  remaining: number;
  onClose: () => void;
}

/**
 * Spec 3 §2 'Full launch?': adds the second order. A failure closes nothing but the busy state, so
 * the launch state resets (spec 3 §4) and the button stays there to try again.
 */
export function FullLaunchDialog({ surveyId, remaining, onClose }: FullLaunchDialogProps) {
  const fullLaunch = useFullLaunch();
  const { busy, run } = useUserAction(RESULTS_TEXTS.fullLaunchFailed);
  const handleConfirm = async () => {
    if (await run(() => fullLaunch(surveyId, remaining))) onClose();
  };
  return (
    <ConfirmDialog
      title={RESULTS_TEXTS.fullLaunchTitle}
      confirmLabel={RESULTS_TEXTS.fullLaunchConfirm}
      busy={busy}
      onClose={onClose}
      onConfirm={() => void handleConfirm()}
    >
      <DialogContentText>{RESULTS_TEXTS.fullLaunchBody(remaining)}</DialogContentText>
    </ConfirmDialog>
  );
}
