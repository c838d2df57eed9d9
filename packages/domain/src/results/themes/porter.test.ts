import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MAX_STEMMED_LETTERS, porterStem } from './porter.ts';

/** Pairs from Porter's paper (1980) and the reference vocabulary's output. */
const VECTORS: [string, string][] = [
  ['caresses', 'caress'],
  ['ponies', 'poni'],
  ['ties', 'ti'],
  ['caress', 'caress'],
  ['cats', 'cat'],
  ['feed', 'feed'],
  ['agreed', 'agre'],
  ['plastered', 'plaster'],
  ['bled', 'bled'],
  ['motoring', 'motor'],
  ['sing', 'sing'],
  ['conflated', 'conflat'],
  ['troubled', 'troubl'],
  ['sized', 'size'],
  ['hopping', 'hop'],
  ['tanned', 'tan'],
  ['falling', 'fall'],
  ['hissing', 'hiss'],
  ['fizzed', 'fizz'],
  ['failing', 'fail'],
  ['filing', 'file'],
  ['happy', 'happi'],
  ['sky', 'sky'],
  ['relational', 'relat'],
  ['conditional', 'condit'],
  ['rational', 'ration'],
  ['valenci', 'valenc'],
  ['generalization', 'gener'],
  ['oscillators', 'oscil'],
  ['triplicate', 'triplic'],
  ['formative', 'form'],
  ['formalize', 'formal'],
  ['electrical', 'electr'],
  ['hopeful', 'hope'],
  ['goodness', 'good'],
  ['revival', 'reviv'],
  ['allowance', 'allow'],
  ['inference', 'infer'],
  ['airliner', 'airlin'],
  ['adjustable', 'adjust'],
  ['defensible', 'defens'],
  ['irritant', 'irrit'],
  ['replacement', 'replac'],
  ['adjustment', 'adjust'],
  ['dependent', 'depend'],
  ['adoption', 'adopt'],
  ['communism', 'commun'],
  ['activate', 'activ'],
  ['angularity', 'angular'],
  ['homologous', 'homolog'],
  ['effective', 'effect'],
  ['bowdlerize', 'bowdler'],
  ['probate', 'probat'],
  ['rate', 'rate'],
  ['cease', 'ceas'],
  ['controlling', 'control'],
  ['roll', 'roll'],
  ['delivery', 'deliveri'],
  ['deliveries', 'deliveri'],
  ['connections', 'connect'],
  ['connected', 'connect'],
];

describe('porterStem', () => {
  it.each(VECTORS)('%s -> %s', (word, stem) => {
    expect(porterStem(word)).toBe(stem);
  });

  it('leaves words of one or two letters alone', () => {
    expect(porterStem('is')).toBe('is');
    expect(porterStem('a')).toBe('a');
  });
});

describe('porterStem on long words (issue 34 §2)', () => {
  // Each step's measure walks the stem, and whether a 'y' is a consonant depends on the letter
  // before it: a run of 'y's cost the square of its length and, past ~10k letters, overflowed the
  // stack. A word over MAX_STEMMED_LETTERS letters is its own stem, whatever it ends with.
  test.prop(
    [
      fc.integer({ min: MAX_STEMMED_LETTERS + 1, max: 60_000 }),
      fc.constantFrom('', 'e', 'ment', 'ational', 'ing', 'eed', 'ies', 'y'),
    ],
    { numRuns: 25 },
  )('a run of y longer than the cap is kept whole', (n, suffix) => {
    const word = 'y'.repeat(Math.max(0, n - suffix.length)) + suffix;
    expect(porterStem(word)).toBe(word);
  });

  it('still stems a word of exactly the cap', () => {
    const stem = 'b'.repeat(MAX_STEMMED_LETTERS - 1);
    expect(porterStem(`${stem}s`)).toBe(stem);
  });
});
