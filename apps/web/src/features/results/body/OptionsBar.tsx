import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import type { ProjectListFieldsFragment } from '../../../gql/project/graphql.ts';
import { DuplicateSurveyDialog } from '../../projects/dialogs/DuplicateSurveyDialog.tsx';
import { PreviewLink } from '../../survey/PreviewLink.tsx';
import { QUOTA_TEXTS } from '../quotas/quotaState.ts';
import { OPTIONS_TEXTS } from './bodyTexts.ts';

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

type OpenDialog = 'duplicate' | 'rawData' | 'dataTables' | 'followUp' | null;

/**
 * Whether the client-side office files exist (spec 3 §7 Client-side files; issue 13): until then
 * Export survey, Chart data and Export to PowerPoint show disabled with the reason beside them.
 * Raw data, data tables and follow-up have their dialogs (`../requests/`).
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
}

/**
 * Spec 3 §2 Results page options bar. Pause, End project and Full launch stay in the fieldwork
 * header above (one place only; README). Completed and halted surveys keep Preview, the exports and
 * Duplicate; Follow up shows only when completed; 'Request data tables' is enabled only then.
 */
export function OptionsBar(props: OptionsBarProps) {
  const { project, surveyId, completed, hasQuotas, showQuotas, onShowQuotasChange } = props;
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const exportsReasonId = useId();
  const quotasReasonId = useId();
  const dataTablesReasonId = useId();
  const exportDisabled = !RESULTS_EXPORTS_AVAILABLE;
  const exportProps = {
    size: 'small' as const,
    variant: 'text' as const,
    disabled: exportDisabled,
    'aria-describedby': exportsReasonId,
  };
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
        <Button {...exportProps}>Export survey</Button>
        <Button {...exportProps}>Chart data</Button>
        <Button {...requestProps} onClick={() => setOpen('rawData')}>
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
        <Button {...exportProps}>Export to PowerPoint</Button>
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
        {OPTIONS_TEXTS.exportsSoon}
      </Typography>
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
      {open === 'duplicate' ? <DuplicateSurveyDialog project={project} onClose={close} /> : null}
      <Suspense fallback={null}>
        {open === 'rawData' ? <ExportDataDialog surveyId={surveyId} onClose={close} /> : null}
        {open === 'dataTables' ? <DataTablesDialog surveyId={surveyId} onClose={close} /> : null}
        {open === 'followUp' ? <FollowUpDialog surveyId={surveyId} onClose={close} /> : null}
      </Suspense>
    </Box>
  );
}
