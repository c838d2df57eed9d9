import { buildCrosstabSlide } from '@survey/domain/exports/crosstabSlide';
import { crosstabFixture } from '@survey/domain/exports/testing/crosstabFixture';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { crosstabPptx } from './crosstabPptx.ts';
import { convertWithSoffice, OFFICE_TEST_TIMEOUT } from './testing/officeReader.ts';

const FILTER = { label: 'A3', question: 'Region', options: ['North'] };

describe('crosstabPptx', () => {
  it(
    'holds one native clustered chart with every column as a series, no picture, and opens',
    async () => {
      const slide = buildCrosstabSlide(crosstabFixture(), [FILTER]);
      const bytes = await crosstabPptx(slide, 'Drinks');
      const zip = await JSZip.loadAsync(bytes);
      const names = Object.keys(zip.files);
      const charts = names.filter((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n));
      expect(charts).toHaveLength(1);
      expect(names.filter((n) => n.startsWith('ppt/media/') && !zip.files[n]?.dir)).toEqual([]);
      const xml = (await zip.file(charts[0] ?? '')?.async('string')) ?? '';
      expect(xml).toContain('<c:grouping val="clustered"/>');
      expect(xml.match(/<c:ser>/g)).toHaveLength(6);
      for (const value of ['64.3', '21.4', '52.6']) expect(xml).toContain(`<c:v>${value}</c:v>`);
      expect(xml).toContain('A1 Male (A)');
      const pdf = await convertWithSoffice(bytes, 'pptx', 'pdf', 'pdf');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    },
    OFFICE_TEST_TIMEOUT,
  );
});
