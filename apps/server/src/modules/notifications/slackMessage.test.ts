import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  escapeSlackText,
  SLACK_BLOCKS_TEXT_MAX,
  SLACK_MAX_BLOCKS,
  SLACK_SECTION_TEXT_MAX,
  slackMessage,
} from './slackMessage.ts';

/** Half of a surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const texts = (body: ReturnType<typeof slackMessage>) =>
  (body.blocks ?? []).map((b) => (b.text as { type: string; text: string }).text);

const unescape = (s: string) =>
  s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Text rich in what Slack parses or counts specially. */
const risky = fc.string({
  unit: fc.oneof(
    fc.constantFrom('&', '<', '>', '\n', '!', '@', '😀', 'é', ' '),
    fc.string({ minLength: 1, maxLength: 1 }),
  ),
  maxLength: 9000,
});

describe('slackMessage', () => {
  it('escapes & < > so that mentions and links show as typed', () => {
    expect(escapeSlackText('<!channel> & <@U1> <http://x|y>')).toBe(
      '&lt;!channel&gt; &amp; &lt;@U1&gt; &lt;http://x|y&gt;',
    );
    const body = slackMessage('Hi <!here>', ['a & b']);
    expect(body.text).toBe('Hi &lt;!here&gt;\na &amp; b');
    expect(body.blocks).toEqual([
      { type: 'section', text: { type: 'plain_text', text: 'Hi &lt;!here&gt;' } },
      { type: 'section', text: { type: 'plain_text', text: 'a &amp; b' } },
    ]);
  });

  it('splits a long section at line ends and counts what does not fit', () => {
    const line = 'x'.repeat(1000);
    const body = slackMessage('Head', [Array.from({ length: 40 }, () => line).join('\n')]);
    const blocks = texts(body);
    expect(blocks[1]).toBe([line, line].join('\n'));
    expect(blocks.at(-1)).toMatch(/^… \d+ more parts? not shown \(kept with the stored message\)$/);
  });

  test.prop([risky, fc.array(risky, { maxLength: 70 })])(
    'every block is non-empty plain text within Slack limits, escaped, entities whole',
    (headline, sections) => {
      const body = slackMessage(headline, sections);
      const blocks = texts(body);
      expect(blocks.length).toBeLessThanOrEqual(SLACK_MAX_BLOCKS);
      expect(blocks.join('').length).toBeLessThanOrEqual(SLACK_BLOCKS_TEXT_MAX);
      for (const b of body.blocks ?? [])
        expect((b.text as { type: string }).type).toBe('plain_text');
      for (const text of [...blocks, body.text]) {
        expect(text).not.toMatch(/[<>]/);
        expect(text).not.toMatch(/&(?!amp;|lt;|gt;)/);
      }
      for (const text of blocks) {
        expect(text.trim().length).toBeGreaterThan(0);
        expect(text.length).toBeLessThanOrEqual(SLACK_SECTION_TEXT_MAX);
        // No block starts or ends inside a surrogate pair.
        expect(text).not.toMatch(LONE_SURROGATE);
      }
    },
  );

  test.prop([
    fc.string({ maxLength: 200 }),
    fc.array(fc.string({ maxLength: 200 }), { maxLength: 10 }),
  ])('a short message loses nothing', (headline, sections) => {
    const shown = texts(slackMessage(headline, sections)).map(unescape).join('');
    const kept = [headline, ...sections].filter((s) => s.trim() !== '').join('');
    expect(shown).toBe(kept);
  });
});
