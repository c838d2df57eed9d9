import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  CreateSurveyOrderDocument,
  type ConfirmOrderFieldsFragment,
} from '../../gql/order/graphql.ts';
import { ProjectBySurveyIdDocument } from '../../gql/project/graphql.ts';
import { config } from '../../lib/config.ts';
import { reportError } from '../../lib/errorReporting.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';
import { formatCost } from '../../lib/formatCost.ts';
import { PreviewLink } from '../survey/index.ts';
import { formatDay } from './confirmTexts.ts';
import { costLines } from './costLines.ts';
import { purchaseFailure, type PurchaseFailure } from './purchaseFailure.ts';
import { PurchaseProblem } from './PurchaseProblem.tsx';

export interface PurchaseQuote {
  amount: number;
  baseAmount: number;
  currency: string;
}

interface PurchaseDialogProps {
  surveyId: string;
  projectName: string;
  completes: number;
  startDay: string;
  softLaunchCompletes: number;
  quote: PurchaseQuote;
  /** Share of the completes the panel can deliver (the feasibility estimate). */
  feasibility: number;
  /** A new quote is on its way (after a price change): Purchase waits for it. */
  requoting: boolean;
  onRequote: () => void;
  onClose: () => void;
  onPurchased: (order: ConfirmOrderFieldsFragment) => void;
  onAlreadyBought: () => void;
}

/** Spec 3 §2 Purchase dialog: what is bought, Purchase and Preview, terms and support. */
export function PurchaseDialog(props: PurchaseDialogProps) {
  const { surveyId, projectName, completes, startDay, softLaunchCompletes, quote } = props;
  const id = useId();
  const [failure, setFailure] = useState<PurchaseFailure | null>(null);
  const sending = useRef(false);
  const [createOrder, { loading }] = useMutation(CreateSurveyOrderDocument, {
    context: { ...serviceContext.order, reportErrors: false },
    // The header's status badge and the projects list show the new state.
    refetchQueries: [{ query: ProjectBySurveyIdDocument, variables: { surveyId } }],
  });
  const cost = costLines(quote.amount, completes, quote.currency);

  const handlePurchase = async () => {
    // A second press while the first is on its way must not buy twice.
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      const { data } = await createOrder({
        variables: {
          surveyId,
          feasibility: props.feasibility,
          customerCPI: quote.amount,
          baseCPI: quote.baseAmount,
        },
      });
      if (data) props.onPurchased(data.createSurveyOrder);
    } catch (error) {
      const next = purchaseFailure(error);
      if (next.kind === 'alreadyBought') {
        props.onAlreadyBought();
        return;
      }
      if (next.kind === 'priceChanged') props.onRequote();
      // Refusals the dialog explains are expected; the rest goes to error tracking (spec 3 §8).
      if (next.kind === 'unreachable' || next.kind === 'refused') {
        reportError(error, { operation: 'CreateSurveyOrder', service: 'order' });
      }
      setFailure(next);
    } finally {
      sending.current = false;
    }
  };

  const busy = loading || props.requoting;
  return (
    <Dialog
      open
      onClose={loading ? undefined : props.onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>Purchase</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          You are buying {completes.toLocaleString('en-GB')} completes for{' '}
          <strong>{projectName}</strong>, starting on {formatDay(startDay)}.
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3 }}
        >
          <Typography component="dt" color="text.secondary">
            Cost per complete
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {formatCost(quote.amount, quote.currency)}
          </Typography>
          {softLaunchCompletes > 0 ? (
            <>
              <Typography component="dt" color="text.secondary">
                Soft launch
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {`First ${softLaunchCompletes.toLocaleString('en-GB')} completes`}
              </Typography>
            </>
          ) : null}
          <Typography component="dt" color="text.secondary" sx={{ fontWeight: 700 }}>
            Total
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {cost.total}
          </Typography>
        </Box>
        {failure ? <PurchaseProblem failure={failure} surveyId={surveyId} quote={quote} /> : null}
        <Typography variant="body2" sx={{ mt: 2 }}>
          By purchasing you agree to our{' '}
          <Link component={RouterLink} to="/terms" target="_blank" rel="noopener">
            terms
          </Link>
          .
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Questions before you buy? Contact{' '}
          <Link href={`mailto:${config.supportEmail}`}>{config.supportEmail}</Link>.
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose} disabled={loading}>
          Cancel
        </Button>
        <PreviewLink surveyId={surveyId} />
        <Button
          variant="contained"
          onClick={() => void handlePurchase()}
          loading={busy}
          loadingPosition="start"
        >
          {failure?.kind === 'unreachable' ? 'Try again' : 'Purchase'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
