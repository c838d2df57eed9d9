import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { progressPercent } from '@survey/domain/projects/listItem';
import type { SurveyProgress } from '../../../lib/resultsApi.ts';

/** Percentage (one decimal, at most 100) and collected/wanted completes of a running survey. */
export function ProjectProgress({ progress }: { progress: SurveyProgress | undefined }) {
  if (!progress) {
    return (
      <Typography variant="body2" color="text.secondary" aria-label="Progress loading">
        …
      </Typography>
    );
  }
  const percent = progressPercent(progress.progress);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="progress-percent">
          {percent.toFixed(1)}%
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="progress-count">
          {progress.samplesCollected}/{progress.samplesWanted}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label="Completes collected"
        sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
      />
    </Box>
  );
}
