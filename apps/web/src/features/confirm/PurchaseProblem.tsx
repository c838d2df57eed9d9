import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatCost } from '../projects/list/formatCost.ts';
import type { PurchaseFailure } from './purchaseFailure.ts';

const FIX_LINKS = {
  audience: 'Edit audience',
  questionnaire: 'Edit survey',
} as const;

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
          This survey cannot be bought yet:
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {failure.reasons.map((reason) => (
              <li key={reason.message}>
                {reason.message}
                {reason.page ? (
                  <>
                    {' '}
                    <Link component={RouterLink} to={`/survey/${surveyId}/${reason.page}`}>
                      {FIX_LINKS[reason.page]}
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
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
