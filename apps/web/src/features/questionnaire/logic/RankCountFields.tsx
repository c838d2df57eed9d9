import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CountCandidate, LogicCandidate } from '@survey/domain/questionnaire/logicCandidates';
import { candidateName, fieldLabel, MENU_PROPS, type FieldsProps } from './ConditionFields.tsx';
import {
  describeKept,
  describeRange,
  withCountQuestion,
  withRankQuestion,
  type CountCondition,
  type KeptCondition,
  type RankCondition,
} from './rankCount.ts';

function QuestionSelect({
  n,
  value,
  choices,
  onChange,
}: {
  n: number;
  value: string | null;
  choices: readonly CountCandidate[];
  onChange: (q: CountCandidate) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={fieldLabel('Question', n)}
      value={value ?? ''}
      onChange={(e) => {
        const q = choices.find((c) => c.questionLk === e.target.value);
        if (q) onChange(q);
      }}
      sx={{ width: 300 }}
      slotProps={{ select: { MenuProps: MENU_PROPS } }}
    >
      {choices.map((q) => (
        <MenuItem key={q.questionLk} value={q.questionLk}>
          {candidateName(q)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** "Q2 Tea ranked in the top 3": a ranked question, one of its options and a number of places. */
export function RankFields({
  n,
  condition: c,
  counted,
  onChange,
}: FieldsProps<RankCondition> & { counted: readonly CountCandidate[] }) {
  const ranked = counted.filter((q) => q.ranked);
  const question = ranked.find((q) => q.questionLk === c.questionLk);
  const places = Math.max(1, question?.options.length ?? 1, c.rank);
  return (
    <>
      <QuestionSelect
        n={n}
        value={c.questionLk}
        choices={ranked}
        onChange={(q) => onChange(withRankQuestion(c, q))}
      />
      <TextField
        select
        size="small"
        label={fieldLabel('Response', n)}
        value={c.optionLk ?? ''}
        disabled={!question}
        onChange={(e) => onChange({ ...c, optionLk: e.target.value })}
        sx={{ width: 160 }}
        slotProps={{ select: { MenuProps: MENU_PROPS } }}
      >
        {(question?.options ?? []).map((o) => (
          <MenuItem key={o.responseOptionLk} value={o.responseOptionLk}>
            {o.value || '(blank)'}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={fieldLabel('Operator', n)}
        value={c.negated ? 'not' : 'is'}
        onChange={(e) => onChange({ ...c, negated: e.target.value === 'not' })}
        sx={{ width: 210 }}
      >
        <MenuItem value="is">is ranked in the top</MenuItem>
        <MenuItem value="not">is not ranked in the top</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label={fieldLabel('Places', n)}
        value={c.rank}
        onChange={(e) => onChange({ ...c, rank: Number(e.target.value) })}
        sx={{ width: 100 }}
        slotProps={{ select: { MenuProps: MENU_PROPS } }}
      >
        {Array.from({ length: places }, (_, i) => i + 1).map((p) => (
          <MenuItem key={p} value={p}>
            {p}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

/** "Q1 chose 2 or more": how many options of a choice or ranked question were chosen. */
export function CountFields({
  n,
  condition: c,
  counted,
  onChange,
}: FieldsProps<CountCondition> & { counted: readonly CountCandidate[] }) {
  const question = counted.find((q) => q.questionLk === c.questionLk);
  const bound = (label: string, value: number, set: (v: number) => CountCondition) => (
    <TextField
      size="small"
      type="number"
      label={fieldLabel(label, n)}
      value={Number.isNaN(value) ? '' : value}
      disabled={!question}
      onChange={(e) => onChange(set(e.target.value === '' ? Number.NaN : Number(e.target.value)))}
      sx={{ width: 100 }}
      slotProps={{ htmlInput: { min: 0, step: 1 } }}
    />
  );
  return (
    <>
      <QuestionSelect
        n={n}
        value={c.questionLk}
        choices={counted}
        onChange={(q) => onChange(withCountQuestion(c, q))}
      />
      <TextField
        select
        size="small"
        label={fieldLabel('Operator', n)}
        value={c.negated ? 'not' : 'is'}
        onChange={(e) => onChange({ ...c, negated: e.target.value === 'not' })}
        sx={{ width: 170 }}
      >
        <MenuItem value="is">chose</MenuItem>
        <MenuItem value="not">did not choose</MenuItem>
      </TextField>
      {bound('At least', c.min, (min) => ({ ...c, min }))}
      {bound('At most', c.max, (max) => ({ ...c, max }))}
      {question && c.min <= c.max ? (
        <Typography variant="body2" color="text.secondary">
          {c.negated ? 'not: ' : ''}
          {describeRange(c.min, c.max, question.options.length)}
        </Typography>
      ) : null}
    </>
  );
}

/** A matrix count set through the API: the dialog shows it and keeps it; it can be deleted. */
export function KeptFields({
  condition,
  candidates,
}: {
  condition: KeptCondition;
  candidates: readonly LogicCandidate[];
}) {
  return <Typography variant="body2">{describeKept(condition, candidates)}</Typography>;
}
