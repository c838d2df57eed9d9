import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Select from '@mui/material/Select';
import {
  DEFAULT_SIGNIFICANCE,
  SIGNIFICANCE_COMPARISONS,
  SIGNIFICANCE_CORRECTIONS,
  SIGNIFICANCE_LEVELS,
  type SignificanceOptions,
} from '@survey/domain/results/analysisContract';
import { useId, useState } from 'react';
import {
  COMPARISON_TEXTS,
  CORRECTION_TEXTS,
  isDefaultSignificance,
  lowerLevelChoices,
  SIGNIFICANCE_TEXTS,
  significanceSummary,
  withLevel,
} from './significanceChoices.ts';

interface SignificanceControlProps {
  value: SignificanceOptions;
  /** Called at once with the new options (the table refetches; the control shows them already). */
  onChange: (options: SignificanceOptions) => void;
}

const NONE = 'none';

/**
 * Issue 38 §5: the crosstab's Significance button and its panel (the levels of the upper- and
 * lower-case letters, the comparison, the correction). Each choice applies at once; the options
 * are part of the table's definition (its address, and a saved table).
 */
export function SignificanceControl({ value, onChange }: SignificanceControlProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const ids = { level: useId(), lower: useId(), comparison: useId(), correction: useId() };
  const panelId = useId();

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        data-testid="significance-button"
      >
        {significanceSummary(value)}
      </Button>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            id: panelId,
            role: 'dialog',
            'aria-label': SIGNIFICANCE_TEXTS.dialogLabel,
          },
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2, width: 340 }}>
          <FormControl size="small">
            <InputLabel id={ids.level}>{SIGNIFICANCE_TEXTS.level}</InputLabel>
            <Select
              labelId={ids.level}
              label={SIGNIFICANCE_TEXTS.level}
              value={value.level}
              onChange={(e) => onChange(withLevel(value, Number(e.target.value) as 99 | 95 | 90))}
            >
              {SIGNIFICANCE_LEVELS.map((l) => (
                <MenuItem key={l} value={l}>{`${l}%`}</MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small" disabled={lowerLevelChoices(value.level).length === 0}>
            <InputLabel id={ids.lower}>{SIGNIFICANCE_TEXTS.lowerLevel}</InputLabel>
            <Select
              labelId={ids.lower}
              label={SIGNIFICANCE_TEXTS.lowerLevel}
              value={value.lowerLevel === null ? NONE : String(value.lowerLevel)}
              onChange={(e) =>
                onChange({
                  ...value,
                  lowerLevel: e.target.value === NONE ? null : (Number(e.target.value) as 95 | 90),
                })
              }
            >
              <MenuItem value={NONE}>{SIGNIFICANCE_TEXTS.none}</MenuItem>
              {lowerLevelChoices(value.level).map((l) => (
                <MenuItem key={l} value={String(l)}>{`${l}%`}</MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small">
            <InputLabel id={ids.comparison}>{SIGNIFICANCE_TEXTS.comparison}</InputLabel>
            <Select
              labelId={ids.comparison}
              label={SIGNIFICANCE_TEXTS.comparison}
              value={value.comparison}
              onChange={(e) =>
                onChange({
                  ...value,
                  comparison: SIGNIFICANCE_COMPARISONS.find((c) => c === e.target.value) ?? 'pairs',
                })
              }
            >
              {SIGNIFICANCE_COMPARISONS.map((c) => (
                <MenuItem key={c} value={c}>
                  {COMPARISON_TEXTS[c]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small">
            <InputLabel id={ids.correction}>{SIGNIFICANCE_TEXTS.correction}</InputLabel>
            <Select
              labelId={ids.correction}
              label={SIGNIFICANCE_TEXTS.correction}
              value={value.correction}
              onChange={(e) =>
                onChange({
                  ...value,
                  correction: SIGNIFICANCE_CORRECTIONS.find((c) => c === e.target.value) ?? 'none',
                })
              }
            >
              {SIGNIFICANCE_CORRECTIONS.map((c) => (
                <MenuItem key={c} value={c}>
                  {CORRECTION_TEXTS[c]}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Button
              size="small"
              disabled={isDefaultSignificance(value)}
              onClick={() => onChange(DEFAULT_SIGNIFICANCE)}
            >
              {SIGNIFICANCE_TEXTS.reset}
            </Button>
            <Button size="small" onClick={close}>
              Done
            </Button>
          </Box>
        </Box>
      </Popover>
    </>
  );
}
