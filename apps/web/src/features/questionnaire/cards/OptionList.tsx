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
import Close from '@mui/icons-material/Close';
import DragIndicator from '@mui/icons-material/DragIndicator';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import ShortText from '@mui/icons-material/ShortText';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { MIN_ITEMS } from '@survey/domain/questionnaire/constants';
import { useMemo, type ReactNode } from 'react';
import { DebouncedTextField } from './DebouncedTextField.tsx';
import { dropPosition, itemName, reorderAnnouncements } from './reorder.ts';

export interface OptionItem {
  id: string;
  text: string;
  pinned?: boolean;
  textEntry?: boolean;
  error?: string | undefined;
  fresh?: boolean;
}

interface OptionListProps {
  /** Names the list and its controls ('Option', 'Row', 'Column'). */
  noun: string;
  items: OptionItem[];
  placeholder: string;
  delay: number;
  addLabel: string;
  onAdd: () => void;
  onChange: (id: string, text: string) => void;
  onDelete: (id: string) => void;
  onPaste: (position: number, text: string) => void;
  /** Moves an item to a position (drag by its handle, or the keyboard: space, arrows, space). */
  onMove: (id: string, toPosition: number) => void;
  /** Pinning is offered only while the order is randomised (spec 2 §4). */
  onPin?: ((id: string, pinned: boolean) => void) | undefined;
  /** A text box beside the option for the respondent ("Other, please say"). */
  onTextEntry?: ((id: string, enabled: boolean) => void) | undefined;
  /** The item's menu (logic, exclusive, image; image only on a ranked option) and what is set. */
  itemLogic?: ((id: string, index: number) => ReactNode) | undefined;
}

type RowProps = Omit<OptionListProps, 'items' | 'addLabel' | 'onAdd' | 'onMove'> & {
  item: OptionItem;
  index: number;
  handleName: string;
  atMinimum: boolean;
};

/** One item: its drag handle, text and actions. */
function SortableItem(props: RowProps) {
  const { noun, item, index: i, handleName, atMinimum, placeholder, delay } = props;
  const { onChange, onDelete, onPaste, onPin, onTextEntry, itemLogic } = props;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: item.id });
  const isDragging = transform !== null;
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: 0.5,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        bgcolor: 'background.paper',
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${handleName}`}
        sx={{ mt: 1, cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <DebouncedTextField
        size="small"
        margin="dense"
        value={item.text}
        placeholder={placeholder}
        // Grows into the row, so that the item's logic can wrap onto a line of its own.
        sx={{ flex: '1 1 0', minWidth: 0 }}
        slotProps={{ htmlInput: { 'aria-label': `${noun} ${i + 1}` } }}
        delay={delay}
        onCommit={(text) => onChange(item.id, text)}
        onPasteLines={(text) => onPaste(i, text)}
        errorMessage={item.error}
        fresh={item.fresh ?? false}
      />
      {onPin ? (
        <Tooltip title={item.pinned ? 'Unpin' : 'Pin in place'}>
          <IconButton
            aria-label={`Pin ${noun.toLowerCase()} ${i + 1}`}
            aria-pressed={item.pinned ?? false}
            onClick={() => onPin(item.id, !item.pinned)}
            sx={{ mt: 1 }}
          >
            {item.pinned ? <PushPin fontSize="small" /> : <PushPinOutlined fontSize="small" />}
          </IconButton>
        </Tooltip>
      ) : null}
      {onTextEntry ? (
        <Tooltip title={item.textEntry ? 'Text entry on' : 'Add text entry'}>
          <IconButton
            aria-label={`Text entry for ${noun.toLowerCase()} ${i + 1}`}
            aria-pressed={item.textEntry ?? false}
            color={item.textEntry ? 'primary' : 'default'}
            onClick={() => onTextEntry(item.id, !item.textEntry)}
            sx={{ mt: 1 }}
          >
            <ShortText fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {itemLogic ? itemLogic(item.id, i) : null}
      <IconButton
        aria-label={`Delete ${noun.toLowerCase()} ${i + 1}`}
        disabled={atMinimum}
        onClick={() => onDelete(item.id)}
        sx={{ mt: 1 }}
      >
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}

/**
 * An editable list of options, rows or columns; delete is disabled at 2 (spec 2 §5). Items are
 * reordered by their handle, with the pointer or the keyboard, as the sidebar's cards are.
 */
export function OptionList(props: OptionListProps) {
  const { noun, items, addLabel, onAdd, onMove, ...rest } = props;
  const atMinimum = items.length <= MIN_ITEMS;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const accessibility = useMemo(
    () => ({ announcements: reorderAnnouncements(noun, items) }),
    [noun, items],
  );
  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    const to = dropPosition(items, active.id, over?.id ?? null);
    if (to !== null) onMove(String(active.id), to);
  };
  return (
    <Box>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={handleDragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Box component="ol" aria-label={`${noun}s`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((item, i) => (
              <SortableItem
                key={item.id}
                {...rest}
                noun={noun}
                item={item}
                index={i}
                handleName={itemName(noun.toLowerCase(), items, item.id)}
                atMinimum={atMinimum}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      <Button size="small" onClick={onAdd}>
        {addLabel}
      </Button>
    </Box>
  );
}
