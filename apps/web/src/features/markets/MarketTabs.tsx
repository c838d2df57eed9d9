import { RetryAlert } from '../../components/RetryAlert.tsx';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router';
import { MarketsDocument } from '../../gql/market/graphql.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';

/** A market's tab label: its country and the respondents' language. */
export const marketLabel = (m: { countryName: string; language: string }) =>
  `${m.countryName} (${m.language.toUpperCase()})`;

/**
 * Issue 37 §3: the market switcher of a multi-market project's audience page. Each market is a
 * survey with its own audience, so a tab is a link to that market's audience page; "Buy all
 * markets" opens the one purchase.
 */
export function MarketTabs({ surveyId }: { surveyId: string }) {
  const { data, error, refetch } = useQuery(MarketsDocument, {
    variables: { surveyId },
    context: serviceContext.market,
  });
  if (error) {
    return <RetryAlert retry={refetch}>The markets could not be loaded.</RetryAlert>;
  }
  if (!data) return <Skeleton height={48} sx={{ mx: 6 }} aria-label="Loading the markets" />;
  const { markets } = data.markets;
  const lead = markets[0]?.surveyId ?? surveyId;
  return (
    <Box
      component="nav"
      aria-label="Markets"
      sx={{ px: 6, pt: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      <Tabs value={surveyId} variant="scrollable" sx={{ flex: 1, minWidth: 0 }}>
        {markets.map((m) => (
          <Tab
            key={m.surveyId}
            value={m.surveyId}
            label={marketLabel(m)}
            component={RouterLink}
            to={`/survey/${encodeURIComponent(m.surveyId)}/audience`}
            aria-current={m.surveyId === surveyId ? 'page' : undefined}
          />
        ))}
      </Tabs>
      <Button
        variant="outlined"
        component={RouterLink}
        to={`/survey/${encodeURIComponent(lead)}/markets`}
      >
        Buy all markets
      </Button>
    </Box>
  );
}
