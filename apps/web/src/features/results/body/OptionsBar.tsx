import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ProjectListFieldsFragment } from '../../../gql/project/graphql.ts';
import { DuplicateSurveyDialog } from '../../projects/dialogs/DuplicateSurveyDialog.tsx';
import { PreviewLink } from '../../survey/PreviewLink.tsx';
import { QUOTA_TEXTS } from '../quotas/quotaState.ts';
import { OPTIONS_TEXTS } from './bodyTexts.ts';

/**
 * Whether the export issue's endpoints exist (spec 3 §7 Raw-data export, Data-table request,
 * Client-side files; issue 13). Until then every export shows disabled with its reason beside it.
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
  const [duplicating, setDuplicating] = useState(false);
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
        <Button {...exportProps}>Export survey</Button>
        <Button {...exportProps}>Chart data</Button>
        <Button {...exportProps}>Raw data</Button>
        <Button {...exportProps} disabled={exportDisabled || !completed}>
          Request data tables
        </Button>
        {completed ? <Button {...exportProps}>Follow up</Button> : null}
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
        {completed ? OPTIONS_TEXTS.exportsSoon : OPTIONS_TEXTS.exportsSoonDataTables}
      </Typography>
      {hasQuotas === false ? (
        <Typography id={quotasReasonId} variant="caption" color="text.secondary">
          {QUOTA_TEXTS.noneAdded}
        </Typography>
      ) : null}
      {duplicating ? (
        <DuplicateSurveyDialog project={project} onClose={() => setDuplicating(false)} />
      ) : null}
    </Box>
  );
}
