/**
 * The three client-side files end to end: read what each needs, build the domain model, write the
 * file with its library and save it. The writers (docx, exceljs, pptxgenjs, each a few hundred KB)
 * and the models load with dynamic import() on the first click, so the results and editor chunks
 * do not carry them.
 */
import type { ApolloClient } from '@apollo/client';
import type { ResponseFilter, SummaryResponse } from '@survey/domain/results/contract';
import { EXPORT_TEXTS } from './exportTexts.ts';
import { fieldworkInfo, loadDraftForExport, loadFieldworkFacts } from './loadExportInputs.ts';
import { saveFile } from './files/saveFile.ts';
import { ExportRefusal } from './useFileExport.ts';

interface ExportTarget {
  client: ApolloClient;
  surveyId: string;
  projectName: string;
}

/** Spec 3 §2 'Export survey (.doc)': the draft (fetched without cache) as a Word script. */
export async function exportSurveyScript({ client, surveyId, projectName }: ExportTarget) {
  const [questionnaire, facts, { buildScript }, { scriptDocx }] = await Promise.all([
    loadDraftForExport(client, surveyId),
    loadFieldworkFacts(client, surveyId),
    import('@survey/domain/exports/scriptModel'),
    import('./files/scriptDocx.ts'),
  ]);
  const script = buildScript({ projectName, country: facts?.countryName, questionnaire });
  saveFile(await scriptDocx(script), projectName, 'script');
}

/** Spec 3 §9 "Export data": the page's charts with its applied filters as a spreadsheet. */
export async function exportChartData(
  { projectName }: Pick<ExportTarget, 'projectName'>,
  summary: SummaryResponse | undefined,
  filters: readonly ResponseFilter[],
) {
  if (!summary) throw new ExportRefusal(EXPORT_TEXTS.noChartData);
  const [{ describeFilters }, { buildChartData }, { chartDataXlsx }] = await Promise.all([
    import('@survey/domain/exports/appliedFilters'),
    import('@survey/domain/exports/chartData'),
    import('./files/chartDataXlsx.ts'),
  ]);
  const sheet = buildChartData(summary, describeFilters(summary.results, filters));
  saveFile(await chartDataXlsx(sheet, projectName), projectName, 'chartData');
}

/** Spec 3 §2 'Export to PowerPoint': the page's charts, with its filters, as native charts. */
export async function exportCharts(
  { client, surveyId, projectName }: ExportTarget,
  summary: SummaryResponse | undefined,
  filters: readonly ResponseFilter[],
) {
  const [facts, { describeFilters }, slides, { chartsPptx }] = await Promise.all([
    loadFieldworkFacts(client, surveyId),
    import('@survey/domain/exports/appliedFilters'),
    import('@survey/domain/exports/slides'),
    import('./files/chartsPptx.ts'),
  ]);
  let deck;
  try {
    deck = slides.buildSlideDeck(
      summary,
      fieldworkInfo(projectName, facts, summary?.samplesCollected ?? 0),
      summary ? describeFilters(summary.results, filters) : [],
    );
  } catch (error) {
    if (error instanceof slides.SlideDeckError) {
      throw new ExportRefusal(
        error.code === 'NO_CHART_DATA' ? EXPORT_TEXTS.noChartData : EXPORT_TEXTS.noFieldwork,
      );
    }
    throw error;
  }
  saveFile(await chartsPptx(deck), projectName, 'charts');
}
