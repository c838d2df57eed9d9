import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ConfirmSection } from './ConfirmSection.tsx';
import type { CostBreakdownLines } from './costLines.ts';

interface CostBreakdownProps {
  /** Null while the quote loads. */
  cost: CostBreakdownLines | null;
  canConfirm: boolean;
  onConfirm: () => void;
}

/** Spec 3 §2: the cost breakdown (GBP) with a Confirm button. */
export function CostBreakdown({ cost, canConfirm, onConfirm }: CostBreakdownProps) {
  return (
    <ConfirmSection title="Cost">
      {cost ? (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', gap: 1 }}>
          {cost.lines.map((line) => (
            <Box key={line.label} sx={{ display: 'contents' }}>
              <Box component="dt">
                <Typography>{line.label}</Typography>
                {line.detail ? (
                  <Typography variant="body2" color="text.secondary">
                    {line.detail}
                  </Typography>
                ) : null}
              </Box>
              <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
                {line.amount}
              </Typography>
            </Box>
          ))}
          <Box
            sx={{
              gridColumn: '1 / -1',
              display: 'flex',
              justifyContent: 'space-between',
              borderTop: 1,
              borderColor: 'divider',
              pt: 1,
              mt: 1,
            }}
          >
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              Total
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {cost.total}
            </Typography>
          </Box>
        </Box>
      ) : (
        <Skeleton height={140} role="img" aria-label="Cost loading" />
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Prices are in GBP. Hosting and raw data are included at no charge.
      </Typography>
      <Button
        variant="contained"
        fullWidth
        sx={{ mt: 2 }}
        disabled={!canConfirm}
        onClick={onConfirm}
      >
        Confirm
      </Button>
    </ConfirmSection>
  );
}
