import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { gibberish, gibberishReason } from './gibberish.ts';

describe('gibberish', () => {
  it('flags the documented patterns', () => {
    expect(gibberishReason('aaaaaaa')).toBe('REPEATED_CHARACTER');
    expect(gibberishReason('good!!!!!')).toBe('REPEATED_CHARACTER');
    expect(gibberishReason('asdf')).toBe('KEYBOARD_ROW');
    expect(gibberishReason('I like poiuy')).toBe('KEYBOARD_ROW');
    expect(gibberishReason('qwerty')).toBe('KEYBOARD_ROW');
    expect(gibberishReason('asdfasdf')).toBe('KEYBOARD_ROW');
    expect(gibberishReason('xkcd bzzt prr')).toBe('NO_VOWELS');
    expect(gibberishReason('the price bcdfgmnp')).toBe('NO_VOWELS');
    expect(gibberishReason('nice kodjfhgskdjfh place')).toBe('CONSONANT_CLUSTER');
    expect(gibberishReason('hahahahahaha')).toBe('LOW_VARIETY');
  });

  it('lets ordinary answers through, short, numeric, accented or in other scripts', () => {
    for (const text of [
      'The staff were friendly and the price was fair.',
      'ok',
      'OK',
      'no',
      'N/A',
      'n/a',
      'fine',
      'Fine thanks',
      'none',
      '-',
      '?',
      'idk',
      'Not sure',
      '100000',
      '£4.99',
      'Crème brûlée, definitely',
      'Rhythm and blues',
      'Sooo good',
      'Strengths: twelfths of the catchphrase',
      'Очень вкусно',
      '很好喝',
      'とても美味しい',
      'Ελληνικά καλά',
      'SW1A 1AA',
      'Property prices and liberty, poverty too',
      'Typewriter',
      'hmm',
      'BBC, ITV and Sky',
      'www.example.com',
    ]) {
      expect(gibberishReason(text), text).toBe(null);
    }
  });

  it('knows the words of the survey languages', () => {
    const samples: [string, string][] = [
      ['de', 'Angstschweiß und Herbststurm, sehr gut'],
      ['de', 'Die Qualität ist gut, aber zu teuer'],
      ['nl', 'angstschreeuw, prima service'],
      ['cs', 'Strč prst skrz krk'],
      ['cs', 'vlk a krk'],
      ['pl', 'Bezwzględny chrząszcz w Szczebrzeszynie'],
      ['fr', 'Très bon rapport qualité-prix'],
      ['es', 'Me gustó mucho, volveré'],
      ['it', 'Tutto bene, grazie'],
      ['pt', 'Não sei, talvez'],
      ['da', 'Rødgrød med fløde'],
      ['nb', 'Det var bra, takk'],
      ['sv', 'Mycket bra, tack så mycket'],
      ['tr', 'Çok güzeldı, teşekkürler'],
      ['hu', 'Nagyon jó, köszönöm szépen'],
      ['fi', 'Hyvä palvelu, kiitos'],
      ['ro', 'Foarte bine, mulțumesc'],
      ['id', 'Sangat bagus, terima kasih'],
    ];
    for (const [lang, text] of samples) expect(gibberishReason(text, lang), text).toBe(null);
  });

  it('uses the keyboards of the survey language', () => {
    expect(gibberishReason('qwertz', 'de')).toBe('KEYBOARD_ROW');
    expect(gibberishReason('azerty', 'fr')).toBe('KEYBOARD_ROW');
    expect(gibberishReason('qsdfqsdf', 'fr')).toBe('KEYBOARD_ROW');
    // 'qsdf' is no row of an English keyboard; its four consonants pass there.
    expect(gibberishReason('qsdf', 'en')).toBe(null);
  });

  test.prop([fc.stringMatching(/^[a-z]{1,3}$/)])('answers of 3 letters or fewer pass', (text) => {
    expect(gibberish(text)).toBe(false);
  });

  test.prop([fc.string(), fc.constantFrom('en', 'de', 'fr', 'cs', 'zh', 'xx')])(
    'is deterministic and never throws, whatever the text and language',
    (text, lang) => {
      expect(gibberishReason(text, lang)).toBe(gibberishReason(text, lang));
    },
  );

  test.prop([fc.stringMatching(/^[a-z ]{0,30}$/), fc.constantFrom('a', 'x', '!')])(
    'a character 5 times in a row is always flagged',
    (text, c) => {
      expect(gibberish(`${text}${c.repeat(5)}`)).toBe(true);
    },
  );

  test.prop([fc.integer({ min: 0, max: 10 ** 9 })])('numbers pass', (n) => {
    expect(gibberish(String(n))).toBe(false);
  });
});
