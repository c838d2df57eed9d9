import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
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
import { formatLength } from '@survey/domain/quality/formatLength';
import type {
  FlaggedComplete,
  QualityReason,
  QualityResponse,
} from '@survey/domain/results/analysisContract';
import { useEffect, useId, useRef, useState } from 'react';
import { reportError } from '../../../lib/errorReporting.ts';
import { resultsApi } from '../../../lib/resultsApi.ts';
import { excludeAllActions, REASON_LABELS, reasonsOf, selectionActions } from './qualityRows.ts';
import { QUALITY_TEXTS } from './qualityTexts.ts';
import { ReplacementWindow } from './ReplacementWindow.tsx';

const NONE_BY_REASON: Record<QualityReason, number> = {
  SPEEDER: 0,
  STRAIGHT_LINER: 0,
  GIBBERISH_TEXT: 0,
  DUPLICATE_TEXT: 0,
  DUPLICATE_RESPONDENT: 0,
};

interface DataQualityDialogProps {
  surveyId: string;
  /** The list as last loaded; undefined while it loads. */
  quality: QualityResponse | undefined;
  failed: boolean;
  onClose: () => void;
  /** Exclusions changed: the page reloads the list, the summary and the cards. */
  onChanged: () => void;
}

/**
 * Issue 26 §3: the flagged completes with their reasons (chips, each flag's sentence beneath),
 * length and state; select rows and Exclude / Include again, or exclude every complete of a
 * reason at once. The server remembers exclusions; every count and export leaves them out.
 */
export function DataQualityDialog(props: DataQualityDialogProps) {
  const { surveyId, quality, failed, onClose, onChanged } = props;
  const id = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  // Pages after the first, loaded with 'Load more'; a new first page (reload, exclusion) drops them.
  const [loaded, setLoaded] = useState<{
    after: QualityResponse | undefined;
    more: FlaggedComplete[];
  }>({ after: undefined, more: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const more = loaded.after === quality ? loaded.more : [];
  const flagged = [...(quality?.flagged ?? []), ...more];
  const { toExclude, toInclude } = selectionActions(flagged, selected);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The button that saved is disabled while it saves (and after, with nothing left selected), so
  // the keyboard focus falls out of the dialog to the page: give it back, or Escape and Tab stop
  // working until the focus trap notices.
  useEffect(() => {
    if (saving) return;
    const active = document.activeElement;
    if (active === null || active === document.body) closeRef.current?.focus();
  }, [saving]);

  const loadMore = async () => {
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = await resultsApi.quality(surveyId, undefined, flagged.length);
      setLoaded({ after: quality, more: [...more, ...page.flagged] });
    } catch (error) {
      reportError(error, { action: 'loadMoreFlagged' });
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const save = async (
    change: { sessionIds: string[]; excluded: boolean } | { reason: QualityReason; excluded: true },
  ) => {
    setSaving(true);
    setSaveFailed(false);
    try {
      await resultsApi.setExclusions({ surveyId, ...change });
      setSelected(new Set());
      onChanged();
    } catch (error) {
      reportError(error, { action: 'setExclusions' });
      setSaveFailed(true);
    } finally {
      setSaving(false);
    }
  };
  const toggle = (sessionId: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(sessionId)) next.delete(sessionId);
      else next.add(sessionId);
      return next;
    });
  const allSelected = flagged.length > 0 && flagged.every((c) => selected.has(c.sessionId));

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      fullWidth
      maxWidth="lg"
    >
      <DialogTitle id={`${id}-title`}>{QUALITY_TEXTS.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-intro`}>{QUALITY_TEXTS.intro}</DialogContentText>
        {quality ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {quality.medianSeconds === null
              ? QUALITY_TEXTS.noMedian
              : QUALITY_TEXTS.median(formatLength(quality.medianSeconds * 1000))}{' '}
            {QUALITY_TEXTS.excludedCount(quality.excludedCount)}.
          </Typography>
        ) : null}
        {!quality && !failed ? (
          <LinearProgress aria-label="Loading data quality" sx={{ mt: 2 }} />
        ) : null}
        {failed && !quality ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {QUALITY_TEXTS.failed}
          </Alert>
        ) : null}
        {saveFailed ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {QUALITY_TEXTS.saveFailed}
          </Alert>
        ) : null}
        {quality && flagged.length === 0 ? (
          <Typography role="status" sx={{ mt: 2 }}>
            {QUALITY_TEXTS.empty}
          </Typography>
        ) : null}
        {flagged.length > 0 ? (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
              {excludeAllActions(quality?.includedByReason ?? NONE_BY_REASON).map((action) => (
                <Button
                  key={action.reason}
                  size="small"
                  variant="outlined"
                  disabled={saving}
                  onClick={() => void save({ reason: action.reason, excluded: true })}
                >
                  {action.label}
                </Button>
              ))}
            </Box>
            <Table size="small" aria-label="Flagged completes" sx={{ mt: 2 }}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allSelected}
                      indeterminate={selected.size > 0 && !allSelected}
                      onChange={() =>
                        setSelected(
                          allSelected ? new Set() : new Set(flagged.map((c) => c.sessionId)),
                        )
                      }
                      slotProps={{ input: { 'aria-label': 'Select all flagged completes' } }}
                    />
                  </TableCell>
                  <TableCell>Respondent</TableCell>
                  <TableCell>Length</TableCell>
                  <TableCell>Reasons</TableCell>
                  <TableCell>State</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {flagged.map((complete) => (
                  <FlaggedRow
                    key={complete.sessionId}
                    complete={complete}
                    selected={selected.has(complete.sessionId)}
                    onToggle={() => toggle(complete.sessionId)}
                  />
                ))}
              </TableBody>
            </Table>
            {quality && flagged.length < quality.total ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1 }}>
                <Button disabled={loadingMore} onClick={() => void loadMore()}>
                  {QUALITY_TEXTS.loadMore}
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {QUALITY_TEXTS.shown(flagged.length, quality.total)}
                </Typography>
              </Box>
            ) : null}
            {moreFailed ? (
              <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                {QUALITY_TEXTS.failed}
              </Alert>
            ) : null}
          </>
        ) : null}
        <ReplacementWindow surveyId={surveyId} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          disabled={saving || toExclude.length === 0}
          onClick={() => void save({ sessionIds: toExclude, excluded: true })}
        >
          {QUALITY_TEXTS.exclude}
        </Button>
        <Button
          disabled={saving || toInclude.length === 0}
          onClick={() => void save({ sessionIds: toInclude, excluded: false })}
        >
          {QUALITY_TEXTS.includeAgain}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button ref={closeRef} variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function FlaggedRow(props: { complete: FlaggedComplete; selected: boolean; onToggle: () => void }) {
  const { complete, selected, onToggle } = props;
  return (
    <TableRow
      selected={selected}
      data-testid="flagged-complete"
      sx={complete.excluded ? { '& td': { color: 'text.secondary' } } : undefined}
    >
      <TableCell padding="checkbox">
        <Checkbox
          checked={selected}
          onChange={onToggle}
          slotProps={{ input: { 'aria-label': `Select respondent ${complete.respondentId}` } }}
        />
      </TableCell>
      <TableCell>{complete.respondentId}</TableCell>
      <TableCell>{formatLength(complete.lengthSeconds * 1000)}</TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {reasonsOf(complete).map((reason) => (
            <Chip key={reason} size="small" label={REASON_LABELS[reason].chip} />
          ))}
        </Box>
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {complete.flags.map((flag, i) => (
            <Typography component="li" variant="caption" key={i}>
              {flag.detail}
            </Typography>
          ))}
        </Box>
      </TableCell>
      <TableCell>
        {complete.excluded ? (
          <Chip size="small" variant="outlined" label={QUALITY_TEXTS.excluded} />
        ) : (
          'Included'
        )}
      </TableCell>
    </TableRow>
  );
}
