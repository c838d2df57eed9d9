import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { answerQuotaOf } from '@survey/domain/questionnaire/answerQuotas';
import type { QuestionEntry, QuotaTargetKind } from '@survey/domain/questionnaire/model';
import { useId, useState } from 'react';
import { useEditorUi } from '../editor/editorContext.ts';

/** A cell as the dialog edits it: the target as typed. */
interface CellDraft {
  optionLks: string[];
  targetKind: QuotaTargetKind;
  target: string;
}

const blankCell = (): CellDraft => ({ optionLks: [], targetKind: 'count', target: '' });

/**
 * Issue 38 §3: the quota on one question. Each cell counts the options ticked in it (an option in
 * one cell at most) up to a number of completes or a percent of the survey's completes. Saving runs
 * the domain's setQuestionQuota: a refused quota (a cell without options, a target out of range)
 * shows the domain's message and changes nothing.
 */
export function QuotaDialog({ entry, onClose }: { entry: QuestionEntry; onClose: () => void }) {
  const { view, dispatch } = useEditorUi();
  const id = useId();
  const questionLk = entry.entryItem.questionLk;
  const stored = answerQuotaOf(view, questionLk);
  const options = entry.entryItem.responseOptions;
  const [cells, setCells] = useState<CellDraft[]>(() =>
    stored
      ? stored.cells.map((c) => ({ ...c, optionLks: [...c.optionLks], target: String(c.target) }))
      : [blankCell()],
  );
  const [error, setError] = useState<string | null>(null);

  const change = (index: number, next: Partial<CellDraft>) =>
    setCells((all) => all.map((c, i) => (i === index ? { ...c, ...next } : c)));
  const toggle = (index: number, lk: string, on: boolean) => {
    const cell = cells[index];
    if (!cell) return;
    change(index, {
      optionLks: on ? [...cell.optionLks, lk] : cell.optionLks.filter((x) => x !== lk),
    });
  };
  const save = (next: CellDraft[]) => {
    const blank = next.findIndex((c) => c.target.trim() === '');
    if (blank >= 0) {
      setError(`Enter a target for cell ${blank + 1}`);
      return;
    }
    const result = dispatch('setQuestionQuota', {
      questionLk,
      cells: next.map((c) => ({
        optionLks: c.optionLks,
        targetKind: c.targetKind,
        target: Number(c.target),
      })),
    });
    if (result.ok) onClose();
    else setError(result.error instanceof Error ? result.error.message : 'The quota was not saved');
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <DialogTitle id={`${id}-title`}>Quota on {entry.label}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          When a cell is full, a respondent who picks one of its options ends the survey as quota
          full. A multi select answer counts in every cell it picks from.
        </DialogContentText>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        {cells.map((cell, index) => {
          const name = `Cell ${index + 1}`;
          const takenElsewhere = new Set(cells.flatMap((c, i) => (i === index ? [] : c.optionLks)));
          return (
            <Box
              key={index}
              component="fieldset"
              aria-label={name}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 2, p: 2 }}
            >
              <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                {name}
              </Typography>
              <FormGroup row>
                {options.map((o, k) => (
                  <FormControlLabel
                    key={o.responseOptionLk}
                    label={o.responseOption.value || `Option ${k + 1}`}
                    control={
                      <Checkbox
                        size="small"
                        checked={cell.optionLks.includes(o.responseOptionLk)}
                        disabled={takenElsewhere.has(o.responseOptionLk)}
                        onChange={(_e, on) => toggle(index, o.responseOptionLk, on)}
                      />
                    }
                  />
                ))}
              </FormGroup>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1 }}>
                <TextField
                  size="small"
                  label={`${name} target`}
                  type="number"
                  value={cell.target}
                  onChange={(e) => change(index, { target: e.target.value })}
                  slotProps={{
                    htmlInput: { min: 0, max: cell.targetKind === 'percent' ? 100 : undefined },
                  }}
                  sx={{ width: 150 }}
                />
                <TextField
                  select
                  size="small"
                  label={`${name} target type`}
                  value={cell.targetKind}
                  onChange={(e) => change(index, { targetKind: e.target.value as QuotaTargetKind })}
                  sx={{ width: 200 }}
                >
                  <MenuItem value="count">Completes</MenuItem>
                  <MenuItem value="percent">% of completes</MenuItem>
                </TextField>
                {cells.length > 1 ? (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setCells((all) => all.filter((_, i) => i !== index))}
                  >
                    Remove {name.toLowerCase()}
                  </Button>
                ) : null}
              </Box>
            </Box>
          );
        })}
        <Button size="small" onClick={() => setCells((all) => [...all, blankCell()])}>
          Add cell
        </Button>
      </DialogContent>
      <DialogActions>
        {stored ? (
          <Button color="error" onClick={() => save([])} sx={{ mr: 'auto' }}>
            Remove quota
          </Button>
        ) : null}
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => save(cells)}>
          Save quota
        </Button>
      </DialogActions>
    </Dialog>
  );
}
