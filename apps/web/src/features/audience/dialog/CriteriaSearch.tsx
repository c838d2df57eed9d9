import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  SearchAudienceCategoriesDocument,
  type DraftAudienceFieldsFragment,
} from '../../../gql/fieldwork/graphql.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import { useDebouncedValue } from '../../../lib/useDebouncedValue.ts';
import type { AudienceDispatch } from '../audienceStore.ts';
import { CriterionCheckbox, usedCriterionCodes } from './CriterionCheckbox.tsx';

/** Spec 2 §9: the criteria search waits 1500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1500;
const RESULT_TEXT_LIMIT = 40;

/** A matched text cut at 40 characters (spec 2 §2). */
export function cutResultText(text: string): string {
  return text.length > RESULT_TEXT_LIMIT ? `${text.slice(0, RESULT_TEXT_LIMIT)}…` : text;
}

interface Props {
  surveyId: string;
  audience: DraftAudienceFieldsFragment;
  dispatch: AudienceDispatch;
}

export function CriteriaSearch({ surveyId, audience, dispatch }: Props) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { data, loading } = useQuery(SearchAudienceCategoriesDocument, {
    variables: { surveyId, searchCriteria: search },
    context: serviceContext.fieldwork,
    skip: search === '',
  });
  const used = usedCriterionCodes(audience);
  const results =
    search === '' ? [] : (data?.searchCategories ?? []).flatMap((c) => c.standardCriteria);
  return (
    <Box>
      <TextField
        fullWidth
        size="small"
        type="search"
        placeholder="Search criteria"
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { 'aria-label': 'Search criteria' } }}
      />
      {search !== '' ? (
        <Box role="region" aria-label="Search results" aria-live="polite" sx={{ mt: 1 }}>
          {loading && !data ? (
            <Typography variant="body2">Searching…</Typography>
          ) : results.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No criteria match.
            </Typography>
          ) : (
            results.map((r) => (
              <CriterionCheckbox
                key={r.criterion.code}
                code={r.criterion.code}
                name={r.criterion.name}
                detail={
                  r.matchedText && r.matchedText !== r.criterion.name
                    ? cutResultText(r.matchedText)
                    : null
                }
                used={used}
                membersCount={audience.members.length}
                dispatch={dispatch}
              />
            ))
          )}
        </Box>
      ) : null}
    </Box>
  );
}
