import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { DEFAULT_SCALE } from '@survey/domain/questionnaire/constants';
import type { QuestionEntry } from '@survey/domain/questionnaire/model';
import { useEffect, useRef, useState } from 'react';
import { useEditorUi } from '../editor/editorContext.ts';
import { DEBOUNCE_MS } from './debounce.ts';
import { DebouncedTextField } from './DebouncedTextField.tsx';

const LABELS = ['Left label', 'Middle label', 'Right label'];

type Range = { min: string; max: string; step: string };

/**
 * Three equal columns, so the range's three fields and the three labels line up (issue 35 §5:
 * they wrapped two and one); one column on a phone-width screen.
 */
function ThreeColumns({ children }: { children: React.ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
        columnGap: 2,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * Slider card: lowest, highest, increment (saved after 500 ms) and three labels (spec 3 §5), the
 * labels in one row of three equal fields (issue 35 §5).
 */
export function SliderBody({ entry }: { entry: QuestionEntry }) {
  const { dispatch } = useEditorUi();
  const { questionLk, questionScale } = entry.entryItem;
  const range = questionScale?.range ?? DEFAULT_SCALE;
  const saved: Range = { min: String(range.min), max: String(range.max), step: String(range.step) };
  const [draft, setDraft] = useState<Range>(saved);
  const [seen, setSeen] = useState<Range>(saved);
  const [dirty, setDirty] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A range saved elsewhere (another tab, a refetch) shows unless the user is typing here.
  if (seen.min !== saved.min || seen.max !== saved.max || seen.step !== saved.step) {
    setSeen(saved);
    if (!dirty) setDraft(saved);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const commit = (next: Range) => {
    setDirty(false);
    const [min, max, step] = [Number(next.min), Number(next.max), Number(next.step)];
    if (![min, max, step].every((n) => Number.isInteger(n)) || next.min === '' || next.max === '') {
      setError('Lowest, highest and increment must be whole numbers.');
      return;
    }
    if (min >= max || step < 1 || step > max - min) {
      setError('Lowest must be below highest, and the increment must fit between them.');
      return;
    }
    setError(null);
    dispatch('setQuestionScale', {
      questionLk,
      min,
      max,
      step,
      startingPosition: Math.min(Math.max(range.startingPosition, min), max),
    });
  };

  const change = (field: keyof Range, value: string) => {
    const next = { ...draft, [field]: value.replace(/[^\d-]/g, '').slice(0, 8) };
    setDraft(next);
    setDirty(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), DEBOUNCE_MS.scale);
  };

  const labelText = (position: number) =>
    questionScale?.labels.find((l) => l.position === position)?.label.text ?? '';

  return (
    <Box>
      <ThreeColumns>
        {(['min', 'max', 'step'] as const).map((field) => (
          <TextField
            key={field}
            size="small"
            margin="dense"
            label={{ min: 'Lowest', max: 'Highest', step: 'Increment' }[field]}
            value={draft[field]}
            onChange={(e) => change(field, e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            fullWidth
          />
        ))}
      </ThreeColumns>
      {error ? (
        <Box role="alert" sx={{ color: 'error.main', typography: 'body2' }}>
          {error}
        </Box>
      ) : null}
      <ThreeColumns>
        {LABELS.map((label, position) => (
          <DebouncedTextField
            key={label}
            size="small"
            margin="dense"
            label={label}
            placeholder="Optional"
            value={labelText(position)}
            delay={DEBOUNCE_MS.scale}
            onCommit={(labelText) =>
              dispatch('setQuestionScaleLabel', { questionLk, labelText, position })
            }
            fullWidth
          />
        ))}
      </ThreeColumns>
    </Box>
  );
}
