import type { CreatedApiKey } from '@survey/domain/apiKeys/scopes';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** The new key, shown once: copy it now, it cannot be shown again. */
export function NewKeyView({ apiKey, onClose }: { apiKey: CreatedApiKey; onClose: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey.secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="new-api-key-title" fullWidth maxWidth="sm">
      <DialogTitle id="new-api-key-title">Your new API key</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          Copy this key now and keep it somewhere safe. It will not be shown again.
        </Alert>
        <TextField
          label={`API key: ${apiKey.name}`}
          value={apiKey.secret}
          fullWidth
          onFocus={(e) => e.target.select()}
          slotProps={{
            htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } },
          }}
        />
        <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 2 }}>
          <Button variant="outlined" startIcon={<ContentCopy aria-hidden="true" />} onClick={copy}>
            Copy key
          </Button>
          <Typography variant="body2" role="status" color="text.secondary">
            {copied === true
              ? 'Copied.'
              : copied === false
                ? 'Copy failed: select the key and copy it.'
                : ''}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
