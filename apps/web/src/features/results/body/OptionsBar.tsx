import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import type { QualityResponse, WeightingInfo } from '@survey/domain/results/analysisContract';
import type { ResponseFilter, SummaryResponse } from '@survey/domain/results/contract';
import { lazy, Suspense, useId, useState } from 'react';
import type { ProjectListFieldsFragment } from '../../../gql/project/graphql.ts';
import {
  exportChartData,
  exportCharts,
  exportSurveyScript,
  PowerPointDialog,
  useFileExport,
} from '../../exports/index.ts';
import { DuplicateSurveyDialog } from '../../projects/index.ts';
import { PreviewLink } from '../../survey/index.ts';
import { TrackerButton } from '../../trackers/index.ts';
import { trackEvent } from '../../../lib/analytics.ts';
import { QUALITY_TEXTS } from '../quality/qualityTexts.ts';
import { QUOTA_TEXTS } from '../quotas/quotaState.ts';
import { OPTIONS_TEXTS } from './bodyTexts.ts';
import { WEIGHTING_TEXTS } from '../weighting/weightingTexts.ts';
import { useResultsSource } from '../data/resultsSource.ts';
import { useMarkets } from '../markets/useMarkets.ts';

// The request dialogs load when first opened: the results page's own chunk stays as it was.
const DataTablesDialog = lazy(async () => ({
  default: (await import('../requests/DataTablesDialog.tsx')).DataTablesDialog,
}));
const FollowUpDialog = lazy(async () => ({
  default: (await import('../requests/FollowUpDialog.tsx')).FollowUpDialog,
}));
const ExportDataDialog = lazy(async () => ({
  default: (await import('../requests/ExportDataDialog.tsx')).ExportDataDialog,
}));
const ShareDialog = lazy(async () => ({
  default: (await import('../share/ShareDialog.tsx')).ShareDialog,
}));
const WeightingDialog = lazy(async () => ({
  default: (await import('../weighting/WeightingDialog.tsx')).WeightingDialog,
}));
const DataQualityDialog = lazy(async () => ({
  default: (await import('../quality/DataQualityDialog.tsx')).DataQualityDialog,
}));

type OpenDialog =
  | 'duplicate'
  | 'powerPoint'
  | 'rawData'
  | 'dataTables'
  | 'followUp'
  | 'dataQuality'
  | 'share'
  | 'weighting'
  | null;

interface OptionsBarProps {
  project: ProjectListFieldsFragment;
  surveyId: string;
  completed: boolean;
  /** Null while the quotas load. */
  hasQuotas: boolean | null;
  showQuotas: boolean;
  onShowQuotasChange: (show: boolean) => void;
  /** The summary the page shows, and the filters it was taken with (the exports reflect both). */
  summary: SummaryResponse | undefined;
  filters: readonly ResponseFilter[];
  /** The flagged completes (issue 26 §3) and what to do once exclusions changed. */
  quality: { data: QualityResponse | undefined; failed: boolean };
  onExclusionsChanged: () => void;
  /** Weighted results asked for (the page's `weighted=1`), and switching it. */
  weighted: boolean;
  onWeightedChange: (weighted: boolean) => void;
  /** The weighting targets were saved or cleared (issue 38 §5): results are read again. */
  onWeightingChanged: () => void;
  /** Bought (not a draft): a tracker can be made of it (issue 39 §4). */
  bought: boolean;
}

/**
 * Weighted / Unweighted (issue 26 §2). Disabled, with the server's reason as its tooltip and
 * description, when the survey has nothing to weight to (no quotas) or before the first answer.
 */
function WeightingSwitch(props: {
  weighting: WeightingInfo | undefined;
  weighted: boolean;
  onChange: (weighted: boolean) => void;
}) {
  const reasonId = useId();
  const available = props.weighting?.available === true;
  const reason = props.weighting?.note ?? '';
  const group = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={props.weighted && available ? 'weighted' : 'unweighted'}
      disabled={!available}
      aria-label={OPTIONS_TEXTS.weightingLabel}
      aria-describedby={available ? undefined : reasonId}
      onChange={(_, value: string | null) => value && props.onChange(value === 'weighted')}
    >
      <ToggleButton value="unweighted">{OPTIONS_TEXTS.unweighted}</ToggleButton>
      <ToggleButton value="weighted">{OPTIONS_TEXTS.weighted}</ToggleButton>
    </ToggleButtonGroup>
  );
  if (available) return group;
  return (
    <Tooltip title={reason}>
      <span>
        {group}
        <span id={reasonId} hidden>
          {reason}
        </span>
      </span>
    </Tooltip>
  );
}

/**
 * Spec 3 §2 Results page options bar. Pause, End project and Full launch stay in the fieldwork
 * header above (one place only; README). Completed and halted surveys keep Preview, the exports and
 * Duplicate; Follow up shows only when completed; 'Request data tables' is enabled only then.
 * The office files are built in the browser (`../../exports/`); raw data, data tables and
 * follow-up have their dialogs (`../requests/`).
 */
export function OptionsBar(props: OptionsBarProps) {
  const { project, surveyId, completed, hasQuotas, showQuotas, onShowQuotasChange } = props;
  const { summary, filters, quality } = props;
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const quotasReasonId = useId();
  const dataTablesReasonId = useId();
  const client = useApolloClient();
  const fileExport = useFileExport(surveyId);
  // Spec 3 §5: no chart data before the first complete (the page shows no charts either).
  const noCharts = !summary || summary.samplesCollected === 0;
  const target = { client, surveyId, projectName: project.name };
  // Issue 37 §3: across markets, the PowerPoint names the markets and their completes wanted.
  const { acrossMarkets } = useResultsSource();
  const markets = useMarkets(surveyId, !acrossMarkets).data?.markets.markets;
  const marketsScope =
    acrossMarkets && markets
      ? {
          markets: markets.map((m) => m.countryName),
          samplesWanted: markets.reduce((n, m) => n + m.samplesNeeded, 0),
        }
      : undefined;
  const fileProps = (kind: 'script' | 'chartData' | 'charts') => ({
    size: 'small' as const,
    variant: 'text' as const,
    loading: fileExport.busy === kind,
    disabled: fileExport.busy !== null && fileExport.busy !== kind,
  });
  const requestProps = { size: 'small' as const, variant: 'text' as const };

  return (
    <Box
      component="section"
      aria-label="Results options"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <PreviewLink surveyId={surveyId} />
        <Button variant="outlined" onClick={() => setOpen('duplicate')}>
          Duplicate
        </Button>
        <Button
          {...fileProps('script')}
          onClick={() => void fileExport.run('script', () => exportSurveyScript(target))}
        >
          Export survey
        </Button>
        <Button
          {...fileProps('chartData')}
          disabled={fileProps('chartData').disabled || noCharts}
          onClick={() =>
            void fileExport.run('chartData', () => exportChartData(target, summary, filters))
          }
        >
          Chart data
        </Button>
        <Button
          {...requestProps}
          onClick={() => {
            trackEvent('Opened Export Dialog', { surveyId });
            setOpen('rawData');
          }}
        >
          Raw data
        </Button>
        <Button
          {...requestProps}
          disabled={!completed}
          aria-describedby={completed ? undefined : dataTablesReasonId}
          onClick={() => setOpen('dataTables')}
        >
          Request data tables
        </Button>
        {completed ? (
          <Button {...requestProps} onClick={() => setOpen('followUp')}>
            Follow up
          </Button>
        ) : null}
        <Button
          {...fileProps('charts')}
          disabled={fileProps('charts').disabled || noCharts}
          onClick={() => setOpen('powerPoint')}
        >
          Export to PowerPoint
        </Button>
        <Button
          {...requestProps}
          onClick={() => {
            trackEvent('Opened Data Quality', { surveyId });
            setOpen('dataQuality');
          }}
        >
          {QUALITY_TEXTS.button(quality.data ? quality.data.flaggedIncluded : null)}
        </Button>
        <Button {...requestProps} onClick={() => setOpen('share')}>
          Share
        </Button>
        {/* Beside Share, not in the fieldwork header: the header's controls are the spec's. */}
        <TrackerButton surveyId={surveyId} bought={props.bought} />
        <Box sx={{ flex: 1 }} />
        <WeightingSwitch
          weighting={summary?.weighting}
          weighted={props.weighted}
          onChange={props.onWeightedChange}
        />
        {/* Issue 38 §5: the researcher's own targets, beside the switch they weight. */}
        <Button {...requestProps} disabled={!props.bought} onClick={() => setOpen('weighting')}>
          {WEIGHTING_TEXTS.button}
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={showQuotas && hasQuotas === true}
              disabled={hasQuotas !== true}
              onChange={(event) => onShowQuotasChange(event.target.checked)}
              slotProps={{
                input: { 'aria-describedby': hasQuotas === false ? quotasReasonId : undefined },
              }}
            />
          }
          label="Show quotas"
        />
      </Box>
      {completed ? null : (
        <Typography id={dataTablesReasonId} variant="caption" color="text.secondary">
          {OPTIONS_TEXTS.dataTablesWhenCompleted}
        </Typography>
      )}
      {hasQuotas === false ? (
        <Typography id={quotasReasonId} variant="caption" color="text.secondary">
          {QUOTA_TEXTS.noneAdded}
        </Typography>
      ) : null}
      {open === 'powerPoint' ? (
        <PowerPointDialog
          busy={fileExport.busy === 'charts'}
          onClose={close}
          onExport={() =>
            void fileExport
              .run('charts', () => exportCharts(target, summary, filters, marketsScope))
              .then((saved) => saved && close())
          }
        />
      ) : null}
      {open === 'duplicate' ? <DuplicateSurveyDialog project={project} onClose={close} /> : null}
      <Suspense fallback={null}>
        {open === 'rawData' ? (
          <ExportDataDialog
            surveyId={surveyId}
            multiMarket={project.projectType === 'MultiMarket'}
            onClose={close}
          />
        ) : null}
        {open === 'dataTables' ? <DataTablesDialog surveyId={surveyId} onClose={close} /> : null}
        {open === 'followUp' ? <FollowUpDialog surveyId={surveyId} onClose={close} /> : null}
        {open === 'share' ? (
          <ShareDialog surveyId={surveyId} crosstab={null} onClose={close} />
        ) : null}
        {open === 'weighting' ? (
          <WeightingDialog
            surveyId={surveyId}
            onClose={close}
            onChanged={props.onWeightingChanged}
          />
        ) : null}
        {open === 'dataQuality' ? (
          <DataQualityDialog
            surveyId={surveyId}
            quality={quality.data}
            failed={quality.failed}
            onClose={close}
            onChanged={props.onExclusionsChanged}
          />
        ) : null}
      </Suspense>
    </Box>
  );
}

interface ReadOnlyOptionsBarProps {
  surveyId: string;
  projectName: string;
  /** The filters the summary was taken with (the chart data file names them). */
  filters: readonly ResponseFilter[];
  hasQuotas: boolean | null;
  showQuotas: boolean;
  onShowQuotasChange: (show: boolean) => void;
  summary: SummaryResponse | undefined;
  weighted: boolean;
  onWeightedChange: (weighted: boolean) => void;
}

/**
 * The options bar of a read-only viewer (a share link, issue 39 §1): how the results are shown
 * (weighting, quotas) and nothing that exports, requests, duplicates or changes the data.
 */
export function ReadOnlyOptionsBar(props: ReadOnlyOptionsBarProps) {
  const { hasQuotas, showQuotas, onShowQuotasChange, summary } = props;
  const quotasReasonId = useId();
  const { api } = useResultsSource();
  const fileExport = useFileExport(props.surveyId);
  return (
    <Box
      component="section"
      aria-label="Results options"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 3 }}
    >
      <Button
        size="small"
        variant="text"
        loading={fileExport.busy === 'chartData'}
        disabled={!summary || summary.samplesCollected === 0}
        onClick={() =>
          void fileExport.run('chartData', () =>
            exportChartData({ projectName: props.projectName }, summary, props.filters, api.themes),
          )
        }
      >
        Chart data
      </Button>
      <Box sx={{ flex: 1 }} />
      <WeightingSwitch
        weighting={props.summary?.weighting}
        weighted={props.weighted}
        onChange={props.onWeightedChange}
      />
      <FormControlLabel
        control={
          <Switch
            checked={showQuotas && hasQuotas === true}
            disabled={hasQuotas !== true}
            onChange={(event) => onShowQuotasChange(event.target.checked)}
            slotProps={{
              input: { 'aria-describedby': hasQuotas === false ? quotasReasonId : undefined },
            }}
          />
        }
        label="Show quotas"
      />
      {hasQuotas === false ? (
        <Typography id={quotasReasonId} variant="caption" color="text.secondary">
          {QUOTA_TEXTS.noneAdded}
        </Typography>
      ) : null}
    </Box>
  );
}
