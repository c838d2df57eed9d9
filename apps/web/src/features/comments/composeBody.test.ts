import { describe, expect, it } from 'vitest';
import { composeBody, mentionQueryAt } from './composeBody.ts';

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
