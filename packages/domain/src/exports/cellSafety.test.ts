import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isFormulaLike, neutraliseCell } from './cellSafety.ts';

describe('neutraliseCell', () => {
  it.each(['=1+1', '+SUM(A1)', '-cmd|calc', '@SUM(A1)', '\tx', '\rx', '=HYPERLINK("x")'])(
    'prefixes %j with an apostrophe',
    (text) => expect(neutraliseCell(text)).toBe(`'${text}`),
  );

  it.each(['-5', '+44', '-0.25', '12', 'Coffee', '', "'=already"])('leaves %j alone', (text) =>
    expect(neutraliseCell(text)).toBe(text),
  );

  test.prop([fc.string()])('never leaves formula-like text in front', (text) => {
    expect(isFormulaLike(neutraliseCell(text))).toBe(false);
  });

  test.prop([fc.string()])('only ever adds one apostrophe in front', (text) => {
    const out = neutraliseCell(text);
    expect(out === text || out === `'${text}`).toBe(true);
  });
});
