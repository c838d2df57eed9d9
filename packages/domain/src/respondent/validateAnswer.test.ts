import { describe, expect, it } from 'vitest';
import type { Entry } from '../questionnaire/model.ts';
import { QuestionnaireBuilder } from '../questionnaire/testing/builders.ts';
import type { Answer } from './answers.ts';
import { respondentOptions, respondentRows } from './respondentItems.ts';
import { sampleMatrix, sampleQuestion, withOptionFlags } from './testing/sampleEntries.ts';
import { validateAnswer } from './validateAnswer.ts';

const code = (entry: Entry, answer: Answer | null) => {
  const check = validateAnswer(entry, answer);
  return check.ok ? 'ok' : check.problem.code;
};
const ids = (entry: Entry) => respondentOptions(entry).map((o) => o.id);
const choice = (selected: string[], texts: Record<string, string> = {}): Answer => ({
  kind: 'choice',
  selected,
  texts,
});

describe('validateAnswer: choice', () => {
  const single = sampleQuestion('Basic', ['Tea', 'Coffee', 'Water']).entry;
  const multi = (settings: Record<string, string> = {}) =>
    sampleQuestion('Basic', ['A', 'B', 'C', 'D', 'E'], {
      BasicChoice: 'multiple_choice',
      ...settings,
    }).entry;

  it('needs exactly one pick on a single select', () => {
    const [tea, coffee] = ids(single);
    expect(code(single, choice([]))).toBe('REQUIRED');
    expect(code(single, choice([tea!]))).toBe('ok');
    expect(code(single, choice([tea!, coffee!]))).toBe('TOO_MANY');
    expect(code(single, null)).toBe('REQUIRED');
  });

  it('refuses options of another question, repeated picks and the wrong kind of answer', () => {
    const [tea] = ids(single);
    expect(code(single, choice(['not-an-option']))).toBe('UNKNOWN_OPTION');
    expect(code(multi(), choice([tea!]))).toBe('UNKNOWN_OPTION');
    const m = multi();
    expect(code(m, choice([ids(m)[0]!, ids(m)[0]!]))).toBe('UNKNOWN_OPTION');
    expect(code(single, { kind: 'text', text: 'Tea' })).toBe('WRONG_KIND');
  });

  it('holds a maximum selected', () => {
    const e = multi({ ChoiceLimit: '2' });
    const [a, b, c] = ids(e);
    expect(code(e, choice([a!, b!]))).toBe('ok');
    expect(code(e, choice([a!, b!, c!]))).toBe('TOO_MANY');
  });

  it('holds a response range', () => {
    const e = multi({ ChoiceIntervalMin: '2', ChoiceIntervalMax: '3' });
    const [a, b, c, d] = ids(e);
    expect(code(e, choice([a!]))).toBe('TOO_FEW');
    expect(code(e, choice([a!, b!, c!]))).toBe('ok');
    expect(code(e, choice([a!, b!, c!, d!]))).toBe('TOO_MANY');
    const check = validateAnswer(e, choice([a!]));
    expect(check.ok ? '' : check.problem.message).toBe('Please select between 2 and 3 answers.');
  });

  it('lets an exclusive option or a default option stand alone, never with others', () => {
    const e = withOptionFlags(multi({ ChoiceIntervalMin: '2', DontKnow: 'enabled' }), 4, {
      exclusive: true,
    });
    const [a, , , , none, dontKnow] = ids(e);
    expect(dontKnow).toBe('default:DontKnow');
    expect(code(e, choice([none!]))).toBe('ok');
    expect(code(e, choice([dontKnow!]))).toBe('ok');
    expect(code(e, choice([a!, none!]))).toBe('EXCLUSIVE');
    expect(code(e, choice([a!, dontKnow!]))).toBe('EXCLUSIVE');
  });

  it('needs the text of a chosen text-entry option, and only for it', () => {
    const e = withOptionFlags(single, 2, { textEntry: true });
    const [tea, , other] = ids(e);
    expect(code(e, choice([other!]))).toBe('TEXT_REQUIRED');
    expect(code(e, choice([other!], { [other!]: '  ' }))).toBe('TEXT_REQUIRED');
    expect(code(e, choice([other!], { [other!]: 'Juice' }))).toBe('ok');
    expect(code(e, choice([other!], { [other!]: 'x'.repeat(201) }))).toBe('TOO_LONG');
    expect(code(e, choice([tea!], { [other!]: 'Juice' }))).toBe('UNKNOWN_OPTION');
  });
});

describe('validateAnswer: ranked', () => {
  const ranked = (settings: Record<string, string> = {}) =>
    sampleQuestion('Ranked', ['A', 'B', 'C', 'D'], settings).entry;
  const ranking = (r: string[]): Answer => ({ kind: 'ranked', ranking: r });

  it('needs every option ranked when All ranked', () => {
    const e = ranked();
    const [a, b, c, d] = ids(e);
    expect(code(e, ranking([]))).toBe('REQUIRED');
    expect(code(e, ranking([a!, b!, c!]))).toBe('TOO_FEW');
    expect(code(e, ranking([d!, c!, b!, a!]))).toBe('ok');
  });

  it("needs exactly n when 'Top n ranked'", () => {
    const e = ranked({ RankChoiceRequisite: '2' });
    const [a, b, c] = ids(e);
    expect(code(e, ranking([a!]))).toBe('TOO_FEW');
    expect(code(e, ranking([c!, a!]))).toBe('ok');
    expect(code(e, ranking([c!, a!, b!]))).toBe('TOO_MANY');
    const check = validateAnswer(e, ranking([a!]));
    expect(check.ok ? '' : check.problem.message).toBe('Please rank your top 2.');
  });

  it("takes Don't know instead of a ranking, not beside one", () => {
    const e = ranked({ DontKnow: 'enabled' });
    const [a, , , , dontKnow] = ids(e);
    expect(code(e, ranking([dontKnow!]))).toBe('ok');
    expect(code(e, ranking([a!, dontKnow!]))).toBe('EXCLUSIVE');
  });
});

describe('validateAnswer: matrix', () => {
  const single = sampleMatrix(['Price', 'Taste'], ['Good', 'Bad']);
  const [price, taste] = respondentRows(single).map((r) => r.id);
  const [good, bad] = ids(single);

  it('needs one column in every row on a single-select matrix', () => {
    const rows = (r: Record<string, string[]>): Answer => ({ kind: 'matrix', rows: r });
    expect(code(single, rows({ [price!]: [good!] }))).toBe('REQUIRED');
    expect(code(single, rows({ [price!]: [good!], [taste!]: [bad!] }))).toBe('ok');
    expect(code(single, rows({ [price!]: [good!, bad!], [taste!]: [bad!] }))).toBe('TOO_MANY');
    expect(code(single, rows({ [price!]: [good!], [taste!]: [bad!], other: [good!] }))).toBe(
      'UNKNOWN_OPTION',
    );
    const check = validateAnswer(single, rows({ [price!]: [good!] }));
    expect(check.ok ? null : check.problem.itemId).toBe(taste);
  });

  it('takes several columns per row on a multi-select matrix', () => {
    const multi = sampleMatrix(['Price', 'Taste'], ['Good', 'Bad'], {
      MatrixChoice: 'multiple_choice',
    });
    const [p, t] = respondentRows(multi).map((r) => r.id);
    const [g, b] = ids(multi);
    expect(code(multi, { kind: 'matrix', rows: { [p!]: [g!, b!], [t!]: [b!] } })).toBe('ok');
  });
});

describe('validateAnswer: free text', () => {
  const text = (structure: string, limit = '200') =>
    sampleQuestion('FreeText', [], { ContentStructure: structure, CharacterLimit: limit }).entry;
  const check = (structure: string, value: string) =>
    code(text(structure), { kind: 'text', text: value });

  it('needs an answer within the character limit', () => {
    expect(check('unstructured', '   ')).toBe('REQUIRED');
    expect(code(text('unstructured', '100'), { kind: 'text', text: 'é'.repeat(100) })).toBe('ok');
    expect(code(text('unstructured', '100'), { kind: 'text', text: 'x'.repeat(101) })).toBe(
      'TOO_LONG',
    );
    // An emoji is one character to the respondent, two UTF-16 units to JavaScript.
    expect(code(text('unstructured', '100'), { kind: 'text', text: '😀'.repeat(100) })).toBe('ok');
  });

  it.each([
    ['numeric', ['3', '-2.5', '0.75', '+4'], ['abc', '1,5', '1.2.3', '']],
    ['positive_integer', ['1', '42', '007'], ['0', '-3', '2.5', '1e3']],
    ['integer', ['0', '-3', '12'], ['2.5', 'ten', '1 000']],
    [
      'postcode_full',
      ['SW1A 1AA', 'sw1a1aa', 'M1 1AE', 'GIR 0AA', 'EC1A 1BB'],
      ['SW1A 1', 'SW1A', 'Q1 1AA', '12345'],
    ],
    ['postcode_sector', ['SW1A 1', 'm1 1', 'B33 8'], ['SW1A 1AA', 'SW1A', '1AA']],
    ['alphanumeric', ['Flat 3B', 'Zürich 8001'], ['a-b', 'x@y', 'semi;colon']],
    [
      'email',
      ['name@example.com', 'a.b+c@sub.example.co.uk'],
      ['name@', '@example.com', 'a b@c.d', 'a@b'],
    ],
  ])('%s accepts the valid and refuses the rest', (structure, valid, invalid) => {
    for (const v of valid) expect([v, check(structure, v)]).toEqual([v, 'ok']);
    for (const v of invalid.filter((x) => x !== '')) {
      expect([v, check(structure, v)]).toEqual([v, 'FORMAT']);
    }
  });
});

describe('validateAnswer: slider and text card', () => {
  it('needs a value on a step inside the range', () => {
    const { q } = sampleQuestion('Scale');
    const base = q.entries[0];
    if (base?.entryType !== 'question') throw new Error('no slider');
    const e = {
      ...base,
      entryItem: {
        ...base.entryItem,
        questionScale: {
          labels: [],
          range: { min: 0, max: 10, step: 2, startingPosition: 0 },
        },
      },
    };
    const v = (value: number | null) => code(e, { kind: 'scale', value });
    expect([v(null), v(0), v(4), v(10), v(3), v(12), v(-2), v(Number.NaN)]).toEqual([
      'REQUIRED',
      'ok',
      'ok',
      'ok',
      'OUT_OF_RANGE',
      'OUT_OF_RANGE',
      'OUT_OF_RANGE',
      'OUT_OF_RANGE',
    ]);
  });

  it('takes no answer on a text card', () => {
    const card = new QuestionnaireBuilder().textCard('Welcome', 'Thanks for joining').last();
    expect(code(card, null)).toBe('ok');
    expect(code(card, { kind: 'text', text: 'hello' })).toBe('WRONG_KIND');
  });
});
