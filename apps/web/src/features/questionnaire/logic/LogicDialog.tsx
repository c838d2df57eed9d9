import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { LogicCandidate } from '@survey/domain/questionnaire/logicCandidates';
import { useId, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '../../../components/VisuallyHidden.tsx';
import {
  candidateKey,
  draftProblem,
  shortenName,
  type Condition,
  type LogicDraft,
  type Operator,
  withQuestion,
} from './logicDraft.ts';

/** A fork before the card, with its groups. */
export interface ForkChoice {
  forkId: string;
  name: string;
  branches: { branchNumber: number; label: string }[];
}

interface LogicDialogProps {
  /** 'Only show Q2 if the following conditions are met:' */
  intro: string;
  mode: 'card' | 'masking';
  candidates: readonly LogicCandidate[];
  forks: readonly ForkChoice[];
  initial: (newKey: () => string) => LogicDraft;
  onClose: () => void;
  /** Saves; answers a message to show when the save is refused, else null. */
  onSave: (draft: LogicDraft) => string | null;
}

// Spec 2 §9: the display-logic selector menu is at most 300 px high.
const MENU_PROPS = { slotProps: { paper: { sx: { maxHeight: 300 } } } };

// React keys of conditions; unique in the page is enough.
let lastKey = 0;
const newKey = () => `c${++lastKey}`;

/** A short visible label; the condition's number is for screen readers (and names the control). */
function fieldLabel(text: string, n: number): ReactNode {
  return (
    <>
      {text}
      <VisuallyHidden> in condition {n}</VisuallyHidden>
    </>
  );
}

function candidateName(c: LogicCandidate): string {
  return `${c.label} ${shortenName(c.text.trim() || '(untitled)')}`;
}

/**
 * The display-logic dialog of a card, or of an option, row or column (masking): fork conditions
 * first, then response conditions joined by one operator that only the second one's connector
 * changes (spec 2 §5).
 */
export function LogicDialog(props: LogicDialogProps) {
  const { intro, mode, candidates, forks, initial, onClose, onSave } = props;
  const [draft, setDraft] = useState<LogicDraft>(() => initial(newKey));
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const byKey = new Map(candidates.map((c) => [candidateKey(c), c]));
  const problem = draftProblem(draft, mode);
  const firstResponse = draft.conditions.findIndex((c) => c.kind === 'response');

  const update = (key: string, change: (c: Condition) => Condition) =>
    setDraft((d) => ({
      ...d,
      conditions: d.conditions.map((c) => (c.key === key ? change(c) : c)),
    }));
  const remove = (key: string) =>
    setDraft((d) => ({ ...d, conditions: d.conditions.filter((c) => c.key !== key) }));
  const addFork = () =>
    setDraft((d) => {
      const fork: Condition = {
        kind: 'fork',
        key: newKey(),
        forkId: forks.length === 1 ? (forks[0]?.forkId ?? null) : null,
        branchNumber: null,
      };
      const responses = d.conditions.filter((c) => c.kind === 'response');
      return {
        ...d,
        conditions: [...d.conditions.filter((c) => c.kind === 'fork'), fork, ...responses],
      };
    });
  const addResponse = () =>
    setDraft((d) => ({
      ...d,
      conditions: [
        ...d.conditions,
        { kind: 'response', key: newKey(), candidate: null, negated: false, optionLks: [] },
      ],
    }));
  const setOperator = (operator: Operator) => setDraft((d) => ({ ...d, operator }));

  const handleSave = () => {
    if (problem !== null) return;
    setError(onSave(draft));
  };

  const connector = (index: number) => {
    if (index === 0) return null;
    // Forks and the first response condition join the rest with AND; the second response
    // condition's connector sets the operator of all response conditions.
    if (index === firstResponse + 1 && firstResponse >= 0) {
      return (
        <TextField
          select
          size="small"
          label="Connector"
          value={draft.operator}
          onChange={(e) => setOperator(e.target.value === 'OR' ? 'OR' : 'AND')}
          sx={{ width: 110 }}
        >
          <MenuItem value="AND">AND</MenuItem>
          <MenuItem value="OR">OR</MenuItem>
        </TextField>
      );
    }
    const text = index > firstResponse && firstResponse >= 0 ? draft.operator : 'AND';
    return (
      <Typography variant="body2" sx={{ fontWeight: 700, pl: 1.5 }}>
        {text}
      </Typography>
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Display logic</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{intro}</Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {draft.conditions.map((c, i) => {
            const n = i + 1;
            const candidate =
              c.kind === 'response' && c.candidate ? byKey.get(c.candidate) : undefined;
            const fork = c.kind === 'fork' ? forks.find((f) => f.forkId === c.forkId) : undefined;
            return (
              <Box
                component="li"
                key={c.key}
                aria-label={`Condition ${n}`}
                sx={{ display: 'grid', gap: 1 }}
              >
                {connector(i)}
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                  {c.kind === 'fork' ? (
                    <>
                      <TextField
                        select
                        size="small"
                        label={fieldLabel('Fork', n)}
                        value={c.forkId ?? ''}
                        onChange={(e) =>
                          update(c.key, () => ({
                            ...c,
                            forkId: e.target.value,
                            branchNumber: null,
                          }))
                        }
                        sx={{ width: 260 }}
                        slotProps={{ select: { MenuProps: MENU_PROPS } }}
                      >
                        {forks.map((f) => (
                          <MenuItem key={f.forkId} value={f.forkId}>
                            {shortenName(f.name)}
                          </MenuItem>
                        ))}
                      </TextField>
                      <TextField
                        select
                        size="small"
                        label={fieldLabel('Group', n)}
                        value={c.branchNumber ?? ''}
                        disabled={!fork}
                        onChange={(e) =>
                          update(c.key, () => ({ ...c, branchNumber: Number(e.target.value) }))
                        }
                        sx={{ width: 160 }}
                      >
                        {(fork?.branches ?? []).map((b) => (
                          <MenuItem key={b.branchNumber} value={b.branchNumber}>
                            Group {b.label}
                          </MenuItem>
                        ))}
                      </TextField>
                    </>
                  ) : (
                    <>
                      <TextField
                        select
                        size="small"
                        label={fieldLabel('Question', n)}
                        value={c.candidate ?? ''}
                        // Spec 2 §4: changing the question clears the chosen options.
                        onChange={(e) => update(c.key, () => withQuestion(c, e.target.value))}
                        sx={{ width: 400 }}
                        slotProps={{ select: { MenuProps: MENU_PROPS } }}
                      >
                        {candidates.map((q) => (
                          <MenuItem key={candidateKey(q)} value={candidateKey(q)}>
                            {candidateName(q)}
                          </MenuItem>
                        ))}
                      </TextField>
                      <TextField
                        select
                        size="small"
                        label={fieldLabel('Operator', n)}
                        value={c.negated ? 'not' : 'is'}
                        onChange={(e) =>
                          update(c.key, () => ({ ...c, negated: e.target.value === 'not' }))
                        }
                        sx={{ width: 160 }}
                      >
                        <MenuItem value="is">is one of</MenuItem>
                        <MenuItem value="not">is not one of</MenuItem>
                      </TextField>
                      <TextField
                        select
                        size="small"
                        label={fieldLabel('Responses', n)}
                        value={c.optionLks}
                        disabled={!candidate}
                        onChange={(e) => {
                          const value = e.target.value as unknown;
                          const lks = Array.isArray(value) ? value.map(String) : [];
                          update(c.key, () => ({ ...c, optionLks: lks }));
                        }}
                        sx={{ width: 200 }}
                        slotProps={{
                          select: {
                            multiple: true,
                            MenuProps: MENU_PROPS,
                            renderValue: (selected) =>
                              (candidate?.options ?? [])
                                .filter((o) => (selected as string[]).includes(o.responseOptionLk))
                                .map((o) => o.value || '(blank)')
                                .join(', '),
                          },
                        }}
                      >
                        {(candidate?.options ?? []).map((o) => (
                          <MenuItem key={o.responseOptionLk} value={o.responseOptionLk}>
                            <Checkbox
                              size="small"
                              checked={c.optionLks.includes(o.responseOptionLk)}
                              tabIndex={-1}
                              disableRipple
                              slotProps={{ input: { 'aria-hidden': true } }}
                            />
                            <ListItemText primary={o.value || '(blank)'} />
                          </MenuItem>
                        ))}
                      </TextField>
                    </>
                  )}
                  <IconButton aria-label={`Delete condition ${n}`} onClick={() => remove(c.key)}>
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </Box>
              </Box>
            );
          })}
        </Box>
        {draft.conditions.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            No conditions: {mode === 'card' ? 'the card' : 'the response'} is always shown.
          </Typography>
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          {mode === 'card' ? (
            <Button startIcon={<Add />} onClick={addFork} disabled={forks.length === 0}>
              Add fork condition
            </Button>
          ) : null}
          <Button startIcon={<Add />} onClick={addResponse} disabled={candidates.length === 0}>
            Add response condition
          </Button>
        </Box>
        {problem !== null && draft.conditions.length > 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {problem}
          </Typography>
        ) : null}
        {error !== null ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={handleSave} disabled={problem !== null}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
