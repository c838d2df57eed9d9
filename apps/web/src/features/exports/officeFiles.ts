/**
 * The three client-side files end to end: read what each needs, build the domain model, write the
 * file with its library and save it. The writers (docx, exceljs, pptxgenjs, each a few hundred KB)
 * and the models load with dynamic import() on the first click, so the results and editor chunks
 * do not carry them.
 */
import type { ApolloClient } from '@apollo/client';
import type { CrosstabResponse } from '@survey/domain/results/analysisContract';
import type { ResponseFilter, ResultEntry, SummaryResponse } from '@survey/domain/results/contract';
import { EXPORT_TEXTS } from './exportTexts.ts';
import {
  fieldworkInfo,
  loadDraftForExport,
  loadFieldworkFacts,
  loadTranslationsForExport,
} from './loadExportInputs.ts';
import { saveFile } from './files/saveFile.ts';
import { themeLabelsOf, type ThemesLoader } from './themeLabels.ts';
import { ExportRefusal } from './useFileExport.ts';

interface ExportTarget {
  client: ApolloClient;
  surveyId: string;
  projectName: string;
}

/** Spec 3 §2 'Export survey (.doc)': the draft (fetched without cache) as a Word script. */
export async function exportSurveyScript({ client, surveyId, projectName }: ExportTarget) {
  const [questionnaire, translations, facts, { buildScript }, { scriptDocx }] = await Promise.all([
    loadDraftForExport(client, surveyId),
    loadTranslationsForExport(client, surveyId),
    loadFieldworkFacts(client, surveyId),
    import('@survey/domain/exports/scriptModel'),
    import('./files/scriptDocx.ts'),
  ]);
  const script = buildScript({
    projectName,
    country: facts?.countryName,
    questionnaire,
    translations,
  });
  saveFile(await scriptDocx(script), projectName, 'script');
}

/** Spec 3 §9 "Export data": the page's charts with its applied filters as a spreadsheet. */
export async function exportChartData(
  { projectName }: Pick<ExportTarget, 'projectName'>,
  summary: SummaryResponse | undefined,
  filters: readonly ResponseFilter[],
  /** A share link's viewer reads the themes through the link (issue 39 §1). */
  loadThemes?: ThemesLoader,
) {
  if (!summary) throw new ExportRefusal(EXPORT_TEXTS.noChartData);
  const [{ describeFilters }, { buildChartData }, { chartDataXlsx }, themes] = await Promise.all([
    import('@survey/domain/exports/appliedFilters'),
    import('@survey/domain/exports/chartData'),
    import('./files/chartDataXlsx.ts'),
    themeLabelsOf(summary.surveyId, filters, loadThemes),
  ]);
  const sheet = buildChartData(summary, describeFilters(summary.results, filters, themes));
  saveFile(await chartDataXlsx(sheet, projectName), projectName, 'chartData');
}

/** Spec 3 §2 'Export to PowerPoint': the page's charts, with its filters, as native charts. */
export async function exportCharts(
  { client, surveyId, projectName }: ExportTarget,
  summary: SummaryResponse | undefined,
  filters: readonly ResponseFilter[],
  /** Issue 37 §3: the page reads every market: their names and their completes wanted together. */
  acrossMarkets?: { markets: string[]; samplesWanted: number },
) {
  const [facts, { describeFilters }, slides, { chartsPptx }, themes] = await Promise.all([
    loadFieldworkFacts(client, surveyId),
    import('@survey/domain/exports/appliedFilters'),
    import('@survey/domain/exports/slides'),
    import('./files/chartsPptx.ts'),
    themeLabelsOf(surveyId, filters),
  ]);
  const fieldwork = fieldworkInfo(projectName, facts, summary?.samplesCollected ?? 0);
  let deck;
  try {
    deck = slides.buildSlideDeck(
      summary,
      fieldwork && acrossMarkets ? { ...fieldwork, ...acrossMarkets } : fieldwork,
      summary ? describeFilters(summary.results, filters, themes) : [],
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

/** The crosstab on screen and the filters it was taken with, for its files (issue 26 §1). */
export interface CrosstabExport {
  projectName: string;
  table: CrosstabResponse;
  /** The summary's entries, to name the filters. */
  results: readonly ResultEntry[];
  filters: readonly ResponseFilter[];
  /** The saved table on screen, whose name the files take (issue 35 §2); null: unsaved. */
  tableName: string | null;
  /** A share link's viewer reads the themes through the link (issue 39 §1). */
  loadThemes?: ThemesLoader;
}

/** Issue 26 §1: the crosstab as a data-table workbook. */
export async function exportCrosstabXlsx({
  projectName,
  table,
  results,
  filters,
  tableName,
  loadThemes,
}: CrosstabExport) {
  const [{ describeFilters }, { buildCrosstabSheet }, { crosstabXlsx }, themes] = await Promise.all(
    [
      import('@survey/domain/exports/appliedFilters'),
      import('@survey/domain/exports/crosstabSheet'),
      import('./files/crosstabXlsx.ts'),
      themeLabelsOf(table.surveyId, filters, loadThemes),
    ],
  );
  const sheet = buildCrosstabSheet(table, describeFilters(results, filters, themes));
  saveFile(await crosstabXlsx(sheet, projectName), projectName, 'crosstabXlsx', tableName);
}

/** Issue 26 §1: the crosstab as one slide with a native clustered bar chart. */
export async function exportCrosstabPptx({
  projectName,
  table,
  results,
  filters,
  tableName,
  loadThemes,
}: CrosstabExport) {
  const [{ describeFilters }, { buildCrosstabSlide }, { crosstabPptx }, themes] = await Promise.all(
    [
      import('@survey/domain/exports/appliedFilters'),
      import('@survey/domain/exports/crosstabSlide'),
      import('./files/crosstabPptx.ts'),
      themeLabelsOf(table.surveyId, filters, loadThemes),
    ],
  );
  const slide = buildCrosstabSlide(table, describeFilters(results, filters, themes));
  saveFile(await crosstabPptx(slide, projectName), projectName, 'crosstabPptx', tableName);
}
