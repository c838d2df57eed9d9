import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  commentPlainText,
  commentSegments,
  mentionedIds,
  mentionRecipients,
  mentionToken,
} from './mentions.ts';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

describe('mentions (issue 39 §5)', () => {
  it('finds each mentioned member once, in order, by id', () => {
    const body = `${mentionToken(B)} and ${mentionToken(C)}, see ${mentionToken(B)} @Bea @{not-an-id}`;
    expect(mentionedIds(body)).toEqual([B, C]);
  });

  it('reads upper-case ids as the same member', () => {
    expect(mentionedIds(`@{${B.toUpperCase()}}`)).toEqual([B]);
  });

  it('e-mails each mentioned member once and never the author', () => {
    const body = `${mentionToken(A)} ${mentionToken(B)} ${mentionToken(B)}`;
    expect(mentionRecipients(body, A)).toEqual([B]);
  });

  it('e-mails only the members an edit newly mentions', () => {
    const before = `hi ${mentionToken(B)}`;
    expect(mentionRecipients(`hi ${mentionToken(B)} ${mentionToken(C)}`, A, before)).toEqual([C]);
    expect(mentionRecipients(`hi ${mentionToken(B)}`, A, before)).toEqual([]);
  });

  it('shows mentions by name, and a former member as such', () => {
    const body = `Look ${mentionToken(B)} and ${mentionToken(C)}!`;
    const names: Record<string, string> = { [B]: 'Bea Bauer' };
    expect(commentPlainText(body, (id) => names[id])).toBe('Look @Bea Bauer and @former member!');
  });

  test.prop([fc.array(fc.oneof(fc.string(), fc.uuid().map(mentionToken)))])(
    'segments put together give back the text',
    (parts) => {
      const body = parts.join('');
      const rebuilt = commentSegments(body)
        .map((s) => ('text' in s ? s.text : mentionToken(s.mention)))
        .join('');
      expect(rebuilt).toBe(body.replace(/@\{([0-9a-f-]{36})\}/gi, (m) => m.toLowerCase()));
    },
  );

  test.prop([fc.array(fc.uuid()), fc.uuid()])(
    'recipients are the distinct mentioned ids without the author',
    (ids, author) => {
      const body = ids.map(mentionToken).join(' x ');
      const got = mentionRecipients(body, author);
      expect(new Set(got).size).toBe(got.length);
      expect(got).not.toContain(author.toLowerCase());
      expect(new Set(got)).toEqual(
        new Set(ids.map((i) => i.toLowerCase()).filter((i) => i !== author.toLowerCase())),
      );
    },
  );
});
