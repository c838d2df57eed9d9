import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { pipeToken } from './piping.ts';
import {
  hasStyling,
  parseRichDoc,
  renameStylingPipes,
  richDocFromText,
  richDocText,
  titleDoc,
} from './richText.ts';

const styled = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Why ' },
        { type: 'pipe', attrs: { questionLk: 'q1' }, marks: [{ type: 'bold' }] },
        { type: 'text', text: ' now', marks: [{ type: 'italic' }, { type: 'strike' }] },
        { type: 'image', attrs: { src: 'x' } },
      ],
    },
  ],
};

describe('rich-text titles', () => {
  it('reads the styling the product knows and drops the rest', () => {
    const doc = parseRichDoc(styled);
    expect(richDocText(doc!)).toBe(`Why ${pipeToken('q1')} now`);
    expect(doc?.content[0]?.content?.[2]).toEqual({
      type: 'text',
      text: ' now',
      marks: [{ type: 'italic' }],
    });
    expect(parseRichDoc({ b: true })).toBeNull();
  });

  it('shows the styling only while it spells the saved text', () => {
    expect(hasStyling(titleDoc(`Why ${pipeToken('q1')} now`, styled))).toBe(true);
    const plain = titleDoc('Changed by a paste', styled);
    expect(hasStyling(plain)).toBe(false);
    expect(richDocText(plain)).toBe('Changed by a paste');
  });

  it('renames pipes in styling', () => {
    const renamed = renameStylingPipes(styled, (lk) => `${lk}-copy`);
    expect(richDocText(parseRichDoc(renamed)!)).toBe(`Why ${pipeToken('q1-copy')} now`);
  });

  test.prop([
    fc.array(
      fc.oneof(
        fc.string({ maxLength: 8 }),
        fc.constantFrom('\n', pipeToken('a'), pipeToken('B_2'), '{{pipe:', '}}'),
      ),
      { maxLength: 12 },
    ),
  ])('a doc made from any text spells that text again', (parts) => {
    const text = parts.join('');
    expect(richDocText(richDocFromText(text))).toBe(text);
    expect(richDocText(titleDoc(text, styled))).toBe(text);
  });
});
