import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { isMultiLinePaste } from '@survey/domain/questionnaire/paste';
import { useContext, useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { HoldEditContext } from '../editor/editorContext.ts';

type Props = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'onPaste'> & {
  value: string;
  /**
   * Saves the text; called after `delay` ms without typing, on blur and on unmount. A string it
   * answers is a refusal, shown under the field until the next edit.
   */
  onCommit: (text: string) => unknown;
  delay: number;
  /** The validation message of this field, if any. */
  errorMessage?: string | undefined;
  /** A field created just now shows its error only after a blur or an edit (spec 2 §5). */
  fresh?: boolean;
  /** Multi-line text pasted: the caller splits it into items (spec 2 §5). */
  onPasteLines?: (text: string) => void;
};

/**
 * A text field that shows typing at once and saves after a pause (spec 2 §9 debounces), when it
 * loses focus, and when it unmounts (the card list unmounts cards scrolled far away).
 */
export function DebouncedTextField(props: Props) {
  const {
    value,
    onCommit,
    delay,
    errorMessage,
    fresh = false,
    onPasteLines,
    onBlur,
    onFocus,
    ...rest
  } = props;
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // Typed here and not yet dispatched: changes from elsewhere must not overwrite it.
  const [dirty, setDirty] = useState(false);
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const latest = useRef({ draft, value, onCommit });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const holdEdit = useContext(HoldEditContext);
  const release = useRef<(() => void) | null>(null);

  // A change from elsewhere (paste, refetch, another tab) shows unless the user is typing here.
  if (value !== seen) {
    setSeen(value);
    if (!dirty) setDraft(value);
  }

  useEffect(() => {
    latest.current = { draft, value, onCommit };
  });

  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const { draft: text, value: saved, onCommit: commit } = latest.current;
    if (text !== saved) {
      const refused = commit(text);
      setRefusal(typeof refused === 'string' ? refused : null);
    }
    release.current?.();
    release.current = null;
    setDirty(false);
  };

  useEffect(() => () => flush(), []);

  const handleChange = (text: string) => {
    setDraft(text);
    setRefusal(null);
    setDirty(true);
    setTouched(true);
    latest.current = { ...latest.current, draft: text };
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, delay);
    release.current ??= holdEdit();
  };

  const handlePaste = (event: ClipboardEvent<HTMLDivElement>) => {
    if (!onPasteLines) return;
    const text = event.clipboardData.getData('text');
    if (!isMultiLinePaste(text)) return;
    event.preventDefault();
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    release.current?.();
    release.current = null;
    setDirty(false);
    setTouched(true);
    onPasteLines(text);
  };

  // The error is about the saved text: while newer typing waits to be saved it may be stale (a
  // "blank" error under a field being typed in), and hiding it then keeps the layout still.
  const shownError =
    refusal ?? (errorMessage && (touched || !fresh) && draft === value ? errorMessage : null);
  return (
    <TextField
      {...rest}
      value={draft}
      onChange={(event) => handleChange(event.target.value)}
      onFocus={onFocus}
      onBlur={(event) => {
        setTouched(true);
        flush();
        onBlur?.(event);
      }}
      onPaste={handlePaste}
      error={shownError !== null}
      helperText={shownError ?? undefined}
    />
  );
}
