import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Questionnaire } from '../../questionnaire/model.ts';
import { QuestionnaireBuilder, questionAt } from '../../questionnaire/testing/builders.ts';
import { flattenEntries } from '../../questionnaire/walk.ts';
import type { Answer } from '../answers.ts';
import { nextPage, startSession, submitAnswer } from './engine.ts';
import { publishedSurveyOf } from './published.ts';
import { chooseLayout, needsSectionFills, type SectionFills } from './sectionLayout.ts';
import { audienceOf } from './testing/audienceFixtures.ts';
import { walkSession } from './testing/walkSession.ts';

const choice = (...selected: string[]): Answer => ({ kind: 'choice', selected, texts: {} });

/**
 * 'Intro?', then sections A, B, C (rotating), each with two questions 'A1?', 'A2?', ..., then
 * 'After?'. Built through the commands, as the editor would.
 */
function conceptTest(shown: number | null, randomiseCardsOf = ''): Questionnaire {
  const b = new QuestionnaireBuilder().question('Intro?');
  for (const name of ['A', 'B', 'C']) {
    b.apply('addSection', { position: b.q.entries.length, name });
    const section = b.last().number;
    for (const i of [1, 2]) {
      b.question(`${name}${i}?`);
      b.apply('moveEntryToSection', {
        number: b.last().number,
        sectionNumber: section,
        toPosition: i - 1,
      });
    }
    const randomiseCards = randomiseCardsOf.includes(name);
    b.apply('setSectionRotation', {
      number: section,
      rotate: true,
      randomiseCards,
      pinnedCards: [],
    });
  }
  b.question('After?');
  b.apply('setSectionsShown', { count: shown });
  return b.q;
}

const sectionNumbers = (q: Questionnaire) =>
  Object.fromEntries(
    q.entries.flatMap((e) => (e.entryType === 'section' ? [[e.entryItem.name, e.number]] : [])),
  ) as Record<string, number>;

const walkTitles = (q: Questionnaire, seed: number, fills?: SectionFills) => {
  const p = publishedSurveyOf(q, audienceOf());
  const layout = chooseLayout(p.questionnaire, seed, fills);
  return walkSession(p, { respondentId: `r${seed}`, seed, layout }, (pg) =>
    choice(pg.options[0]?.id ?? ''),
  ).visits.map((v) => v.page.title);
};

describe('section layout (issue 38 §1)', () => {
  it('keeps the document order when no section rotates or shuffles', () => {
    const q = new QuestionnaireBuilder().question('One').build();
    expect(chooseLayout(q, 1)).toBeNull();
  });

  it('shows every rotating section in a drawn order, each section whole, between the fixed cards', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const titles = walkTitles(conceptTest(null), seed);
      expect(titles[0]).toBe('Intro?');
      expect(titles.at(-1)).toBe('After?');
      const middle = titles.slice(1, -1);
      expect(middle).toHaveLength(6);
      // Each section's two cards stay together and in their order.
      for (let i = 0; i < 6; i += 2) expect(middle[i + 1]).toBe(middle[i]?.replace('1', '2'));
      orders.add(middle.filter((_, i) => i % 2 === 0).join(''));
    }
    expect(orders.size).toBe(6);
  });

  it('shows k of n: the least-filled sections, the same layout for the same seed and fills', () => {
    const q = conceptTest(2);
    const n = sectionNumbers(q);
    expect(needsSectionFills(q)).toBe(true);
    const fills = { [n.A ?? 0]: 5, [n.B ?? 0]: 2, [n.C ?? 0]: 2 };
    for (let seed = 1; seed <= 20; seed++) {
      const layout = chooseLayout(q, seed, fills);
      expect(new Set(layout?.sections)).toEqual(new Set([n.B, n.C]));
      expect(chooseLayout(q, seed, fills)).toEqual(layout);
      const titles = walkTitles(q, seed, fills);
      expect(titles.filter((t) => /^A\d/.test(t))).toEqual([]);
      expect(titles).toHaveLength(6);
    }
  });

  test.prop([
    fc.nat(),
    fc.array(fc.nat(20), { minLength: 3, maxLength: 3 }),
    fc.integer({ min: 1, max: 3 }),
  ])('k of n picks k sections, none fuller than a section left out', (seed, counts, k) => {
    const q = conceptTest(k);
    const numbers = Object.values(sectionNumbers(q));
    const fills = Object.fromEntries(numbers.map((num, i) => [num, counts[i] ?? 0]));
    const chosen = chooseLayout(q, seed, fills)?.sections ?? [];
    expect(new Set(chosen).size).toBe(k);
    const left = numbers.filter((num) => !chosen.includes(num));
    for (const c of chosen)
      for (const l of left) expect(fills[c]).toBeLessThanOrEqual(fills[l] ?? 0);
  });

  test.prop([fc.nat(), fc.integer({ min: 1, max: 2 })])(
    'starting sessions one after another keeps the sections within one of each other',
    (seed, k) => {
      const q = conceptTest(k);
      const fills: Record<string, number> = {};
      for (let i = 0; i < 30; i++) {
        for (const s of chooseLayout(q, seed + i, fills)?.sections ?? [])
          fills[s] = (fills[s] ?? 0) + 1;
        const values = Object.values(sectionNumbers(q)).map((num) => fills[num] ?? 0);
        expect(Math.max(...values) - Math.min(...values)).toBeLessThanOrEqual(1);
      }
    },
  );

  it('shuffles a section’s cards with pinned cards in place, and a resumed session keeps its order', () => {
    const b = new QuestionnaireBuilder(conceptTest(null, 'A'));
    const a = b.q.entries.find((e) => e.entryType === 'section' && e.entryItem.name === 'A');
    if (a?.entryType !== 'section') throw new Error('no section A');
    for (const t of ['A3?', 'A4?']) {
      b.question(t);
      b.apply('moveEntryToSection', {
        number: b.last().number,
        sectionNumber: a.number,
        toPosition: a.entryItem.entries.length,
      });
    }
    const cards = flattenEntries(b.q.entries).filter(
      (e) => e.entryType === 'question' && e.entryItem.question.text.startsWith('A'),
    );
    const pinned = cards[0]?.number ?? 0;
    b.apply('setSectionRotation', {
      number: a.number,
      rotate: true,
      randomiseCards: true,
      pinnedCards: [pinned],
    });
    const orders = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const titles = walkTitles(b.q, seed).filter((t) => /^A\d/.test(t));
      expect(titles[0]).toBe('A1?');
      expect(new Set(titles)).toEqual(new Set(['A1?', 'A2?', 'A3?', 'A4?']));
      orders.add(titles.join());
    }
    expect(orders.size).toBeGreaterThan(3);

    // Resume: the stored state (JSON round trip) gives the same next pages.
    const p = publishedSurveyOf(b.q, audienceOf());
    const layout = chooseLayout(p.questionnaire, 7);
    let state = startSession(p, { respondentId: 'r', seed: 7, layout });
    const seen: string[] = [];
    for (;;) {
      state = JSON.parse(JSON.stringify(state)) as typeof state;
      const page = nextPage(p, state);
      if (page.kind === 'end') break;
      seen.push(page.title);
      const r = submitAnswer(p, state, page.key, choice(page.options[0]?.id ?? ''));
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(seen).toEqual(walkTitles(b.q, 7));
    expect(state.status).toBe('complete');
  });

  it('routes to a section in the respondent’s order, ignoring one not shown or already passed', () => {
    const q = conceptTest(1);
    const n = sectionNumbers(q);
    const intro = questionAt(q, 0).entryItem;
    const b = new QuestionnaireBuilder(q).apply('setRoute', {
      questionLk: intro.questionLk,
      responseOptionLk: intro.responseOptions[0]?.responseOptionLk ?? '',
      targetNumber: n.C ?? 0,
    });
    const p = publishedSurveyOf(b.q, audienceOf());
    const fillsFor = (shown: string) =>
      Object.fromEntries(['A', 'B', 'C'].map((s) => [n[s] ?? 0, s === shown ? 0 : 9]));
    const walk = (shown: string) =>
      walkSession(
        p,
        { respondentId: 'r', seed: 3, layout: chooseLayout(p.questionnaire, 3, fillsFor(shown)) },
        (pg) => choice(pg.options[0]?.id ?? ''),
      ).visits.map((v) => v.page.title);
    expect(walk('C')).toEqual(['Intro?', 'C1?', 'C2?', 'After?']);
    // C not shown: the route is ignored and the path goes on in order.
    expect(walk('B')).toEqual(['Intro?', 'B1?', 'B2?', 'After?']);
  });
});
