import {
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  MAX_API_KEY_NAME,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@survey/domain/apiKeys/scopes';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/apiError.ts';
import { apiKeysApi } from './apiKeysApi.ts';
import { NewKeyView } from './NewKeyView.tsx';

/**
 * Create an API key: a name and its scopes, then the key itself, shown this once with a copy
 * button and a warning (the server keeps only its hash).
 */
export function CreateApiKeyDialog(props: { onClose: () => void; onCreated: () => void }) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['results:read']);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const canCreate = name.trim() !== '' && scopes.length > 0 && !busy;

  const toggle = (scope: ApiKeyScope) =>
    setScopes((s) => (s.includes(scope) ? s.filter((x) => x !== scope) : [...s, scope]));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canCreate) return;
    setBusy(true);
    setError(null);
    try {
      // In the list's order, whatever order they were ticked in.
      const ordered = API_KEY_SCOPES.filter((s) => scopes.includes(s));
      setCreated(await apiKeysApi.create({ name: name.trim(), scopes: ordered }));
      props.onCreated();
    } catch (e) {
      setError(
        e instanceof ApiError && e.status === 400
          ? e.message
          : 'The key could not be created. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  if (created) return <NewKeyView apiKey={created} onClose={props.onClose} />;
  return (
    <Dialog
      open
      onClose={busy ? undefined : props.onClose}
      aria-labelledby="create-api-key-title"
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: handleSubmit } }}
    >
      <DialogTitle id="create-api-key-title">Create API key</DialogTitle>
      <DialogContent>
        <TextField
          label="Key name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoFocus
          disabled={busy}
          helperText="Say what will use it, e.g. the BI dashboard."
          slotProps={{ htmlInput: { maxLength: MAX_API_KEY_NAME } }}
        />
        <FormLabel component="legend" id="api-key-scopes" sx={{ mt: 2 }}>
          What the key may do
        </FormLabel>
        <FormGroup aria-labelledby="api-key-scopes">
          {API_KEY_SCOPES.map((scope) => (
            <FormControlLabel
              key={scope}
              control={
                <Checkbox
                  checked={scopes.includes(scope)}
                  onChange={() => toggle(scope)}
                  disabled={busy}
                />
              }
              label={API_KEY_SCOPE_LABELS[scope]}
            />
          ))}
        </FormGroup>
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!canCreate} loading={busy}>
          Create key
        </Button>
      </DialogActions>
    </Dialog>
  );
}
