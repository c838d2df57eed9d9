/**
 * The charts as a PowerPoint deck (spec 3 §2 'Export to PowerPoint', §9 "PowerPoint"; made with
 * pptxgenjs). Every chart is a NATIVE chart (`addChart`: a chart part with its data in an
 * embedded workbook), so it stays editable in PowerPoint; nothing is rendered to a picture.
 */
import type { ChartSlide, SlideDeck } from '@survey/domain/exports/slides';
import PptxGenJS from 'pptxgenjs';

const FONT = 'Arial';
const TITLE_SIZE = 20;
const SMALL_TITLE_SIZE = 14;
// '42.9%' from the value 42.9: a literal percent sign after one decimal.
const PERCENT_FORMAT = '0.0\\%';

function addChartSlide(pptx: PptxGenJS, spec: ChartSlide): void {
  const slide = pptx.addSlide();
  slide.addText(`${spec.label}  ${spec.title}`, {
    x: 0.4,
    y: 0.25,
    w: 9.2,
    h: 1,
    fontFace: FONT,
    fontSize: spec.smallText ? SMALL_TITLE_SIZE : TITLE_SIZE,
    bold: true,
    valign: 'top',
    fit: 'shrink',
  });
  const stacked = spec.chart === 'stackedBar';
  slide.addChart(
    pptx.ChartType.bar,
    spec.series.map((s) => ({ name: s.name, labels: spec.categories, values: s.values })),
    {
      x: 0.4,
      y: 1.3,
      w: 9.2,
      h: 3.8,
      barDir: 'bar',
      barGrouping: stacked ? 'stacked' : 'clustered',
      chartColors: spec.series.map((s) => s.colour),
      showValue: true,
      dataLabelFormatCode: PERCENT_FORMAT,
      dataLabelFontSize: 9,
      valAxisLabelFormatCode: PERCENT_FORMAT,
      valAxisMinVal: 0,
      valAxisMaxVal: 100,
      catAxisLabelFontSize: 10,
      catAxisLabelFontFace: FONT,
      showLegend: stacked,
      legendPos: 'b',
      legendFontSize: 9,
    },
  );
  slide.addText(spec.notes.join('   '), {
    x: 0.4,
    y: 5.15,
    w: 9.2,
    h: 0.35,
    fontFace: FONT,
    fontSize: 10,
    color: '555555',
  });
}

/** The .pptx bytes of a deck: the title slide, then one slide per chart. */
export async function chartsPptx(deck: SlideDeck): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.title = deck.title.title;
  pptx.author = 'Survey dashboard';

  const title = pptx.addSlide();
  title.addText(deck.title.title, {
    x: 0.5,
    y: 0.8,
    w: 9,
    h: 1.2,
    fontFace: FONT,
    fontSize: 32,
    bold: true,
    fit: 'shrink',
  });
  title.addText(
    deck.title.lines.map((line) => ({ text: line, options: { breakLine: true } })),
    { x: 0.5, y: 2.2, w: 9, h: 3, fontFace: FONT, fontSize: 14, valign: 'top', fit: 'shrink' },
  );

  for (const spec of deck.slides) addChartSlide(pptx, spec);
  const out = await pptx.write({ outputType: 'uint8array' });
  if (!(out instanceof Uint8Array)) throw new Error('pptxgenjs did not answer bytes');
  return out;
}
