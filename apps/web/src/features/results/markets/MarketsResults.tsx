import { RetryAlert } from '../../../components/RetryAlert.tsx';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { stateLabel } from '@survey/domain/projects/listItem';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { resultsApi } from '../../../lib/resultsApi.ts';
import { ResultsSourceContext, type ResultsSource } from '../data/resultsSource.ts';
import { RESULTS_TEXTS } from '../resultsTexts.ts';
import { acrossMarkets, ALL_MARKETS, MARKET_PARAM, marketFromParam } from './marketScope.ts';
import { useMarkets } from './useMarkets.ts';
import { useMarketsProgress } from './useMarketsProgress.ts';

const ACROSS: ResultsSource = {
  api: acrossMarkets(resultsApi),
  readOnly: false,
  acrossMarkets: true,
};
const OWN: ResultsSource = { api: resultsApi, readOnly: false };

interface MarketsResultsProps {
  surveyId: string;
  /** The results below, for the survey they read (the chosen market's, or the page's for all). */
  children: (surveyId: string) => ReactNode;
}

/**
 * Issue 37 §3: above a multi-market project's results, the market selector ('All markets' or one
 * market, kept in the address) and each market's progress (completes / target, status, its quotas
 * one click away: choosing the market shows its quota card). 'All markets' reads the summary,
 * texts and crosstab across the markets, so Market is a filter and a banner choice.
 */
export function MarketsResults({ surveyId, children }: MarketsResultsProps) {
  const { data, error, refetch } = useMarkets(surveyId);
  const [params, setParams] = useSearchParams();
  const markets = useMemo(() => data?.markets.markets ?? [], [data]);
  const ids = useMemo(() => markets.map((m) => m.surveyId), [markets]);
  const live = markets.some((m) => m.state === 'live');
  const { progress, failed } = useMarketsProgress(ids, live);
  const market = marketFromParam(params.get(MARKET_PARAM), ids);
  const choose = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === ALL_MARKETS) updated.delete(MARKET_PARAM);
      else updated.set(MARKET_PARAM, next);
      return updated;
    });

  if (error) {
    return <RetryAlert retry={refetch}>The markets could not be loaded.</RetryAlert>;
  }
  if (!data) return <Skeleton height={120} sx={{ mx: 6 }} aria-label="Loading the markets" />;
  const all = market === ALL_MARKETS;
  return (
    <>
      <Box
        component="section"
        aria-labelledby="markets-title"
        sx={{ px: 6, pt: 3, display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <Box sx={{ minWidth: 220 }}>
          <Typography id="markets-title" variant="h3" sx={{ mb: 1.5 }}>
            Markets
          </Typography>
          <TextField
            select
            size="small"
            label="Market"
            value={market}
            onChange={(e) => choose(e.target.value)}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value={ALL_MARKETS}>All markets</MenuItem>
            {markets.map((m) => (
              <MenuItem key={m.surveyId} value={m.surveyId}>
                {m.countryName}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Table size="small" aria-labelledby="markets-title" sx={{ flex: 1, minWidth: 420 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Market
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                Completes
              </TableCell>
              <TableCell component="th" scope="col">
                Status
              </TableCell>
              <TableCell component="th" scope="col">
                Quotas
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {markets.map((m) => {
              const p = progress?.get(m.surveyId);
              return (
                <TableRow key={m.surveyId} selected={m.surveyId === market}>
                  <TableCell component="th" scope="row">
                    {m.countryName}
                  </TableCell>
                  <TableCell align="right" data-testid="market-completes">
                    {p
                      ? RESULTS_TEXTS.completes(
                          p.usableCompletes ?? p.samplesCollected,
                          p.samplesWanted,
                        )
                      : failed
                        ? RESULTS_TEXTS.progressFailed
                        : '…'}
                  </TableCell>
                  <TableCell>{stateLabel(m.state)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => choose(m.surveyId)}
                      aria-label={`Show quotas of ${m.countryName}`}
                      disabled={m.surveyId === market}
                    >
                      Show quotas
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <ResultsSourceContext.Provider key={market} value={all ? ACROSS : OWN}>
        {children(all ? surveyId : market)}
      </ResultsSourceContext.Provider>
    </>
  );
}
