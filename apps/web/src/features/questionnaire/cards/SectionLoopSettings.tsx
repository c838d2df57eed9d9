import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_LOOP_ITERATIONS } from '@survey/domain/questionnaire/constants';
import { loopSourceCandidates } from '@survey/domain/questionnaire/loops';
import type { SectionEntry } from '@survey/domain/questionnaire/model';
import { useState } from 'react';
import { useEditorUi } from '../editor/editorContext.ts';
import { entryTitle } from '../editor/entryList.ts';
import { DEBOUNCE_MS } from './debounce.ts';
import { DebouncedTextField } from './DebouncedTextField.tsx';

const NO_LOOP = 'none';
const LIST = 'list';
const DEFAULT_MAX = 10;
const MAX_CHOICES = Array.from({ length: MAX_LOOP_ITERATIONS }, (_, i) => i + 1);

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'The loop could not be saved.';

/**
 * Issue 38 §2: a section's "Loop" setting: repeat it once per option a respondent chose in an
 * earlier multi select, or once per item of a typed list; at most N times; optionally in random
 * order. The loop item is piped into the section's texts from the title's pipe menu.
 */
export function SectionLoopSettings({ entry }: { entry: SectionEntry }) {
  const { dispatch, view } = useEditorUi();
  const loop = entry.entryItem.loop;
  const [error, setError] = useState<string | null>(null);
  const sources = loopSourceCandidates(view, entry.number);
  const sourceNumber = sources.find(
    (q) => q.entryItem.questionLk === loop?.sourceQuestionLk,
  )?.number;
  const kind = loop === undefined ? NO_LOOP : loop.items ? LIST : String(sourceNumber ?? NO_LOOP);
  const max = loop?.maxIterations ?? DEFAULT_MAX;
  const random = loop?.randomOrder === true;
  const listText = (loop?.items ?? []).map((i) => i.text).join('\n');

  const set = (next: {
    kind?: string;
    items?: string[];
    maxIterations?: number;
    randomOrder?: boolean;
  }) => {
    const k = next.kind ?? kind;
    const result =
      k === NO_LOOP
        ? dispatch('clearSectionLoop', { number: entry.number })
        : dispatch('setSectionLoop', {
            number: entry.number,
            sourceQuestionNumber: k === LIST ? null : Number(k),
            items:
              k === LIST ? (next.items ?? (loop?.items?.map((i) => i.text) || ['Item 1'])) : null,
            maxIterations: next.maxIterations ?? max,
            randomOrder: next.randomOrder ?? random,
          });
    setError(result.ok ? null : messageOf(result.error));
    return result.ok ? undefined : messageOf(result.error);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <Typography component="legend" variant="subtitle2">
        Loop
      </Typography>
      <TextField
        select
        size="small"
        label="Repeat this section"
        value={kind}
        onChange={(e) => set({ kind: e.target.value })}
        sx={{ mt: 1, minWidth: 320 }}
      >
        <MenuItem value={NO_LOOP}>Once (no loop)</MenuItem>
        {sources.map((q) => (
          <MenuItem key={q.number} value={String(q.number)}>
            {`For each option chosen in ${q.label} ${entryTitle(q) || 'Untitled'}`}
          </MenuItem>
        ))}
        <MenuItem value={LIST}>For each item of a list</MenuItem>
      </TextField>
      {sources.length === 0 && loop === undefined ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          To loop over a respondent&apos;s choices, add a multi select question before this section.
        </Typography>
      ) : null}
      {kind === LIST ? (
        <DebouncedTextField
          size="small"
          fullWidth
          multiline
          minRows={2}
          label="Loop items, one per line"
          value={listText}
          delay={DEBOUNCE_MS.title}
          onCommit={(text) =>
            set({
              items: text
                .split('\n')
                .map((l) => l.trim())
                .filter((l) => l !== ''),
            })
          }
          sx={{ mt: 1 }}
        />
      ) : null}
      {loop !== undefined ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
          <TextField
            select
            size="small"
            label="At most this many times"
            value={String(max)}
            onChange={(e) => set({ maxIterations: Number(e.target.value) })}
            sx={{ minWidth: 200 }}
          >
            {MAX_CHOICES.map((n) => (
              <MenuItem key={n} value={String(n)}>
                {n}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch checked={random} onChange={(_e, on) => set({ randomOrder: on })} />}
            label="Random order of the loop items"
          />
        </Box>
      ) : null}
      {loop !== undefined ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Use &quot;Pipe into question title&quot; on a card of this section to show the loop item.
        </Typography>
      ) : null}
      {error !== null ? (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {error}
        </Typography>
      ) : null}
    </Box>
  );
}
