import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AudienceFieldworkDocument } from '../../gql/fieldwork/graphql.ts';
import { AudienceQuestionnaireSummaryDocument } from '../../gql/questionnaire/graphql.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';
import { NotFoundPage } from '../errors/index.ts';
import {
  isNotFound,
  isSurveyId,
  SurveyFrame,
  SurveyHeader,
  stepTargets,
  SurveyUnavailable,
  type StepTargets,
} from '../survey/index.ts';
import { AUDIENCE_LOAD_ERRORS, LoadError } from './LoadError.tsx';
import { useAudienceStore } from './audienceStore.ts';
import { CostPanel } from './cost/CostPanel.tsx';
import { trackEvent } from '../../lib/analytics.ts';
import { EditAudienceDialog } from './dialog/EditAudienceDialog.tsx';
import { AudienceSummary } from './page/AudienceSummary.tsx';
import { CountryPicker } from './page/CountryPicker.tsx';
import { MarketCountry } from './page/MarketCountry.tsx';
import { PresetPicker } from './page/PresetPicker.tsx';
import { StepNavigation } from './page/StepNavigation.tsx';
import { MarketTabs } from '../markets/index.ts';

/** Spec 2 §9: fieldwork (incidence, estimates) is polled on the audience page. */
export const FIELDWORK_POLL_MS = 120_000;
export const INVALID_AUDIENCE_TOOLTIP =
  "There are errors in your targeting and sampling. You'll need to resolve them before launch.";

function AudienceBody({ surveyId, targets }: { surveyId: string; targets: StepTargets }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const { audience, error, dispatch, refetch } = useAudienceStore(surveyId);
  useQuery(AudienceFieldworkDocument, {
    variables: { surveyId },
    context: serviceContext.fieldwork,
    pollInterval: FIELDWORK_POLL_MS,
  });
  // A market's questions are the lead's (the questionnaire every market shares).
  const summary = useQuery(AudienceQuestionnaireSummaryDocument, {
    variables: { surveyId: targets.questionnaireSurveyId },
    context: serviceContext.questionnaire,
    // The lead's questionnaire is edited on another market's page too: never only the cache.
    ...(targets.market && { fetchPolicy: 'cache-and-network' as const }),
  });
  const hasQuestions = (summary.data?.draftQuestionnaireSummary?.entryCount ?? 0) > 0;
  if (isNotFound(error)) return <SurveyUnavailable />;
  if (error && !audience) {
    return (
      <Box sx={{ m: 6 }}>
        <LoadError message={AUDIENCE_LOAD_ERRORS.summary} onRetry={refetch} />
      </Box>
    );
  }
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: 6,
          py: 2,
        }}
      >
        <StepNavigation surveyId={surveyId} targets={targets} />
      </Box>
      <Box sx={{ px: 6, pb: 2 }}>
        <CostPanel surveyId={surveyId} hasQuestions={hasQuestions} />
      </Box>
      <Box
        component="main"
        aria-labelledby="audience-title"
        sx={{
          px: 6,
          pb: 4,
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 360px) 1fr' },
        }}
      >
        <Typography id="audience-title" variant="h2" sx={{ gridColumn: '1 / -1' }}>
          Audience
        </Typography>
        <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 3, alignContent: 'start' }}>
          {audience ? (
            <>
              {targets.market ? (
                <MarketCountry countryCode={audience.countryCode} />
              ) : (
                <CountryPicker surveyId={surveyId} countryCode={audience.countryCode} />
              )}
              <PresetPicker
                countryCode={audience.countryCode}
                active={audience.activePresetAudience}
                dispatch={dispatch}
              />
            </>
          ) : (
            <Skeleton height={200} />
          )}
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="your-sample-title"
          sx={{ p: 3 }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
            <Typography id="your-sample-title" variant="h3" sx={{ flex: 1 }}>
              Your sample
            </Typography>
            {audience && !audience.isValid ? (
              <Tooltip title={INVALID_AUDIENCE_TOOLTIP}>
                <Alert severity="error" sx={{ py: 0 }} tabIndex={0}>
                  Invalid audience
                </Alert>
              </Tooltip>
            ) : null}
            <Button
              variant="outlined"
              onClick={() => {
                trackEvent('Opened Targeting Dialog', { surveyId });
                setEditing(true);
              }}
              disabled={!audience}
            >
              Edit targeting and screening
            </Button>
          </Box>
          <Typography sx={{ mb: 2 }}>The following audience will answer your survey.</Typography>
          {audience ? <AudienceSummary audience={audience} /> : <Skeleton height={120} />}
        </Paper>
        <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={() => void navigate(targets.questionnairePath)}>
            To survey
          </Button>
        </Box>
      </Box>
      {editing && audience ? (
        <EditAudienceDialog
          surveyId={surveyId}
          hasQuestions={hasQuestions}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </>
  );
}

/** /survey/{surveyId}/audience: country, preset, the sample and its cost (spec 2 §2). */
export function AudiencePage() {
  const { surveyId } = useParams();
  if (!isSurveyId(surveyId)) return <NotFoundPage />;
  return (
    <SurveyFrame key={surveyId} surveyId={surveyId}>
      {(project) => (
        <>
          <SurveyHeader project={project} surveyId={surveyId} page="audience" />
          {project.projectType === 'MultiMarket' ? <MarketTabs surveyId={surveyId} /> : null}
          <AudienceBody surveyId={surveyId} targets={stepTargets(project, surveyId)} />
        </>
      )}
    </SurveyFrame>
  );
}
