import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ReactElement, type RefObject } from 'react';

interface FullTextTooltipProps {
  /** The whole text, shown when the element in `cutRef` is cut short by its ellipsis. */
  text: string;
  /** The element that truncates with an ellipsis (its text stays whole in the DOM). */
  cutRef: RefObject<HTMLElement | null>;
  /** Shown on hover and focus whether or not the text is cut (e.g. what a click does). */
  hint?: string;
  children: ReactElement;
}

function isCut(element: HTMLElement | null): boolean {
  return element !== null && element.scrollWidth > element.clientWidth;
}

/**
 * Text cut by CSS at narrow widths stays whole for screen readers (it is all in the DOM); this
 * shows it whole on hover and keyboard focus too, and only when it is actually cut.
 */
export function FullTextTooltip({ text, cutRef, hint, children }: FullTextTooltipProps) {
  const [open, setOpen] = useState(false);
  const [cut, setCut] = useState(false);

  const handleOpen = () => {
    const nowCut = isCut(cutRef.current);
    setCut(nowCut);
    setOpen(nowCut || hint !== undefined);
  };

  let title: ReactElement | string = hint ?? '';
  if (cut) {
    title = (
      <>
        <Box component="span" sx={{ display: 'block' }}>
          {text}
        </Box>
        {hint ? (
          <Box component="span" sx={{ display: 'block', opacity: 0.8 }}>
            {hint}
          </Box>
        ) : null}
      </>
    );
  }

  return (
    // describeChild: the tooltip describes its element instead of renaming it.
    <Tooltip
      title={title}
      open={open}
      onOpen={handleOpen}
      onClose={() => setOpen(false)}
      describeChild
    >
      {children}
    </Tooltip>
  );
}
