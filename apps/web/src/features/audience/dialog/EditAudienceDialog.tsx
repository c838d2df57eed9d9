import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MAX_CRITERIA } from '@survey/domain/audience/constants';
import { tooManyCriteriaMessage } from '@survey/domain/audience/validate';
import { useAudienceStore } from '../audienceStore.ts';
import { isCustomItem } from '../audienceWire.ts';
import { CostPanel } from '../cost/CostPanel.tsx';
import { AudienceSummary } from '../page/AudienceSummary.tsx';
import { InterlockSection } from '../interlock/InterlockSection.tsx';
import { CriteriaSearch } from './CriteriaSearch.tsx';
import { CustomCriterionCard } from './CustomCriterionCard.tsx';
import { ScreeningSection } from './ScreeningSection.tsx';
import { StandardCriterionCard } from './StandardCriterionCard.tsx';
import { TargetingCategories } from './TargetingCategories.tsx';
import { useAdjustIrNotification } from './useAdjustIrNotification.ts';
import type { DraftAudienceFieldsFragment } from '../../../gql/fieldwork/graphql.ts';

interface Props {
  surveyId: string;
  hasQuestions: boolean;
  onClose: () => void;
}

function CriteriaCounter({ used }: { used: number }) {
  const over = used > MAX_CRITERIA;
  const text = `${String(used)}/${String(MAX_CRITERIA)} criteria used`;
  return over ? (
    <Tooltip title={tooManyCriteriaMessage(used)}>
      <Typography color="error" tabIndex={0} aria-description={tooManyCriteriaMessage(used)}>
        {text}
      </Typography>
    </Tooltip>
  ) : (
    <Typography color="text.secondary">{text}</Typography>
  );
}

function Body({
  surveyId,
  audience,
  dispatch,
}: {
  surveyId: string;
  audience: DraftAudienceFieldsFragment;
  dispatch: ReturnType<typeof useAudienceStore>['dispatch'];
}) {
  useAdjustIrNotification(surveyId, audience);
  return (
    <Box
      sx={{
        flex: 1,
        minHeight: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '300px 1fr', lg: '320px 1fr' },
        '@media (min-width:1320px)': { gridTemplateColumns: '320px 1fr 300px' },
      }}
    >
      <Box
        sx={{
          p: 2,
          overflowY: 'auto',
          borderRight: 1,
          borderColor: 'divider',
          display: 'grid',
          gap: 3,
          alignContent: 'start',
          gridAutoRows: 'max-content',
        }}
      >
        <CriteriaSearch surveyId={surveyId} audience={audience} dispatch={dispatch} />
        <TargetingCategories surveyId={surveyId} audience={audience} dispatch={dispatch} />
        <ScreeningSection audience={audience} dispatch={dispatch} />
      </Box>
      <Box
        component="section"
        aria-label="Audience criteria"
        sx={{
          p: 3,
          overflowY: 'auto',
          display: 'grid',
          gap: 2,
          alignContent: 'start',
          gridAutoRows: 'max-content',
          bgcolor: 'background.default',
        }}
      >
        {audience.members.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography>Add audience criteria</Typography>
          </Paper>
        ) : (
          audience.members.map((m) => {
            const label = `A${String(m.contextPosition + 1)}`;
            return isCustomItem(m.memberItem) ? (
              <CustomCriterionCard
                key={m.number}
                audience={audience}
                number={m.number}
                label={label}
                item={m.memberItem}
                dispatch={dispatch}
              />
            ) : (
              <StandardCriterionCard
                key={m.number}
                audience={audience}
                number={m.number}
                label={label}
                item={m.memberItem}
                dispatch={dispatch}
              />
            );
          })
        )}
        <InterlockSection audience={audience} dispatch={dispatch} />
      </Box>
      <Box
        component="aside"
        aria-labelledby="audience-summary-title"
        sx={{
          display: 'none',
          '@media (min-width:1320px)': { display: 'block' },
          p: 2,
          borderLeft: 1,
          borderColor: 'divider',
          overflowY: 'auto',
        }}
      >
        <Typography id="audience-summary-title" variant="h4" component="h3" sx={{ mb: 2 }}>
          Audience summary
        </Typography>
        <AudienceSummary audience={audience} headingLevel="h4" />
      </Box>
    </Box>
  );
}

/** Spec 2 §2 'Edit targeting and screening': full screen; every change is saved as it is made. */
export function EditAudienceDialog({ surveyId, hasQuestions, onClose }: Props) {
  const { audience, dispatch } = useAudienceStore(surveyId);
  return (
    <Dialog open fullScreen onClose={onClose} aria-labelledby="edit-audience-title">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 3,
          px: 3,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
        }}
      >
        <Typography id="edit-audience-title" variant="h3" component="h2">
          Edit targeting and screening
        </Typography>
        <CriteriaCounter used={audience?.criteriaUsed ?? 0} />
        <Box sx={{ flex: 1 }} />
        <CostPanel surveyId={surveyId} hasQuestions={hasQuestions} compact />
        <Button variant="contained" onClick={onClose}>
          Save audience
        </Button>
      </Box>
      {audience ? <Body surveyId={surveyId} audience={audience} dispatch={dispatch} /> : null}
    </Dialog>
  );
}
