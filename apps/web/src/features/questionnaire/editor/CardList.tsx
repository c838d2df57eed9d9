import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { AudienceCard } from '../cards/AudienceCard.tsx';
import { EntryCard } from '../cards/EntryCard.tsx';
import { mountKey, type ListItem } from './entryList.ts';

interface CardListProps {
  items: ListItem[];
  listRef: Ref<VirtuosoHandle>;
}

/**
 * The virtualised card list (spec 2 §2, P5): only cards near the viewport are mounted, about
 * five around the visible one (the viewport is grown by ~2 cards each way).
 */
export function CardList({ items, listRef }: CardListProps) {
  if (items.length === 0) {
    return (
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 4 }}>
        <Typography variant="h3" component="p" color="text.secondary">
          Add your first survey question
        </Typography>
      </Box>
    );
  }
  return (
    <Box component="section" aria-label="Questionnaire" sx={{ flex: 1, minWidth: 0 }}>
      <Virtuoso
        ref={listRef}
        style={{ height: '100%' }}
        data={items}
        computeItemKey={(_index, item) => mountKey(item)}
        increaseViewportBy={{ top: 600, bottom: 600 }}
        itemContent={(_index, item) => (
          <Box sx={{ px: 4, py: 1.5, maxWidth: 900, mx: 'auto' }}>
            {item.kind === 'audience' ? (
              <AudienceCard entry={item.entry} itemKey={item.key} />
            ) : (
              <EntryCard entry={item.entry} itemKey={item.key} />
            )}
          </Box>
        )}
      />
    </Box>
  );
}
