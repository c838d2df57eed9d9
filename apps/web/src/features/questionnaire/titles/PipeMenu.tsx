import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { pipeSources } from '@survey/domain/questionnaire/piping';
import type { Entry } from '@survey/domain/questionnaire/model';
import { useMemo } from 'react';
import { useEditorUi } from '../editor/editorContext.ts';
import { insertPipeInTitle } from './titleHandles.ts';

/** The card key its title registers under (see TitleEditor's cardKey). */
export function titleKeyOf(entry: Entry): string | null {
  switch (entry.entryType) {
    case 'question':
      return entry.entryItem.questionLk;
    case 'matrix':
      return entry.entryItem.matrixTitleLk;
    case 'textCard':
      return entry.entryItem.textCardLk;
    default:
      return null;
  }
}

/** The answers a card may quote in its title (audience, then earlier questions that fit). */
export function usePipeSources(entry: Entry) {
  const { view } = useEditorUi();
  return useMemo(() => pipeSources(view, entry.number), [view, entry.number]);
}

interface PipeMenuProps {
  entry: Entry;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** 'Pipe into question title': choosing a source inserts its pipe at the title's caret. */
export function PipeMenu({ entry, anchor, onClose }: PipeMenuProps) {
  const sources = usePipeSources(entry);
  const key = titleKeyOf(entry);
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-label': 'Answer to quote' } }}
    >
      {sources.map((s) => (
        <MenuItem
          key={s.questionLk}
          onClick={() => {
            onClose();
            if (key !== null) insertPipeInTitle(key, s.questionLk);
          }}
        >
          <ListItemText
            primary={s.label}
            secondary={s.text === '' ? 'Untitled' : s.text}
            slotProps={{ secondary: { noWrap: true, sx: { maxWidth: 320 } } }}
          />
        </MenuItem>
      ))}
    </Menu>
  );
}
