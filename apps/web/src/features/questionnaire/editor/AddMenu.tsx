import Add from '@mui/icons-material/Add';
import Button, { type ButtonProps } from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { ADD_CHOICES } from './addEntry.ts';
import { useParams } from 'react-router';
import { trackEvent } from '../../../lib/analytics.ts';
import { ImportDialog } from '../import/ImportDialog.tsx';
import { useEditorUi } from './editorContext.ts';

interface AddMenuProps {
  label: string;
  /** Where the new entry goes. */
  position: number;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** Spec 2 §2 Add menu: the card types, and Import questions (its dialog imports at `position`). */
export function AddMenu({ label, position, variant = 'contained', size }: AddMenuProps) {
  const { add, dispatch, reveal, view } = useEditorUi();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [importing, setImporting] = useState(false);
  const surveyId = useParams().surveyId ?? '';
  const id = useId();
  return (
    <>
      <Button
        variant={variant}
        size={size}
        startIcon={<Add aria-hidden="true" />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {ADD_CHOICES.map((choice) => (
          <MenuItem
            key={choice}
            onClick={() => {
              setAnchor(null);
              add(choice, position);
            }}
          >
            {choice}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            // Issue 38: a section, beside the spec's card types.
            const result = dispatch('addSection', { position, name: '' });
            if (result.ok) reveal(view.lastEntryNumber + 1);
          }}
        >
          Section
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            trackEvent('Opened Import Dialog', { surveyId });
            setImporting(true);
          }}
        >
          Import questions
        </MenuItem>
      </Menu>
      {importing ? <ImportDialog position={position} onClose={() => setImporting(false)} /> : null}
    </>
  );
}
