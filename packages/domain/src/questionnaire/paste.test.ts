import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { splitPastedLines, splitTitlePaste } from './paste.ts';

describe('paste splitting', () => {
  it('strips bullets and numbering and drops blank lines', () => {
    expect(splitPastedLines('• Red\r\n\n- Green\n3. Blue\n(4) Pink\n  ')).toEqual([
      'Red',
      'Green',
      'Blue',
      'Pink',
    ]);
  });

  it('strips letter markers only when every line has one', () => {
    expect(splitPastedLines('a) Yes\nb) No')).toEqual(['Yes', 'No']);
    expect(splitPastedLines('A. N. Other')).toEqual(['A. N. Other']);
  });

  it('in a title, the first line is the title and the rest options', () => {
    expect(splitTitlePaste('Which colour?\n1. Red\n2. Blue')).toEqual({
      title: 'Which colour?',
      options: ['Red', 'Blue'],
    });
  });

  test.prop([fc.array(fc.string({ maxLength: 30 }), { maxLength: 20 })])(
    'never yields blank items',
    (lines) => {
      for (const item of splitPastedLines(lines.join('\n'))) expect(item.trim()).not.toBe('');
    },
  );
});
