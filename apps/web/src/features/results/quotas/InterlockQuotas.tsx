import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatQuotaPercent } from '@survey/domain/audience/quotas';
import { progressPercent } from '@survey/domain/projects/listItem';
import type { InterlockResult } from '@survey/domain/results/contract';

/** An interlock's joint cells on the quota card: each combination, collected against wanted. */
export function InterlockQuotas({ interlock }: { interlock: InterlockResult }) {
  const title = interlock.texts.join(' x ');
  return (
    <Box component="section" aria-label={`Interlocked quotas ${title}`} sx={{ mt: 3 }}>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        Interlocked: {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          columnGap: 3,
        }}
      >
        {interlock.cells.map((cell) => {
          const { samplesCollected, samplesWanted, progress } = cell.progress;
          const text = cell.optionTexts.join(', ');
          const percent = formatQuotaPercent(cell.quotaPercent);
          return (
            <Box key={cell.key} sx={{ mb: 1.5 }} data-testid="interlock-cell">
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2">{text}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {samplesCollected} / {samplesWanted} · {percent}%
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={Math.min(100, progressPercent(progress))}
                aria-label={`${text}: ${samplesCollected} / ${samplesWanted} (quota ${percent}%)`}
                sx={{ height: 8, borderRadius: 4 }}
              />
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
