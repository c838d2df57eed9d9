import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { GetCostQuoteDocument } from '../../../gql/fieldwork/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import { formatCost } from '../../../lib/formatCost.ts';

/** Spec 1 §2: the cost per interview with 2 decimals, or an ellipsis while it loads. */
export function CostPerInterview({ surveyId }: { surveyId: string }) {
  const { data, error } = useQuery(GetCostQuoteDocument, {
    variables: { surveyId },
    context: serviceContext.fieldwork,
  });
  const cpi = data?.getCostQuote.cpi;
  let value = '…';
  if (cpi) value = formatCost(cpi.amount, cpi.currency);
  else if (error) value = '—';
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        Cost per interview
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: 600 }}
        data-testid="cost-per-interview"
        aria-busy={!cpi && !error}
      >
        {value}
      </Typography>
    </Box>
  );
}
