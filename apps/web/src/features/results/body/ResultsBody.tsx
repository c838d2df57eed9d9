import Box from '@mui/material/Box';
import { announceExclusionsChanged } from '../useExclusionsChanged.ts';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ResponseFilter } from '@survey/domain/results/contract';
import { resultsSurveyState } from '@survey/domain/results/surveyState';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { trackEvent } from '../../../lib/analytics.ts';
import { useStructurallyStable } from '../../../lib/useStructurallyStable.ts';
import type { ProjectListFieldsFragment } from '../../../gql/project/graphql.ts';
import type { CardView } from '../cards/chartData.ts';
import { ResultCard } from '../cards/ResultCard.tsx';
import { resultPipeText } from '../cards/resultPipes.ts';
import { resultsTabIds, ResultsViewTabs } from '../crosstab/ResultsViewTabs.tsx';
import { useResultsView } from '../crosstab/useResultsView.ts';
import { ResultsDataVersion } from '../data/resultsDataVersion.ts';
import { useResultsSource } from '../data/resultsSource.ts';
import { useQuotas, useSummary } from '../data/useResultsData.ts';
import { filterGroups, toggleFilterOption, withThemeOption } from '../filters/filterQuestions.ts';
import type { ThemeFilter } from '../cards/TextThemes.tsx';
import { FilterPanel } from '../filters/FilterPanel.tsx';
import { useFilterEvents } from '../filters/filterEvents.ts';
import { useAddressFilters } from '../filters/useAddressFilters.ts';
import { useQuality } from '../quality/useQuality.ts';
import { QuotaCard } from '../quotas/QuotaCard.tsx';
import { RESULTS_TEXTS } from '../resultsTexts.ts';
import { completesLine, OPTIONS_TEXTS } from './bodyTexts.ts';
import { OptionsBar, ReadOnlyOptionsBar } from './OptionsBar.tsx';
import { WeightingNote } from './WeightingNote.tsx';

const NO_FILTERS: readonly ResponseFilter[] = [];

// The crosstab view loads when first shown: the charts view, the default, is unchanged.
const CrosstabView = lazy(async () => ({
  default: (await import('../crosstab/CrosstabView.tsx')).CrosstabView,
}));

interface ResultsBodyProps {
  surveyId: string;
  projectName: string;
  /** The survey's state (live, paused, completed, …); undefined while unknown. */
  surveyState: string | undefined;
  /**
   * The researcher's project, for the options bar (exports, requests, data quality). A read-only
   * viewer (a share link, `ResultsSource`) has none: only the view switches show.
   */
  project?: ProjectListFieldsFragment;
}

/**
 * Spec 3 §2 Results page below the headers: the options bar and result cards on the left, the
 * filter panel on the right. Lazy-loaded with the chart library (ResultsPage).
 */
export function ResultsBody({ project, projectName, surveyId, ...props }: ResultsBodyProps) {
  const { readOnly, acrossMarkets } = useResultsSource();
  const surveyState = resultsSurveyState(props.surveyState);
  const live = surveyState === 'live';
  const completed = surveyState === 'completed';
  const [showQuotas, setShowQuotas] = useState(true);
  // The view, Weighted and the filters are kept in the address (`view=crosstab`, `weighted=1`,
  // `filters=`): a reload or a shared link keeps them.
  const { view, setView, weighted, setWeighted } = useResultsView();
  const { filters, setFilters, themes, setThemes } = useAddressFilters();
  // A theme clicked on a free-text card toggles like an option of the panel (issue 26 §4).
  const filterByTheme = useCallback<ThemeFilter>(
    (entry, theme) => {
      trackEvent('Filtered By Theme', { surveyId });
      setThemes((known) => withThemeOption(known, entry, theme));
      setFilters((current) =>
        toggleFilterOption(current, { questionId: entry.id, matrixTitleId: null }, theme.id),
      );
    },
    [surveyId, setFilters, setThemes],
  );
  useEffect(() => trackEvent('Viewed Results', { surveyId }), [surveyId]);
  // Each card's Chart / Table, kept here: switching Weighted loads another summary and draws the
  // cards again, and each keeps its view.
  const [cardViews, setCardViews] = useState<ReadonlyMap<string, CardView>>(new Map());
  const setCardView = useCallback(
    (entryId: string, next: CardView) => setCardViews((views) => new Map(views).set(entryId, next)),
    [],
  );
  useFilterEvents(surveyId, filters);
  // Bumped after exclusions change: the summary, the quotas and the flagged list load again at
  // once, and every view below through ResultsDataVersion.
  const [exclusionsVersion, setExclusionsVersion] = useState(0);
  const summary = useSummary(surveyId, filters, live, weighted, exclusionsVersion);
  const quality = useQuality(surveyId, live, exclusionsVersion);
  const weighting = summary.data?.weighting;
  const quotas = useQuotas(surveyId, live, exclusionsVersion);
  const entries = summary.data?.results;
  // Equal groups from a summary of the same questions keep their identity: the panel's memoised
  // checkboxes are not drawn again when only counts changed.
  const groups = useStructurallyStable(useMemo(() => filterGroups(entries ?? []), [entries]));
  // The same labels keep their identity, so new counts do not draw the memoised cards again.
  const labels = useStructurallyStable(
    useMemo(() => (entries ?? []).map((e) => ({ id: e.id, label: e.label })), [entries]),
  );
  const pipeText = useMemo(() => resultPipeText(labels), [labels]);
  // A failed quotas call still shows the card, with 'No quotas are available for this survey.'
  const hasQuotas = quotas.data ? quotas.data.hasQuotas : quotas.failed ? true : null;
  // The cards count with the filters the answer was taken with, not the ones still debouncing.
  const answeredFilters = summary.dataQuery ?? NO_FILTERS;

  const page = (
    <Box sx={{ display: 'flex', alignItems: 'stretch', minHeight: 480 }}>
      <Box
        component="section"
        aria-labelledby="results-title"
        sx={{ flex: 1, minWidth: 0, px: 6, py: 4 }}
      >
        <Typography id="results-title" variant="h2" sx={{ mb: 2 }}>
          Results
        </Typography>
        {project && !readOnly ? (
          <OptionsBar
            project={project}
            surveyId={surveyId}
            completed={completed}
            hasQuotas={hasQuotas}
            showQuotas={showQuotas}
            onShowQuotasChange={setShowQuotas}
            summary={summary.data}
            filters={answeredFilters}
            quality={quality}
            bought={props.surveyState !== undefined && props.surveyState !== 'draft'}
            onExclusionsChanged={() => {
              setExclusionsVersion((v) => v + 1);
              announceExclusionsChanged();
            }}
            weighted={weighted}
            onWeightedChange={(on) => {
              trackEvent(on ? 'Turned Weighting On' : 'Turned Weighting Off', { surveyId });
              setWeighted(on);
            }}
            onWeightingChanged={() => {
              // New weights: the results are read again (the version the exclusions move too),
              // and shown weighted, as the researcher just chose the weights.
              setExclusionsVersion((v) => v + 1);
              setWeighted(true);
            }}
          />
        ) : (
          <ReadOnlyOptionsBar
            surveyId={surveyId}
            projectName={projectName}
            filters={answeredFilters}
            hasQuotas={hasQuotas}
            showQuotas={showQuotas}
            onShowQuotasChange={setShowQuotas}
            summary={summary.data}
            weighted={weighted}
            onWeightedChange={setWeighted}
          />
        )}
        <ResultsViewTabs
          view={view}
          onChange={(next) => {
            trackEvent('Opened Results Tab', {
              surveyId,
              tab: next === 'crosstab' ? 'crosstabs' : 'charts',
            });
            setView(next);
          }}
        />
        <Box
          role="tabpanel"
          id={resultsTabIds('crosstab').panel}
          aria-labelledby={resultsTabIds('crosstab').tab}
          hidden={view !== 'crosstab'}
        >
          {view === 'crosstab' ? (
            <Suspense fallback={<LinearProgress aria-label="Loading the crosstab" />}>
              <CrosstabView
                surveyId={surveyId}
                projectName={projectName}
                summary={summary.data}
                summaryFailed={summary.failed}
                filters={answeredFilters}
                onFiltersChange={setFilters}
                live={live}
              />
            </Suspense>
          ) : null}
        </Box>
        <Box
          role="tabpanel"
          id={resultsTabIds('charts').panel}
          aria-labelledby={resultsTabIds('charts').tab}
          sx={{ display: view === 'charts' ? 'flex' : 'none', flexDirection: 'column', gap: 3 }}
        >
          {/* Across markets, each market's quotas are in the markets table (MarketsPanel). */}
          {showQuotas && hasQuotas === true && !acrossMarkets ? (
            <QuotaCard quotas={quotas.data} failed={quotas.failed} />
          ) : null}
          {summary.data ? (
            <Typography variant="body2" color="text.secondary" data-testid="results-count">
              {completesLine(
                {
                  collected: summary.data.samplesCollected,
                  filtered: summary.data.samplesCollectedFiltered,
                  filtering: answeredFilters.length > 0,
                },
                quality.data?.excludedCount,
              )}
            </Typography>
          ) : null}
          {weighting?.applied ? <WeightingNote weighting={weighting} /> : null}
          {summary.failed ? (
            <Typography variant="body2" color="text.secondary" role="status">
              {OPTIONS_TEXTS.resultsFailed}
            </Typography>
          ) : null}
          {!summary.data && !summary.failed ? (
            <LinearProgress aria-label="Loading results" />
          ) : null}
          {summary.data && summary.data.samplesCollected === 0 ? (
            <Typography color="text.secondary">{RESULTS_TEXTS.body}</Typography>
          ) : null}
          {summary.data && summary.data.samplesCollected > 0
            ? summary.data.results.map((entry) => (
                <ResultCard
                  key={entry.id}
                  surveyId={surveyId}
                  entry={entry}
                  filters={answeredFilters}
                  live={live}
                  onThemeFilter={filterByTheme}
                  pipeText={pipeText}
                  view={cardViews.get(entry.id) ?? 'chart'}
                  onViewChange={setCardView}
                  weighted={weighting?.applied === true}
                />
              ))
            : null}
        </Box>
      </Box>
      <FilterPanel
        groups={groups}
        filters={filters}
        onChange={setFilters}
        pending={summary.pending}
        themes={themes}
      />
    </Box>
  );
  // Every view below re-reads once the exclusions change (the crosstab, texts, themes).
  return (
    <ResultsDataVersion.Provider value={exclusionsVersion}>{page}</ResultsDataVersion.Provider>
  );
}
