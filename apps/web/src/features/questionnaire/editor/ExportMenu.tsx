import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useId, useState } from 'react';

/**
 * Whether the questionnaire export endpoint (spec 3 §2, the export issue) exists. Flip it, and
 * give the item its action, when that issue lands.
 */
export const SURVEY_EXPORT_AVAILABLE = false;

/** The questionnaire header's kebab (spec 3 §2 Headers): 'Export survey (.doc)'. */
export function ExportMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const item = <MenuItem disabled={!SURVEY_EXPORT_AVAILABLE}>Export survey (.doc)</MenuItem>;
  return (
    <>
      <IconButton
        aria-label="More survey actions"
        aria-haspopup="menu"
        aria-controls={anchor ? id : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {SURVEY_EXPORT_AVAILABLE ? (
          item
        ) : (
          <Tooltip title="Exporting the survey as a document is coming soon" placement="left">
            {/* A disabled item gets no pointer events; the wrapper shows the tooltip. */}
            <span>{item}</span>
          </Tooltip>
        )}
      </Menu>
    </>
  );
}
