import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { WEBHOOK_EVENT_LABELS } from '@survey/domain/webhooks/webhookEvents';
import { useState } from 'react';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import { useLoaded } from './useLoaded.ts';
import { webhooksApi, type Webhook, type WebhookDelivery } from './webhooksApi.ts';

const STATUS: Record<WebhookDelivery['status'], string> = {
  pending: 'Waiting',
  delivered: 'Delivered',
  given_up: 'Dropped',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** The newest deliveries of one webhook, with the last response code and Replay. */
export function DeliveryLog({ webhook }: { webhook: Webhook }) {
  const log = useLoaded(() => webhooksApi.deliveries(webhook.id), webhook.id);
  const [replaying, setReplaying] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const replay = async (delivery: WebhookDelivery) => {
    setReplaying(delivery.id);
    setFailed(null);
    try {
      await webhooksApi.replay(delivery.id);
      log.reload();
    } catch (error) {
      setFailed(error instanceof Error ? error.message : 'The delivery could not be replayed.');
    } finally {
      setReplaying(null);
    }
  };

  let body;
  if (log.error) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={log.reload}>
            Try again
          </Button>
        }
      >
        The delivery log could not be loaded.
      </Alert>
    );
  } else if (!log.data) {
    body = <Skeleton variant="rectangular" height={96} aria-label="Loading the delivery log" />;
  } else if (log.data.length === 0) {
    body = <Typography color="text.secondary">No deliveries yet.</Typography>;
  } else {
    body = (
      <Table size="small" aria-label={`Deliveries to ${webhook.url}`}>
        <TableHead>
          <TableRow>
            <TableCell>Event</TableCell>
            <TableCell>Created</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Response</TableCell>
            <TableCell>Attempts</TableCell>
            <TableCell>
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {log.data.map((d) => (
            <TableRow key={d.id} data-testid="webhook-delivery">
              <TableCell>
                {WEBHOOK_EVENT_LABELS[d.type] ?? d.type}
                {d.replayOf ? ' (replay)' : ''}
              </TableCell>
              <TableCell>{when(d.createdAt)}</TableCell>
              <TableCell>{STATUS[d.status]}</TableCell>
              <TableCell>{d.lastStatusCode ?? d.attempts.at(-1)?.error ?? '–'}</TableCell>
              <TableCell>{d.attempts.length}</TableCell>
              <TableCell align="right">
                {d.status === 'pending' ? null : (
                  <Button
                    size="small"
                    onClick={() => void replay(d)}
                    loading={replaying === d.id}
                    aria-label={`Replay ${WEBHOOK_EVENT_LABELS[d.type] ?? d.type} of ${when(d.createdAt)}`}
                  >
                    Replay
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <section aria-labelledby={`log-${webhook.id}`}>
      <Typography id={`log-${webhook.id}`} variant="h2" sx={{ mt: 4, mb: 1 }}>
        Delivery log
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {webhook.url}{' '}
        <Button size="small" onClick={log.reload}>
          Refresh
        </Button>
      </Typography>
      {failed ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failed}
        </Alert>
      ) : null}
      {body}
    </section>
  );
}
