import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { QuestionSettingCode, SettingValue } from '@survey/domain/questionnaire/settings';
import { ENABLED, getSetting, isEnabled } from '@survey/domain/questionnaire/settings';

export type Ordering = 'fixed' | 'randomised' | 'flip';

/** Spec 2 §4: Fixed order, Randomised, Flip order from the two settings. */
export function orderingOf(
  settings: readonly SettingValue[],
  randomise: QuestionSettingCode,
  flip: QuestionSettingCode | null,
): Ordering {
  if (isEnabled(settings, randomise)) return 'randomised';
  if (flip && isEnabled(settings, flip)) return 'flip';
  return 'fixed';
}

interface OrderingSelectProps {
  label: string;
  value: Ordering;
  /** Flip is offered only for single select (spec 2 §4). */
  flipOffered: boolean;
  onChange: (ordering: Ordering) => void;
}

export function OrderingSelect({ label, value, flipOffered, onChange }: OrderingSelectProps) {
  return (
    <TextField
      select
      size="small"
      margin="dense"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as Ordering)}
      sx={{ width: 200 }}
    >
      <MenuItem value="fixed">Fixed order</MenuItem>
      <MenuItem value="randomised">Randomised</MenuItem>
      {flipOffered || value === 'flip' ? <MenuItem value="flip">Flip order</MenuItem> : null}
    </TextField>
  );
}

const DEFAULT_OPTIONS: [QuestionSettingCode, string][] = [
  ['DontKnow', "Don't know"],
  ['PreferNotToSay', 'Prefer not to say'],
  ['NoneOfThese', 'None of these'],
];

interface DefaultOptionsProps {
  settings: readonly SettingValue[];
  onToggle: (code: QuestionSettingCode, on: boolean) => void;
}

/** Spec 2 §2: the Don't know / Prefer not to say / None of these checkboxes. */
export function DefaultOptions({ settings, onToggle }: DefaultOptionsProps) {
  return (
    <FormGroup row>
      {DEFAULT_OPTIONS.map(([code, label]) => (
        <FormControlLabel
          key={code}
          label={label}
          control={
            <Checkbox
              size="small"
              checked={getSetting(settings, code) === ENABLED}
              onChange={(_e, on) => onToggle(code, on)}
            />
          }
        />
      ))}
    </FormGroup>
  );
}

export function SettingsRow({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>{children}</Box>
  );
}
