import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

export type SurveyStep = 'audience' | 'questionnaire' | 'confirm';

interface StepNavigationProps {
  surveyId: string;
  current: SurveyStep;
  /** The Survey step's address; a market's is the lead's questionnaire (`stepTargets`). */
  questionnairePath?: string;
  surveyEnabled: boolean;
  confirmEnabled: boolean;
  /** Confirm first saves fieldwork, then navigates (spec 2 §2). */
  onConfirm: () => void;
  confirmBusy?: boolean;
}

/** Spec 2 §2 step navigation: Audience, Survey, Confirm. */
export function StepNavigation(props: StepNavigationProps) {
  const { surveyId, current, surveyEnabled, confirmEnabled, onConfirm, confirmBusy } = props;
  const questionnairePath = props.questionnairePath ?? `/survey/${surveyId}/questionnaire`;
  const step = (s: SurveyStep) => ({
    variant: current === s ? ('contained' as const) : ('text' as const),
    ...(current === s ? { 'aria-current': 'step' as const } : {}),
  });
  return (
    <Box
      component="nav"
      aria-label="Survey steps"
      sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
    >
      <Button component={RouterLink} to={`/survey/${surveyId}/audience`} {...step('audience')}>
        Audience
      </Button>
      <Button
        component={RouterLink}
        to={questionnairePath}
        disabled={!surveyEnabled}
        {...step('questionnaire')}
      >
        Survey
      </Button>
      <Button
        onClick={onConfirm}
        disabled={!confirmEnabled}
        loading={confirmBusy ?? false}
        {...step('confirm')}
      >
        Confirm
      </Button>
    </Box>
  );
}
