import { useState, type PointerEvent } from 'react';

/**
 * Where a dragged item lands: after every other item whose centre (in the layout before the drag)
 * is above the pointer. That count is the index `rankMove` inserts at once the item is taken out.
 */
export function dropIndex(centres: readonly number[], from: number, pointerY: number): number {
  return centres.filter((centre, i) => i !== from && centre < pointerY).length;
}

interface Drag {
  from: number;
  startY: number;
  /** Centres of the list's items when the drag began. */
  centres: number[];
  offset: number;
}

/**
 * Drag to reorder with pointer events, so it works alike with a mouse, a finger and a pen: the
 * handle captures the pointer, the list item follows it, and on release the item moves to where
 * it was dropped. Keyboard reordering is the caller's (arrow keys on the same handle).
 */
export function usePointerReorder(onMove: (from: number, to: number) => void) {
  const [drag, setDrag] = useState<Drag | null>(null);

  const handlePointerDown = (index: number) => (event: PointerEvent<HTMLElement>) => {
    const list = event.currentTarget.closest('ol');
    if (event.button !== 0 || list === null) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const centres = Array.from(list.children, (el) => {
      const box = el.getBoundingClientRect();
      return box.top + box.height / 2;
    });
    setDrag({ from: index, startY: event.clientY, centres, offset: 0 });
  };
  const handlePointerMove = (event: PointerEvent<HTMLElement>) => {
    if (drag !== null) setDrag({ ...drag, offset: event.clientY - drag.startY });
  };
  const handlePointerUp = (event: PointerEvent<HTMLElement>) => {
    setDrag(null);
    if (drag === null || event.type === 'pointercancel') return;
    const to = dropIndex(drag.centres, drag.from, event.clientY);
    if (to !== drag.from) onMove(drag.from, to);
  };
  return {
    dragging: drag === null ? null : { index: drag.from, offset: drag.offset },
    handleProps: (index: number) => ({
      onPointerDown: handlePointerDown(index),
      onPointerMove: handlePointerMove,
      onPointerUp: handlePointerUp,
      onPointerCancel: handlePointerUp,
    }),
  };
}
