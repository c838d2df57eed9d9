import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type Ref } from 'react';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { AudienceCard } from '../cards/AudienceCard.tsx';
import { EntryCard } from '../cards/EntryCard.tsx';
import { mountKey, type ListItem } from './entryList.ts';

interface CardListProps {
  items: ListItem[];
  listRef: Ref<VirtuosoHandle>;
}

/** The viewport is grown by ~2 cards each way (P5: about five cards mounted around the visible one). */
const OVERSCAN_PX = 600;
const NO_OVERSCAN = { top: 0, bottom: 0 };
const OVERSCAN = { top: OVERSCAN_PX, bottom: OVERSCAN_PX };

/** Browsers without requestIdleCallback (Safari) wait this long instead. */
const IDLE_FALLBACK_MS = 200;

/**
 * No overscan until the page has been idle after the first card mounted (with the list, see
 * `initialItemCount`): a card costs ~100 ms to mount, and the ones below the fold are not needed
 * to start editing (P5).
 */
function useOverscanOnceIdle() {
  const [grown, setGrown] = useState(false);
  useEffect(() => {
    const grow = () => setGrown(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(grow, { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(grow, IDLE_FALLBACK_MS);
    return () => clearTimeout(id);
  }, []);
  return grown ? OVERSCAN : NO_OVERSCAN;
}

/**
 * The virtualised card list (spec 2 §2, P5): only cards near the viewport are mounted, about
 * five around the visible one.
 */
export function CardList({ items, listRef }: CardListProps) {
  const increaseViewportBy = useOverscanOnceIdle();
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
    // minHeight 0: in the editor's column (language bar above) the list must not grow to its
    // content, or Virtuoso's 100% height follows the content and re-measures without end.
    <Box component="section" aria-label="Questionnaire" sx={{ flex: 1, minWidth: 0, minHeight: 0 }}>
      <Virtuoso
        ref={listRef}
        style={{ height: '100%' }}
        data={items}
        computeItemKey={(_index, item) => mountKey(item)}
        // The first card mounts with the editor instead of in a pass after Virtuoso has measured
        // the viewport (P5: 0.1-0.2 s less main-thread CPU between the draft's answer and it).
        initialItemCount={1}
        increaseViewportBy={increaseViewportBy}
        itemContent={(_index, item) => (
          <Box sx={{ px: 4, py: 1.5, maxWidth: 900, mx: 'auto' }}>
            {item.kind === 'audience' ? (
              <AudienceCard entry={item.entry} itemKey={item.key} />
            ) : (
              <EntryCard
                entry={item.entry}
                itemKey={item.key}
                inSection={item.sectionNumber !== undefined}
              />
            )}
          </Box>
        )}
      />
    </Box>
  );
}
