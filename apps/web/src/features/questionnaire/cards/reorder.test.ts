import { describe, expect, it } from 'vitest';
import { dropPosition, itemName, reorderAnnouncements } from './reorder.ts';

const items = [
  { id: 'a', text: 'Cat' },
  { id: 'b', text: 'Dog' },
  { id: 'c', text: '  ' },
];

describe('dropPosition', () => {
  it('is the index of the item dropped on', () => {
    expect(dropPosition(items, 'a', 'c')).toBe(2);
    expect(dropPosition(items, 'c', 'a')).toBe(0);
  });

  it('is null for a drop on itself, outside the list or of an item gone meanwhile', () => {
    expect(dropPosition(items, 'b', 'b')).toBeNull();
    expect(dropPosition(items, 'b', null)).toBeNull();
    expect(dropPosition(items, 'gone', 'a')).toBeNull();
    expect(dropPosition(items, 'a', 'gone')).toBeNull();
  });
});

describe('reorder announcements', () => {
  it('name items by their place and text, not their ids', () => {
    expect(itemName('Row', items, 'b')).toBe('Row 2, Dog');
    expect(itemName('Row', items, 'c')).toBe('Row 3');
    const say = reorderAnnouncements('Option', items);
    const active = { id: 'a' } as never;
    expect(say.onDragStart({ active })).toContain('Picked up Option 1, Cat');
    expect(say.onDragOver({ active, over: { id: 'c' } } as never)).toBe(
      'Option 1, Cat is over position 3 of 3.',
    );
    expect(say.onDragEnd({ active, over: { id: 'b' } } as never)).toBe(
      'Option 1, Cat was dropped at position 2 of 3.',
    );
    expect(say.onDragCancel({ active, over: null } as never)).toContain('back in its place');
  });
});
