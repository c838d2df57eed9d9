/**
 * Cutting texts to a limit without splitting a character: limits in characters (spec 3 §8's 255 and
 * 120) count code points, limits in bytes (SPSS fields) count UTF-8 bytes. Pure, no Node Buffer.
 */

/** The text cut to at most `max` characters (code points). */
export function truncateChars(text: string, max: number): string {
  if (text.length <= max) return text;
  const points = Array.from(text);
  return points.length <= max ? text : points.slice(0, max).join('');
}

const utf8Length = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/** The UTF-8 length of a text in bytes. */
export function utf8ByteLength(text: string): number {
  let n = 0;
  for (const ch of text) n += utf8Length(ch.codePointAt(0) ?? 0);
  return n;
}

/** The text cut to at most `maxBytes` UTF-8 bytes, at a character boundary. */
export function truncateUtf8(text: string, maxBytes: number): string {
  if (text.length * 3 <= maxBytes) return text;
  let n = 0;
  let end = 0;
  for (const ch of text) {
    const size = utf8Length(ch.codePointAt(0) ?? 0);
    if (n + size > maxBytes) return text.slice(0, end);
    n += size;
    end += ch.length;
  }
  return text;
}
