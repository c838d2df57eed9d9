import { useQuery } from '@apollo/client/react';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { CATEGORIES, VISIBLE_CATEGORY_COUNT } from '@survey/domain/audience/catalogue/categories';
import { useState } from 'react';
import {
  AudienceCategoriesDocument,
  type DraftAudienceFieldsFragment,
} from '../../../gql/fieldwork/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import type { AudienceDispatch } from '../audienceStore.ts';
import { AUDIENCE_LOAD_ERRORS, LoadError } from '../LoadError.tsx';
import { CriterionCheckbox, usedCriterionCodes } from './CriterionCheckbox.tsx';

const ALL_CATEGORY_CODES = CATEGORIES.map((c) => c.code);

interface Props {
  surveyId: string;
  audience: DraftAudienceFieldsFragment;
  dispatch: AudienceDispatch;
}

/** 'Targeting': category accordions, the first 2 until 'Show advanced criteria'. */
export function TargetingCategories({ surveyId, audience, dispatch }: Props) {
  const [advanced, setAdvanced] = useState(false);
  const { data, error, refetch } = useQuery(AudienceCategoriesDocument, {
    variables: { surveyId, expandedCategories: ALL_CATEGORY_CODES },
    context: serviceContext.fieldwork,
  });
  const used = usedCriterionCodes(audience);
  const categories = [...(data?.categories ?? [])].sort((a, b) => a.position - b.position);
  const shown = advanced ? categories : categories.slice(0, VISIBLE_CATEGORY_COUNT);
  return (
    <Box component="section" aria-labelledby="targeting-title">
      <Typography id="targeting-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        Targeting
      </Typography>
      {error && !data ? (
        <LoadError message={AUDIENCE_LOAD_ERRORS.criteria} onRetry={refetch} />
      ) : null}
      {!data && !error ? <Skeleton height={120} /> : null}
      {shown.map((c) => (
        <Accordion key={c.code} disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography>{c.name}</Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ pt: 0 }}>
            {c.standardCriteria.map((s) => (
              <CriterionCheckbox
                key={s.criterion.code}
                code={s.criterion.code}
                name={s.criterion.name}
                used={used}
                membersCount={audience.members.length}
                dispatch={dispatch}
              />
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
      {categories.length > VISIBLE_CATEGORY_COUNT ? (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setAdvanced((v) => !v)}>
          {advanced ? 'Hide advanced criteria' : 'Show advanced criteria'}
        </Button>
      ) : null}
    </Box>
  );
}
