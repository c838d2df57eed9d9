/**
 * A crosstab as one PowerPoint slide (issue 26 §1; made with pptxgenjs): the title, a NATIVE
 * clustered bar chart (`addChart`, its data in an embedded workbook, editable) of the column % of
 * each row across the columns, and the base note under it. Never a picture.
 */
import type { CrosstabSlide } from '@survey/domain/exports/crosstabSlide';
import PptxGenJS from 'pptxgenjs';

const FONT = 'Arial';
// '42.9%' from the value 42.9: a literal percent sign after one decimal.
const PERCENT_FORMAT = '0.0\\%';

/** The .pptx bytes of the crosstab's slide. */
export async function crosstabPptx(spec: CrosstabSlide, projectName: string): Promise<Uint8Array> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_16x9';
  pptx.title = `${projectName}: ${spec.title}`;
  pptx.author = 'Survey dashboard';
  const slide = pptx.addSlide();
  slide.addText(spec.title, {
    x: 0.4,
    y: 0.2,
    w: 9.2,
    h: 0.7,
    fontFace: FONT,
    fontSize: 18,
    bold: true,
    valign: 'top',
    fit: 'shrink',
  });
  // PowerPoint and LibreOffice draw a horizontal bar chart from the bottom up (the first category
  // and, in each cluster, the first series at the bottom) and list its legend to match the bars.
  // Given bottom up, the rows run top down as in the table, each cluster's bars and the legend in
  // the table's column order, and the % axis stays at the bottom. (Reversing the category axis
  // instead leaves LibreOffice's legend upside down and its % axis on top.)
  const series = [...spec.series].reverse();
  const categories = [...spec.categories].reverse();
  slide.addChart(
    pptx.ChartType.bar,
    series.map((s) => ({ name: s.name, labels: categories, values: [...s.values].reverse() })),
    {
      x: 0.4,
      y: 0.9,
      w: 9.2,
      h: 3.9,
      barDir: 'bar',
      barGrouping: 'clustered',
      chartColors: series.map((s) => s.colour),
      // Many columns make many bars: labels only while they can be read.
      showValue: spec.series.length * spec.categories.length <= 24,
      dataLabelFormatCode: PERCENT_FORMAT,
      dataLabelFontSize: 8,
      valAxisLabelFormatCode: PERCENT_FORMAT,
      valAxisMinVal: 0,
      valAxisMaxVal: 100,
      catAxisLabelFontSize: 10,
      catAxisLabelFontFace: FONT,
      showLegend: true,
      legendPos: 'r',
      legendFontSize: 8,
    },
  );
  slide.addText(
    spec.notes.map((line) => ({ text: line, options: { breakLine: true } })),
    {
      x: 0.4,
      y: 4.85,
      w: 9.2,
      h: 0.7,
      fontFace: FONT,
      fontSize: 8,
      color: '555555',
      valign: 'top',
      fit: 'shrink',
    },
  );
  const out = await pptx.write({ outputType: 'uint8array' });
  if (!(out instanceof Uint8Array)) throw new Error('pptxgenjs did not answer bytes');
  return out;
}
