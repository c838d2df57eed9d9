/**
 * Paste splitting (spec 2 §4): multi-line text pasted into an option, row or title becomes items;
 * leading bullets or numbering are stripped and blank lines dropped; in a title the first line is
 * the title and the rest options.
 */

const BULLET = /^(?:[•·▪◦‣●○■□➢►✓✔*+\-–—]|\(?\d{1,3}[.):]|\d{1,3}\s+[-–—])\s*/;
const LETTER = /^\(?[a-zA-Z][.)]\s+/;

/** True when the text holds more than one non-blank line (the editor then splits it). */
export function isMultiLinePaste(text: string): boolean {
  return splitPastedLines(text).length > 1;
}

/**
 * The items of a pasted text. Decision: letter markers ('a)', 'B.') are stripped only when every
 * line has one, so that 'A. N. Other' pasted alone keeps its text.
 */
export function splitPastedLines(text: string): string[] {
  const lines = text
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  const allLettered = lines.length > 1 && lines.every((l) => LETTER.test(l));
  return lines
    .map((l) => (allLettered ? l.replace(LETTER, '') : l).replace(BULLET, '').trim())
    .filter((l) => l !== '');
}

/** A pasted title: first line the title, the other lines options. */
export function splitTitlePaste(text: string): { title: string; options: string[] } {
  const [title = '', ...options] = splitPastedLines(text);
  return { title, options };
}

/**
 * Where pasted values go in a list: the item at `position` takes the first value, later values
 * fill the blank items that follow, and the rest are inserted as new items. Returns, per value,
 * the index it lands on and whether an existing item is overwritten.
 */
export function planPaste(
  isBlank: readonly boolean[],
  position: number,
  count: number,
): { index: number; overwrite: boolean }[] {
  const plan: { index: number; overwrite: boolean }[] = [];
  let inserted = 0;
  for (let i = 0; i < count; i++) {
    const index = position + i;
    const original = index - inserted;
    const canFill =
      original < isBlank.length && (i === 0 || isBlank[original] === true) && inserted === 0;
    if (canFill) plan.push({ index, overwrite: true });
    else {
      plan.push({ index, overwrite: false });
      inserted++;
    }
  }
  return plan;
}
