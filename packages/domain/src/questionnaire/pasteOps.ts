/** Applying pasted values to options, columns or rows (shared by the paste commands). */
import { MAX_ITEMS, TEXT_LIMITS } from './constants.ts';
import { fail } from './errors.ts';
import { requireArray, requireInt, requireText } from './guards.ts';
import { reposition } from './list.ts';
import { planPaste } from './paste.ts';

/** Pasted values: trimmed, blanks dropped, each at most an option's length; at least one. */
export function pastedValues(value: unknown, name: string): string[] {
  const values = requireArray(value, name, MAX_ITEMS)
    .map((v) => requireText(v, name, TEXT_LIMITS.option).trim())
    .filter((v) => v !== '');
  if (values.length === 0) fail('INVALID_ARGUMENT', `${name} holds no text`);
  return values;
}

/** The list after pasting values at a position (see planPaste). */
export function pasteInto<T extends { position: number }>(
  list: readonly T[],
  position: unknown,
  values: readonly string[],
  isBlank: (item: T) => boolean,
  withValue: (item: T, value: string) => T,
  create: (value: string) => T,
): T[] {
  const at = requireInt(position, 'position', 0, list.length);
  const out = [...list];
  const plan = planPaste(list.map(isBlank), at, values.length);
  plan.forEach(({ index, overwrite }, i) => {
    const value = values[i] ?? '';
    const current = out[index];
    if (overwrite && current) out[index] = withValue(current, value);
    else out.splice(index, 0, create(value));
  });
  if (out.length > MAX_ITEMS) fail('TOO_MANY_ITEMS', `At most ${MAX_ITEMS} items are allowed`);
  return reposition(out);
}
