import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TextStatus } from '@survey/domain/questionnaire/translations/status';
import { useState } from 'react';
import type { PipeText } from './pipeText.ts';

export const translationFieldId = (key: string) =>
  `translation-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

const MARKS = {
  missing: { label: 'Missing', color: 'error' },
  needsReview: { label: 'Needs review', color: 'warning' },
} as const;

/**
 * One text of a card in the translation language: the base text above, the translation to edit
 * (saved when the field loses focus), and its mark while missing or needing review. Keyed by its
 * text by the caller, so a translation changed elsewhere (an import, another tab) shows at once.
 */
export function TranslationField({
  line,
  baseName,
  pipes,
  onSave,
}: {
  line: TextStatus;
  baseName: string;
  pipes: PipeText;
  onSave: (text: string) => void;
}) {
  const shown = pipes.shown(line.text);
  const [value, setValue] = useState(shown);
  const mark = line.state === 'done' ? null : MARKS[line.state];
  const id = translationFieldId(line.key);
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="caption" color="text.secondary" id={`${id}-base`}>
          {`${baseName}: ${pipes.shown(line.base)}`}
        </Typography>
        {mark && <Chip size="small" variant="outlined" label={mark.label} color={mark.color} />}
      </Stack>
      <TextField
        id={id}
        size="small"
        fullWidth
        multiline
        label={`${line.card} ${line.where}`}
        value={value}
        slotProps={{ htmlInput: { 'aria-describedby': `${id}-base` } }}
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => {
          if (value !== shown) onSave(pipes.stored(value, line.base));
        }}
      />
    </Stack>
  );
}
