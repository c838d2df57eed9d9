import { API_KEY_SCOPE_LABELS, type ApiKeySummary } from '@survey/domain/apiKeys/scopes';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const when = (iso: string | null, never: string) => (iso ? DATE.format(new Date(iso)) : never);

/** The account's keys, newest first: never the secret, only its first characters. */
export function ApiKeyTable(props: {
  keys: ApiKeySummary[];
  onRevoke: (key: ApiKeySummary) => void;
}) {
  return (
    <Table aria-label="API keys">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Key</TableCell>
          <TableCell>Scopes</TableCell>
          <TableCell>Created</TableCell>
          <TableCell>Last used</TableCell>
          <TableCell>
            <VisuallyHidden>Actions</VisuallyHidden>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {props.keys.map((key) => (
          <TableRow key={key.id} data-testid="api-key-row">
            <TableCell>{key.name}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace' }}>{key.prefix}…</TableCell>
            <TableCell>{key.scopes.map((s) => API_KEY_SCOPE_LABELS[s]).join(', ')}</TableCell>
            <TableCell>
              {when(key.createdAt, '')}
              <Typography variant="body2" color="text.secondary">
                by {key.createdBy}
              </Typography>
            </TableCell>
            <TableCell>{when(key.lastUsedAt, 'Never')}</TableCell>
            <TableCell align="right">
              {key.revokedAt ? (
                <Typography variant="body2" color="text.secondary">
                  Revoked {when(key.revokedAt, '')}
                </Typography>
              ) : (
                <Button
                  color="error"
                  onClick={() => props.onRevoke(key)}
                  aria-label={`Revoke ${key.name}`}
                >
                  Revoke
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
