import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ApiKeySummary } from '@survey/domain/apiKeys/scopes';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { API_REFERENCE_URL, apiKeysApi } from './apiKeysApi.ts';
import { ApiKeyTable } from './ApiKeyTable.tsx';
import { CreateApiKeyDialog } from './CreateApiKeyDialog.tsx';

type Dialog = { kind: 'create' } | { kind: 'revoke'; key: ApiKeySummary };

/** /account/api-keys: the account's API keys (issue 39 §2), from the account menu. */
export function ApiKeysPage() {
  const [keys, setKeys] = useState<ApiKeySummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [revoking, setRevoking] = useState(false);
  const [revokeFailed, setRevokeFailed] = useState(false);

  // Raised to read the list again (after a create, a revoke, a retry).
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  useEffect(() => {
    let current = true;
    apiKeysApi.list().then(
      (list) => {
        if (!current) return;
        setKeys(list);
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [version]);

  const revoke = async (key: ApiKeySummary) => {
    setRevoking(true);
    setRevokeFailed(false);
    try {
      await apiKeysApi.revoke(key.id);
      setDialog(null);
      reload();
    } catch {
      setRevokeFailed(true);
    } finally {
      setRevoking(false);
    }
  };

  let body;
  if (keys && keys.length > 0) {
    body = <ApiKeyTable keys={keys} onRevoke={(key) => setDialog({ kind: 'revoke', key })} />;
  } else if (keys) {
    body = <Typography color="text.secondary">No API keys yet.</Typography>;
  } else if (failed) {
    body = (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setFailed(false);
              reload();
            }}
          >
            Try again
          </Button>
        }
      >
        The API keys could not be loaded.
      </Alert>
    );
  } else {
    body = <CircularProgress aria-label="Loading API keys" />;
  }

  return (
    <Box
      component="section"
      aria-labelledby="api-keys-title"
      sx={{ px: { xs: 3, lg: 6 }, py: 5, maxWidth: 1440, mx: 'auto' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography id="api-keys-title" variant="h1" sx={{ flex: 1 }}>
          API keys
        </Typography>
        <Button
          variant="contained"
          startIcon={<Add aria-hidden="true" />}
          onClick={() => setDialog({ kind: 'create' })}
        >
          Create API key
        </Button>
      </Box>
      <Typography sx={{ mb: 3 }}>
        Other systems (a BI tool, a CRM) read your projects and results with an API key. See the{' '}
        <Link href={API_REFERENCE_URL} target="_blank" rel="noopener">
          API reference
        </Link>
        .
      </Typography>
      {body}
      {dialog?.kind === 'create' ? (
        <CreateApiKeyDialog onClose={() => setDialog(null)} onCreated={reload} />
      ) : null}
      {dialog?.kind === 'revoke' ? (
        <ConfirmDialog
          title="Revoke API key?"
          confirmLabel="Revoke key"
          destructive
          busy={revoking}
          onClose={() => {
            setDialog(null);
            setRevokeFailed(false);
          }}
          onConfirm={() => void revoke(dialog.key)}
        >
          Anything using “{dialog.key.name}” stops working at once. This cannot be undone.
          {revokeFailed ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              The key could not be revoked. Please try again.
            </Alert>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </Box>
  );
}
