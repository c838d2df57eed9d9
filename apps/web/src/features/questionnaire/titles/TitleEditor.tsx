import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isMultiLinePaste } from '@survey/domain/questionnaire/paste';
import { pipedQuestionLks } from '@survey/domain/questionnaire/piping';
import { EditorContent, useEditor, type Editor, type UseEditorOptions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { HoldEditContext } from '../editor/editorContext.ts';
import { PipeNode } from './pipeNode.ts';
import { StyleToolbar } from './StyleToolbar.tsx';
import { registerTitle } from './titleHandles.ts';
import { editorContent, sameTitle, savedTitle, type SavedTitle } from './titleDocs.ts';

export interface TitleEditorProps {
  /** The card's key (questionLk, matrixTitleLk, textCardLk): the kebab's pipe finds it by it. */
  cardKey: string;
  /** The field's accessible name ('Question', 'Title'). */
  label: string;
  placeholder: string;
  text: string;
  styling: unknown;
  /** What a pipe shows ('[Q2]'). */
  labelOf: (questionLk: string) => string;
  delay: number;
  /** A card created just now shows its error only after a blur or an edit (spec 2 §5). */
  fresh: boolean;
  errorMessage?: string | undefined;
  onCommit: (title: SavedTitle) => void;
  /** Multi-line text pasted: the caller splits it into items (spec 2 §5). */
  onPasteLines?: ((text: string) => void) | undefined;
  /** Whether Enter starts a new line (question titles) or does nothing (text card titles). */
  multiline: boolean;
}

/** The styling kit: paragraphs, line breaks, bold, italic, underline and undo; nothing else. */
const KIT = StarterKit.configure({
  blockquote: false,
  bulletList: false,
  code: false,
  codeBlock: false,
  dropcursor: false,
  gapcursor: false,
  heading: false,
  horizontalRule: false,
  link: false,
  listItem: false,
  listKeymap: false,
  orderedList: false,
  strike: false,
  trailingNode: false,
});

/** The labels of the pipes in `text`, as one string (they change when a source card moves). */
const pipeLabelsOf = (text: string, labelOf: (lk: string) => string) =>
  pipedQuestionLks(text).map(labelOf).join(' ');

/** The title's accessibility attributes, which ProseMirror puts on its editable element. */
function titleAria(
  label: string,
  multiline: boolean,
  placeholder: string,
  describedBy: string | null,
): Record<string, string> {
  return {
    role: 'textbox',
    'aria-label': label,
    'aria-multiline': String(multiline),
    'aria-placeholder': placeholder,
    'aria-invalid': String(describedBy !== null),
    ...(describedBy !== null && { 'aria-describedby': describedBy }),
  };
}

function sameAttributes(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** Whether the editor shows `text`/`styling` with the current pipe labels already. */
function shows(editor: Editor, text: string, styling: unknown, labelOf: (lk: string) => string) {
  if (!sameTitle(savedTitle(editor.getJSON()), text, styling)) return false;
  let labelled = true;
  editor.state.doc.descendants((node) => {
    if (node.type.name === 'pipe' && node.attrs.label !== labelOf(String(node.attrs.questionLk))) {
      labelled = false;
    }
  });
  return labelled;
}

/**
 * A title with rich-text styling (tiptap): shows typing at once and saves after a pause, on blur
 * and on unmount, like the plain fields. Pipes are atoms showing their source's label.
 */
export function TitleEditor(props: TitleEditorProps) {
  const { cardKey, label, placeholder, text, styling, labelOf, fresh, errorMessage } = props;
  const [dirty, setDirty] = useState(false);
  const [touched, setTouched] = useState(false);
  const [empty, setEmpty] = useState(text === '');
  const latest = useRef(props);
  const dirtyRef = useRef(false);
  const focusedOnce = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const release = useRef<(() => void) | null>(null);
  const holdEdit = useContext(HoldEditContext);
  const errorId = useId();
  useEffect(() => {
    latest.current = props;
  });

  // Only refs and state setters inside: one function for the editor's whole life.
  const flush = useCallback((editor: Editor) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const { text: savedText, styling: savedStyling, onCommit } = latest.current;
    const title = savedTitle(editor.getJSON());
    if (!sameTitle(title, savedText, savedStyling)) onCommit(title);
    release.current?.();
    release.current = null;
    dirtyRef.current = false;
    setDirty(false);
  }, []);

  const shownError = errorMessage && (touched || !fresh) && !dirty ? errorMessage : null;
  const describedBy = shownError ? errorId : null;
  const aria = useRef(titleAria(label, props.multiline, placeholder, describedBy));

  // One options object for the editor's whole life: useEditor compares them at every render and
  // would otherwise set them again, which puts ProseMirror's selection back into the page over
  // the one the user just made. Callbacks read `latest`; attributes are read from `aria`.
  const [options] = useState((): UseEditorOptions => ({
    extensions: [KIT, PipeNode],
    content: editorContent(text, styling, labelOf),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: () => aria.current,
      handleKeyDown: (_view, event) => event.key === 'Enter' && !latest.current.multiline,
      handlePaste: (_view, event) => {
        const pasted = event.clipboardData?.getData('text/plain') ?? '';
        const { onPasteLines } = latest.current;
        if (!onPasteLines || !isMultiLinePaste(pasted)) return false;
        if (timer.current) clearTimeout(timer.current);
        timer.current = null;
        release.current?.();
        release.current = null;
        dirtyRef.current = false;
        setDirty(false);
        setTouched(true);
        onPasteLines(pasted);
        return true;
      },
    },
    onUpdate: ({ editor: e }) => {
      setEmpty(e.isEmpty);
      dirtyRef.current = true;
      setDirty(true);
      setTouched(true);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(e), latest.current.delay);
      release.current ??= holdEdit();
    },
    onFocus: () => {
      focusedOnce.current = true;
    },
    onBlur: ({ editor: e }) => {
      setTouched(true);
      flush(e);
    },
  }));
  const editor = useEditor(options, []);

  // Saved on unmount too (the card list unmounts cards scrolled far away).
  useEffect(() => () => flush(editor), [editor, flush]);

  // A change from elsewhere (paste, refetch, a moved source's label) shows unless typing here.
  // Only a change of these props counts: the card list may render a card's entry a frame after
  // the editor's document changed, and comparing that older entry with the editor would undo
  // the edit just saved.
  const seen = useRef({ text, styling, labels: pipeLabelsOf(text, labelOf) });
  useEffect(() => {
    const labels = pipeLabelsOf(text, labelOf);
    const prev = seen.current;
    if (prev.text === text && prev.styling === styling && prev.labels === labels) return;
    seen.current = { text, styling, labels };
    if (dirtyRef.current || shows(editor, text, styling, labelOf)) return;
    editor.commands.setContent(editorContent(text, styling, labelOf), { emitUpdate: false });
    setEmpty(editor.isEmpty);
  }, [editor, text, styling, labelOf]);

  useEffect(
    () =>
      registerTitle(cardKey, {
        insertPipe: (questionLk) => {
          const pipe = {
            type: 'pipe',
            attrs: { questionLk, label: latest.current.labelOf(questionLk) },
          };
          // At the caret the user left in the title, else at its end.
          editor
            .chain()
            .focus(focusedOnce.current ? null : 'end')
            .insertContent(pipe)
            .run();
          flush(editor);
        },
      }),
    [cardKey, editor, flush],
  );

  useEffect(() => {
    const next = titleAria(label, props.multiline, placeholder, describedBy);
    // Unchanged (always so on mount): a transaction would only cost time, ~10 ms a card (P5).
    if (sameAttributes(aria.current, next)) return;
    aria.current = next;
    // A transaction without steps makes ProseMirror read the attributes again.
    editor.view.dispatch(editor.state.tr.setMeta('addToHistory', false));
  }, [editor, label, placeholder, props.multiline, describedBy]);

  const sx = useMemo(
    () => ({
      position: 'relative' as const,
      flex: 1,
      minWidth: 0,
      '& .ProseMirror': { outline: 'none', minHeight: 24, py: 1, px: 1.5 },
      '& .ProseMirror p': { m: 0 },
      '& .title-pipe': {
        bgcolor: 'action.selected',
        borderRadius: 1,
        px: 0.5,
        mx: 0.25,
        fontWeight: 500,
      },
    }),
    [],
  );

  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="caption" color={shownError ? 'error' : 'text.secondary'} aria-hidden>
        {label}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          border: 1,
          borderColor: shownError ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: shownError ? 'error.main' : 'primary.main' },
        }}
      >
        <Box sx={sx}>
          {empty ? (
            <Typography
              aria-hidden
              color="text.disabled"
              sx={{ position: 'absolute', top: 8, left: 12, pointerEvents: 'none' }}
            >
              {placeholder}
            </Typography>
          ) : null}
          <EditorContent editor={editor} />
        </Box>
        <StyleToolbar editor={editor} titleLabel={label} />
      </Box>
      {shownError ? (
        <Typography id={errorId} variant="caption" color="error" sx={{ mx: 1.75 }}>
          {shownError}
        </Typography>
      ) : null}
    </Box>
  );
}
