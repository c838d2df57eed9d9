import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMMENT_MAX_LENGTH } from '@survey/domain/comments/mentions';
import type { CommentMember } from '@survey/domain/comments/contract';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { composeBody, mentionQueryAt } from './composeBody.ts';

interface ComposerProps {
  /** The text box's label ("Reply", "New comment on Q2"). */
  label: string;
  submitLabel: string;
  members: CommentMember[];
  onSubmit: (body: string) => Promise<void>;
  /** Put the focus in the text box (the thread an e-mail's link opened). */
  focus?: boolean;
  /** The text to start from (editing a comment: `editableText`); empty by default. */
  initial?: { text: string; picked: CommentMember[] };
  /** Shows a Cancel button (editing); Escape does the same. */
  onCancel?: () => void;
}

/**
 * A comment box: plain text, `@` (or the mention button) opens the menu of the account's members;
 * Ctrl/Cmd+Enter sends.
 */
export function CommentComposer(props: ComposerProps) {
  const { label, submitLabel, members, onSubmit, focus, initial, onCancel } = props;
  const [text, setText] = useState(initial?.text ?? '');
  const [picked, setPicked] = useState<CommentMember[]>(initial?.picked ?? []);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  const [menuAt, setMenuAt] = useState<HTMLElement | null>(null);
  const [query, setQuery] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement | null>(null);

  useEffect(() => {
    if (focus) field.current?.focus({ preventScroll: true });
  }, [focus]);

  const matches = members.filter((m) => m.name.toLowerCase().includes((query ?? '').toLowerCase()));

  const pick = (member: CommentMember) => {
    const el = field.current;
    const caret = el?.selectionStart ?? text.length;
    const typed = query === null ? '' : `@${query}`;
    const start = caret - typed.length;
    const insert = `@${member.name} `;
    const next = text.slice(0, start) + insert + text.slice(caret);
    setText(next);
    setPicked((prev) => (prev.some((p) => p.id === member.id) ? prev : [...prev, member]));
    setMenuAt(null);
    setQuery(null);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + insert.length, start + insert.length);
    });
  };

  const submit = async () => {
    const body = composeBody(text, picked);
    if (!body || busy) return;
    setBusy(true);
    setError(false);
    try {
      await onSubmit(body);
      setText('');
      setPicked([]);
    } catch {
      setError(true);
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void submit();
    } else if (e.key === 'Escape' && onCancel && menuAt === null) {
      e.preventDefault();
      onCancel();
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <TextField
        label={label}
        multiline
        minRows={2}
        size="small"
        value={text}
        inputRef={field}
        onChange={(e) => {
          const value = e.target.value;
          setText(value);
          const q = mentionQueryAt(value, e.target.selectionStart ?? value.length);
          setQuery(q);
          if (q === '' && value.endsWith('@')) setMenuAt(e.target);
        }}
        onKeyDown={onKeyDown}
        slotProps={{ htmlInput: { maxLength: COMMENT_MAX_LENGTH } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton
          size="small"
          aria-label="Mention someone"
          aria-haspopup="menu"
          onClick={(e) => {
            setQuery(null);
            setMenuAt(e.currentTarget);
          }}
        >
          <AlternateEmailIcon fontSize="small" />
        </IconButton>
        <Box sx={{ flex: 1 }} />
        {onCancel ? (
          <Button size="small" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button
          size="small"
          variant="contained"
          disabled={busy || text.trim() === ''}
          onClick={() => void submit()}
        >
          {submitLabel}
        </Button>
      </Box>
      {error ? (
        <Typography role="alert" variant="body2" color="error">
          The comment could not be saved. Please try again.
        </Typography>
      ) : null}
      <Menu
        anchorEl={menuAt}
        open={menuAt !== null}
        onClose={() => {
          setMenuAt(null);
          field.current?.focus();
        }}
        slotProps={{ list: { 'aria-label': 'Members to mention' } }}
      >
        {(matches.length ? matches : members).map((m) => (
          <MenuItem key={m.id} onClick={() => pick(m)}>
            {m.name}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
