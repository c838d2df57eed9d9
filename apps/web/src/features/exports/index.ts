export {
  exportChartData,
  exportCharts,
  exportCrosstabPptx,
  exportCrosstabXlsx,
  exportSurveyScript,
} from './officeFiles.ts';
export { PowerPointDialog } from './PowerPointDialog.tsx';
export { useFileExport } from './useFileExport.ts';
