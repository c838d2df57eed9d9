import type { ProjectDialog } from '../projectTypes.ts';
import { CreateProjectDialog } from './CreateProjectDialog.tsx';
import { DeleteProjectDialog } from './DeleteProjectDialog.tsx';
import { DuplicateSurveyDialog } from './DuplicateSurveyDialog.tsx';
import { InviteTeamDialog } from './InviteTeamDialog.tsx';
import { PauseProjectDialog } from './PauseProjectDialog.tsx';

/** The one dialog open over the projects list, if any. */
export function ProjectDialogs({
  dialog,
  onClose,
}: {
  dialog: ProjectDialog | null;
  onClose: () => void;
}) {
  switch (dialog?.kind) {
    case 'create':
      return <CreateProjectDialog onClose={onClose} />;
    case 'invite':
      return <InviteTeamDialog onClose={onClose} />;
    case 'delete':
      return <DeleteProjectDialog project={dialog.project} onClose={onClose} />;
    case 'duplicate':
      return <DuplicateSurveyDialog project={dialog.project} onClose={onClose} />;
    case 'pause':
    case 'unpause':
      return (
        <PauseProjectDialog
          project={dialog.project}
          pause={dialog.kind === 'pause'}
          onClose={onClose}
        />
      );
    default:
      return null;
  }
}
