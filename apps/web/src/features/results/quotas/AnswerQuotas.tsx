import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatQuotaPercent } from '@survey/domain/audience/quotas';
import { progressPercent } from '@survey/domain/projects/listItem';
import type { AnswerQuotaResult } from '@survey/domain/results/contract';

/**
 * Issue 38 §3: a quota on an answer in the survey on the quota card, beside the audience's: per
 * cell the answers it counts, completes against the target, and whether it is full.
 */
export function AnswerQuotas({ quota }: { quota: AnswerQuotaResult }) {
  const title = `${quota.label} ${quota.text}`;
  return (
    <Box component="section" aria-label={`${title} quotas`} sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          columnGap: 3,
        }}
      >
        {quota.cells.map((cell) => {
          const { samplesCollected, samplesWanted, progress } = cell.progress;
          const text = cell.optionTexts.join(', ');
          const target =
            cell.targetKind === 'percent' ? `${formatQuotaPercent(cell.target)}%` : 'count';
          const state = cell.full ? 'Full' : 'Open';
          return (
            <Box key={cell.key} sx={{ mb: 1.5 }} data-testid="answer-quota-cell">
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2">{text}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {samplesCollected} / {samplesWanted} · {state}
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, progressPercent(progress))}
                aria-label={`${text}: ${samplesCollected} / ${samplesWanted} (quota ${target}), ${state.toLowerCase()}`}
                sx={{ height: 8, borderRadius: 4 }}
              />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
