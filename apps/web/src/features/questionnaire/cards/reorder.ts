/**
 * Reordering options, matrix rows and columns by drag or keyboard: where a drop lands and what a
 * screen reader hears (dnd-kit's default names items by their ids, which mean nothing to a user).
 */
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';

export interface ReorderItem {
  id: string;
  text: string;
}

/** The position the dragged item moves to, or null when the drop changes nothing. */
export function dropPosition(
  items: readonly ReorderItem[],
  activeId: UniqueIdentifier,
  overId: UniqueIdentifier | null,
): number | null {
  if (overId === null || activeId === overId) return null;
  const from = items.findIndex((i) => i.id === activeId);
  const to = items.findIndex((i) => i.id === overId);
  return from < 0 || to < 0 ? null : to;
}

/** 'Option 2, Dog' (or 'Option 2' while blank). */
export function itemName(
  noun: string,
  items: readonly ReorderItem[],
  id: UniqueIdentifier,
): string {
  const index = items.findIndex((i) => i.id === id);
  const text = items[index]?.text.trim() ?? '';
  const name = `${noun} ${index + 1}`;
  return text === '' ? name : `${name}, ${text}`;
}

/** What dnd-kit's live region says while an item is picked up, moved, dropped or put back. */
export function reorderAnnouncements(noun: string, items: readonly ReorderItem[]): Announcements {
  const name = (id: UniqueIdentifier) => itemName(noun, items, id);
  const place = (id: UniqueIdentifier) => items.findIndex((i) => i.id === id) + 1;
  return {
    onDragStart: ({ active }) =>
      `Picked up ${name(active.id)}. Use the arrow keys to move it, space to drop, escape to cancel.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${name(active.id)} is over position ${place(over.id)} of ${items.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} was dropped at position ${place(over.id)} of ${items.length}.`
        : `${name(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving was cancelled. ${name(active.id)} is back in its place.`,
  };
}
