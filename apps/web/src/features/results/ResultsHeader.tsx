import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { formatShortDate, progressPercent } from '@survey/domain/projects/listItem';
import { deliveryEta, formatEta } from '@survey/domain/results/eta';
import { resultsSurveyState } from '@survey/domain/results/surveyState';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CountriesDocument } from '../../gql/fieldwork/graphql.ts';
import {
  ProjectBySurveyIdDocument,
  type ProjectListFieldsFragment,
} from '../../gql/project/graphql.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';
import { FieldHealthNotice, FieldHealthPanel } from './fieldHealth/FieldHealthPanel.tsx';
import { useFieldHealth } from './fieldHealth/useFieldHealth.ts';
import { CostMenu } from './launch/CostMenu.tsx';
import { LaunchActionsMenu } from './launch/LaunchActionsMenu.tsx';
import { useLaunchState } from './launch/useLaunchState.ts';
import { FullLaunchDialog } from './LaunchDialogs.tsx';
import { RESULTS_TEXTS, softLaunchLabel } from './resultsTexts.ts';
import { PROGRESS_POLL_MS } from './useResultsProgress.ts';
import { useExclusionsChanged } from './useExclusionsChanged.ts';
import { combinedProgress } from './markets/marketScope.ts';
import { marketNames, useMarkets } from './markets/useMarkets.ts';
import { useMarketsProgress } from './markets/useMarketsProgress.ts';

interface ResultsHeaderProps {
  project: ProjectListFieldsFragment;
  surveyId: string;
}

/** A label over its value, for the header's facts. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A number per survey state: the field-health loader reloads when the state changes. */
const SURVEY_STATE_VERSION: Record<ReturnType<typeof resultsSurveyState>, number> = {
  draft: 0,
  scheduled: 1,
  live: 2,
  paused: 3,
  completed: 4,
  halted: 5,
};

/** Days from now to the end of the fieldwork's last day (its end date is a UTC calendar day). */
function daysUntil(endDate: string | null | undefined): number | null {
  if (!endDate) return null;
  const end = Date.parse(`${endDate.slice(0, 10)}T23:59:59Z`);
  return Number.isNaN(end) ? null : (end - Date.now()) / 86_400_000;
}

/**
 * Spec 3 §2 Headers and §4: completes progress, the cost menu (`CostMenu`), country, fieldwork dates, the soft-launch badge,
 * the delivery ETA while live (spec 3 §9), the places respondents in progress hold when they hold
 * every remaining one (issue 23 §4b; the ETA then waits for them), Full launch, and the Actions
 * menu (pause/unpause, end: the cost panel's component, `LaunchActionsMenu`). A live survey's
 * progress, order and state refresh every 10 s, so a soft launch reaching its sample or the
 * survey completing shows.
 */
export function ResultsHeader({ project, surveyId }: ResultsHeaderProps) {
  // Spec 3 §3: an unknown state reads as live here (the projects list reads it as draft).
  const surveyState = resultsSurveyState(project.surveys[0]?.state);
  const live = surveyState === 'live';
  // Spec 3 §4: an ended survey's header shows what was collected, no longer against the wanted.
  const ended = surveyState === 'completed' || surveyState === 'halted';
  // Spec 1 §2, spec 3 §2: a multi-market project's header has no country and no cost parts.
  const multiMarket = project.projectType === 'MultiMarket';
  const [fullLaunchOpen, setFullLaunchOpen] = useState(false);

  // Excluding poor-quality completes can reopen fielding for replacements (issue 38 §4).
  const exclusions = useExclusionsChanged();
  // Another watcher of the frame's query: it refreshes the survey state while live.
  const { refetch: refetchProject } = useQuery(ProjectBySurveyIdDocument, {
    variables: { surveyId },
    context: serviceContext.project,
    pollInterval: live ? PROGRESS_POLL_MS : 0,
  });
  // Field health (issue 25 §4): the job's reason in this header, the rates' panel below it.
  const fieldHealth = useFieldHealth(surveyId, live, SURVEY_STATE_VERSION[surveyState]).data;
  // Issue 37 §3: instead of a country, a multi-market project's header names its markets.
  const markets = useMarkets(surveyId, !multiMarket).data?.markets.markets;
  const countries = useQuery(CountriesDocument, {
    context: serviceContext.fieldwork,
    skip: multiMarket,
  }).data;
  const launch = useLaunchState(surveyId, surveyState, live, exclusions);
  const { controls, fieldwork, progressFailed, collected } = launch;
  // Issue 37 §3: a multi-market project's header counts every market's completes.
  const marketIds = useMemo(() => (markets ?? []).map((m) => m.surveyId), [markets]);
  const across = useMarketsProgress(marketIds, live).progress;
  const progress = multiMarket
    ? combinedProgress(surveyId, across?.values() ?? [])
    : launch.progress;
  useEffect(() => {
    if (exclusions > 0) void refetchProject();
  }, [exclusions, refetchProject]);
  const countryCode = fieldwork?.locale.country;
  const country =
    countries?.countries.find((c) => c.countryCode === countryCode)?.name ?? countryCode ?? '…';
  const { startDate, endDate } = fieldwork?.duration ?? {};
  const dates =
    startDate && endDate ? `${formatShortDate(startDate)} – ${formatShortDate(endDate)}` : '…';
  const placesHeld = live ? (progress?.placesHeld ?? 0) : 0;
  // Issue 38 §4: the header counts usable completes; excluded ones (poor quality) do not count.
  const usable = progress ? (progress.usableCompletes ?? progress.samplesCollected) : 0;
  const usableShare =
    progress && progress.samplesWanted > 0
      ? usable / progress.samplesWanted
      : (progress?.progress ?? 0);
  const eta =
    // The delivery ETA is one country's; a multi-market project's markets each have their own.
    live && progress && fieldwork && !multiMarket
      ? deliveryEta({
          samplesCollected: progress.samplesCollected,
          samplesWanted: progress.samplesWanted,
          incidenceRate: fieldwork.incidenceRate,
          countryCode: fieldwork.locale.country,
          estimatedDeliveryDays: daysUntil(endDate),
          placesHeld: progress.placesHeld ?? 0,
          heldForMs: progress.heldForMs ?? null,
        })
      : null;

  return (
    <>
      <Box
        component="section"
        aria-label="Fieldwork"
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 3,
          px: 6,
          py: 2,
          bgcolor: 'background.paper',
          boxShadow: 2,
          position: 'relative',
        }}
      >
        <Box sx={{ width: 220 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            Completes
          </Typography>
          <Typography
            variant="body2"
            component="p"
            sx={{ fontWeight: 600 }}
            data-testid="completes"
          >
            {progress
              ? ended
                ? RESULTS_TEXTS.collectedOnly(usable)
                : RESULTS_TEXTS.completes(usable, progress.samplesWanted)
              : progressFailed
                ? RESULTS_TEXTS.progressFailed
                : '…'}
          </Typography>
          <LinearProgress
            variant={progress ? 'determinate' : 'indeterminate'}
            value={progress ? progressPercent(usableShare) : undefined}
            aria-label="Completes collected"
            sx={{ mt: 0.5, height: 6, borderRadius: 3 }}
          />
          {placesHeld > 0 ? (
            <Typography
              variant="caption"
              color="text.secondary"
              component="p"
              sx={{ mt: 0.5 }}
              data-testid="places-held"
            >
              {RESULTS_TEXTS.placesHeld(placesHeld)}
            </Typography>
          ) : null}
        </Box>
        {multiMarket ? (
          <Fact label="Markets">{markets ? marketNames(markets) : '…'}</Fact>
        ) : (
          <Fact label="Country">{country}</Fact>
        )}
        <Fact label="Fieldwork dates">{dates}</Fact>
        {eta ? (
          <Fact label="Delivery">
            <span data-testid="eta">{formatEta(eta)}</span>
          </Fact>
        ) : null}
        {controls.softLaunchBadge ? (
          <Chip
            label={softLaunchLabel(controls.softLaunchBadge)}
            color={controls.softLaunchBadge === 'completed' ? 'success' : 'info'}
            variant="outlined"
            size="small"
            data-testid="soft-launch-badge"
            sx={{ fontWeight: 600 }}
          />
        ) : null}
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          {multiMarket ? null : (
            <CostMenu
              surveyState={surveyState}
              spend={progress?.spend}
              replaced={progress?.replacedCompletes}
            />
          )}
          {controls.fullLaunch ? (
            <Button variant="contained" onClick={() => setFullLaunchOpen(true)}>
              Full launch
            </Button>
          ) : null}
          <LaunchActionsMenu
            project={project}
            surveyId={surveyId}
            controls={controls}
            collected={collected}
          />
        </Box>
        {fieldHealth?.action ? <FieldHealthNotice action={fieldHealth.action} /> : null}
        {fullLaunchOpen ? (
          <FullLaunchDialog
            surveyId={surveyId}
            remaining={controls.fullLaunchSamples}
            onClose={() => setFullLaunchOpen(false)}
          />
        ) : null}
      </Box>
      {fieldHealth && fieldHealth.rates.length > 0 ? (
        <FieldHealthPanel rates={fieldHealth.rates} ended={ended} />
      ) : null}
    </>
  );
}
