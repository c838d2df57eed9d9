import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useEditorState, type Editor } from '@tiptap/react';

const MARKS = [
  { mark: 'bold', label: 'Bold', keys: 'Ctrl+B', Icon: FormatBold },
  { mark: 'italic', label: 'Italic', keys: 'Ctrl+I', Icon: FormatItalic },
  { mark: 'underline', label: 'Underline', keys: 'Ctrl+U', Icon: FormatUnderlined },
] as const;

/** Bold, italic and underline for a title (the same as the keyboard shortcuts). */
export function StyleToolbar({ editor, titleLabel }: { editor: Editor; titleLabel: string }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
    }),
  });
  return (
    <Stack direction="row" role="toolbar" aria-label={`${titleLabel} styling`} sx={{ gap: 0.25 }}>
      {MARKS.map(({ mark, label, keys, Icon }) => (
        <Tooltip key={mark} title={`${label} (${keys})`}>
          <IconButton
            size="small"
            aria-label={label}
            aria-pressed={active[mark]}
            color={active[mark] ? 'primary' : 'default'}
            // Keeps the caret and selection in the title while the button is pressed.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor.chain().focus().toggleMark(mark).run()}
          >
            <Icon fontSize="small" />
          </IconButton>
        </Tooltip>
      ))}
    </Stack>
  );
}
