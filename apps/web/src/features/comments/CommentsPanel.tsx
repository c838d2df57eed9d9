import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useComments, type Comments } from './commentsContext.ts';
import { CommentComposer } from './CommentComposer.tsx';
import { ThreadView } from './ThreadView.tsx';

interface CommentsPanelProps {
  /** The draft's card labels by entry number (a card deleted since has none). */
  labels: ReadonlyMap<number, string>;
  /** Scrolls the editor to the card and selects it. */
  revealCard: (cardNumber: number) => void;
}

function PanelBody({ comments, labels, revealCard }: CommentsPanelProps & { comments: Comments }) {
  const { status, threads, card, showResolved, focusThread, members } = comments;
  const shown = useMemo(
    () =>
      threads.filter(
        (t) =>
          (card === null || t.cardNumber === card) &&
          (showResolved || !t.resolved || t.id === focusThread),
      ),
    [threads, card, showResolved, focusThread],
  );
  if (status === 'loading') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Loading comments" size={28} />
      </Box>
    );
  }
  if (status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={comments.retry}>
            Retry
          </Button>
        }
      >
        The comments could not be loaded.
      </Alert>
    );
  }
  const cardLabel = card === null ? undefined : labels.get(card);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {card !== null && cardLabel ? (
        <CommentComposer
          label={`New comment on ${cardLabel}`}
          submitLabel="Comment"
          members={members}
          onSubmit={(body) => comments.start(card, body)}
        />
      ) : null}
      {shown.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {card === null
            ? 'No open comments. Use the comment button on a card to start one.'
            : 'No open comments on this card.'}
        </Typography>
      ) : (
        shown.map((t) => (
          <ThreadView
            key={t.id}
            thread={t}
            cardLabel={t.cardDeleted ? undefined : labels.get(t.cardNumber)}
            members={members}
            focused={t.id === focusThread}
            onGoToCard={() => revealCard(t.cardNumber)}
            onReply={(body) => comments.reply(t.id, body)}
            onResolved={(resolved) => comments.setResolved(t.id, resolved)}
            onEdit={(commentId, body) => comments.edit(commentId, body)}
            onDelete={(commentId) => comments.remove(commentId)}
          />
        ))
      )}
    </Box>
  );
}

/** The editor's comments panel (issue 39 §5): open threads, resolved on request, by card. */
export function CommentsPanel({ labels, revealCard }: CommentsPanelProps) {
  const comments = useComments();
  const card = comments?.card ?? null;
  const open = comments?.panelOpen ?? false;
  // A card's button or an e-mail's link opened the panel: bring the card into view too.
  useEffect(() => {
    if (open && card !== null && labels.has(card)) revealCard(card);
    // Only when the card asked for changes; labels change with every edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, card]);
  if (!comments?.panelOpen) return null;
  const cardLabel = card === null ? undefined : labels.get(card);
  return (
    <Box
      component="aside"
      aria-label="Comments"
      sx={{
        width: 340,
        flexShrink: 0,
        borderLeft: 1,
        borderColor: 'divider',
        overflowY: 'auto',
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h3" component="h2" sx={{ flex: 1 }}>
          {cardLabel ? `Comments on ${cardLabel}` : 'Comments'}
        </Typography>
        <IconButton aria-label="Close comments" onClick={() => comments.setPanelOpen(false)}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        {card !== null ? (
          <Button size="small" onClick={comments.showAll}>
            All comments
          </Button>
        ) : null}
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={comments.showResolved}
              onChange={(e) => comments.setShowResolved(e.target.checked)}
            />
          }
          label="Show resolved"
        />
      </Box>
      <PanelBody comments={comments} labels={labels} revealCard={revealCard} />
    </Box>
  );
}
