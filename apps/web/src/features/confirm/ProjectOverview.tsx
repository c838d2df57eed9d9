import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CUSTOM_PRESET } from '@survey/domain/audience/commands/presetAudience';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  CountriesDocument,
  DraftAudienceDocument,
  type ConfirmFieldworkFieldsFragment,
} from '../../gql/fieldwork/graphql.ts';
import { AudienceQuestionnaireSummaryDocument } from '../../gql/questionnaire/graphql.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';
import { ConfirmSection } from './ConfirmSection.tsx';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** The preset's name and the criteria used; no criteria at all: everyone in the country. */
function audienceSummary(preset: string | null, criteria: number): string {
  if (!preset && criteria === 0) return 'No targeting';
  return [preset, plural(criteria, 'criterion', 'criteria')].filter(Boolean).join(', ');
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

interface ProjectOverviewProps {
  surveyId: string;
  fieldwork: ConfirmFieldworkFieldsFragment;
  /** Minutes, as the purchase is quoted; null while the quote loads. */
  lengthOfInterview: number | null;
}

/** Spec 3 §2: what is being bought, with 'Edit audience' and 'Edit survey'. */
export function ProjectOverview({ surveyId, fieldwork, lengthOfInterview }: ProjectOverviewProps) {
  const countries = useQuery(CountriesDocument, { context: serviceContext.fieldwork });
  const audience = useQuery(DraftAudienceDocument, {
    variables: { surveyId },
    context: serviceContext.fieldwork,
  });
  const summary = useQuery(AudienceQuestionnaireSummaryDocument, {
    variables: { surveyId },
    context: serviceContext.questionnaire,
  });
  const code = fieldwork.locale.country;
  const country = countries.data?.countries.find((c) => c.countryCode === code)?.name ?? code;
  const draft = audience.data?.draftAudience;
  const screening = draft?.members.filter((m) => m.memberType === 'Custom').length ?? 0;
  const preset =
    draft && draft.activePresetAudience !== CUSTOM_PRESET ? draft.activePresetAudience : null;
  const entries = summary.data?.draftQuestionnaireSummary?.entryCount;
  const base = `/survey/${surveyId}`;
  return (
    <ConfirmSection title="Project overview">
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
        }}
      >
        <Fact label="Country">{country}</Fact>
        <Fact label="Completes">{fieldwork.samplesNeeded.unadjusted.toLocaleString('en-GB')}</Fact>
        <Fact label="Length of interview">
          {lengthOfInterview === null ? '…' : `${String(lengthOfInterview)} min`}
        </Fact>
        <Fact label="Audience">{draft ? audienceSummary(preset, draft.criteriaUsed) : '…'}</Fact>
        <Fact label="Survey">{entries === undefined ? '…' : plural(entries, 'card', 'cards')}</Fact>
        <Fact label="Screening">
          {draft ? (screening ? plural(screening, 'question', 'questions') : 'None') : '…'}
        </Fact>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button component={RouterLink} to={`${base}/audience`} variant="outlined">
          Edit audience
        </Button>
        <Button component={RouterLink} to={`${base}/questionnaire`} variant="outlined">
          Edit survey
        </Button>
      </Box>
    </ConfirmSection>
  );
}
