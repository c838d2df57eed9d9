import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CommentMember, CommentThreadView } from '@survey/domain/comments/contract';
import { useEffect, useRef, useState } from 'react';
import { CommentComposer } from './CommentComposer.tsx';
import { CommentItem } from './CommentItem.tsx';

interface ThreadViewProps {
  thread: CommentThreadView;
  /** The card's label (Q2), or undefined for a card deleted since. */
  cardLabel: string | undefined;
  members: CommentMember[];
  focused: boolean;
  onGoToCard: () => void;
  onReply: (body: string) => Promise<void>;
  onResolved: (resolved: boolean) => Promise<void>;
  onEdit: (commentId: string, body: string) => Promise<void>;
  onDelete: (commentId: string) => Promise<void>;
}

/** One thread: its comments, a reply box, and resolve or reopen. */
export function ThreadView(props: ThreadViewProps) {
  const { thread, cardLabel, members, focused, onGoToCard, onReply, onResolved, onEdit, onDelete } =
    props;
  const boxRef = useRef<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const first = thread.comments.find((c) => !c.deleted);
  const name = `Comment thread on ${cardLabel ?? 'a deleted card'}${first?.author ? ` by ${first.author.name}` : ''}`;

  useEffect(() => {
    if (!focused) return;
    boxRef.current?.scrollIntoView({ block: 'nearest' });
  }, [focused]);

  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onResolved(!thread.resolved);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="section"
      aria-label={name}
      ref={boxRef}
      sx={{
        border: 1,
        borderColor: focused ? 'primary.main' : 'divider',
        borderRadius: 1,
        p: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {cardLabel ? (
          <Link component="button" variant="subtitle2" onClick={onGoToCard}>
            {cardLabel}
          </Link>
        ) : (
          <Typography variant="subtitle2" color="text.secondary">
            On a deleted card
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        {thread.resolved ? <Chip size="small" label="Resolved" /> : null}
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {thread.comments.map((c) => (
          <CommentItem
            key={c.id}
            comment={c}
            members={members}
            writable={cardLabel !== undefined}
            onEdit={(body) => onEdit(c.id, body)}
            onDelete={() => onDelete(c.id)}
          />
        ))}
      </Box>
      {thread.resolved && thread.resolvedBy ? (
        <Typography variant="caption" color="text.secondary">
          Resolved by {thread.resolvedBy.name}
        </Typography>
      ) : null}
      {cardLabel ? (
        <CommentComposer
          label="Reply"
          submitLabel="Reply"
          members={members}
          onSubmit={onReply}
          focus={focused}
        />
      ) : null}
      <Box>
        <Button size="small" disabled={busy} onClick={() => void toggle()}>
          {thread.resolved ? 'Reopen' : 'Resolve'}
        </Button>
      </Box>
      {failed ? (
        <Typography role="alert" variant="body2" color="error">
          The thread could not be changed. Please try again.
        </Typography>
      ) : null}
    </Box>
  );
}
