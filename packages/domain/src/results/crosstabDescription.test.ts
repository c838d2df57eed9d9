import { describe, expect, it } from 'vitest';
import { crosstabDescriptionLines, describeCrosstab } from './crosstabDescription.ts';
import { resultLayout, type LayoutEntry } from './layout.ts';
import { surveyWithCompletes } from './testing/generatedSurvey.ts';

const layout = resultLayout(surveyWithCompletes(7).published);
const find = (kind: string) =>
  layout.entries.find(
    (e) => e.answerKind === kind && e.questionKind === 'Questionnaire',
  ) as LayoutEntry;

describe('describeCrosstab', () => {
  it('names the row question, banner, filters and nets by label and text', () => {
    const ranked = find('ranked');
    const matrix = find('matrix');
    const [gender, region] = layout.entries as [LayoutEntry, LayoutEntry];
    const row = matrix.rows[0];
    const d = describeCrosstab(layout, {
      name: 'Q by gender',
      definition: {
        row: { questionId: ranked.id, matrixTitleId: null, rank: 2 },
        banner: [
          { questionId: gender.id, matrixTitleId: null },
          { questionId: row?.id ?? '', matrixTitleId: matrix.id },
        ],
        responseFilters: [
          {
            questionId: region.id,
            matrixTitleId: null,
            responseOptionIds: region.rows.slice(0, 2).map((r) => r.id),
          },
          { questionId: gender.id, matrixTitleId: null, responseOptionIds: [] },
        ],
        weighted: true,
        nets: [{ label: 'Top', optionIds: ranked.rows.slice(0, 2).map((r) => r.id) }],
        boxes: false,
      },
    });
    expect(d.row).toBe(`${ranked.label} ${ranked.text} (Ranked 2nd)`);
    expect(d.banner).toEqual([
      `A1 ${gender.text}`,
      `${matrix.label} ${matrix.text} – ${row?.text}`,
    ]);
    expect(d.filters).toEqual([
      `A2 ${region.text}: ${region.rows
        .slice(0, 2)
        .map((r) => r.text)
        .join(', ')}`,
    ]);
    expect(d.nets).toEqual([
      `Top (${ranked.rows
        .slice(0, 2)
        .map((r) => r.text)
        .join(', ')})`,
    ]);
    expect(crosstabDescriptionLines(d)).toEqual([
      'Table: Q by gender',
      `Rows: ${d.row}`,
      `Banner: ${d.banner.join('; ')}`,
      `Filters: ${d.filters[0]}`,
      `Nets: ${d.nets[0]}`,
      'Weighted: yes',
    ]);
  });

  it('shows ids the layout does not have as they are, and an empty banner as Total only', () => {
    const d = describeCrosstab(null, {
      name: 'Old',
      definition: {
        row: { questionId: 'q-gone', matrixTitleId: null },
        banner: [],
        responseFilters: [],
        weighted: false,
        nets: [],
        boxes: true,
      },
    });
    expect(crosstabDescriptionLines(d)).toEqual([
      'Table: Old',
      'Rows: q-gone',
      'Banner: Total only',
      'Filters: none',
      'Top-2 / bottom-2 boxes: yes',
      'Weighted: no',
    ]);
  });
});
