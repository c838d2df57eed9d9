import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '@survey/domain/webhooks/webhookEvents';
import { useId, useState, type FormEvent } from 'react';
import { fieldMessages } from '../../lib/apiError.ts';
import { SecretDialog } from './SecretDialog.tsx';
import { webhooksApi } from './webhooksApi.ts';

/**
 * Adds a webhook: its URL and events, then its signing secret, shown here once with Copy (the list
 * never shows it).
 */
export function AddWebhookDialog(props: { onClose: () => void; onCreated: () => void }) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['survey.launched']);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((now) => (on ? [...now, type] : now.filter((e) => e !== type)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!url.trim()) problems.url = 'Enter the URL that receives the events.';
    if (events.length === 0) problems.events = 'Choose at least one event.';
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setBusy(true);
    setFailed(null);
    try {
      const created = await webhooksApi.create(url.trim(), events);
      setSecret(created.secret);
      props.onCreated();
    } catch (error) {
      const fields = fieldMessages(error);
      if (fields.url) setErrors({ url: fields.url });
      else setFailed(error instanceof Error ? error.message : 'The webhook could not be added.');
    } finally {
      setBusy(false);
    }
  };

  if (secret) {
    return (
      <SecretDialog title="Webhook added" secret={secret} onClose={props.onClose}>
        Copy the signing secret now: it verifies that deliveries come from us (Standard Webhooks
        signatures). It is not shown in the list.
      </SecretDialog>
    );
  }

  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle id={`${id}-title`}>Add webhook</DialogTitle>
        <DialogContent>
          {failed ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failed}
            </Alert>
          ) : null}
          <TextField
            label="Endpoint URL"
            placeholder="https://example.com/webhooks"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={Boolean(errors.url)}
            helperText={errors.url ?? 'We send a POST with a JSON body to this address.'}
            fullWidth
            required
            autoFocus
            sx={{ mt: 1, mb: 2 }}
            slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
          />
          <FormControl component="fieldset" error={Boolean(errors.events)}>
            <FormLabel component="legend">Events</FormLabel>
            <FormGroup>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <FormControlLabel
                  key={type}
                  control={
                    <Checkbox
                      checked={events.includes(type)}
                      onChange={(e) => toggle(type, e.target.checked)}
                    />
                  }
                  label={WEBHOOK_EVENT_LABELS[type]}
                />
              ))}
            </FormGroup>
            {errors.events ? <FormHelperText>{errors.events}</FormHelperText> : null}
          </FormControl>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Add webhook
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
