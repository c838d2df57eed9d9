import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Tooltip from '@mui/material/Tooltip';
import type { TextCardEntry } from '@survey/domain/questionnaire/model';
import { useState } from 'react';
import { useEditorUi } from '../editor/editorContext.ts';
import { DEBOUNCE_MS } from './debounce.ts';
import { DebouncedTextField } from './DebouncedTextField.tsx';

/** Text instruction card: optional subtitle and the body, autosaved after 1500 ms (spec 2 §5). */
export function TextCardBody({ entry }: { entry: TextCardEntry }) {
  const { dispatch } = useEditorUi();
  const { textCardLk, textCard } = entry.entryItem;
  const [ticked, setTicked] = useState(textCard.subtitle !== '' || textCard.body !== '');
  const hasBody = textCard.body.trim() !== '';
  const shown = ticked || hasBody;
  return (
    <Box>
      <Tooltip title={hasBody ? 'Remove the body text first' : ''}>
        <FormControlLabel
          label="Subtitle"
          control={
            <Checkbox
              size="small"
              checked={shown}
              // Spec 2 §5: the subtitle option cannot be unticked once a body exists.
              disabled={shown && hasBody}
              onChange={(_e, on) => {
                setTicked(on);
                if (!on && textCard.subtitle !== '') {
                  dispatch('updateTextCard', { textCardLk, subtitle: '' });
                }
              }}
            />
          }
        />
      </Tooltip>
      {shown ? (
        <>
          <DebouncedTextField
            fullWidth
            margin="dense"
            label="Subtitle"
            value={textCard.subtitle}
            delay={DEBOUNCE_MS.title}
            onCommit={(subtitle) => dispatch('updateTextCard', { textCardLk, subtitle })}
          />
          <DebouncedTextField
            fullWidth
            margin="dense"
            multiline
            minRows={3}
            label="Body"
            value={textCard.body}
            delay={DEBOUNCE_MS.textCardBody}
            onCommit={(body) => dispatch('updateTextCard', { textCardLk, body })}
          />
        </>
      ) : null}
    </Box>
  );
}
