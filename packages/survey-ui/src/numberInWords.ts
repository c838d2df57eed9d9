const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/**
 * An English cardinal for the preview instruction 'Select up to {number in words} answers'
 * (spec 2 §9): 2 -> 'two', 21 -> 'twenty-one', 100 -> 'one hundred'. Choice limits are below the
 * option count, so numbers above 999 fall back to digits.
 */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999) return String(n);
  if (n < 20) return ONES[n] ?? String(n);
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)] ?? '';
    return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10] ?? ''}`;
  }
  const hundreds = `${ONES[Math.floor(n / 100)] ?? ''} hundred`;
  return n % 100 === 0 ? hundreds : `${hundreds} and ${numberInWords(n % 100)}`;
}
