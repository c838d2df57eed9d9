import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { importCandidates } from '@survey/domain/questionnaire/importCandidates';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { useMemo } from 'react';
import type { SourceDraft } from './useSourceDraft.ts';

interface EntryStepProps {
  projectName: string;
  draft: SourceDraft;
  onRetry: () => void;
  selected: ReadonlySet<number>;
  onSelected: (next: ReadonlySet<number>) => void;
}

function Candidates({
  document,
  selected,
  onSelected,
}: {
  document: Questionnaire;
  selected: ReadonlySet<number>;
  onSelected: (next: ReadonlySet<number>) => void;
}) {
  const rows = useMemo(() => importCandidates(document), [document]);
  if (rows.length === 0) {
    return (
      <Typography sx={{ py: 3 }}>This survey has no questions that can be imported.</Typography>
    );
  }
  const all = rows.every((r) => selected.has(r.number));
  const toggle = (n: number) => {
    const next = new Set(selected);
    if (!next.delete(n)) next.add(n);
    onSelected(next);
  };
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button
          size="small"
          onClick={() => onSelected(all ? new Set() : new Set(rows.map((r) => r.number)))}
        >
          {all ? 'Deselect all' : 'Select all'}
        </Button>
        <Typography variant="body2" aria-live="polite">
          {selected.size} selected
        </Typography>
      </Box>
      <Box
        role="group"
        aria-label="Questions to import"
        sx={{ display: 'flex', flexDirection: 'column', maxHeight: 420, overflow: 'auto' }}
      >
        {rows.map((r) => (
          <FormControlLabel
            key={r.number}
            sx={{ alignItems: 'flex-start', py: 0.5, mr: 0 }}
            control={
              <Checkbox
                size="small"
                checked={selected.has(r.number)}
                onChange={() => toggle(r.number)}
                sx={{ pt: 0.25 }}
              />
            }
            label={
              <Box>
                <Typography variant="caption" color="text.secondary">
                  {r.label} · {r.typeLabel}
                </Typography>
                <Typography variant="body2">{r.title === '' ? 'Untitled' : r.title}</Typography>
              </Box>
            }
          />
        ))}
      </Box>
    </>
  );
}

/** Step 2 of the import dialog: the chosen survey's entries with checkboxes. */
export function EntryStep({ projectName, draft, onRetry, selected, onSelected }: EntryStepProps) {
  return (
    <>
      <Typography variant="subtitle1" component="h3">
        {projectName}
      </Typography>
      {draft.state === 'loading' ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading questions" />
        </Box>
      ) : null}
      {draft.state === 'error' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Retry
            </Button>
          }
        >
          The survey could not be loaded.
        </Alert>
      ) : null}
      {draft.state === 'ready' ? (
        <Candidates document={draft.document} selected={selected} onSelected={onSelected} />
      ) : null}
    </>
  );
}
