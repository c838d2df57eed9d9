import ChevronRight from '@mui/icons-material/ChevronRight';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { Entry } from '@survey/domain/questionnaire/model';
import { useState } from 'react';
import { PipeMenu, usePipeSources } from './PipeMenu.tsx';

const NO_SOURCES =
  'There is no earlier answer to quote: add a single select, multi select, free text or slider question above this one.';

/**
 * The card kebab's 'Pipe into question title' (not for forks): opens the list of answers the
 * card may quote; disabled, with the reason in a tooltip, when there is none.
 */
export function PipeIntoTitleItem({ entry, onChosen }: { entry: Entry; onChosen: () => void }) {
  const sources = usePipeSources(entry);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const none = sources.length === 0;
  const item = (
    <MenuItem
      disabled={none}
      aria-haspopup="menu"
      aria-expanded={anchor ? 'true' : undefined}
      onClick={(event) => setAnchor(event.currentTarget)}
    >
      <ListItemText>Pipe into question title</ListItemText>
      <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
        <ChevronRight fontSize="small" />
      </ListItemIcon>
    </MenuItem>
  );
  return (
    <>
      {none ? (
        <Tooltip title={NO_SOURCES} placement="left">
          {/* A disabled item gets no pointer events; the wrapper shows the tooltip. */}
          <span>{item}</span>
        </Tooltip>
      ) : (
        item
      )}
      <PipeMenu
        entry={entry}
        anchor={anchor}
        onClose={() => {
          setAnchor(null);
          onChosen();
        }}
      />
    </>
  );
}
