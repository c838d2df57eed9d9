import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import {
  MarketPurchaseDocument,
  MarketsDocument,
  MarketsQuoteDocument,
  PurchaseMarketsDocument,
} from '../../gql/market/graphql.ts';
import { formatCost } from '../../lib/formatCost.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';
import { NotFoundPage } from '../errors/index.ts';
import { isSurveyId, SurveyFrame } from '../survey/index.ts';
import { marketLabel } from './MarketTabs.tsx';

const gbp = (amount: number) => formatCost(amount, 'GBP');

/** The total reads like the lines above it, in bold (a table footer is small and grey by default). */
const TOTAL_CELL = { fontWeight: 700, fontSize: '0.875rem', color: 'text.primary' };

interface Line {
  surveyId: string;
  label: string;
  completes: number;
  cpi: number;
  total: number;
}

function CostTable({ lines, total, caption }: { lines: Line[]; total: number; caption: string }) {
  return (
    <Table aria-label={caption} size="small">
      <TableHead>
        <TableRow>
          <TableCell>Market</TableCell>
          <TableCell align="right">Completes</TableCell>
          <TableCell align="right">Cost per complete</TableCell>
          <TableCell align="right">Cost</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((l) => (
          <TableRow key={l.surveyId}>
            <TableCell>{l.label}</TableCell>
            <TableCell align="right">{l.completes.toLocaleString('en-GB')}</TableCell>
            <TableCell align="right">{gbp(l.cpi)}</TableCell>
            <TableCell align="right">{gbp(l.total)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter sx={{ '& .MuiTableCell-root': TOTAL_CELL }}>
        <TableRow>
          <TableCell component="th" scope="row" colSpan={3}>
            Total
          </TableCell>
          <TableCell align="right" data-testid="markets-total">
            {gbp(total)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/** Each market's cost and the one total; buys every market in one order (issue 37 §3). */
function MarketsPurchase({ surveyId }: { surveyId: string }) {
  const ctx = { context: serviceContext.market, variables: { surveyId } };
  const markets = useQuery(MarketsDocument, ctx);
  const quote = useQuery(MarketsQuoteDocument, { ...ctx, fetchPolicy: 'network-only' });
  const bought = useQuery(MarketPurchaseDocument, { ...ctx, fetchPolicy: 'network-only' });
  const [purchase, purchasing] = useMutation(PurchaseMarketsDocument, {
    context: serviceContext.market,
  });
  const [failure, setFailure] = useState<string | null>(null);

  const labelOf = (id: string, code: string) => {
    const m = markets.data?.markets.markets.find((x) => x.surveyId === id);
    return m ? marketLabel(m) : code;
  };
  const error = markets.error ?? quote.error ?? bought.error;
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              void markets.refetch().catch(() => undefined);
              void quote.refetch().catch(() => undefined);
              void bought.refetch().catch(() => undefined);
            }}
          >
            Try again
          </Button>
        }
      >
        The markets could not be loaded.
      </Alert>
    );
  }
  const done = purchasing.data?.purchaseMarkets ?? bought.data?.marketPurchase;
  if (done) {
    return (
      <>
        <Alert severity="success" sx={{ mb: 3 }} role="status">
          All {done.markets.length} markets are bought in one order. Total {gbp(done.total)}.
        </Alert>
        <CostTable
          caption="Markets bought"
          total={done.total}
          lines={done.markets.map((m) => ({
            surveyId: m.surveyId,
            label: labelOf(m.surveyId, m.countryCode),
            completes: m.completes,
            cpi: m.cpi,
            total: m.total,
          }))}
        />
      </>
    );
  }
  const q = quote.data?.marketsQuote;
  if (!q || !markets.data) return <Skeleton height={240} aria-label="Loading the prices" />;
  const infeasible = q.markets.filter((m) => !m.isFeasible);

  const buy = async () => {
    setFailure(null);
    try {
      await purchase({
        variables: {
          surveyId,
          total: q.total,
          markets: q.markets.map((m) => ({
            surveyId: m.surveyId,
            customerCPI: m.cpi.amount,
            baseCPI: m.cpi.baseAmount,
            feasibility: m.feasibility,
          })),
        },
      });
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'The markets could not be bought.');
      void quote.refetch().catch(() => undefined);
    }
  };

  return (
    <>
      <CostTable
        caption="Cost per market"
        total={q.total}
        lines={q.markets.map((m) => ({
          surveyId: m.surveyId,
          label: labelOf(m.surveyId, m.countryCode),
          completes: m.completes,
          cpi: m.cpi.amount,
          total: m.total,
        }))}
      />
      {infeasible.length > 0 ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Not feasible: {infeasible.map((m) => labelOf(m.surveyId, m.countryCode)).join(', ')}.
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="contained" onClick={() => void buy()} disabled={purchasing.loading}>
          {purchasing.loading ? 'Buying…' : `Buy all markets for ${gbp(q.total)}`}
        </Button>
      </Box>
    </>
  );
}

/** /survey/{surveyId}/markets: the one purchase of a multi-market project's markets. */
export function MarketsPurchasePage() {
  const { surveyId } = useParams();
  if (!isSurveyId(surveyId)) return <NotFoundPage />;
  return (
    <SurveyFrame key={surveyId} surveyId={surveyId}>
      {(project) =>
        project.projectType === 'MultiMarket' ? (
          <Box component="main" sx={{ px: 6, py: 4, maxWidth: 960 }}>
            <Link
              component={RouterLink}
              to={`/survey/${encodeURIComponent(surveyId)}/audience`}
              sx={{ display: 'inline-block', mb: 2 }}
            >
              Back to the audience
            </Link>
            <Typography variant="h1" sx={{ mb: 1 }}>
              Buy all markets
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {project.name}: every market is bought in one order with one total.
            </Typography>
            <Paper variant="outlined" sx={{ p: 3 }}>
              <MarketsPurchase surveyId={surveyId} />
            </Paper>
          </Box>
        ) : (
          <NotFoundPage />
        )
      }
    </SurveyFrame>
  );
}
