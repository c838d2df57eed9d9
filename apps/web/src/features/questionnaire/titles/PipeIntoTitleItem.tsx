import ChevronRight from '@mui/icons-material/ChevronRight';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import type { Entry } from '@survey/domain/questionnaire/model';
import { useState } from 'react';
import { DisabledReason } from '../logic/DisabledReason.tsx';
import { PipeMenu, usePipeSources } from './PipeMenu.tsx';

const NO_SOURCES =
  'There is no earlier answer to quote: add a single select, multi select, free text or slider question above this one.';

/**
 * The card kebab's 'Pipe into question title' (not for forks): opens the list of answers the
 * card may quote; disabled, with the reason on a second line, when there is none (a wrapper for
 * a tooltip would be a child of the menu that is not a menu item, which screen readers trip on).
 */
export function PipeIntoTitleItem({ entry, onChosen }: { entry: Entry; onChosen: () => void }) {
  const sources = usePipeSources(entry);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const none = sources.length === 0;
  return (
    <>
      <MenuItem
        disabled={none}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <DisabledReason label="Pipe into question title" reason={none ? NO_SOURCES : null} />
        <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
          <ChevronRight fontSize="small" />
        </ListItemIcon>
      </MenuItem>
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
