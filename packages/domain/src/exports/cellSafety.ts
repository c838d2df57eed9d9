/**
 * Formula-injection guard for spreadsheet-bound text (QUALITY.md R10; OWASP "CSV injection"):
 * a cell that starts with = + - @, a tab or a carriage return is read as a formula by Excel,
 * LibreOffice and Google Sheets. Such text gets a leading apostrophe, which the spreadsheet shows
 * as text and never evaluates.
 *
 * Plain numbers ('-5', '+44', '-0.25') are left alone: a spreadsheet evaluates them to the same
 * number, so they are harmless, and a respondent's numeric answer must stay a number for analysis.
 */
const TRIGGER = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

export function isFormulaLike(text: string): boolean {
  return TRIGGER.test(text) && !PLAIN_NUMBER.test(text);
}

/** The text as a spreadsheet should store it: unchanged unless it could run as a formula. */
export function neutraliseCell(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text;
}
