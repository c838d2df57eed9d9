/**
 * Formula-injection guard for spreadsheet-bound text (QUALITY.md R10; OWASP "CSV injection"):
 * a cell that starts with = + - @, a tab, a carriage return or a line feed is read as a formula
 * (or split into one) by Excel, LibreOffice and Google Sheets. So is one whose trigger sits behind
 * leading whitespace: `" =HYPERLINK(...)"` and `"\n=cmd"` are trimmed and evaluated on import or on
 * a cell edit. Such text gets a leading apostrophe, which the spreadsheet shows as text and never
 * evaluates.
 *
 * "Leading whitespace" is every Unicode space separator and line terminator plus the zero-width
 * characters a spreadsheet may drop (U+200B, U+FEFF); the full-width signs ＝ ＋ － ＠ count as
 * triggers too because East Asian Excel converts them while typing.
 *
 * Plain numbers ('-5', '+44', '-0.25') are left alone: a spreadsheet evaluates them to the same
 * number, so they are harmless, and a respondent's numeric answer must stay a number for analysis.
 * A number behind whitespace (' -5') is neutralised like any other trigger: no numeric answer is
 * ever stored that way.
 */
const TRIGGER = /^(?:[\t\r\n]|[\s\u200B\uFEFF]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export function isFormulaLike(text: string): boolean {
  return TRIGGER.test(text) && !PLAIN_NUMBER.test(text);
}

/** The text as a spreadsheet should store it: unchanged unless it could run as a formula. */
export function neutraliseCell(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text;
}
