import Chip, { type ChipProps } from '@mui/material/Chip';
import type { SurveyState } from '@survey/domain/projects/constants';

const TONES: Record<SurveyState, ChipProps['color']> = {
  draft: 'default',
  live: 'success',
  paused: 'warning',
  halted: 'error',
  scheduled: 'info',
  completed: 'primary',
};

interface StatusBadgeProps {
  state: SurveyState;
  label: string;
}

/** A project's status (spec 1 §4): colour from the survey state, text from the badge label. */
export function StatusBadge({ state, label }: StatusBadgeProps) {
  return (
    <Chip
      label={label}
      color={TONES[state]}
      size="small"
      variant={state === 'draft' ? 'outlined' : 'filled'}
      data-testid="status-badge"
      sx={{ fontWeight: 600, letterSpacing: 0.4, fontSize: '0.7rem' }}
    />
  );
}
