import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { LOOP_ITEM_TOKEN } from '../../questionnaire/loops.ts';
import type { Questionnaire } from '../../questionnaire/model.ts';
import { pipeToken } from '../../questionnaire/piping.ts';
import { QuestionnaireBuilder, questionAt } from '../../questionnaire/testing/builders.ts';
import type { Answer } from '../answers.ts';
import { nextPage, startSession, submitAnswer } from './engine.ts';
import type { EntryPage } from './pages.ts';
import { publishedSurveyOf } from './published.ts';
import { audienceOf } from './testing/audienceFixtures.ts';
import { walkSession } from './testing/walkSession.ts';

const choice = (...selected: string[]): Answer => ({ kind: 'choice', selected, texts: {} });
const BRANDS = ['Brand A', 'Brand B', 'Brand C', 'Brand D'];

/**
 * Q1 'Which brands?' (multi select over BRANDS), then section S1 looping over Q1's choices with
 * 'Rate {item}?' and 'Why {Q(rate)} for {item}?', then 'After?'.
 */
function brandLoop(loop: { maxIterations?: number; randomOrder?: boolean; items?: string[] } = {}) {
  const b = new QuestionnaireBuilder().question('Which brands?', BRANDS, 'Basic', true);
  b.apply('addSection', { position: 1, name: 'Per brand' });
  const section = b.last().number;
  b.question(`Rate ${LOOP_ITEM_TOKEN}?`, ['Good', 'Bad']);
  const rate = questionAt(b.q, 2).entryItem.questionLk;
  b.apply('moveEntryToSection', { number: b.last().number, sectionNumber: section, toPosition: 0 });
  b.question(`Why ${pipeToken(rate)} for ${LOOP_ITEM_TOKEN}?`, [], 'FreeText');
  b.apply('moveEntryToSection', { number: b.last().number, sectionNumber: section, toPosition: 1 });
  b.question('After?');
  b.apply('setSectionLoop', {
    number: section,
    sourceQuestionNumber: loop.items ? null : questionAt(b.q, 0).number,
    items: loop.items ?? null,
    maxIterations: loop.maxIterations ?? 10,
    randomOrder: loop.randomOrder ?? false,
  });
  return b.q;
}

const brandLk = (q: Questionnaire, text: string) =>
  questionAt(q, 0).entryItem.responseOptions.find((o) => o.responseOption.value === text)
    ?.responseOptionLk ?? '';

/** Chooses `brands` at Q1, the first option elsewhere, 'because' in free text. */
const answerer = (q: Questionnaire, brands: string[]) => (page: EntryPage) => {
  if (page.title === 'Which brands?') return choice(...brands.map((t) => brandLk(q, t)));
  if (page.answerKind === 'text') return { kind: 'text' as const, text: 'because' };
  return choice(page.options[0]?.id ?? '');
};

describe('loops in the respondent path (issue 38 §2)', () => {
  it('repeats the section once per chosen brand, piping the brand and the same round’s answer', () => {
    const q = brandLoop();
    const p = publishedSurveyOf(q, audienceOf());
    const walk = walkSession(
      p,
      { respondentId: 'r', seed: 7 },
      answerer(q, ['Brand C', 'Brand A']),
    );
    expect(walk.visits.map((v) => v.page.title)).toEqual([
      'Which brands?',
      'Rate Brand A?',
      'Why Good for Brand A?',
      'Rate Brand C?',
      'Why Good for Brand C?',
      'After?',
    ]);
    // Answers are stored per iteration: the card's page key and the item.
    const rateNumber = flattenNumbers(q)[2];
    expect(Object.keys(walk.state.answers)).toContain(
      `entry:${rateNumber}:loop:${brandLk(q, 'Brand A')}`,
    );
    expect(walk.state.loops).toEqual({
      [String(q.entries[1]?.number)]: [brandLk(q, 'Brand A'), brandLk(q, 'Brand C')],
    });
    expect(walk.state.status).toBe('complete');
  });

  it('skips the loop for a respondent who chose none of the brands (None of these)', () => {
    const b = new QuestionnaireBuilder(brandLoop());
    b.apply('setQuestionnaireSettingValue', {
      questionLk: questionAt(b.q, 0).entryItem.questionLk,
      setting: { questionSettingCode: 'NoneOfThese', settingValue: 'enabled' },
    });
    const p = publishedSurveyOf(b.q, audienceOf());
    const none = (page: EntryPage) =>
      page.title === 'Which brands?'
        ? choice('default:NoneOfThese')
        : choice(page.options[0]?.id ?? '');
    const walk = walkSession(p, { respondentId: 'r', seed: 1 }, none);
    expect(walk.visits.map((v) => v.page.title)).toEqual(['Which brands?', 'After?']);
    expect(walk.state.status).toBe('complete');
  });

  it('loops over a fixed list, at most N times, and a resumed session sees the same rounds', () => {
    const q = brandLoop({ items: ['Red', 'Green', 'Blue'], maxIterations: 2, randomOrder: true });
    const p = publishedSurveyOf(q, audienceOf());
    const titles = (seed: number) =>
      walkSession(p, { respondentId: 'r', seed }, answerer(q, ['Brand A']))
        .visits.map((v) => v.page.title)
        .filter((t) => t.startsWith('Rate'));
    const seen = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const rounds = titles(seed);
      expect(rounds).toHaveLength(2);
      expect(titles(seed)).toEqual(rounds);
      seen.add(rounds.join());
    }
    expect(seen.size).toBeGreaterThan(1);
    // Resume: the state stored after the first round walks on to the same second round.
    let state = startSession(p, { respondentId: 'r', seed: 3 });
    const order: string[] = [];
    for (let n = 0; n < 4; n++) {
      const page = nextPage(p, state);
      if (page.kind !== 'entry') break;
      order.push(page.title);
      const stored = JSON.parse(JSON.stringify(state)) as typeof state;
      const result = submitAnswer(p, stored, page.key, answerer(q, ['Brand A'])(page));
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    expect(order.filter((t) => t.startsWith('Rate'))).toEqual(titles(3).slice(0, 2));
  });

  test.prop([fc.subarray(BRANDS), fc.integer({ min: 1, max: 4 }), fc.boolean(), fc.nat()])(
    'the rounds are the chosen brands, each once, at most N, in the listed order unless random',
    (chosen, max, randomOrder, seed) => {
      const q = brandLoop({ maxIterations: max, randomOrder });
      const p = publishedSurveyOf(q, audienceOf());
      const answer = answerer(q, chosen.length === 0 ? ['Brand A'] : chosen);
      const picked = chosen.length === 0 ? ['Brand A'] : chosen;
      const rounds = walkSession(p, { respondentId: 'r', seed }, answer)
        .visits.map((v) => v.page.title)
        .filter((t) => t.startsWith('Rate '))
        .map((t) => t.slice('Rate '.length, -1));
      expect(rounds).toHaveLength(Math.min(max, picked.length));
      expect(new Set(rounds).size).toBe(rounds.length);
      expect(rounds.every((r) => picked.includes(r))).toBe(true);
      if (!randomOrder)
        expect(rounds).toEqual(BRANDS.filter((b) => picked.includes(b)).slice(0, max));
    },
  );
});

function flattenNumbers(q: Questionnaire): number[] {
  return q.entries.flatMap((e) =>
    e.entryType === 'section'
      ? [e.number, ...e.entryItem.entries.map((c) => c.number)]
      : [e.number],
  );
}
