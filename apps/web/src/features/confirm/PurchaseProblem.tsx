import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatCost } from '../../lib/formatCost.ts';
import type { NotReadyReason, PurchaseFailure } from './purchaseFailure.ts';

const FIX_LINKS = {
  audience: 'Edit audience',
  questionnaire: 'Edit survey',
} as const;

/** Why the survey cannot be bought, each reason with a link to the page that fixes it. */
export function NotReadyList(props: { surveyId: string; reasons: readonly NotReadyReason[] }) {
  return (
    <>
      This survey cannot be bought yet:
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {props.reasons.map((reason) => (
          <li key={reason.message}>
            {reason.message}
            {reason.page ? (
              <>
                {' '}
                <Link component={RouterLink} to={`/survey/${props.surveyId}/${reason.page}`}>
                  {FIX_LINKS[reason.page]}
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </Box>
    </>
  );
}

interface PurchaseProblemProps {
  failure: PurchaseFailure;
  surveyId: string;
  /** The current quote: after a price change, the new one. */
  quote: { amount: number; currency: string };
}

/** Why the last Purchase did not buy, and what to do next. */
export function PurchaseProblem({ failure, surveyId, quote }: PurchaseProblemProps) {
  switch (failure.kind) {
    case 'priceChanged':
      return (
        <Alert severity="warning" role="alert">
          The price has changed: each complete now costs{' '}
          {formatCost(failure.cpi?.amount ?? quote.amount, quote.currency)}. Please check the new
          total and purchase again.
        </Alert>
      );
    case 'notReady':
      return (
        <Alert severity="error" role="alert">
          <NotReadyList surveyId={surveyId} reasons={failure.reasons} />
        </Alert>
      );
    case 'unreachable':
      return (
        <Alert severity="error" role="alert">
          We could not reach the server, so the purchase may not have gone through. Please try
          again: you will not be charged twice.
        </Alert>
      );
    case 'refused':
      return (
        <Alert severity="error" role="alert">
          {failure.message}
        </Alert>
      );
    case 'alreadyBought':
      return null;
  }
}
