import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CountCandidate, LogicCandidate } from '@survey/domain/questionnaire/logicCandidates';
import { useId, useState } from 'react';
import { ForkFields, ResponseFields, type ForkChoice } from './ConditionFields.tsx';
import { draftProblem, type Condition, type LogicDraft, type Operator } from './logicDraft.ts';
import { newCountCondition, newRankCondition } from './rankCount.ts';
import { CountFields, KeptFields, RankFields } from './RankCountFields.tsx';

interface LogicDialogProps {
  /** 'Only show Q2 if the following conditions are met:' */
  intro: string;
  mode: 'card' | 'masking';
  candidates: readonly LogicCandidate[];
  forks: readonly ForkChoice[];
  /** Earlier choice and ranked questions for rank and count conditions (cards only). */
  counted?: readonly CountCandidate[];
  initial: (newKey: () => string) => LogicDraft;
  onClose: () => void;
  /** Saves; answers a message to show when the save is refused, else null. */
  onSave: (draft: LogicDraft) => string | null;
}

// React keys of conditions; unique in the page is enough.
let lastKey = 0;
const newKey = () => `c${++lastKey}`;

/**
 * The display-logic dialog of a card, or of an option, row or column (masking): fork conditions
 * first, then response conditions joined by one operator that only the second one's connector
 * changes (spec 2 §5).
 */
export function LogicDialog(props: LogicDialogProps) {
  const { intro, mode, candidates, forks, initial, onClose, onSave } = props;
  const counted = props.counted ?? [];
  const [draft, setDraft] = useState<LogicDraft>(() => initial(newKey));
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const problem = draftProblem(draft, mode, counted);
  const firstResponse = draft.conditions.findIndex((c) => c.kind !== 'fork');

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
      const responses = d.conditions.filter((c) => c.kind !== 'fork');
      return {
        ...d,
        conditions: [...d.conditions.filter((c) => c.kind === 'fork'), fork, ...responses],
      };
    });
  const append = (condition: Condition) =>
    setDraft((d) => ({ ...d, conditions: [...d.conditions, condition] }));
  const addResponse = () =>
    append({ kind: 'response', key: newKey(), candidate: null, negated: false, optionLks: [] });
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
                    <ForkFields
                      n={n}
                      condition={c}
                      forks={forks}
                      onChange={(next) => update(c.key, () => next)}
                    />
                  ) : c.kind === 'rank' ? (
                    <RankFields
                      n={n}
                      condition={c}
                      counted={counted}
                      onChange={(next) => update(c.key, () => next)}
                    />
                  ) : c.kind === 'count' ? (
                    <CountFields
                      n={n}
                      condition={c}
                      counted={counted}
                      onChange={(next) => update(c.key, () => next)}
                    />
                  ) : c.kind === 'kept' ? (
                    <KeptFields condition={c} candidates={candidates} />
                  ) : (
                    <ResponseFields
                      n={n}
                      condition={c}
                      candidates={candidates}
                      onChange={(next) => update(c.key, () => next)}
                    />
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
          {mode === 'card' ? (
            <>
              <Button
                startIcon={<Add />}
                onClick={() => append(newRankCondition(newKey(), counted))}
                disabled={!counted.some((q) => q.ranked)}
              >
                Add rank condition
              </Button>
              <Button
                startIcon={<Add />}
                onClick={() => append(newCountCondition(newKey()))}
                disabled={counted.length === 0}
              >
                Add count condition
              </Button>
            </>
          ) : null}
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
