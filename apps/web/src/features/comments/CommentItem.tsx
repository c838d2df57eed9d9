import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CommentMember, CommentView } from '@survey/domain/comments/contract';
import { useState } from 'react';
import { CommentComposer } from './CommentComposer.tsx';
import { CommentText } from './CommentText.tsx';
import { editableText } from './composeBody.ts';

interface CommentItemProps {
  comment: CommentView;
  members: CommentMember[];
  /** The thread can still be written (its card is in the draft). */
  writable: boolean;
  onEdit: (body: string) => Promise<void>;
  onDelete: () => Promise<void>;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One comment of a thread. Its author (`mine`) can edit it in place (the composer, mentions
 * kept) or delete it after a confirmation; a deleted comment keeps its place.
 */
export function CommentItem({ comment: c, members, writable, onEdit, onDelete }: CommentItemProps) {
  const [mode, setMode] = useState<'show' | 'edit' | 'confirmDelete'>('show');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const own = writable && c.mine && !c.deleted;

  const remove = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onDelete();
      setMode('show');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li>
      <Typography variant="body2" component="p" sx={{ fontWeight: 700 }}>
        {c.author?.name ?? 'Former member'}{' '}
        <Typography component="span" variant="caption" color="text.secondary">
          {when(c.createdAt)}
          {c.editedAt ? ' (edited)' : ''}
        </Typography>
      </Typography>
      {c.deleted ? (
        <Typography variant="body2" color="text.secondary">
          Comment deleted
        </Typography>
      ) : mode === 'edit' ? (
        <CommentComposer
          label="Edit comment"
          submitLabel="Save"
          members={members}
          initial={editableText(c.body, c.mentions)}
          focus
          onSubmit={async (body) => {
            await onEdit(body);
            setMode('show');
          }}
          onCancel={() => setMode('show')}
        />
      ) : (
        <Typography variant="body2" component="div">
          <CommentText comment={c} />
        </Typography>
      )}
      {own && mode === 'show' ? (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <Button size="small" onClick={() => setMode('edit')} aria-label="Edit your comment">
            Edit
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => setMode('confirmDelete')}
            aria-label="Delete your comment"
          >
            Delete
          </Button>
        </Box>
      ) : null}
      {own && mode === 'confirmDelete' ? (
        <Box
          role="group"
          aria-label="Delete this comment?"
          sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
        >
          <Typography variant="body2">Delete this comment?</Typography>
          <Button
            size="small"
            color="error"
            variant="contained"
            disabled={busy}
            onClick={() => void remove()}
          >
            Delete comment
          </Button>
          <Button size="small" disabled={busy} onClick={() => setMode('show')}>
            Keep it
          </Button>
        </Box>
      ) : null}
      {failed ? (
        <Typography role="alert" variant="body2" color="error">
          The comment could not be deleted. Please try again.
        </Typography>
      ) : null}
    </li>
  );
}
