import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { MemberSettingCode } from '../../../gql/fieldwork/graphql.ts';
import { hasSetting } from './memberErrors.ts';
import { TEXT_DEBOUNCE_MS } from './QuotaInput.tsx';
import { useDebouncedCommit } from './useDebouncedCommit.ts';

export const THRESHOLD_TOOLTIP =
  'Threshold should be lower than/equal to the total number of qualifying response options.';

/** Sets or removes one member setting: the card sends its own criterion's command. */
export interface MemberSettingHandlers {
  set: (code: MemberSettingCode, value: string) => void;
  remove: (code: MemberSettingCode) => void;
}

interface Props extends MemberSettingHandlers {
  /** The card's label (A1, A2...), so that each switch has a name of its own on the page. */
  label: string;
  settingValues: readonly { code: string; value: string }[];
  multi: boolean;
  qualifyingCount: number;
}

/**
 * The member settings a standard criterion and a screening question share (spec 2 §3): qualifying,
 * randomise options, hide from survey, and the multi-select threshold (spec 2 §5: 0 removes it).
 */
export function MemberSettingControls({
  label,
  settingValues,
  multi,
  qualifyingCount,
  set,
  remove,
}: Props) {
  const onOff = (code: MemberSettingCode) => (_: unknown, on: boolean) =>
    set(code, on ? 'enabled' : 'disabled');
  const limit = settingValues.find((s) => s.code === 'screening_question_response_limit');
  const threshold = useDebouncedCommit(limit?.value ?? '0', TEXT_DEBOUNCE_MS, (value) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0 || n > qualifyingCount) return;
    if (n === 0) remove('screening_question_response_limit');
    else set('screening_question_response_limit', String(n));
  });
  const thresholdNumber = Number(threshold.value);
  const thresholdWrong =
    !Number.isInteger(thresholdNumber) || thresholdNumber < 0 || thresholdNumber > qualifyingCount;
  const switches: { code: MemberSettingCode; text: string }[] = [
    { code: 'qualifying', text: 'Qualifying' },
    { code: 'randomise_options', text: 'Randomise options' },
    { code: 'hide_survey_question', text: 'Hide from survey' },
  ];

  return (
    <Box
      role="group"
      aria-label={`${label} settings`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      {switches.map(({ code, text }) => (
        <FormControlLabel
          key={code}
          control={
            <Switch checked={hasSetting(settingValues, code, 'enabled')} onChange={onOff(code)} />
          }
          label={text}
        />
      ))}
      {multi ? (
        <Tooltip title={THRESHOLD_TOOLTIP}>
          <TextField
            size="small"
            label="Minimum qualifying answers"
            value={threshold.value}
            onChange={(e) => threshold.onChange(e.target.value)}
            onBlur={threshold.onBlur}
            error={thresholdWrong}
            helperText={thresholdWrong ? THRESHOLD_TOOLTIP : '0 means no limit'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ width: 220 }}
          />
        </Tooltip>
      ) : null}
    </Box>
  );
}
