import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isFormulaLike, neutraliseCell } from './cellSafety.ts';

/** Whitespace a spreadsheet trims before it looks for a formula. */
const LEADING = [
  ' ',
  '\t',
  '\r',
  '\n',
  '\v',
  '\f',
  '\u00a0',
  '\u2028',
  '\u3000',
  '\u200b',
  '\ufeff',
];
const TRIGGERS = ['=', '+', '-', '@', '＝', '＋', '－', '＠'];

describe('neutraliseCell', () => {
  it.each(['=1+1', '+SUM(A1)', '-cmd|calc', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("x")'])(
    'prefixes %j with an apostrophe',
    (text) => expect(neutraliseCell(text)).toBe(`'${text}`),
  );

  it.each([
    ' =HYPERLINK("http://evil","x")',
    '\n=cmd|calc',
    '\nplain text after a line feed',
    '  \t+SUM(A1)',
    '\u00a0@SUM(A1)',
    '\u200b=1+1',
    '\ufeff-2+3',
    '＝1+1',
    ' -5',
  ])('prefixes %j (a trigger behind leading whitespace) with an apostrophe', (text) =>
    expect(neutraliseCell(text)).toBe(`'${text}`),
  );

  it.each(['-5', '+44', '-0.25', '12', 'Coffee', '', "'=already", 'a = b', ' Coffee', ' 12'])(
    'leaves %j alone',
    (text) => expect(neutraliseCell(text)).toBe(text),
  );

  test.prop([fc.string()])('never leaves formula-like text in front', (text) => {
    expect(isFormulaLike(neutraliseCell(text))).toBe(false);
  });

  test.prop([fc.string()])('only ever adds one apostrophe in front', (text) => {
    const out = neutraliseCell(text);
    expect(out === text || out === `'${text}`).toBe(true);
  });

  test.prop([
    fc.array(fc.constantFrom(...LEADING), { maxLength: 6 }),
    fc.constantFrom(...TRIGGERS),
    fc.string(),
  ])('neutralises a trigger behind any run of leading whitespace', (lead, trigger, rest) => {
    const text = `${lead.join('')}${trigger}${rest}`;
    // A bare signed number ('-5') is the one exception, and only with nothing in front.
    fc.pre(!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text));
    expect(neutraliseCell(text)).toBe(`'${text}`);
  });

  test.prop([fc.string(), fc.string()])(
    'neutralises text whose first non-blank character is a trigger, whatever comes before it',
    (filler, rest) => {
      // Arbitrary strings reduced to what a spreadsheet trims, so the generator finds odd blanks.
      const lead = [...filler].map((c) => LEADING[c.charCodeAt(0) % LEADING.length]).join('');
      const text = `${lead || ' '}=${rest}`;
      expect(neutraliseCell(text)).toBe(`'${text}`);
      expect(isFormulaLike(neutraliseCell(text))).toBe(false);
    },
  );
});
