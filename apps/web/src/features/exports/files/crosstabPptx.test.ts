import { buildCrosstabSlide } from '@survey/domain/exports/crosstabSlide';
import { crosstabFixture } from '@survey/domain/exports/testing/crosstabFixture';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { crosstabPptx } from './crosstabPptx.ts';
import { convertWithSoffice, OFFICE_TEST_TIMEOUT } from './testing/officeReader.ts';

/** The text of an XML text node (the five predefined entities). */
const unescapeXml = (text: string | undefined) =>
  (text ?? '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

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
      // Bars and legend in the table's order: PowerPoint and LibreOffice draw a bar chart bottom
      // up (its first category and series at the bottom, the legend matching the bars), so the
      // chart's data runs bottom up: the table's last column first, its last row first, on a
      // category axis not reversed (which would put LibreOffice's legend upside down).
      const catAx = /<c:catAx>[\s\S]*?<\/c:catAx>/.exec(xml)?.[0] ?? '';
      expect(catAx).toContain('<c:orientation val="minMax"/>');
      const seriesNames = [...xml.matchAll(/<c:ser>[\s\S]*?<c:tx>[\s\S]*?<c:v>([^<]*)<\/c:v>/g)];
      expect(seriesNames.map((m) => unescapeXml(m[1]))).toEqual(
        slide.series.map((s) => s.name).reverse(),
      );
      const firstCategories = /<c:cat>[\s\S]*?<\/c:cat>/.exec(xml)?.[0] ?? '';
      expect(
        [...firstCategories.matchAll(/<c:v>([^<]*)<\/c:v>/g)].map((m) => unescapeXml(m[1])),
      ).toEqual([...slide.categories].reverse());
      const pdf = await convertWithSoffice(bytes, 'pptx', 'pdf', 'pdf');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    },
    OFFICE_TEST_TIMEOUT,
  );
});
