import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mentionToken } from '@survey/domain/comments/mentions';
import { composeBody, editableText, mentionQueryAt } from './composeBody.ts';

const ann = { id: '11111111-1111-4111-8111-111111111111', name: 'Ann' };
const annLee = { id: '22222222-2222-4222-8222-222222222222', name: 'Ann Lee' };

describe('composeBody', () => {
  it('turns the picked members into id tokens, longer names first', () => {
    expect(composeBody(' @Ann Lee and @Ann, see @Ann Lee ', [ann, annLee])).toBe(
      `@{${annLee.id}} and @{${ann.id}}, see @{${annLee.id}}`,
    );
  });

  it('leaves a name typed without the menu as text', () => {
    expect(composeBody('@Bob hi', [ann])).toBe('@Bob hi');
  });
});

describe('mentionQueryAt', () => {
  it('finds the @word before the caret', () => {
    expect(mentionQueryAt('hello @Be', 9)).toBe('Be');
    expect(mentionQueryAt('@', 1)).toBe('');
    expect(mentionQueryAt('mail a@b', 8)).toBeNull();
    expect(mentionQueryAt('hello @Be done', 14)).toBeNull();
  });
});

describe('editableText', () => {
  it('shows mentions as @Name, picked again, and keeps a former member as stored', () => {
    const gone = '33333333-3333-4333-8333-333333333333';
    const body = `Ask @{${annLee.id}} and @{${gone}}`;
    expect(editableText(body, [annLee])).toEqual({
      text: `Ask @Ann Lee and @{${gone}}`,
      picked: [annLee],
    });
  });

  it('gives back the stored text unchanged when sent again', () => {
    const part = fc.oneof(
      fc.constantFrom(mentionToken(ann.id), mentionToken(annLee.id)),
      fc.string({ maxLength: 8 }).filter((x) => !x.includes('@')),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 6 }), (parts) => {
        const body = parts.join('').trim();
        const { text, picked } = editableText(body, [ann, annLee]);
        expect(composeBody(text, picked)).toBe(body);
      }),
    );
  });
});
