import { useQuery } from '@apollo/client/react';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { MarketsDocument } from '../../gql/market/graphql.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';
import { PreviewLink } from './PreviewLink.tsx';

/**
 * A market's Preview (issue 37 §3): the one questionnaire (the lead's) in the market's language, as
 * its respondents meet it. Disabled until the market's language is known (the market tabs ask the
 * same query), so that a click never opens another language.
 */
export function MarketPreviewLink({ surveyId, leadId }: { surveyId: string; leadId: string }) {
  const { data } = useQuery(MarketsDocument, {
    variables: { surveyId },
    context: serviceContext.market,
  });
  const language = data?.markets.markets.find((m) => m.surveyId === surveyId)?.language;
  if (!language) {
    return (
      <Button variant="outlined" disabled endIcon={<OpenInNew aria-hidden="true" />}>
        Preview
      </Button>
    );
  }
  return <PreviewLink surveyId={leadId} lang={language} />;
}
