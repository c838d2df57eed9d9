import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { LogicCandidate } from '@survey/domain/questionnaire/logicCandidates';
import type { ReactNode } from 'react';
import { VisuallyHidden } from '../../../components/VisuallyHidden.tsx';
import {
  candidateKey,
  shortenName,
  withQuestion,
  type ForkCondition,
  type ResponseCondition,
} from './logicDraft.ts';

/** A fork before the card, with its groups. */
export interface ForkChoice {
  forkId: string;
  name: string;
  branches: { branchNumber: number; label: string }[];
}

// Spec 2 §9: the display-logic selector menu is at most 300 px high.
export const MENU_PROPS = { slotProps: { paper: { sx: { maxHeight: 300 } } } };

/** A short visible label; the condition's number is for screen readers (and names the control). */
export function fieldLabel(text: string, n: number): ReactNode {
  return (
    <>
      {text}
      <VisuallyHidden> in condition {n}</VisuallyHidden>
    </>
  );
}

export function candidateName(c: LogicCandidate): string {
  return `${c.label} ${shortenName(c.text.trim() || '(untitled)')}`;
}

export interface FieldsProps<C> {
  /** The condition's number in the dialog. */
  n: number;
  condition: C;
  onChange: (next: C) => void;
}

/** A fork condition: which fork before the card, and which of its groups. */
export function ForkFields({
  n,
  condition: c,
  forks,
  onChange,
}: FieldsProps<ForkCondition> & { forks: readonly ForkChoice[] }) {
  const fork = forks.find((f) => f.forkId === c.forkId);
  return (
    <>
      <TextField
        select
        size="small"
        label={fieldLabel('Fork', n)}
        value={c.forkId ?? ''}
        onChange={(e) => onChange({ ...c, forkId: e.target.value, branchNumber: null })}
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
        onChange={(e) => onChange({ ...c, branchNumber: Number(e.target.value) })}
        sx={{ width: 160 }}
      >
        {(fork?.branches ?? []).map((b) => (
          <MenuItem key={b.branchNumber} value={b.branchNumber}>
            Group {b.label}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

/** A response condition: an earlier question, 'is one of' or 'is not one of', and its options. */
export function ResponseFields({
  n,
  condition: c,
  candidates,
  onChange,
}: FieldsProps<ResponseCondition> & { candidates: readonly LogicCandidate[] }) {
  const candidate = c.candidate
    ? candidates.find((q) => candidateKey(q) === c.candidate)
    : undefined;
  return (
    <>
      <TextField
        select
        size="small"
        label={fieldLabel('Question', n)}
        value={c.candidate ?? ''}
        // Spec 2 §4: changing the question clears the chosen options.
        onChange={(e) => onChange(withQuestion(c, e.target.value))}
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
        onChange={(e) => onChange({ ...c, negated: e.target.value === 'not' })}
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
          onChange({ ...c, optionLks: lks });
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
  );
}
