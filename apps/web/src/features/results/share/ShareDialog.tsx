import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  endOfDay,
  shareExpiryProblem,
  sharePasswordProblem,
} from '@survey/domain/sharing/shareLinkRules';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { ApiError } from '../../../lib/apiError.ts';
import { reportError } from '../../../lib/errorReporting.ts';
import { shareUrl, sharingApi } from '../../../lib/sharingApi.ts';
import { useResultsSource } from '../data/resultsSource.ts';
import { ShareLinksList, useShareLinks } from './ShareLinksList.tsx';
import { dateInput, SHARE_TEXTS } from './shareTexts.ts';

interface ShareDialogProps {
  surveyId: string;
  /** A saved table to share alone; null shares the results page. */
  crosstab: { id: string; name: string } | null;
  onClose: () => void;
}

/**
 * Issue 39 §1: make a read-only link (an expiry date, an optional password), copy it (shown once:
 * the server keeps only its hash), and see and revoke the survey's links. Across a multi-market
 * project's markets (issue 37 §3) the links are those of all markets together.
 */
export function ShareDialog({ surveyId, crosstab, onClose }: ShareDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [date, setDate] = useState(() => dateInput(new Date()));
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const markets = useResultsSource().acrossMarkets ? 'all' : undefined;
  const links = useShareLinks(surveyId, markets);
  const expiresAt = endOfDay(date, new Date().getTimezoneOffset());
  const dateProblem = shareExpiryProblem(expiresAt, new Date());
  const passwordProblem = password ? sharePasswordProblem(password) : null;

  const create = async () => {
    if (dateProblem || passwordProblem) return;
    setBusy(true);
    setFailed(null);
    try {
      const created = await sharingApi.create({
        surveyId,
        crosstabId: crosstab?.id ?? null,
        expiresAt: expiresAt.toISOString(),
        password: password || null,
        ...(markets ? { markets } : {}),
      });
      setUrl(shareUrl(created.token));
      setPassword('');
      links.reload();
    } catch (error) {
      // The server's own sentence for a refused expiry or password; anything else is ours.
      const refused = error instanceof ApiError && error.status === 400;
      if (!refused) reportError(error, { operation: 'shareLinkCreate' });
      setFailed(refused ? error.message : SHARE_TEXTS.createFailed);
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url).then(
      () => enqueueSnackbar(SHARE_TEXTS.copied, { variant: 'success' }),
      () => undefined,
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="share-title" fullWidth maxWidth="md">
      <DialogTitle id="share-title">
        {crosstab ? SHARE_TEXTS.titleTable(crosstab.name) : SHARE_TEXTS.title}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {crosstab
            ? SHARE_TEXTS.introTable
            : markets
              ? SHARE_TEXTS.introMarkets
              : SHARE_TEXTS.intro}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            type="date"
            label={SHARE_TEXTS.expires}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={dateProblem !== null}
            helperText={dateProblem ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 200 }}
          />
          <TextField
            type="password"
            label={SHARE_TEXTS.password}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={passwordProblem !== null}
            helperText={passwordProblem ?? SHARE_TEXTS.passwordHelp}
            autoComplete="new-password"
            sx={{ flex: 1, minWidth: 200 }}
          />
          <Button
            variant="contained"
            loading={busy}
            disabled={dateProblem !== null || passwordProblem !== null}
            onClick={() => void create()}
            sx={{ mt: 1 }}
          >
            {SHARE_TEXTS.create}
          </Button>
        </Box>
        {failed ? (
          <Alert severity="error" role="alert">
            {failed}
          </Alert>
        ) : null}
        {url ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Alert severity="success" role="status">
              {SHARE_TEXTS.created}
            </Alert>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                label={SHARE_TEXTS.linkLabel}
                value={url}
                fullWidth
                size="small"
                slotProps={{ htmlInput: { readOnly: true } }}
                onFocus={(event) => event.target.select()}
              />
              <Button
                variant="outlined"
                startIcon={<ContentCopyIcon />}
                onClick={() => void copy()}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {SHARE_TEXTS.copy}
              </Button>
            </Box>
          </Box>
        ) : null}
        <ShareLinksList links={links} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
