import Close from '@mui/icons-material/Close';
import PushPin from '@mui/icons-material/PushPin';
import PushPinOutlined from '@mui/icons-material/PushPinOutlined';
import Block from '@mui/icons-material/Block';
import ShortText from '@mui/icons-material/ShortText';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { MIN_ITEMS } from '@survey/domain/questionnaire/constants';
import type { ReactNode } from 'react';
import { DebouncedTextField } from './DebouncedTextField.tsx';

export interface OptionItem {
  id: string;
  text: string;
  pinned?: boolean;
  exclusive?: boolean;
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
  /** Pinning is offered only while the order is randomised (spec 2 §4). */
  onPin?: ((id: string, pinned: boolean) => void) | undefined;
  onExclusive?: ((id: string, exclusive: boolean) => void) | undefined;
  /** A text box beside the option for the respondent ("Other, please say"). */
  onTextEntry?: ((id: string, enabled: boolean) => void) | undefined;
  /** Skip and display logic of an item: its menu, and what is set shown on a line beneath. */
  itemLogic?: ((id: string, index: number) => ReactNode) | undefined;
}

/** An editable list of options, rows or columns; delete is disabled at 2 (spec 2 §5). */
export function OptionList(props: OptionListProps) {
  const { noun, items, placeholder, delay, addLabel, onAdd, onChange, onDelete, onPaste } = props;
  const { onPin, onExclusive, onTextEntry, itemLogic } = props;
  const atMinimum = items.length <= MIN_ITEMS;
  return (
    <Box>
      <Box component="ol" aria-label={`${noun}s`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item, i) => (
          <Box
            component="li"
            key={item.id}
            sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 0.5 }}
          >
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
                  {item.pinned ? (
                    <PushPin fontSize="small" />
                  ) : (
                    <PushPinOutlined fontSize="small" />
                  )}
                </IconButton>
              </Tooltip>
            ) : null}
            {onExclusive ? (
              <Tooltip
                title={item.exclusive ? 'Exclusive: unselects the others' : 'Make exclusive'}
              >
                <IconButton
                  aria-label={`Exclusive ${noun.toLowerCase()} ${i + 1}`}
                  aria-pressed={item.exclusive ?? false}
                  color={item.exclusive ? 'primary' : 'default'}
                  onClick={() => onExclusive(item.id, !item.exclusive)}
                  sx={{ mt: 1 }}
                >
                  <Block fontSize="small" />
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
        ))}
      </Box>
      <Button size="small" onClick={onAdd}>
        {addLabel}
      </Button>
    </Box>
  );
}
