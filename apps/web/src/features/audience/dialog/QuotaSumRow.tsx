import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatQuotaPercent, quotasSumTo100 } from '@survey/domain/audience/quotas';

/** The quota total; off 100% it warns and offers 'Sum quotas to 100%' (spec 2 §5). */
export function QuotaSumRow({ percents, onSum }: { percents: number[]; onSum: () => void }) {
  const ok = quotasSumTo100(percents);
  const total = percents.reduce((s, p) => s + p, 0);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
      <Tooltip title={ok ? '' : 'Quotas have to add up to 100%'}>
        <Typography
          variant="body2"
          color={ok ? 'text.secondary' : 'error'}
          tabIndex={ok ? undefined : 0}
        >
          Total {formatQuotaPercent(total)}%
        </Typography>
      </Tooltip>
      {ok ? null : (
        <Button size="small" onClick={onSum}>
          Sum quotas to 100%
        </Button>
      )}
    </Box>
  );
}
