import { useMutation, useQuery } from '@apollo/client/react';
import Add from '@mui/icons-material/Add';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { orderCost } from '@survey/domain/pricing/orderCost';
import { DEFAULT_LENGTH_OF_INTERVIEW } from '@survey/domain/projects/constants';
import {
  LOI_TIERS,
  loiTierIndex,
  stepLengthOfInterview,
} from '@survey/domain/questionnaire/interviewLength';
import type { ReactNode } from 'react';
import {
  AudienceCostQuoteDocument,
  AudienceFieldworkDocument,
  UpdateAudienceFieldworkDocument,
} from '../../../gql/fieldwork/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import { formatCost } from '../../../lib/formatCost.ts';
import { useAudienceStatus } from '../audienceStatus.ts';
import { AUDIENCE_DEPENDENT_QUERIES } from '../audienceStore.ts';
import { useFeasibility } from '../useFeasibility.ts';
import { AudienceProblemPanel } from './AudienceProblemPanel.tsx';
import {
  approximateQuestions,
  deliveryBadgeText,
  formatIncidence,
  totalLabel,
  type CostPanelContext,
} from './costLabels.ts';
import { languageName } from './languageNames.ts';
import { CostPanelActions } from './CostPanelActions.tsx';

interface CostPanelProps {
  surveyId: string;
  /** The questionnaire has questions: the quoted length comes from fieldwork, no stepper. */
  hasQuestions: boolean;
  /**
   * The questionnaire's interview-length estimate (minutes), once it has questions: the quote is
   * asked at it, so the length, the questions and the total follow the questionnaire.
   */
  estimatedLength?: number | undefined;
  context?: CostPanelContext;
  /** One line for the dialog header; the full card (with the problem panels) otherwise. */
  compact?: boolean;
}

function Figure({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Spec 2 §2 cost panel: language, quote block, total, delivery badge, live actions. */
export function CostPanel({
  surveyId,
  hasQuestions,
  estimatedLength,
  context = 'draft',
  compact = false,
}: CostPanelProps) {
  const fieldwork = useQuery(AudienceFieldworkDocument, {
    variables: { surveyId },
    context: serviceContext.fieldwork,
  });
  // On the confirm page ('complete') the same quote as its cost card: the purchase's price.
  const quote = useQuery(AudienceCostQuoteDocument, {
    variables:
      context === 'complete'
        ? { surveyId, purchase: true }
        : { surveyId, lengthOfInterview: hasQuestions ? estimatedLength : undefined },
    context: serviceContext.fieldwork,
  });
  const status = useAudienceStatus(surveyId);
  const feasibility = useFeasibility(surveyId);
  const [updateFieldwork, { loading: stepping }] = useMutation(UpdateAudienceFieldworkDocument, {
    context: serviceContext.fieldwork,
    refetchQueries: AUDIENCE_DEPENDENT_QUERIES,
  });

  const fw = fieldwork.data?.fieldwork;
  // The last quote stays while one at a new length loads (the estimate moves as cards change).
  const q = (quote.data ?? quote.previousData)?.getCostQuote;
  const loi = q?.lengthOfInterview ?? fw?.lengthOfInterview.adjusted ?? DEFAULT_LENGTH_OF_INTERVIEW;
  const tier = loiTierIndex(loi);
  const step = (direction: 1 | -1) =>
    void updateFieldwork({
      variables: { surveyId, lengthOfInterview: stepLengthOfInterview(loi, direction) },
    }).catch(() => undefined);
  const estimate = feasibility.data?.getFeasibilityEstimate;
  const badge = deliveryBadgeText({ loaded: status.audienceLoaded, valid: status.valid }, estimate);
  const problem =
    !status.loading && !status.valid
      ? 'invalid'
      : estimate && !estimate.isFeasible
        ? 'infeasible'
        : null;
  const value = (ready: boolean, text: ReactNode) => (ready ? text : <Skeleton width={40} />);

  return (
    <Paper
      component="section"
      aria-label="Cost"
      variant={compact ? 'elevation' : 'outlined'}
      elevation={0}
      sx={{ p: compact ? 0 : 2, bgcolor: compact ? 'transparent' : undefined }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: compact ? 'nowrap' : 'wrap',
          alignItems: 'center',
          gap: compact ? 2 : 2.5,
        }}
      >
        {/* Compact (a page header): language and completes are shown elsewhere on the page. */}
        {compact ? null : (
          <Figure label="Language">{value(Boolean(fw), languageName(fw?.locale.language))}</Figure>
        )}
        <Figure label="Length of interview">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            {hasQuestions ? null : (
              <IconButton
                size="small"
                aria-label="Shorter interview"
                disabled={tier <= 0 || stepping || !q}
                onClick={() => step(-1)}
              >
                <Remove fontSize="inherit" />
              </IconButton>
            )}
            {value(Boolean(q), `${String(loi)} min`)}
            {hasQuestions ? null : (
              <IconButton
                size="small"
                aria-label="Longer interview"
                disabled={tier >= LOI_TIERS.length - 1 || stepping || !q}
                onClick={() => step(1)}
              >
                <Add fontSize="inherit" />
              </IconButton>
            )}
          </Box>
        </Figure>
        <Figure label="Questions">{value(Boolean(q), approximateQuestions(loi))}</Figure>
        <Figure
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              Incidence rate
              <Tooltip title="The incidence rate updates every 15-20 minutes.">
                <Box
                  component="span"
                  tabIndex={0}
                  role="img"
                  aria-label="The incidence rate updates every 15-20 minutes."
                  sx={{ display: 'inline-flex' }}
                >
                  <InfoOutlined aria-hidden="true" sx={{ fontSize: 14 }} />
                </Box>
              </Tooltip>
            </Box>
          }
        >
          {value(Boolean(q), q ? formatIncidence(q.incidenceRate) : '')}
        </Figure>
        <Figure label="Cost per interview">
          {value(Boolean(q), q ? formatCost(q.cpi.amount, q.cpi.currency) : '')}
        </Figure>
        {compact ? null : (
          <Figure label="Completes">
            {value(Boolean(fw), fw?.samplesNeeded.unadjusted.toLocaleString('en-GB'))}
          </Figure>
        )}
        {/* From the cached completes, so it follows a Completes edit at once (domain rule). */}
        <Figure label={totalLabel(context)}>
          {value(
            Boolean(q && fw),
            q && fw
              ? formatCost(orderCost(q.cpi.amount, fw.samplesNeeded.unadjusted), q.cpi.currency)
              : '',
          )}
        </Figure>
        <Box role="status" aria-label="Delivery">
          {badge ? (
            <Chip
              label={badge}
              size="small"
              color={badge.endsWith('AUDIENCE') ? 'error' : 'success'}
              variant={badge.endsWith('AUDIENCE') ? 'filled' : 'outlined'}
            />
          ) : (
            <Skeleton
              variant="rounded"
              width={80}
              height={24}
              role="img"
              aria-label="Delivery estimate loading"
            />
          )}
        </Box>
        <CostPanelActions surveyId={surveyId} />
      </Box>
      {!compact && problem ? <AudienceProblemPanel problem={problem} /> : null}
    </Paper>
  );
}
