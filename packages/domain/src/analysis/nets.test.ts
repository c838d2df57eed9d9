import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MAX_NET_LABEL_LENGTH, MAX_NETS, NetDefinitionError, validateNets } from './nets.ts';

/** The NetDefinitionError the call throws (fails the test when it throws none). */
const errorOf = (run: () => unknown): NetDefinitionError => {
  try {
    run();
  } catch (error) {
    if (error instanceof NetDefinitionError) return error;
    throw error;
  }
  throw new Error('expected a NetDefinitionError');
};
const codeOf = (run: () => unknown): string => errorOf(run).code;

describe('validateNets', () => {
  const row = ['o1', 'o2', 'o3', 'o4'];

  it('cleans labels and keeps option ids once, in the row order', () => {
    expect(
      validateNets(
        [
          { label: '  Any fruit\u0000 ', optionIds: ['o3', 'o1', 'o3'] },
          { label: 'Rest', optionIds: ['o4'] },
        ],
        row,
      ),
    ).toEqual([
      { label: 'Any fruit', optionIds: ['o1', 'o3'] },
      { label: 'Rest', optionIds: ['o4'] },
    ]);
    expect(validateNets([], row)).toEqual([]);
  });

  it('refuses an empty or over-long label with its code', () => {
    expect(codeOf(() => validateNets([{ label: '  ', optionIds: ['o1'] }], row))).toBe(
      'NET_LABEL_EMPTY',
    );
    const long = 'é'.repeat(MAX_NET_LABEL_LENGTH + 1);
    expect(codeOf(() => validateNets([{ label: long, optionIds: ['o1'] }], row))).toBe(
      'NET_LABEL_TOO_LONG',
    );
    // Sixty characters (not UTF-16 units) are allowed.
    const emoji = '😀'.repeat(MAX_NET_LABEL_LENGTH);
    expect(validateNets([{ label: emoji, optionIds: ['o1'] }], row)[0]?.label).toBe(emoji);
  });

  it('refuses a label used twice, ignoring case and spaces around it', () => {
    const nets = [
      { label: 'Positive', optionIds: ['o1'] },
      { label: ' positive ', optionIds: ['o2'] },
    ];
    expect(codeOf(() => validateNets(nets, row))).toBe('NET_LABEL_DUPLICATE');
  });

  it('refuses a net without options or with an option of another question', () => {
    expect(codeOf(() => validateNets([{ label: 'None', optionIds: [] }], row))).toBe(
      'NET_OPTIONS_EMPTY',
    );
    expect(codeOf(() => validateNets([{ label: 'Odd', optionIds: ['o1', 'x9'] }], row))).toBe(
      'NET_OPTION_NOT_IN_ROW',
    );
  });

  it('refuses more than MAX_NETS nets, and says which net is wrong', () => {
    const many = Array.from({ length: MAX_NETS + 1 }, (_, i) => ({
      label: `N${i}`,
      optionIds: ['o1'],
    }));
    expect(codeOf(() => validateNets(many, row))).toBe('TOO_MANY_NETS');
    expect(validateNets(many.slice(0, MAX_NETS), row)).toHaveLength(MAX_NETS);
    const error = errorOf(() =>
      validateNets(
        [
          { label: 'Ok', optionIds: ['o1'] },
          { label: 'Bad', optionIds: ['zz'] },
        ],
        row,
      ),
    );
    expect(error.details).toEqual({ index: 1, label: 'Bad', optionId: 'zz' });
  });
});

describe('nets on generated input', () => {
  const row = Array.from({ length: 8 }, (_, i) => `o${i}`);
  const net = fc.record({
    label: fc.string({ minLength: 1, maxLength: 64 }),
    // Mostly the row's options, now and then one of another question.
    optionIds: fc.array(
      fc.oneof(
        { arbitrary: fc.constantFrom(...row), weight: 30 },
        { arbitrary: fc.constant('x'), weight: 1 },
      ),
      { maxLength: 10 },
    ),
  });

  test.prop([fc.array(net, { maxLength: 22 })])(
    'valid nets come back clean and validate to themselves; invalid ones throw a coded error',
    (nets) => {
      let valid;
      try {
        valid = validateNets(nets, row);
      } catch (error) {
        expect(error).toBeInstanceOf(NetDefinitionError);
        return;
      }
      expect(validateNets(valid, row)).toEqual(valid);
      for (const n of valid) {
        expect(n.label).toBe(n.label.trim());
        expect([...n.label].length).toBeLessThanOrEqual(MAX_NET_LABEL_LENGTH);
        expect(n.optionIds.length).toBeGreaterThan(0);
        expect(n.optionIds).toEqual(row.filter((id) => n.optionIds.includes(id)));
      }
    },
  );
});
