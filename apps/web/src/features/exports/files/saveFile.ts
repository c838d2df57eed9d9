/**
 * Saving the client-side files (spec 3 §7 "Client-side files": each named after the project).
 *
 * Names: '{project} - survey.docx', '{project} - chart data.xlsx', '{project} - charts.pptx',
 * '{project} - crosstab.xlsx', '{project} - crosstab.pptx'; a saved table's files carry its name
 * instead of 'crosstab' ('{project} - {table}.xlsx', issue 35 §2), cleaned by the same rule.
 * Characters Windows, macOS or Linux refuse in a file name (\ / : * ? " < > | and control
 * characters) become '_'; runs of spaces collapse; trailing dots and spaces go (Windows drops them);
 * the project part is capped at 120 characters so the whole name stays far below 255 bytes;
 * an empty result is 'Survey'.
 */
import { fileNameStem } from '@survey/domain/exports/fileNames';

export type ExportFileKind = 'script' | 'chartData' | 'charts' | 'crosstabXlsx' | 'crosstabPptx';

const SUFFIX: Record<ExportFileKind, string> = {
  script: 'survey.docx',
  chartData: 'chart data.xlsx',
  charts: 'charts.pptx',
  crosstabXlsx: 'crosstab.xlsx',
  crosstabPptx: 'crosstab.pptx',
};

export const MIME_TYPES: Record<ExportFileKind, string> = {
  script: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  chartData: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  charts: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  crosstabXlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  crosstabPptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/**
 * '{project} - survey.docx' and its siblings; with `tableName` (a saved crosstab's files)
 * '{project} - {table}.xlsx'.
 */
export function exportFileName(
  projectName: string,
  kind: ExportFileKind,
  tableName: string | null = null,
): string {
  const suffix = SUFFIX[kind];
  const named =
    tableName === null
      ? suffix
      : `${fileNameStem(tableName)}${suffix.slice(suffix.lastIndexOf('.'))}`;
  return `${fileNameStem(projectName)} - ${named}`;
}

/** Hands the bytes to the browser as a download with that name. */
export function saveFile(
  bytes: Uint8Array,
  projectName: string,
  kind: ExportFileKind,
  tableName: string | null = null,
): void {
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: MIME_TYPES[kind] });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(projectName, kind, tableName);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: Chromium reads the URL when the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
