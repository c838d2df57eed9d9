import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { RetargetingAnswer } from '@survey/domain/requests/contract';
import { followUpIdsProblem, splitFollowUpIds } from '@survey/domain/requests/followUpIds';
import { useId, useMemo, useState } from 'react';
import { ResultsFieldworkDocument } from '../../../gql/fieldwork/graphql.ts';
import { ApiError } from '../../../lib/apiError.ts';
import { reportError } from '../../../lib/errorReporting.ts';
import { serviceContext } from '../../../lib/graphqlServices.ts';
import { useProfileContext } from '../../../lib/profileContext.ts';
import { requestFollowUp } from './requestsApi.ts';
import { REQUEST_TEXTS } from './requestsTexts.ts';
import { useRequestId } from './useRequestId.ts';

/** Not-found ids listed in the dialog; the rest are counted. */
const NOT_FOUND_SHOWN = 50;

type Phase =
  | { kind: 'form' }
  | { kind: 'sending' }
  | { kind: 'sent'; answer: RetargetingAnswer }
  /** `message`: the server's sentence for ids it refused (400), else the §8 failure text. */
  | { kind: 'failed'; message: string };

/**
 * Spec 3 §2 'Follow up with respondents' (Completed surveys only): ids split by the domain's rule
 * (commas, spaces, newlines; empty pieces dropped); the request button is disabled when none
 * remain (spec 3 §5). The answer lists the ids that are not completes of this survey.
 */
export function FollowUpDialog({ surveyId, onClose }: { surveyId: string; onClose: () => void }) {
  const id = useId();
  const { accountId } = useProfileContext();
  const panelSupplierCode = useQuery(ResultsFieldworkDocument, {
    variables: { surveyId },
    context: serviceContext.fieldwork,
  }).data?.fieldwork?.panelSupplierCode;
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const ids = useMemo(() => splitFollowUpIds(text), [text]);
  const clientRequestId = useRequestId(ids.join('\n'));
  const problem = ids.length > 0 ? followUpIdsProblem(ids) : null;
  const sending = phase.kind === 'sending';
  const canSend = ids.length > 0 && !problem && Boolean(accountId && panelSupplierCode);

  const handleSubmit = async () => {
    if (!canSend || !accountId || !panelSupplierCode) return;
    setPhase({ kind: 'sending' });
    try {
      const answer = await requestFollowUp({
        surveyId,
        accountId,
        panelSupplierCode,
        ids,
        clientRequestId,
      });
      setPhase({ kind: 'sent', answer });
    } catch (error) {
      const refused = error instanceof ApiError && error.code === 'BAD_USER_INPUT';
      if (!refused) reportError(error, { action: 'requestFollowUp' });
      setPhase({ kind: 'failed', message: refused ? error.message : REQUEST_TEXTS.failed });
    }
  };

  return (
    <Dialog
      open
      onClose={sending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>{REQUEST_TEXTS.followUpTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-intro`} sx={{ mb: 2 }}>
          {REQUEST_TEXTS.followUpIntro}
        </DialogContentText>
        {phase.kind === 'sent' ? (
          <FollowUpSent answer={phase.answer} />
        ) : (
          <>
            <TextField
              label="Respondent ids"
              multiline
              minRows={5}
              maxRows={12}
              fullWidth
              autoFocus
              value={text}
              disabled={sending}
              onChange={(e) => {
                setText(e.target.value);
                if (phase.kind === 'failed') setPhase({ kind: 'form' });
              }}
              error={problem !== null}
              helperText={problem ?? REQUEST_TEXTS.followUpCount(ids.length)}
            />
            {phase.kind === 'failed' ? (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {phase.message}
              </Alert>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {phase.kind === 'sent' ? (
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={sending}>
              Cancel
            </Button>
            <Button
              variant="contained"
              disabled={!canSend}
              loading={sending}
              onClick={() => void handleSubmit()}
            >
              Request follow up
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

function FollowUpSent({ answer }: { answer: RetargetingAnswer }) {
  const notFound = answer.notFoundIds;
  const rest = notFound.length - NOT_FOUND_SHOWN;
  return (
    <>
      <Alert severity="success" role="status">
        {REQUEST_TEXTS.followUpDone}
      </Alert>
      {notFound.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2">{REQUEST_TEXTS.followUpNotFound(notFound.length)}</Typography>
          <Typography
            variant="body2"
            component="p"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mt: 1 }}
          >
            {notFound.slice(0, NOT_FOUND_SHOWN).join(', ')}
            {rest > 0 ? ` and ${rest.toLocaleString('en-GB')} more` : ''}
          </Typography>
        </Box>
      ) : null}
    </>
  );
}
