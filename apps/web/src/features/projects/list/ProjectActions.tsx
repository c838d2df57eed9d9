import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import type { ListedProject, ProjectDialog } from '../projectTypes.ts';

interface ProjectActionsProps {
  project: ListedProject;
  onAction: (dialog: ProjectDialog) => void;
}

function Action(props: { tooltip: string; label: string; onClick: () => void; icon: ReactNode }) {
  return (
    <Tooltip title={props.tooltip}>
      <IconButton aria-label={props.label} onClick={props.onClick} size="small">
        {props.icon}
      </IconButton>
    </Tooltip>
  );
}

/** Pause (live) or unpause (paused), duplicate and delete; each named after the project. */
export function ProjectActions({ project, onAction }: ProjectActionsProps) {
  const state = project.surveys[0]?.state;
  const name = project.name;
  return (
    // Fixed slots, so that the same action sits in the same place on every row.
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 34px)',
        gap: 0.5,
        position: 'relative',
        zIndex: 1,
      }}
    >
      {state === 'live' ? (
        <Action
          tooltip="Pause"
          label={`Pause ${name}`}
          onClick={() => onAction({ kind: 'pause', project })}
          icon={<PauseCircleOutline fontSize="small" />}
        />
      ) : null}
      {state === 'paused' ? (
        <Action
          tooltip="Unpause"
          label={`Unpause ${name}`}
          onClick={() => onAction({ kind: 'unpause', project })}
          icon={<PlayCircleOutline fontSize="small" />}
        />
      ) : null}
      {state !== 'live' && state !== 'paused' ? <span /> : null}
      {project.surveys[0] ? (
        <Action
          tooltip="Duplicate"
          label={`Duplicate ${name}`}
          onClick={() => onAction({ kind: 'duplicate', project })}
          icon={<ContentCopy fontSize="small" />}
        />
      ) : (
        <span />
      )}
      <Action
        tooltip="Delete"
        label={`Delete ${name}`}
        onClick={() => onAction({ kind: 'delete', project })}
        icon={<DeleteOutline fontSize="small" />}
      />
    </Box>
  );
}
