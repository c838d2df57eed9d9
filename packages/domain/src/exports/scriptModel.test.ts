import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { makeQuestionnaire } from '../questionnaire/testing/makeQuestionnaire.ts';
import { optionLks, QuestionnaireBuilder, questionAt } from '../questionnaire/testing/builders.ts';
import { flattenEntries } from '../questionnaire/walk.ts';
import { buildScript, scriptCountry, type ScriptBlock } from './scriptModel.ts';
import { scriptFixture } from './testing/scriptFixture.ts';

const script = (country: string | null = 'United Kingdom') =>
  buildScript({ projectName: 'Drinks', country, questionnaire: scriptFixture() });

const byId = (blocks: ScriptBlock[], id: string): ScriptBlock => {
  const found = blocks.find((b) => b.id === id);
  if (!found) throw new Error(`no block ${id}`);
  return found;
};

describe('buildScript', () => {
  it('lists audience questions A{n} first, then Q{n} with the spec labels in order', () => {
    const { blocks } = script();
    expect(blocks.map((b) => [b.id, b.typeLabel])).toEqual([
      ['A1', 'Single select'],
      ['Q1', 'Single select'],
      ['Q2', 'Multi select'],
      ['Q3', 'Matrix'],
      ['Q4', 'Ranked [Rank top 2]'],
      ['Q5', 'Slider'],
      ['Q6', 'Text input'],
      ['T1', 'Text instruction'],
      [null, 'Fork'],
      ['S1', 'Section start'],
      ['Q7', 'Ranked [All ranked]'],
      [null, 'Section end'],
    ]);
  });

  it('marks exclusive, pinned and text-entry options and adds the default options', () => {
    const q1 = byId(script().blocks, 'Q1');
    expect(q1.options.map((o) => [o.text, o.marks])).toEqual([
      ['Café', []],
      ['日本語', []],
      ['شاي', ['Pinned']],
      ['Other', ['Exclusive', 'Text entry']],
      ["Don't know", ['Exclusive', 'Pinned']],
    ]);
    expect(q1.options[1]?.notes).toEqual(['Skip to End of survey']);
  });

  it('writes display-if notes with the question id and option text', () => {
    expect(byId(script().blocks, 'Q2').notes).toEqual(["Display if: Q1 is 'Café'"]);
  });

  it('skips matrix rows without text and lists the columns', () => {
    const q3 = byId(script().blocks, 'Q3');
    expect(q3.rows.map((r) => r.text)).toEqual(['Taste', 'Price']);
    expect(q3.options.map((o) => o.text)).toEqual(['Good', 'Bad']);
  });

  it('gives the slider its range and left/right labels', () => {
    expect(byId(script().blocks, 'Q5').details).toEqual([
      'Range: 0 to 10, step 1',
      'Left label: Not at all likely',
      'Right label: Extremely likely',
    ]);
  });

  it('lists fork groups with their percentages', () => {
    const fork = script().blocks.find((b) => b.kind === 'fork');
    expect(fork?.text).toBe('Concept test');
    expect(fork?.options.map((o) => o.text)).toEqual(['Group A: 50%', 'Group B: 50%']);
  });

  it("falls back to 'UK' when the country lookup failed", () => {
    expect(script(null).country).toBe('UK');
    expect(script('  ').country).toBe('UK');
    expect(script('France').country).toBe('France');
    expect(scriptCountry(undefined)).toBe('UK');
  });
});

describe('buildScript on generated questionnaires', () => {
  test.prop([fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 5, max: 60 })], {
    numRuns: 25,
  })('has one block per question in order, and every note resolves its references', (seed, n) => {
    const q = makeQuestionnaire(n, seed);
    const { blocks } = buildScript({ projectName: 'P', country: null, questionnaire: q });
    const questionIds = flattenEntries(q.entries)
      .filter((e) => e.entryType === 'question' || e.entryType === 'matrix')
      .map((e) => e.label);
    const audienceIds = q.audienceEntries.map((_, i) => `A${i + 1}`);
    expect(
      blocks.filter((b) => b.kind === 'question' || b.kind === 'matrix').map((b) => b.id),
    ).toEqual([...audienceIds, ...questionIds]);
    const notes = blocks.flatMap((b) => [
      ...b.notes,
      ...b.options.flatMap((o) => o.notes),
      ...b.rows.flatMap((r) => r.notes),
    ]);
    expect(notes.filter((note) => note.includes('(deleted'))).toEqual([]);
    for (const b of blocks.filter((x) => x.kind === 'matrix')) {
      expect(b.rows.every((r) => r.text.trim() !== '')).toBe(true);
    }
  });
});

describe('buildScript with rotated sections (issue 38)', () => {
  it('says which sections rotate, how many each respondent sees, and which cards are pinned', () => {
    const b = new QuestionnaireBuilder().question('Intro');
    for (const name of ['A', 'B', 'C']) {
      b.apply('addSection', { position: b.q.entries.length, name });
      const s = b.last().number;
      b.question(`${name}1`).question(`${name}2`);
      for (const i of [0, 1]) {
        const card = b.q.entries[b.q.entries.length - 2 + i]?.number ?? 0;
        b.apply('moveEntryToSection', { number: card, sectionNumber: s, toPosition: i });
      }
      const first = b.q.entries.at(-1);
      const cards = first?.entryType === 'section' ? first.entryItem.entries : [];
      b.apply('setSectionRotation', {
        number: s,
        rotate: true,
        randomiseCards: name === 'B',
        pinnedCards: name === 'B' ? [cards[0]?.number ?? 0] : [],
      });
    }
    b.apply('setSectionsShown', { count: 2 });
    const blocks = buildScript({
      projectName: 'Concepts',
      country: null,
      questionnaire: b.q,
    }).blocks;
    expect(byId(blocks, 'S1').details).toEqual([
      'Rotated: each respondent sees 2 of S1, S2, S3 (least-filled), in random order',
    ]);
    expect(byId(blocks, 'S2').details).toEqual([
      'Rotated: each respondent sees 2 of S1, S2, S3 (least-filled), in random order',
      'Cards shown in random order',
      'Pinned in place: Q4',
    ]);
  });
});

describe('buildScript with quotas on answers (issue 38 §3)', () => {
  it("shows a question's quota cells in the card's words, and nothing on a question without one", () => {
    const b = new QuestionnaireBuilder()
      .question('Which brand?', ['Acme', 'Bolt', 'Core'])
      .question('Which colour?', ['Red', 'Blue']);
    const [acme, bolt, core] = optionLks(b.q, 0);
    b.apply('setQuestionQuota', {
      questionLk: questionAt(b.q, 0).entryItem.questionLk,
      cells: [
        { optionLks: [acme!, bolt!], targetKind: 'count', target: 20 },
        { optionLks: [core!], targetKind: 'percent', target: 12.5 },
      ],
    });
    const blocks = buildScript({ projectName: 'Brands', country: null, questionnaire: b.q }).blocks;
    const quotaLines = (id: string) =>
      byId(blocks, id).details.filter((d) => d.startsWith('Quota'));
    expect(quotaLines('Q1')).toEqual([
      'Quota: Acme, Bolt: 20 · Core: 12.5% (a respondent whose answer is in a full cell ends as quota full)',
    ]);
    expect(quotaLines('Q2')).toEqual([]);
  });
});
