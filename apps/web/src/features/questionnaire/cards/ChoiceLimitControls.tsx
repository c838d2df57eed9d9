import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  getIntSetting,
  getSetting,
  type QuestionSettingCode,
  type SettingValue,
} from '@survey/domain/questionnaire/settings';
import { useState } from 'react';
import { choiceLimitOptions } from './choiceLimits.ts';

interface ChoiceLimitControlsProps {
  settings: readonly SettingValue[];
  optionCount: number;
  rangeError: string | undefined;
  set: (code: QuestionSettingCode, value: string) => unknown;
  remove: (code: QuestionSettingCode) => unknown;
}

/**
 * Multi select limits (spec 2 §5): 'Maximum selected' with 'No limit' / '{n} response limit', or
 * 'Response range' with a minimum and maximum.
 */
export function ChoiceLimitControls(props: ChoiceLimitControlsProps) {
  const { settings, optionCount, rangeError, set, remove } = props;
  const limit = getIntSetting(settings, 'ChoiceLimit') ?? 0;
  const rangeMin = getSetting(settings, 'ChoiceIntervalMin') ?? '';
  const rangeMax = getSetting(settings, 'ChoiceIntervalMax') ?? '';
  const [rangeMode, setRangeMode] = useState(rangeMin !== '' || rangeMax !== '');
  return (
    <>
      <TextField
        select
        size="small"
        margin="dense"
        label="Choice limit"
        value={rangeMode ? 'range' : 'max'}
        onChange={(e) => {
          const range = e.target.value === 'range';
          setRangeMode(range);
          if (range && limit > 0) remove('ChoiceLimit');
          if (!range && (rangeMin !== '' || rangeMax !== '')) {
            remove('ChoiceIntervalMin');
            remove('ChoiceIntervalMax');
          }
        }}
        sx={{ width: 220 }}
      >
        <MenuItem value="max">Maximum selected</MenuItem>
        <MenuItem value="range">Response range</MenuItem>
      </TextField>
      {rangeMode ? (
        <>
          <RangeInput
            label="Minimum"
            value={rangeMin}
            onCommit={(v) => (v === '' ? remove('ChoiceIntervalMin') : set('ChoiceIntervalMin', v))}
          />
          <RangeInput
            label="Maximum"
            value={rangeMax}
            error={rangeError}
            onCommit={(v) => (v === '' ? remove('ChoiceIntervalMax') : set('ChoiceIntervalMax', v))}
          />
        </>
      ) : (
        <TextField
          select
          size="small"
          margin="dense"
          label="Maximum selected"
          value={Math.min(limit, Math.max(0, optionCount - 1))}
          onChange={(e) =>
            Number(e.target.value) === 0
              ? remove('ChoiceLimit')
              : set('ChoiceLimit', String(e.target.value))
          }
          sx={{ width: 190 }}
        >
          {choiceLimitOptions(optionCount).map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    </>
  );
}

function RangeInput(props: {
  label: string;
  value: string;
  error?: string | undefined;
  onCommit: (value: string) => void;
}) {
  const { label, value, error, onCommit } = props;
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  return (
    <TextField
      size="small"
      margin="dense"
      label={label}
      value={draft}
      error={Boolean(error)}
      helperText={error}
      onChange={(e) => setDraft(e.target.value.replace(/\D/g, '').slice(0, 3))}
      onBlur={() => {
        if (draft !== value) onCommit(draft);
      }}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: 110 }}
    />
  );
}
