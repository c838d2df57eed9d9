import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { WEBHOOK_EVENT_LABELS } from '@survey/domain/webhooks/webhookEvents';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import { AddWebhookDialog } from './AddWebhookDialog.tsx';
import { DeliveryLog } from './DeliveryLog.tsx';
import { SecretDialog } from './SecretDialog.tsx';
import { useLoaded } from './useLoaded.ts';
import { webhooksApi, type Webhook } from './webhooksApi.ts';

/** /account/webhooks: the account's webhook subscriptions and each one's delivery log. */
export function WebhooksPage() {
  const list = useLoaded(webhooksApi.list, 'webhooks');
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [shownId, setShownId] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<{ url: string; secret: string } | null>(null);
  const shown = list.data?.find((w) => w.id === shownId) ?? null;

  const act = async (action: () => Promise<unknown>, failure: string) => {
    setBusy(true);
    setFailed(null);
    try {
      await action();
      list.reload();
    } catch {
      setFailed(failure);
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (list.error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={list.reload}>
            Try again
          </Button>
        }
      >
        The webhooks could not be loaded.
      </Alert>
    );
  } else if (!list.data) {
    body = <Skeleton variant="rectangular" height={120} aria-label="Loading the webhooks" />;
  } else if (list.data.length === 0) {
    body = (
      <Typography color="text.secondary">
        No webhooks yet. Add one to have survey events posted to your systems.
      </Typography>
    );
  } else {
    body = (
      <Table aria-label="Webhooks">
        <TableHead>
          <TableRow>
            <TableCell>Endpoint URL</TableCell>
            <TableCell>Events</TableCell>
            <TableCell>On</TableCell>
            <TableCell>
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.data.map((w) => (
            <TableRow key={w.id} data-testid="webhook-row" selected={w.id === shownId}>
              <TableCell sx={{ wordBreak: 'break-all' }}>
                {w.url}
                {w.disabledReason ? (
                  <Typography variant="body2" color="error">
                    Turned off: {w.disabledReason}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>{w.events.map((e) => WEBHOOK_EVENT_LABELS[e] ?? e).join(', ')}</TableCell>
              <TableCell>
                <Switch
                  checked={w.enabled}
                  disabled={busy}
                  onChange={(e) =>
                    void act(
                      () => webhooksApi.setEnabled(w.id, e.target.checked),
                      'The webhook could not be changed.',
                    )
                  }
                  slotProps={{ input: { 'aria-label': `Webhook to ${w.url} on` } }}
                />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Button
                  size="small"
                  onClick={() => setShownId(w.id)}
                  aria-label={`Delivery log of ${w.url}`}
                >
                  Delivery log
                </Button>
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() =>
                    void act(async () => {
                      const { secret } = await webhooksApi.secret(w.id);
                      setRevealed({ url: w.url, secret });
                    }, 'The signing secret could not be loaded.')
                  }
                  aria-label={`Signing secret of ${w.url}`}
                >
                  Signing secret
                </Button>
                <Button
                  size="small"
                  onClick={() => setDeleting(w)}
                  aria-label={`Delete webhook to ${w.url}`}
                >
                  Delete
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby="webhooks-title"
      sx={{ px: { xs: 3, lg: 6 }, py: 5, maxWidth: 1440, mx: 'auto' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography id="webhooks-title" variant="h1" sx={{ flex: 1 }}>
          Webhooks
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
          Add webhook
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Survey launches, pauses, completion, stops, completes and finished exports, posted to your
        endpoints as signed JSON.
      </Typography>
      {failed ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failed}
        </Alert>
      ) : null}
      {body}
      {shown ? <DeliveryLog key={shown.id} webhook={shown} /> : null}
      {adding ? (
        <AddWebhookDialog onClose={() => setAdding(false)} onCreated={list.reload} />
      ) : null}
      {revealed ? (
        <SecretDialog
          title="Signing secret"
          secret={revealed.secret}
          onClose={() => setRevealed(null)}
        >
          The secret that signs the deliveries to {revealed.url}.
        </SecretDialog>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete webhook?"
          confirmLabel="Delete"
          destructive
          busy={busy}
          onClose={() => setDeleting(null)}
          onConfirm={() =>
            void act(async () => {
              await webhooksApi.remove(deleting.id);
              if (shownId === deleting.id) setShownId(null);
              setDeleting(null);
            }, 'The webhook could not be deleted.')
          }
        >
          Events will no longer be sent to {deleting.url}, and its delivery log is deleted.
        </ConfirmDialog>
      ) : null}
    </Box>
  );
}
