import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { pipeToken } from './piping.ts';
import {
  hasStyling,
  parseRichDoc,
  renameStylingPipes,
  richDocFromText,
  richDocText,
  sanitiseStyling,
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

/** Every key and value a sanitised doc may hold. */
function onlyKnownShape(doc: unknown): boolean {
  const keysOk = (o: object, keys: string[]) => Object.keys(o).every((k) => keys.includes(k));
  if (typeof doc !== 'object' || doc === null) return false;
  const d = doc as { type: unknown; content: unknown };
  if (!keysOk(d, ['type', 'content']) || d.type !== 'doc' || !Array.isArray(d.content))
    return false;
  return d.content.every(
    (p: { type: unknown; content?: unknown[] }) =>
      keysOk(p, ['type', 'content']) &&
      p.type === 'paragraph' &&
      (p.content ?? []).every((n) => {
        const node = n as {
          type: string;
          text?: unknown;
          attrs?: { questionLk?: unknown };
          marks?: { type: string }[];
        };
        const marksOk = (node.marks ?? []).every(
          (m) => keysOk(m, ['type']) && ['bold', 'italic', 'underline'].includes(m.type),
        );
        if (node.type === 'text')
          return (
            keysOk(node, ['type', 'text', 'marks']) && typeof node.text === 'string' && marksOk
          );
        if (node.type === 'hardBreak') return keysOk(node, ['type']);
        if (node.type === 'pipe')
          return (
            keysOk(node, ['type', 'attrs', 'marks']) &&
            keysOk(node.attrs ?? {}, ['questionLk']) &&
            /^[A-Za-z0-9_-]{1,64}$/.test(String(node.attrs?.questionLk)) &&
            marksOk
          );
        return false;
      }),
  );
}

const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.constantFrom(
      'doc',
      'paragraph',
      'text',
      'pipe',
      'hardBreak',
      'bold',
      'link',
      'script',
      '<script>alert(1)</script>',
      'javascript:alert(1)',
    ),
    fc.string({ maxLength: 6 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('node'), { maxLength: 4 }),
    fc.dictionary(
      fc.constantFrom(
        'type',
        'content',
        'text',
        'marks',
        'attrs',
        'questionLk',
        'href',
        'onclick',
        'html',
      ),
      tie('node'),
      { maxKeys: 5 },
    ),
  ),
})).node;

describe('sanitiseStyling (R8: styling is stored sanitised)', () => {
  test.prop([json])(
    "keeps only the product's nodes, marks and pipe ids, and is idempotent",
    (value) => {
      const out = sanitiseStyling(value);
      if (out === null) return;
      expect(onlyKnownShape(out)).toBe(true);
      expect(hasStyling(out)).toBe(true);
      expect(sanitiseStyling(out)).toEqual(out);
      expect(JSON.stringify(out)).not.toMatch(/href|onclick|html"/);
    },
  );

  it('keeps what the editor saves unchanged', () => {
    const saved = parseRichDoc(styled);
    expect(sanitiseStyling(saved)).toEqual(saved);
  });

  it('drops a pipe whose questionLk could break out of an attribute', () => {
    const doc = sanitiseStyling({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Hi', marks: [{ type: 'bold' }] },
            { type: 'pipe', attrs: { questionLk: '" onmouseover="alert(1)' } },
          ],
        },
      ],
    });
    expect(doc?.content[0]?.content).toEqual([
      { type: 'text', text: 'Hi', marks: [{ type: 'bold' }] },
    ]);
  });
});
