import { useMutation, useQuery } from '@apollo/client/react';
import TextField from '@mui/material/TextField';
import {
  completesToSave,
  isCompletesInput,
  parseCompletes,
} from '@survey/domain/projects/createProject';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import {
  SurveyFieldworkDocument,
  UpdateFieldworkSamplesDocument,
} from '../../gql/fieldwork/graphql.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';

/**
 * Active queries whose answers depend on the completes. Not the cost quote: its cost per interview
 * does not, and every Total shown is `orderCost` over the cached completes.
 */
const COMPLETES_DEPENDENT_QUERIES = ['FeasibilityEstimate'];

export const COMPLETES_AT_LEAST_ONE = 'Completes must be at least 1. Not saved.';

interface CompletesInputProps {
  surveyId: string;
  saved: number | null;
  disabled: boolean;
}

function CompletesInput({ surveyId, saved, disabled }: CompletesInputProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [text, setText] = useState(saved === null ? '' : String(saved));
  const [problem, setProblem] = useState<string | null>(null);
  // The answer updates the cached fieldwork (every Completes and Total shown follows at once);
  // the delivery estimate depends on the completes too.
  const [update, { loading }] = useMutation(UpdateFieldworkSamplesDocument, {
    context: serviceContext.fieldwork,
    refetchQueries: COMPLETES_DEPENDENT_QUERIES,
  });

  const handleBlur = async () => {
    // Zero is kept on screen with the reason it was not saved, rather than silently undone.
    if (parseCompletes(text) === 0) {
      setProblem(COMPLETES_AT_LEAST_ONE);
      return;
    }
    const value = completesToSave(saved, text);
    if (value === null) {
      setText(saved === null ? '' : String(saved));
      return;
    }
    try {
      await update({ variables: { surveyId, samplesNeeded: value } });
    } catch {
      setText(saved === null ? '' : String(saved));
      enqueueSnackbar("The completes couldn't be saved. Please try again.", { variant: 'error' });
    }
  };

  return (
    <TextField
      label="Completes"
      value={text}
      onChange={(e) => {
        if (!isCompletesInput(e.target.value)) return;
        setText(e.target.value);
        setProblem(null);
      }}
      onBlur={() => void handleBlur()}
      disabled={disabled || saved === null}
      size="small"
      margin="none"
      fullWidth={false}
      error={problem !== null}
      helperText={problem}
      sx={{ width: 120, flexShrink: 0, position: 'relative' }}
      slotProps={{
        // Under the field without growing the header; the field's description for screen readers.
        formHelperText: { sx: { position: 'absolute', top: '100%', mx: 0, whiteSpace: 'nowrap' } },
        htmlInput: { inputMode: 'numeric', maxLength: 5, 'aria-busy': loading },
      }}
    />
  );
}

/**
 * Spec 1 §2, §5: the survey's completes (samples needed), at most 5 digits, saved on blur when
 * changed and not empty; read-only on the results page.
 */
export function CompletesField({ surveyId, disabled }: { surveyId: string; disabled: boolean }) {
  const { data } = useQuery(SurveyFieldworkDocument, {
    variables: { surveyId },
    context: serviceContext.fieldwork,
  });
  const saved = data?.fieldwork?.samplesNeeded.unadjusted ?? null;
  // Remounting on a new saved value resets what is typed to what the server holds.
  return (
    <CompletesInput key={saved ?? 'none'} surveyId={surveyId} saved={saved} disabled={disabled} />
  );
}
