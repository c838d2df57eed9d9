import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { importCandidates, truncateTitle } from './importCandidates.ts';
import type { QuestionEntry } from './model.ts';
import { pipeToken } from './piping.ts';
import { MULTIPLE_CHOICE } from './settings.ts';
import { audienceEntry, QuestionnaireBuilder } from './testing/builders.ts';

describe('importCandidates', () => {
  it('lists every importable entry with the spec type labels, never forks or audience', () => {
    const b = new QuestionnaireBuilder()
      .audience(audienceEntry(90, 'Age', ['18-24', '25-34']))
      .question('Single')
      .question('Multi', ['A', 'B'], 'Basic', true)
      .matrix('Grid single')
      .matrix('Grid multi')
      .fork()
      .question('Free', [], 'FreeText')
      .question('Slide', [], 'Scale')
      .question('Rank', ['A', 'B'], 'Ranked')
      .textCard('Read this');
    const gridMulti = b.q.entries[3];
    if (gridMulti?.entryType !== 'matrix') throw new Error('matrix expected');
    b.apply('setQuestionnaireMatrixSettingValue', {
      matrixTitleLk: gridMulti.entryItem.matrixTitleLk,
      setting: { questionSettingCode: 'MatrixChoice', settingValue: MULTIPLE_CHOICE },
    });
    const rows = importCandidates(b.build());
    expect(rows.map((r) => [r.typeLabel, r.title])).toEqual([
      ['Single select', 'Single'],
      ['Multi select', 'Multi'],
      ['Matrix single select', 'Grid single'],
      ['Matrix multi select', 'Grid multi'],
      ['Text input', 'Free'],
      ['Slider', 'Slide'],
      ['Ranked', 'Rank'],
      ['Text instruction', 'Read this'],
    ]);
  });

  it('cuts titles at 120 characters and shows pipes as their source labels', () => {
    const b = new QuestionnaireBuilder().question('Drink?');
    const lk = (b.last() as QuestionEntry).entryItem.questionLk;
    b.question(`Why ${pipeToken(lk)}? ${'x'.repeat(200)}`);
    const [, second] = importCandidates(b.build());
    expect(second?.title.startsWith('Why [Q1]? xxx')).toBe(true);
    expect([...(second?.title ?? '')]).toHaveLength(120);
  });
});

describe('truncateTitle', () => {
  test.prop([fc.string({ unit: 'grapheme', maxLength: 300 })])(
    'keeps short titles whole and cuts long ones to exactly 120 characters',
    (text) => {
      const cut = truncateTitle(text);
      const length = [...text].length;
      if (length <= 120) expect(cut).toBe(text);
      else expect([...cut]).toHaveLength(120);
    },
  );
});
