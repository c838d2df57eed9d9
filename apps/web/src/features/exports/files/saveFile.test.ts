import { describe, expect, it } from 'vitest';
import { exportFileName } from './saveFile.ts';

describe('exportFileName', () => {
  it('names each file after the project', () => {
    expect(exportFileName('Coffee habits', 'script')).toBe('Coffee habits - survey.docx');
    expect(exportFileName('Coffee habits', 'chartData')).toBe('Coffee habits - chart data.xlsx');
    expect(exportFileName('Coffee habits', 'charts')).toBe('Coffee habits - charts.pptx');
    expect(exportFileName('Coffee habits', 'crosstabXlsx')).toBe('Coffee habits - crosstab.xlsx');
    expect(exportFileName('Coffee habits', 'crosstabPptx')).toBe('Coffee habits - crosstab.pptx');
  });

  it('names a saved crosstab’s files after the table, cleaned by the same rule', () => {
    expect(exportFileName('Coffee habits', 'crosstabXlsx', 'Drinks by gender')).toBe(
      'Coffee habits - Drinks by gender.xlsx',
    );
    expect(exportFileName('Coffee habits', 'crosstabPptx', 'Q1 / Q2: "age"')).toBe(
      'Coffee habits - Q1 _ Q2_ _age_.pptx',
    );
    expect(exportFileName('Coffee habits', 'crosstabPptx', null)).toBe(
      'Coffee habits - crosstab.pptx',
    );
  });

  it('cleans the project part with the shared rule', () => {
    expect(exportFileName('Q1/Q2: "Café"', 'charts')).toBe('Q1_Q2_ _Café_ - charts.pptx');
  });
});
