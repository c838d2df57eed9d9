import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ScheduleUnit } from '@survey/domain/trackers/schedule';
import type { ReactNode } from 'react';

/** What the tracker forms hold, as typed (numbers as text until sent). */
export interface TrackerFormValues {
  every: string;
  unit: ScheduleUnit;
  startDate: string;
  waveCount: string;
  endDate: string;
  timeZone: string;
  excludeWaves: string;
  purchase: 'approval' | 'budget';
  budget: string;
}

const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The schedule and purchase the form says, as both the make and the edit calls take them. */
export function scheduleOf(values: TrackerFormValues) {
  return {
    every: Number(values.every),
    unit: values.unit,
    endDate: values.endDate === '' ? null : values.endDate,
    waveCount: numberOrNull(values.waveCount),
    timeZone: values.timeZone,
    excludeWaves: Number(values.excludeWaves),
    purchase: values.purchase,
    budget: values.purchase === 'budget' ? numberOrNull(values.budget) : null,
  };
}

interface TrackerFieldsProps {
  values: TrackerFormValues;
  set: (change: Partial<TrackerFormValues>) => void;
  fieldError: (path: string) => string | undefined;
  /** Whether the start date is asked for (only when making a tracker: wave 1's date stays). */
  startDate: boolean;
  children?: ReactNode;
}

/** The schedule and purchase fields, shared by making a tracker and editing its schedule. */
export function TrackerFields({
  values,
  set,
  fieldError,
  startDate,
  children,
}: TrackerFieldsProps) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          label="Repeat every"
          type="number"
          value={values.every}
          onChange={(e) => set({ every: e.target.value })}
          error={Boolean(fieldError('every'))}
          helperText={fieldError('every')}
          slotProps={{ htmlInput: { min: 1 } }}
          fullWidth
        />
        <TextField
          select
          label="Unit"
          value={values.unit}
          onChange={(e) => set({ unit: e.target.value as ScheduleUnit })}
          fullWidth
        >
          <MenuItem value="week">Weeks</MenuItem>
          <MenuItem value="month">Months</MenuItem>
        </TextField>
      </Stack>
      <Stack direction="row" spacing={2}>
        {startDate ? (
          <TextField
            label="Start date"
            type="date"
            value={values.startDate}
            onChange={(e) => set({ startDate: e.target.value })}
            error={Boolean(fieldError('startDate'))}
            helperText={fieldError('startDate') ?? 'The date of wave 1'}
            slotProps={{ inputLabel: { shrink: true } }}
            fullWidth
          />
        ) : null}
        <TextField
          label="Time zone"
          value={values.timeZone}
          onChange={(e) => set({ timeZone: e.target.value })}
          error={Boolean(fieldError('timeZone'))}
          helperText={fieldError('timeZone') ?? 'Waves launch at midnight here'}
          fullWidth
        />
      </Stack>
      <Stack direction="row" spacing={2}>
        <TextField
          label="Number of waves"
          type="number"
          value={values.waveCount}
          onChange={(e) => set({ waveCount: e.target.value })}
          error={Boolean(fieldError('waveCount'))}
          helperText={fieldError('waveCount') ?? 'Optional'}
          fullWidth
        />
        <TextField
          label="End date"
          type="date"
          value={values.endDate}
          onChange={(e) => set({ endDate: e.target.value })}
          error={Boolean(fieldError('endDate'))}
          helperText={fieldError('endDate') ?? 'Optional'}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      </Stack>
      <TextField
        label="Leave out respondents of the previous waves"
        type="number"
        value={values.excludeWaves}
        onChange={(e) => set({ excludeWaves: e.target.value })}
        error={Boolean(fieldError('excludeWaves'))}
        helperText={fieldError('excludeWaves') ?? 'How many waves back (0: nobody is left out)'}
        slotProps={{ htmlInput: { min: 0 } }}
      />
      <RadioGroup
        aria-label="How waves are bought"
        value={values.purchase}
        onChange={(e) => set({ purchase: e.target.value as 'approval' | 'budget' })}
      >
        <FormControlLabel
          value="approval"
          control={<Radio />}
          label="Ask me to approve each wave (by e-mail, 3 days before its date)"
        />
        <FormControlLabel
          value="budget"
          control={<Radio />}
          label="Buy each wave automatically within a budget"
        />
      </RadioGroup>
      {values.purchase === 'budget' ? (
        <TextField
          label="Budget (£)"
          type="number"
          value={values.budget}
          onChange={(e) => set({ budget: e.target.value })}
          error={Boolean(fieldError('budget'))}
          helperText={fieldError('budget') ?? 'For all the waves the tracker buys'}
        />
      ) : null}
      {children}
    </Stack>
  );
}
