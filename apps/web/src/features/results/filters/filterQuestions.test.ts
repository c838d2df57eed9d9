import type { ResultEntry } from '@survey/domain/results/contract';
import { truncateText } from '@survey/domain/results/filterSearch';
import { describe, expect, it } from 'vitest';
import {
  filterChips,
  filterGroups,
  toggleFilterOption,
  withThemeOption,
} from './filterQuestions.ts';

const base = {
  textStyling: null,
  mediaUrl: null,
  mediaType: null,
  hasRandomisedOptions: false,
  samplesCollected: 10,
  samplesCollectedFiltered: 10,
  scale: null,
  isMultipleChoice: false,
  questionKind: 'Questionnaire',
} as const;
const item = (id: string, text: string) => ({ id, text, completes: 1, completesFiltered: 1 });

const drinks: ResultEntry = {
  ...base,
  id: 'q-drinks',
  label: 'Q1',
  entryType: 'question',
  questionType: 'basic',
  text: 'Favourite drink',
  contextPosition: 0,
  entryPosition: 0,
  rows: [
    { id: 'o-coffee', text: 'Coffee', position: 0, rowItems: [item('selected', 'Selected')] },
    { id: 'o-tea', text: 'Tea', position: 1, rowItems: [item('selected', 'Selected')] },
  ],
};
const brands: ResultEntry = {
  ...base,
  id: 'm-brands',
  label: 'Q2',
  entryType: 'matrix',
  questionType: 'matrix',
  text: 'Rate the brands',
  contextPosition: 1,
  entryPosition: 1,
  rows: [
    {
      id: 'r-acme',
      text: 'Acme',
      position: 0,
      rowItems: [item('c-love', 'Love'), item('c-hate', 'Hate')],
    },
    {
      id: 'r-globex',
      text: 'Globex',
      position: 1,
      rowItems: [item('c-love', 'Love'), item('c-hate', 'Hate')],
    },
  ],
};
const comments: ResultEntry = {
  ...drinks,
  id: 'q-text',
  label: 'Q3',
  questionType: 'text',
  rows: [],
};

describe('filterGroups', () => {
  it('gives equal groups for a later summary of the same questions with other counts', () => {
    // The panel keeps its checkboxes when only counts change (ResultsBody's stable groups).
    const recount = (entry: ResultEntry): ResultEntry => ({
      ...entry,
      samplesCollected: entry.samplesCollected + 5,
      samplesCollectedFiltered: 3,
      rows: entry.rows.map((row) => ({
        ...row,
        rowItems: row.rowItems.map((i) => ({ ...i, completes: 7, completesFiltered: 2 })),
      })),
    });
    const before = filterGroups([drinks, brands]);
    const after = filterGroups([recount(drinks), recount(brands)]);
    expect(JSON.stringify(after)).toBe(JSON.stringify(before));
    expect(filterGroups([{ ...drinks, text: 'Favourite hot drink' }])).not.toEqual(
      filterGroups([drinks]),
    );
  });

  it('offers choice questions by option and matrices row by row by column', () => {
    const groups = filterGroups([drinks, brands, comments]);
    expect(
      groups.map((g) => g.questions.map((q) => [q.label, q.questionId, q.matrixTitleId])),
    ).toEqual([
      [['Q1', 'q-drinks', null]],
      [
        ['Q2.1', 'r-acme', 'm-brands'],
        ['Q2.2', 'r-globex', 'm-brands'],
      ],
    ]);
    expect(groups[1]?.questions[0]?.options).toEqual([
      { id: 'c-love', text: 'Love' },
      { id: 'c-hate', text: 'Hate' },
    ]);
    expect(groups[1]?.search.columns).toEqual([
      { id: 'c-love', text: 'Love' },
      { id: 'c-hate', text: 'Hate' },
    ]);
  });
});

describe('toggleFilterOption', () => {
  const acme = { questionId: 'r-acme', matrixTitleId: 'm-brands' };
  const drink = { questionId: 'q-drinks', matrixTitleId: null };

  it('ORs options within a question and adds other questions as separate filters', () => {
    let filters = toggleFilterOption([], drink, 'o-coffee');
    filters = toggleFilterOption(filters, drink, 'o-tea');
    filters = toggleFilterOption(filters, acme, 'c-love');
    expect(filters).toEqual([
      { questionId: 'q-drinks', matrixTitleId: null, responseOptionIds: ['o-coffee', 'o-tea'] },
      { questionId: 'r-acme', matrixTitleId: 'm-brands', responseOptionIds: ['c-love'] },
    ]);
  });

  it('drops a question once its last option is switched off', () => {
    const filters = toggleFilterOption(toggleFilterOption([], drink, 'o-tea'), drink, 'o-tea');
    expect(filters).toEqual([]);
  });
});

describe('filterChips', () => {
  it('names each chosen option with its question label, cut at 45 characters', () => {
    const long = { ...drinks, rows: [{ ...drinks.rows[0]!, text: 'A'.repeat(60) }] };
    const groups = filterGroups([long, brands]);
    const chips = filterChips(
      [
        { questionId: 'q-drinks', matrixTitleId: null, responseOptionIds: ['o-coffee'] },
        { questionId: 'r-globex', matrixTitleId: 'm-brands', responseOptionIds: ['c-hate'] },
      ],
      groups,
      truncateText,
    );
    expect(chips.map((c) => c.label)).toEqual([`Q1: ${'A'.repeat(45)}…`, 'Q2.2: Hate']);
    expect(chips[0]?.fullLabel).toBe(`Q1: ${'A'.repeat(60)}`);
  });
});

describe('themes as filters (issue 26 §4)', () => {
  const entry = { id: 'why', label: 'Q4', text: 'Why?' };
  const delivery = { id: 'theme:deliveri+late', label: 'delivery, late' };
  const price = { id: 'theme:price', label: 'price' };

  it('remembers each chosen theme once, per free-text question', () => {
    const once = withThemeOption([], entry, delivery);
    const twice = withThemeOption(withThemeOption(once, entry, price), entry, delivery);
    expect(twice).toEqual([
      {
        questionId: 'why',
        matrixTitleId: null,
        label: 'Q4',
        text: 'Why?',
        options: [
          { id: delivery.id, text: 'delivery, late' },
          { id: price.id, text: 'price' },
        ],
      },
    ]);
  });

  it('shows a theme filter as a chip like an option', () => {
    const filters = toggleFilterOption([], { questionId: 'why', matrixTitleId: null }, delivery.id);
    const chips = filterChips(filters, [], (t) => t, withThemeOption([], entry, delivery));
    expect(chips.map((c) => c.label)).toEqual(['Q4: delivery, late']);
    expect(
      toggleFilterOption(filters, { questionId: 'why', matrixTitleId: null }, delivery.id),
    ).toEqual([]);
  });
});
