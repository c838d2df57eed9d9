/** Ordered lists whose items carry a 0-based `position` (options, rows, columns). */
import { fail } from './errors.ts';

interface Positioned {
  position: number;
}

/** Sets position = index on every item (keeps items that are already right). */
export function reposition<T extends Positioned>(list: readonly T[]): T[] {
  return list.map((item, i) => (item.position === i ? item : { ...item, position: i }));
}

/** A new list with item inserted at index (0..length). */
export function insertAt<T extends Positioned>(list: readonly T[], index: number, item: T): T[] {
  return reposition([...list.slice(0, index), item, ...list.slice(index)]);
}

/** A new list with the item at `from` moved to `to`. */
export function moveItem<T extends Positioned>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item === undefined) return reposition(copy);
  copy.splice(to, 0, item);
  return reposition(copy);
}

/** A new list without the item at index. */
export function removeAt<T extends Positioned>(list: readonly T[], index: number): T[] {
  return reposition(list.filter((_, i) => i !== index));
}

/** Index of the first item matching, or a QuestionnaireCommandError with the given code. */
export function indexOrFail<T>(
  list: readonly T[],
  match: (item: T) => boolean,
  code: 'OPTION_NOT_FOUND' | 'ROW_NOT_FOUND' | 'BRANCH_NOT_FOUND',
  message: string,
): number {
  const index = list.findIndex(match);
  if (index < 0) fail(code, message);
  return index;
}

/** Inserts at a checked position (0..length) while the list stays within maxItems. */
export function checkedInsert<T extends Positioned>(
  list: readonly T[],
  position: unknown,
  item: T,
  maxItems: number,
): T[] {
  if (list.length >= maxItems) fail('TOO_MANY_ITEMS', `At most ${maxItems} items are allowed`);
  return insertAt(list, checkedIndex(position, 'position', list.length), item);
}

/** Moves the item at index to a checked position (0..length-1). */
export function checkedMove<T extends Positioned>(
  list: readonly T[],
  index: number,
  toPosition: unknown,
): T[] {
  return moveItem(list, index, checkedIndex(toPosition, 'toPosition', list.length - 1));
}

/** Removes the item at index while more than minItems remain. */
export function checkedRemove<T extends Positioned>(
  list: readonly T[],
  index: number,
  minItems: number,
): T[] {
  if (list.length <= minItems) fail('TOO_FEW_ITEMS', `At least ${minItems} items are needed`);
  return removeAt(list, index);
}

function checkedIndex(value: unknown, name: string, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    fail('INVALID_ARGUMENT', `${name} must be an integer`);
  }
  if (value < 0 || value > max) fail('INVALID_POSITION', `${name} must be between 0 and ${max}`);
  return value;
}
