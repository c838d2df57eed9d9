import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  followUpIdsKey,
  followUpIdsProblem,
  MAX_FOLLOW_UP_ID_LENGTH,
  MAX_FOLLOW_UP_IDS,
  splitFollowUpIds,
} from './followUpIds.ts';

describe('splitFollowUpIds (spec 3 §5 Follow-up IDs)', () => {
  it('splits on commas, spaces and newlines and drops empty pieces', () => {
    expect(splitFollowUpIds('a1, b2,,c3\n\nd4 e5\r\nf6\t g7 ,')).toEqual([
      'a1',
      'b2',
      'c3',
      'd4',
      'e5',
      'f6',
      'g7',
    ]);
  });

  it('answers no ids for blank text, so the request button stays disabled', () => {
    expect(splitFollowUpIds('')).toEqual([]);
    expect(splitFollowUpIds(' ,\n, \u00a0\t')).toEqual([]);
  });

  it('keeps each id once, in the order first seen, and keeps case and punctuation', () => {
    expect(splitFollowUpIds('R-1 r-1 R-1,x.y;z')).toEqual(['R-1', 'r-1', 'x.y;z']);
  });

  const id = fc.stringMatching(/^[A-Za-z0-9._:;-]{1,12}$/);
  const separator = fc.stringMatching(/^[ ,\n\r\t]{1,4}$/);

  test.prop([fc.array(id, { maxLength: 30 }), fc.array(separator, { maxLength: 31 })])(
    'finds exactly the distinct ids however they are separated',
    (ids, separators) => {
      const text =
        ids.map((x, i) => `${separators[i] ?? ' '}${x}`).join('') + (separators[30] ?? '');
      expect(splitFollowUpIds(text)).toEqual([...new Set(ids)]);
    },
  );

  test.prop([fc.string()])('never answers an empty piece or one holding a separator', (text) => {
    for (const piece of splitFollowUpIds(text)) {
      expect(piece).not.toBe('');
      expect(piece).not.toMatch(/[\s,]/u);
    }
  });

  test.prop([fc.string()])('is idempotent over its own output joined again', (text) => {
    const once = splitFollowUpIds(text);
    expect(splitFollowUpIds(once.join('\n'))).toEqual(once);
  });
});

describe('followUpIdsProblem', () => {
  it('accepts one to the maximum of short ids', () => {
    expect(followUpIdsProblem(['a'])).toBeNull();
    const many = Array.from({ length: MAX_FOLLOW_UP_IDS }, (_, i) => `r${i}`);
    expect(followUpIdsProblem(many)).toBeNull();
  });

  it('refuses none, too many and too long ids with a sentence', () => {
    expect(followUpIdsProblem([])).toBe('Enter at least one respondent id.');
    const tooMany = Array.from({ length: MAX_FOLLOW_UP_IDS + 1 }, (_, i) => `r${i}`);
    expect(followUpIdsProblem(tooMany)).toBe(
      'At most 10,000 respondent ids can be sent at once; these are 10,001.',
    );
    expect(followUpIdsProblem(['ok', 'x'.repeat(MAX_FOLLOW_UP_ID_LENGTH + 1)])).toMatch(
      /^Respondent ids are at most 128 characters; one starting 'x{20}' is longer\.$/,
    );
  });
});

describe('followUpIdsKey ({product}RespondentIds)', () => {
  it('names the key after the panel supplier in lower camel case', () => {
    expect(followUpIdsKey('SIMULATED')).toBe('simulatedRespondentIds');
    expect(followUpIdsKey('PRIME_PANEL')).toBe('primePanelRespondentIds');
    expect(followUpIdsKey('cint')).toBe('cintRespondentIds');
  });
});
