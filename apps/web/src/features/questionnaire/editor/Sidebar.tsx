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
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import type { Entry } from '@survey/domain/questionnaire/model';
import { useEditorUi } from './editorContext.ts';
import { entryTitle, type ListItem } from './entryList.ts';

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
    <ListItemButton
      selected={selected}
      onClick={() => onNavigate(item.key)}
      sx={{ gap: 1, py: 0.75, borderRadius: 1 }}
    >
      <Typography variant="caption" sx={{ fontWeight: 700, minWidth: 34 }}>
        {item.entry.label}
      </Typography>
      <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
        {title}
      </Typography>
    </ListItemButton>
  );
}

const SortableRow = memo(function SortableRow({ item, selected, onNavigate }: RowProps) {
  const entry = item.entry as Entry;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: entry.number,
  });
  const title = entryTitle(entry) || 'Untitled';
  return (
    <Box
      component="li"
      ref={setNodeRef}
      sx={{
        display: 'flex',
        alignItems: 'center',
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        listStyle: 'none',
      }}
    >
      <Box
        component="button"
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${entry.label} ${title}`}
        sx={{
          border: 0,
          background: 'none',
          cursor: 'grab',
          color: 'text.secondary',
          display: 'flex',
          p: 0.5,
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <DragIndicator fontSize="small" aria-hidden="true" />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Row item={item} selected={selected} onNavigate={onNavigate} />
      </Box>
    </Box>
  );
}, sameRow);

/** Spec 2 §2 sidebar: labels and titles, drag to reorder, click to go to a card. */
export function Sidebar({ items, showAudience, onShowAudience, onNavigate }: SidebarProps) {
  const { view, dispatch, selectedKey } = useEditorUi();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const entries = items.filter((i) => i.kind === 'entry');
  const audience = items.filter((i) => i.kind === 'audience');

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = view.entries.findIndex((e) => e.number === over.id);
    if (to < 0) return;
    dispatch('moveQuestionnaireEntry', { number: Number(active.id), toPosition: to });
  };

  return (
    <Box
      component="nav"
      aria-label="Survey cards"
      sx={{
        width: 280,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        overflowY: 'auto',
        p: 1.5,
      }}
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
        <List dense aria-label="Audience questions">
          {audience.map((item) => (
            <li key={item.key}>
              <Row item={item} selected={selectedKey === item.key} onNavigate={onNavigate} />
            </li>
          ))}
        </List>
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
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
          <SortableContext
            items={view.entries.map((e) => e.number)}
            strategy={verticalListSortingStrategy}
          >
            <Box component="ul" aria-label="Questionnaire cards" sx={{ p: 0, m: 0 }}>
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
            </Box>
          </SortableContext>
        </DndContext>
      )}
    </Box>
  );
}
