import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import type { ResponseFilter, SummaryResponse } from '@survey/domain/results/contract';
import { useId, useState } from 'react';
import type { ProjectListFieldsFragment } from '../../../gql/project/graphql.ts';
import { exportChartData, exportCharts, exportSurveyScript } from '../../exports/officeFiles.ts';
import { PowerPointDialog } from '../../exports/PowerPointDialog.tsx';
import { useFileExport } from '../../exports/useFileExport.ts';
import { DuplicateSurveyDialog } from '../../projects/dialogs/DuplicateSurveyDialog.tsx';
import { PreviewLink } from '../../survey/PreviewLink.tsx';
import { QUOTA_TEXTS } from '../quotas/quotaState.ts';
import { OPTIONS_TEXTS } from './bodyTexts.ts';

/**
 * Whether the export issue's server endpoints exist (spec 3 §7 Raw-data export, Data-table
 * request). Until then those show disabled with their reason beside them; the client-side files
 * (Export survey, Chart data, Export to PowerPoint) work already.
 */
export const RESULTS_EXPORTS_AVAILABLE = false;

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
}

/**
 * Spec 3 §2 Results page options bar. Pause, End project and Full launch stay in the fieldwork
 * header above (one place only; README). Completed and halted surveys keep Preview, the exports and
 * Duplicate; Follow up shows only when completed; 'Request data tables' is enabled only then.
 */
export function OptionsBar(props: OptionsBarProps) {
  const { project, surveyId, completed, hasQuotas, showQuotas, onShowQuotasChange } = props;
  const { summary, filters } = props;
  const [duplicating, setDuplicating] = useState(false);
  const [powerPoint, setPowerPoint] = useState(false);
  const client = useApolloClient();
  const fileExport = useFileExport();
  // Spec 3 §5: no chart data before the first complete (the page shows no charts either).
  const noCharts = !summary || summary.samplesCollected === 0;
  const target = { client, surveyId, projectName: project.name };
  const fileProps = (kind: 'script' | 'chartData' | 'charts') => ({
    size: 'small' as const,
    variant: 'text' as const,
    loading: fileExport.busy === kind,
    disabled: fileExport.busy !== null && fileExport.busy !== kind,
  });
  const exportsReasonId = useId();
  const quotasReasonId = useId();
  const exportDisabled = !RESULTS_EXPORTS_AVAILABLE;
  const exportProps = {
    size: 'small' as const,
    variant: 'text' as const,
    disabled: exportDisabled,
    'aria-describedby': exportsReasonId,
  };

  return (
    <Box
      component="section"
      aria-label="Results options"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 3 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <PreviewLink surveyId={surveyId} />
        <Button variant="outlined" onClick={() => setDuplicating(true)}>
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
        <Button {...exportProps}>Raw data</Button>
        <Button {...exportProps} disabled={exportDisabled || !completed}>
          Request data tables
        </Button>
        {completed ? <Button {...exportProps}>Follow up</Button> : null}
        <Button
          {...fileProps('charts')}
          disabled={fileProps('charts').disabled || noCharts}
          onClick={() => setPowerPoint(true)}
        >
          Export to PowerPoint
        </Button>
        <Box sx={{ flex: 1 }} />
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
      <Typography id={exportsReasonId} variant="caption" color="text.secondary">
        {completed ? OPTIONS_TEXTS.exportsSoon : OPTIONS_TEXTS.exportsSoonDataTables}
      </Typography>
      {hasQuotas === false ? (
        <Typography id={quotasReasonId} variant="caption" color="text.secondary">
          {QUOTA_TEXTS.noneAdded}
        </Typography>
      ) : null}
      {powerPoint ? (
        <PowerPointDialog
          busy={fileExport.busy === 'charts'}
          onClose={() => setPowerPoint(false)}
          onExport={() =>
            void fileExport
              .run('charts', () => exportCharts(target, summary, filters))
              .then((saved) => saved && setPowerPoint(false))
          }
        />
      ) : null}
      {duplicating ? (
        <DuplicateSurveyDialog project={project} onClose={() => setDuplicating(false)} />
      ) : null}
    </Box>
  );
}
