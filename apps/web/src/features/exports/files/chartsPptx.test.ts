import { describeFilters } from '@survey/domain/exports/appliedFilters';
import { buildSlideDeck } from '@survey/domain/exports/slides';
import { FIXTURE_FILTERS, summaryFixture } from '@survey/domain/exports/testing/summaryFixture';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { chartsPptx } from './chartsPptx.ts';
import { convertWithSoffice, OFFICE_TEST_TIMEOUT } from './testing/officeReader.ts';

const deck = () => {
  const summary = summaryFixture();
  return buildSlideDeck(
    summary,
    {
      projectName: 'Drinks "Café" 日本語',
      country: 'United Kingdom',
      startDate: '2024-05-01',
      endDate: '2024-05-08',
      samplesCollected: 10,
      samplesWanted: 100,
    },
    describeFilters(summary.results, FIXTURE_FILTERS),
  );
};

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
});
