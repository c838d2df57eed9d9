import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { LaunchControls } from '@survey/domain/launch/launchControls';
import { useId, useState } from 'react';
import type { ProjectListFieldsFragment } from '../../../gql/project/graphql.ts';
import { PauseProjectDialog } from '../../projects/index.ts';
import { EndProjectDialog } from '../LaunchDialogs.tsx';

interface LaunchActionsMenuProps {
  project: ProjectListFieldsFragment;
  surveyId: string;
  controls: LaunchControls;
  /** Completes collected so far, for the 'End project?' text. */
  collected: number;
}

/**
 * The 'Actions' kebab menu of a launched survey (spec 2 §2 cost panel, spec 3 §2 results header):
 * 'Pause project' or 'Unpause project', and 'End project'. Each opens its dialog ('Pause project'
 * with what pausing means, 'End project?' that cannot be undone and then goes to /projects); what
 * is offered and enabled is `launchControls`. Nothing to offer (draft, completed, halted): no menu.
 */
export function LaunchActionsMenu({
  project,
  surveyId,
  controls,
  collected,
}: LaunchActionsMenuProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'pause' | 'end' | null>(null);
  if (!controls.pause && !controls.end && dialog === null) return null;
  const open = (next: 'pause' | 'end') => {
    setAnchor(null);
    setDialog(next);
  };
  return (
    <>
      <IconButton
        aria-label="Actions"
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        size="small"
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        {controls.pause ? (
          <MenuItem disabled={controls.pauseDisabled} onClick={() => open('pause')}>
            {controls.pause === 'pause' ? 'Pause project' : 'Unpause project'}
          </MenuItem>
        ) : null}
        {controls.end ? (
          <MenuItem disabled={controls.endDisabled} onClick={() => open('end')}>
            End project
          </MenuItem>
        ) : null}
      </Menu>
      {dialog === 'pause' && controls.pause ? (
        <PauseProjectDialog
          project={project}
          pause={controls.pause === 'pause'}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'end' ? (
        <EndProjectDialog
          surveyId={surveyId}
          collected={collected}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
