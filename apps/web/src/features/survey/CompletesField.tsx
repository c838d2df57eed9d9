import { useMutation, useQuery } from '@apollo/client/react';
import TextField from '@mui/material/TextField';
import { completesToSave, isCompletesInput } from '@survey/domain/projects/createProject';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import {
  SurveyFieldworkDocument,
  UpdateFieldworkSamplesDocument,
} from '../../gql/fieldwork/graphql.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';

interface CompletesInputProps {
  surveyId: string;
  saved: number | null;
  disabled: boolean;
}

function CompletesInput({ surveyId, saved, disabled }: CompletesInputProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [text, setText] = useState(saved === null ? '' : String(saved));
  const [update, { loading }] = useMutation(UpdateFieldworkSamplesDocument, {
    context: serviceContext.fieldwork,
  });

  const handleBlur = async () => {
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
      onChange={(e) => isCompletesInput(e.target.value) && setText(e.target.value)}
      onBlur={() => void handleBlur()}
      disabled={disabled || saved === null}
      size="small"
      margin="none"
      fullWidth={false}
      sx={{ width: 120, flexShrink: 0 }}
      slotProps={{
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
