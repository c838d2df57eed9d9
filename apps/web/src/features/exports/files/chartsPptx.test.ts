import { describeFilters } from '@survey/domain/exports/appliedFilters';
import { isFormulaLike } from '@survey/domain/exports/cellSafety';
import { buildSlideDeck } from '@survey/domain/exports/slides';
import { FIXTURE_FILTERS, summaryFixture } from '@survey/domain/exports/testing/summaryFixture';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { chartsPptx } from './chartsPptx.ts';
import { convertWithSoffice, OFFICE_TEST_TIMEOUT } from './testing/officeReader.ts';

const fieldwork = {
  projectName: 'Drinks "Café" 日本語',
  country: 'United Kingdom',
  startDate: '2024-05-01',
  endDate: '2024-05-08',
  samplesCollected: 10,
  samplesWanted: 100,
};

const deck = () => {
  const summary = summaryFixture();
  return buildSlideDeck(summary, fieldwork, describeFilters(summary.results, FIXTURE_FILTERS));
};

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-fA-F]+);/g, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(parseInt(code, 10)))
    .replace(/&amp;/g, '&');

describe('chartsPptx', () => {
  it('holds one native chart part per chart slide with its values, and no pictures', async () => {
    const zip = await JSZip.loadAsync(await chartsPptx(deck()));
    const names = Object.keys(zip.files);
    const charts = names.filter((n) => /^ppt\/charts\/chart\d+\.xml$/.test(n));
    expect(charts).toHaveLength(5);
    expect(names.filter((n) => n.startsWith('ppt/media/') && !zip.files[n]?.dir)).toEqual([]);
    expect(names.filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))).toHaveLength(6);
    const xml = (await Promise.all(charts.map((n) => zip.file(n)?.async('string') ?? ''))).join(
      '\n',
    );
    for (const value of ['42.9', '28.6', '71.4', '85.7'])
      expect(xml).toContain(`<c:v>${value}</c:v>`);
    expect(xml).toContain('<c:grouping val="stacked"/>');
    expect(xml).toContain('日本語');
    expect(xml).toContain('شاي');
    const slides = (
      await Promise.all(
        names
          .filter((n) => /^ppt\/slides\/slide\d+\.xml$/.test(n))
          .map((n) => zip.file(n)?.async('string') ?? ''),
      )
    ).join('\n');
    expect(slides).toContain('Drinks &quot;Café&quot; 日本語');
    expect(slides).toContain('A1 Which region do you live in?: North');
    expect(slides).toContain('Mean 5.12');
  });

  it('neutralises formula-like texts in the workbooks embedded behind the charts (R10)', async () => {
    const summary = summaryFixture();
    const choice = summary.results[1];
    const matrix = summary.results[2];
    if (!choice?.rows[0] || !choice.rows[1] || !matrix?.rows[0]?.rowItems[0])
      throw new Error('fixture');
    choice.rows[0].text = ' =HYPERLINK("http://evil","x")';
    choice.rows[1].text = '\n=cmd|" /C calc"!A0';
    for (const row of matrix.rows) {
      const first = row.rowItems[0];
      if (first) first.text = '\t+SUM(A1)';
    }
    const zip = await JSZip.loadAsync(await chartsPptx(buildSlideDeck(summary, fieldwork, [])));
    const books = Object.keys(zip.files).filter((n) => /^ppt\/embeddings\/.+\.xlsx$/.test(n));
    expect(books).toHaveLength(5);
    const cells: string[] = [];
    for (const name of books) {
      const book = await JSZip.loadAsync((await zip.file(name)?.async('uint8array')) ?? []);
      const strings = (await book.file('xl/sharedStrings.xml')?.async('string')) ?? '';
      const sheet = (await book.file('xl/worksheets/sheet1.xml')?.async('string')) ?? '';
      for (const xml of [strings, sheet])
        for (const m of xml.matchAll(/<t(?: [^>]*)?>([^<]*)<\/t>/g))
          cells.push(unescapeXml(m[1] ?? ''));
    }
    expect(cells).toContain(`' =HYPERLINK("http://evil","x")`);
    expect(cells).toContain(`'\n=cmd|" /C calc"!A0`);
    expect(cells).toContain(`'\t+SUM(A1)`);
    expect(cells).toContain(`'@SUM(A1:A2)`);
    expect(cells.filter(isFormulaLike)).toEqual([]);
  });

  it(
    'converts to PDF in LibreOffice',
    async () => {
      const pdf = await convertWithSoffice(await chartsPptx(deck()), 'pptx', 'pdf', 'pdf');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // One page per slide.
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(6);
    },
    OFFICE_TEST_TIMEOUT,
  );

  it(
    'keeps script and markup payloads as text in slides, charts and their workbooks (R8)',
    async () => {
      const script = '<script>alert(1)</script><img src=x onerror=alert(2)>';
      const xml = '</a:t></a:r><a:r><a:t>INJECTED';
      const summary = summaryFixture();
      const choice = summary.results[1];
      if (!choice?.rows[0]) throw new Error('fixture');
      choice.text = script;
      choice.rows[0].text = xml;
      const bytes = await chartsPptx(
        buildSlideDeck(summary, { ...fieldwork, projectName: `${script} & co` }, []),
      );
      const zip = await JSZip.loadAsync(bytes);
      const parts = Object.keys(zip.files).filter((n) => /\.xml$/.test(n));
      const all = (await Promise.all(parts.map((n) => zip.file(n)?.async('string') ?? ''))).join(
        '\n',
      );
      expect(all).not.toContain('<script');
      expect(all).not.toContain('<img');
      expect(all).not.toContain('<a:t>INJECTED');
      expect(all).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      const pdf = await convertWithSoffice(bytes, 'pptx', 'pdf', 'pdf');
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(6);
    },
    OFFICE_TEST_TIMEOUT,
  );
});
