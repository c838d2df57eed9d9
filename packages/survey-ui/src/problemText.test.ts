import type { Entry } from '@survey/domain/questionnaire/model';
import type { Answer } from '@survey/domain/respondent/answers';
import { respondentOptions, respondentRows } from '@survey/domain/respondent/respondentItems';
import {
  sampleMatrix,
  sampleQuestion,
  withOptionFlags,
} from '@survey/domain/respondent/testing/sampleEntries';
import { validateAnswer } from '@survey/domain/respondent/validateAnswer';
import { describe, expect, it } from 'vitest';
import { catalogue as german } from './i18n/catalogues/de.ts';
import { english } from './i18n/english.ts';
import { translator } from './i18n/translator.ts';
import { problemText } from './problemText.ts';

const MULTI = { BasicChoice: 'multiple_choice' };
const ids = (entry: Entry) => respondentOptions(entry).map((o) => o.id);
const choice = (entry: Entry, picks: number[], texts: Record<string, string> = {}): Answer => ({
  kind: 'choice',
  selected: picks.map((i) => ids(entry)[i] ?? ''),
  texts,
});

/** Problems the domain finds, each with the answer that causes it. */
function cases(): { entry: Entry; answer: Answer }[] {
  const basic = (settings = {}) =>
    sampleQuestion('Basic', ['A', 'B', 'C', 'D', 'E'], settings).entry;
  const upTo = basic({ ...MULTI, ChoiceLimit: '2' });
  const between = basic({ ...MULTI, ChoiceIntervalMin: '2', ChoiceIntervalMax: '3' });
  const other = withOptionFlags(sampleQuestion('Basic', ['Tea', 'Other']).entry, 1, {
    textEntry: true,
  });
  const ranked = sampleQuestion('Ranked', ['A', 'B', 'C']).entry;
  const top2 = sampleQuestion('Ranked', ['A', 'B', 'C'], { RankChoiceRequisite: '2' }).entry;
  const email = sampleQuestion('FreeText', [], { ContentStructure: 'email' }).entry;
  const short = sampleQuestion('FreeText', [], { CharacterLimit: '100' }).entry;
  const matrix = sampleMatrix(['r1', 'r2'], ['c1', 'c2']);
  const scale = sampleQuestion('Scale').entry;
  const dontKnow = basic({ ...MULTI, DontKnow: 'enabled' });
  const otherId = ids(other)[1] ?? '';
  return [
    { entry: basic(), answer: choice(basic(), []) },
    { entry: basic(), answer: choice(basic(), [0, 1]) },
    { entry: upTo, answer: choice(upTo, [0, 1, 2]) },
    { entry: between, answer: choice(between, [0]) },
    { entry: between, answer: choice(between, [0, 1, 2, 3]) },
    { entry: other, answer: choice(other, [1], { [otherId]: ' ' }) },
    { entry: other, answer: choice(other, [1], { [otherId]: 'x'.repeat(201) }) },
    { entry: dontKnow, answer: choice(dontKnow, [0, 5]) },
    { entry: ranked, answer: { kind: 'ranked', ranking: [] } },
    { entry: ranked, answer: { kind: 'ranked', ranking: ids(ranked).slice(0, 1) } },
    { entry: top2, answer: { kind: 'ranked', ranking: ids(top2).slice(0, 1) } },
    { entry: top2, answer: { kind: 'ranked', ranking: ids(top2).slice(0, 3) } },
    { entry: email, answer: { kind: 'text', text: 'not an address' } },
    { entry: short, answer: { kind: 'text', text: 'x'.repeat(101) } },
    { entry: short, answer: { kind: 'text', text: '' } },
    {
      entry: matrix,
      answer: { kind: 'matrix', rows: { [respondentRows(matrix)[0]?.id ?? '']: [] } },
    },
    { entry: scale, answer: { kind: 'scale', value: null } },
    { entry: scale, answer: { kind: 'scale', value: 1000 } },
  ];
}

describe('problemText', () => {
  it('words every problem in English exactly as the domain (and the server) does', () => {
    for (const { entry, answer } of cases()) {
      const check = validateAnswer(entry, answer);
      if (check.ok) throw new Error(`no problem with ${JSON.stringify(answer)}`);
      expect(problemText(entry, answer, check.problem, english)).toBe(check.problem.message);
    }
  });

  it("words them in the respondent's language, numbers and names included", () => {
    const de = translator(german);
    const texts = cases().map(({ entry, answer }) => {
      const check = validateAnswer(entry, answer);
      return check.ok ? '' : problemText(entry, answer, check.problem, de);
    });
    expect(texts).toContain('Bitte wählen Sie höchstens 2 Antworten aus.');
    expect(texts).toContain('Bitte bringen Sie Ihre Top 2 in eine Rangfolge.');
    expect(texts).toContain('„Weiß nicht“ kann nicht mit anderen Antworten kombiniert werden.');
    expect(texts).toContain('Bitte beschränken Sie Ihre Antwort auf 100 Zeichen.');
    // None is left in English.
    cases().forEach(({ entry, answer }, i) => {
      const check = validateAnswer(entry, answer);
      if (!check.ok) expect(texts[i]).not.toBe(check.problem.message);
    });
  });
});
