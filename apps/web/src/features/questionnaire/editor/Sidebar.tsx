import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { alpha, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { memo, startTransition, useEffect, useMemo, useState } from 'react';
import type { Entry } from '@survey/domain/questionnaire/model';
import { useEditorUi } from './editorContext.ts';
import { entryTitle, type ListItem } from './entryList.ts';
import { dropCommand, sidebarAnnouncements } from './sectionDrop.ts';

interface SidebarProps {
  items: ListItem[];
  showAudience: boolean;
  onShowAudience: (show: boolean) => void;
  /** Scrolls the list to the item (smoothly, and again at 250 ms). */
  onNavigate: (key: string) => void;
}

interface RowProps {
  item: ListItem;
  selected: boolean;
  onNavigate: (key: string) => void;
}

/**
 * The rows' look, given once to the whole sidebar: a draft has hundreds of rows, and MUI
 * components with their own styles (ListItemButton, Typography, SvgIcon) cost about 1 s to mount
 * 300 of them (P5), so rows are plain elements with these classes.
 */
const rowStyles = (theme: Theme) => ({
  '& .sidebar-list': { p: 0, m: 0 },
  '& .sidebar-row': { display: 'flex', alignItems: 'center', listStyle: 'none' },
  '& .sidebar-handle': {
    border: 0,
    background: 'none',
    cursor: 'grab',
    color: 'text.secondary',
    display: 'flex',
    p: 0.5,
    borderRadius: 1,
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
  },
  '& .sidebar-handle svg': { width: 20, height: 20, fill: 'currentColor' },
  '& .sidebar-item': {
    flex: 1,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    gap: 1,
    py: 0.75,
    px: 2,
    border: 0,
    borderRadius: 1,
    background: 'none',
    color: 'text.primary',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    '&:hover': { bgcolor: 'action.hover' },
    '&:focus-visible': { bgcolor: 'action.focus', outline: 'none' },
    '&[aria-current="true"]': {
      bgcolor: alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity),
    },
  },
  '& .sidebar-label': { typography: 'caption', fontWeight: 700, minWidth: 34 },
  '& .sidebar-title': {
    typography: 'body2',
    flex: 1,
    minWidth: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
});

// Rows re-render only when their own entry or selection changes: a draft of 300 entries must not
// redraw 300 rows (and their drag handles) for every edit.
const sameRow = (a: RowProps, b: RowProps) =>
  a.item.entry === b.item.entry &&
  a.item.key === b.item.key &&
  a.selected === b.selected &&
  a.onNavigate === b.onNavigate;

function Row({ item, selected, onNavigate }: RowProps) {
  const title = entryTitle(item.entry) || 'Untitled';
  return (
    <button
      type="button"
      className="sidebar-item"
      aria-current={selected ? 'true' : undefined}
      onClick={() => onNavigate(item.key)}
    >
      <span className="sidebar-label">{item.entry.label}</span>
      <span className="sidebar-title">{title}</span>
    </button>
  );
}

/** Rows drawn with the editor's first render: more than a screenful (P5). */
export const FIRST_SIDEBAR_ROWS = 40;

/**
 * False for the first render, true right after in a transition: the rows out of sight render in
 * the background, where React yields to typing and to the card list mounting its cards.
 */
function useRestAfterMount(): boolean {
  const [rest, setRest] = useState(false);
  useEffect(() => startTransition(() => setRest(true)), []);
  return rest;
}

/** MUI's DragIndicator glyph as plain SVG (see rowStyles). */
const DRAG_GLYPH =
  'M11 18c0 1.1-.9 2-2 2s-2-.9-2-2 .9-2 2-2 2 .9 2 2m-2-8c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0-6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m6 4c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2';

const SortableRow = memo(function SortableRow({ item, selected, onNavigate }: RowProps) {
  const entry = item.entry as Entry;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.number,
  });
  const title = entryTitle(entry) || 'Untitled';
  return (
    <li
      ref={setNodeRef}
      className="sidebar-row"
      style={{
        // Issue 38: a section's cards are indented under it.
        paddingLeft: item.kind === 'entry' && item.sectionNumber !== undefined ? 16 : 0,
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
      }}
    >
      <button
        type="button"
        className="sidebar-handle"
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${entry.label} ${title}`}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={DRAG_GLYPH} />
        </svg>
      </button>
      <Row item={item} selected={selected} onNavigate={onNavigate} />
    </li>
  );
}, sameRow);

/** Spec 2 §2 sidebar: labels and titles, drag to reorder, click to go to a card. */
export function Sidebar({ items, showAudience, onShowAudience, onNavigate }: SidebarProps) {
  const { view, dispatch, selectedKey } = useEditorUi();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const allEntries = items.filter((i) => i.kind === 'entry');
  const entries = useRestAfterMount() ? allEntries : allEntries.slice(0, FIRST_SIDEBAR_ROWS);
  const audience = items.filter((i) => i.kind === 'audience');
  // The same array while the order is the same: a new one makes dnd-kit hand every row a new
  // context value, and all 300 re-render at each keystroke despite their memo.
  const order = allEntries.map((i) => i.entry.number).join(',');
  const sortableIds = useMemo(() => (order === '' ? [] : order.split(',').map(Number)), [order]);

  // Names are read when a row moves, never on render: a new accessibility prop at every edit would
  // make dnd-kit redraw the rows (P5), so the announcements keep one lookup filled after renders.
  const [names] = useState(() => new Map<number, Entry>());
  useEffect(() => {
    names.clear();
    for (const i of allEntries) names.set(i.entry.number, i.entry as Entry);
  });
  const accessibility = useMemo(
    () => ({
      announcements: sidebarAnnouncements({
        get: (n: number) => {
          const entry = names.get(n);
          return entry && `${entry.label} ${entryTitle(entry) || 'Untitled'}`;
        },
      }),
    }),
    [names],
  );

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const drop = dropCommand(view, Number(active.id), Number(over.id));
    if (drop?.name === 'moveQuestionnaireEntry') dispatch(drop.name, drop.args);
    else if (drop?.name === 'moveEntryToSection') dispatch(drop.name, drop.args);
  };

  return (
    <Box
      component="nav"
      aria-label="Survey cards"
      sx={(theme) => ({
        ...rowStyles(theme),
        width: 280,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        overflowY: 'auto',
        p: 1.5,
      })}
    >
      <FormControlLabel
        control={
          <Switch
            checked={showAudience && view.audienceEntries.length > 0}
            disabled={view.audienceEntries.length === 0}
            onChange={(_e, checked) => onShowAudience(checked)}
          />
        }
        label="Show audience questions"
        sx={{ mb: 1, ml: 0 }}
      />
      {audience.length > 0 ? (
        <ul className="sidebar-list" aria-label="Audience questions">
          {audience.map((item) => (
            <li key={item.key} className="sidebar-row">
              <Row item={item} selected={selectedKey === item.key} onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      ) : null}
      {entries.length === 0 ? (
        <Box sx={{ p: 1 }}>
          <Typography variant="subtitle2" component="p">
            Writing your survey
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Once your survey has a question, the quote becomes a real cost estimate.
          </Typography>
        </Box>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={handleDragEnd}
          accessibility={accessibility}
        >
          <SortableContext items={sortableIds} strategy={verticalListSortingStrategy}>
            <ul className="sidebar-list" aria-label="Questionnaire cards">
              {entries.map((item) =>
                item.kind === 'entry' ? (
                  <SortableRow
                    key={item.key}
                    item={item}
                    selected={selectedKey === item.key}
                    onNavigate={onNavigate}
                  />
                ) : null,
              )}
            </ul>
          </SortableContext>
        </DndContext>
      )}
    </Box>
  );
}
