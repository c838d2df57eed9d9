import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { WeightingInfo } from '@survey/domain/results/contract';
import { ROUNDED_COUNTS_NOTE, weightingLine } from '@survey/domain/results/weightingLine';

/**
 * The weighting line of an answer (the domain's, as in every download) and, when weighted, right
 * under the effective base, that the counts shown are sums of weights rounded to whole numbers.
 * Above the cards and above the crosstab.
 */
export function WeightingNote({
  weighting,
  testId = 'weighting',
}: {
  weighting: WeightingInfo;
  /** Prefix of the two lines' test ids ('weighting-line', 'weighting-rounded'). */
  testId?: string;
}) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" data-testid={`${testId}-line`}>
        {weightingLine(weighting)}
      </Typography>
      {weighting.applied ? (
        <Typography variant="body2" color="text.secondary" data-testid={`${testId}-rounded`}>
          {ROUNDED_COUNTS_NOTE}
        </Typography>
      ) : null}
    </Box>
  );
}
