import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  DATA_TABLE_REQUEST_TYPES,
  DATA_TABLE_WEIGHTING_LABELS,
  DATA_TABLE_WEIGHTINGS,
  dataTableTypeWithPrice,
  type DataTableRequestType,
  type DataTableWeighting,
} from '@survey/domain/requests/dataTables';
import { useId, useState } from 'react';
import { reportError } from '../../../lib/errorReporting.ts';
import { requestDataTables } from './requestsApi.ts';
import { REQUEST_TEXTS } from './requestsTexts.ts';
import { useRequestId } from './useRequestId.ts';

type Phase = 'form' | 'sending' | 'sent' | 'failed';

/**
 * Spec 3 §2 'Request data tables' (Completed surveys only): type with its price (ex VAT), weighted
 * or unweighted, additional runs and turnaround; the §8 success and failure texts. Both choices are
 * explicit (no default): the request is a paid order.
 */
export function DataTablesDialog({ surveyId, onClose }: { surveyId: string; onClose: () => void }) {
  const id = useId();
  const [requestType, setRequestType] = useState<DataTableRequestType | null>(null);
  const [weighting, setWeighting] = useState<DataTableWeighting | null>(null);
  const [phase, setPhase] = useState<Phase>('form');
  const sending = phase === 'sending';
  const ready = requestType !== null && weighting !== null;
  const clientRequestId = useRequestId(`${requestType}|${weighting}`);

  const handleSubmit = async () => {
    if (!requestType || !weighting) return;
    setPhase('sending');
    try {
      await requestDataTables({ surveyId, requestType, weighting, clientRequestId });
      setPhase('sent');
    } catch (error) {
      reportError(error, { action: 'requestDataTables' });
      setPhase('failed');
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
      <DialogTitle id={`${id}-title`}>{REQUEST_TEXTS.dataTablesTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-intro`} sx={{ mb: 2 }}>
          {REQUEST_TEXTS.dataTablesIntro}
        </DialogContentText>
        {phase === 'sent' ? (
          <Alert severity="success" role="status">
            {REQUEST_TEXTS.dataTablesDone}
          </Alert>
        ) : (
          <>
            <FormControl component="fieldset" disabled={sending} sx={{ mb: 2, display: 'block' }}>
              <FormLabel component="legend">Request type</FormLabel>
              <RadioGroup
                value={requestType ?? ''}
                onChange={(e) => setRequestType(e.target.value as DataTableRequestType)}
              >
                {DATA_TABLE_REQUEST_TYPES.map((t) => (
                  <FormControlLabel
                    key={t}
                    value={t}
                    control={<Radio />}
                    label={dataTableTypeWithPrice(t)}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <FormControl component="fieldset" disabled={sending} sx={{ mb: 2, display: 'block' }}>
              <FormLabel component="legend">Format</FormLabel>
              <RadioGroup
                row
                value={weighting ?? ''}
                onChange={(e) => setWeighting(e.target.value as DataTableWeighting)}
              >
                {DATA_TABLE_WEIGHTINGS.map((w) => (
                  <FormControlLabel
                    key={w}
                    value={w}
                    control={<Radio />}
                    label={DATA_TABLE_WEIGHTING_LABELS[w]}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <DialogContentText variant="body2">{REQUEST_TEXTS.dataTablesTerms}</DialogContentText>
            {phase === 'failed' ? (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {REQUEST_TEXTS.failed}
              </Alert>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {phase === 'sent' ? (
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            {!ready ? (
              <DialogContentText id={`${id}-choose`} variant="caption" sx={{ mr: 'auto', pl: 1 }}>
                {REQUEST_TEXTS.dataTablesChoose}
              </DialogContentText>
            ) : null}
            <Button onClick={onClose} disabled={sending}>
              Cancel
            </Button>
            <Button
              variant="contained"
              disabled={!ready}
              loading={sending}
              aria-describedby={ready ? undefined : `${id}-choose`}
              onClick={() => void handleSubmit()}
            >
              Request
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
