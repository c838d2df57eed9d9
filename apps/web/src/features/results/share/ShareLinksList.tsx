import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ShareLink } from '@survey/domain/sharing/contract';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useState } from 'react';
import { reportError } from '../../../lib/errorReporting.ts';
import { sharingApi } from '../../../lib/sharingApi.ts';
import { VisuallyHidden } from '../../../components/VisuallyHidden.tsx';
import { linkState, linkTarget, SHARE_TEXTS, shortDate } from './shareTexts.ts';

export interface ShareLinks {
  links: ShareLink[] | undefined;
  failed: boolean;
  reload: () => void;
}

/**
 * The survey's links, newest first, loaded again by `reload` (after a creation or a revoke);
 * with `markets` the links across its project's markets.
 */
export function useShareLinks(surveyId: string, markets?: 'all'): ShareLinks {
  const [links, setLinks] = useState<ShareLink[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    sharingApi.list(surveyId, controller.signal, markets).then(
      (list) => {
        setLinks(list);
        setFailed(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        reportError(error, { operation: 'shareLinksList' });
        setFailed(true);
      },
    );
    return () => controller.abort();
  }, [surveyId, markets, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { links, failed, reload };
}

/** Each link: what it opens, who made it and when, its expiry, last opening and Revoke. */
export function ShareLinksList({ links }: { links: ShareLinks }) {
  const { enqueueSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState<ShareLink | null>(null);
  const [busy, setBusy] = useState(false);
  const now = new Date();
  const revoke = async (link: ShareLink) => {
    setBusy(true);
    try {
      await sharingApi.revoke(link.id);
      setConfirming(null);
    } catch (error) {
      reportError(error, { operation: 'shareLinkRevoke' });
      enqueueSnackbar(SHARE_TEXTS.revokeFailed, { variant: 'error' });
    } finally {
      setBusy(false);
      links.reload();
    }
  };
  return (
    <section aria-labelledby="share-links-title">
      <Typography id="share-links-title" variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {SHARE_TEXTS.listHeading}
      </Typography>
      {links.failed ? (
        <Typography variant="body2" color="text.secondary">
          {SHARE_TEXTS.listFailed}
        </Typography>
      ) : null}
      {!links.links && !links.failed ? <LinearProgress aria-label="Loading links" /> : null}
      {links.links?.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {SHARE_TEXTS.none}
        </Typography>
      ) : null}
      {links.links && links.links.length > 0 ? (
        <Table size="small" aria-labelledby="share-links-title">
          <TableHead>
            <TableRow>
              <TableCell>Opens</TableCell>
              <TableCell>Created by</TableCell>
              <TableCell>Created</TableCell>
              <TableCell>Expires</TableCell>
              <TableCell>Last opened</TableCell>
              <TableCell>
                <VisuallyHidden>Actions</VisuallyHidden>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {links.links.map((link) => {
              const state = linkState(link, now);
              return (
                <TableRow key={link.id} data-testid="share-link-row">
                  <TableCell>{linkTarget(link)}</TableCell>
                  <TableCell>{link.createdByEmail}</TableCell>
                  <TableCell>{shortDate(link.createdAt)}</TableCell>
                  <TableCell>{shortDate(link.expiresAt)}</TableCell>
                  <TableCell>
                    {link.lastOpenedAt ? shortDate(link.lastOpenedAt) : SHARE_TEXTS.never}
                  </TableCell>
                  <TableCell align="right">
                    {state ? (
                      <Chip size="small" label={state} />
                    ) : (
                      <Button
                        size="small"
                        color="error"
                        aria-label={`Revoke the link made ${shortDate(link.createdAt)} (${linkTarget(link)})`}
                        onClick={() => setConfirming(link)}
                      >
                        {SHARE_TEXTS.revoke}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : null}
      {confirming ? (
        <Dialog open onClose={() => setConfirming(null)} aria-labelledby="revoke-title">
          <DialogTitle id="revoke-title">{SHARE_TEXTS.revokeTitle}</DialogTitle>
          <DialogContent>
            <DialogContentText>{SHARE_TEXTS.revokeBody}</DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setConfirming(null)}>Cancel</Button>
            <Button
              color="error"
              variant="contained"
              loading={busy}
              onClick={() => void revoke(confirming)}
            >
              {SHARE_TEXTS.revoke}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </section>
  );
}
