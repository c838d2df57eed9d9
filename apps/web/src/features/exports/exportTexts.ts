/** Texts of the client-side exports: the dialog's are the spec's (spec 3 §2 Dialogs), the rest ours. */
export const EXPORT_TEXTS = {
  powerPointTitle: 'Export to PowerPoint',
  powerPointBody:
    'Download a .pptx file containing all of the charts, fully editable in Microsoft PowerPoint.',
  powerPointFilters: 'All applied filters will be reflected in the exported file.',
  powerPointButton: 'Export',
  failed: {
    script: 'The survey document could not be created. Please try again.',
    chartData: 'The chart data could not be created. Please try again.',
    charts: 'The PowerPoint file could not be created. Please try again.',
    crosstabXlsx: 'The crosstab spreadsheet could not be created. Please try again.',
    crosstabPptx: 'The crosstab PowerPoint file could not be created. Please try again.',
  },
  noChartData: 'There are no charts to export yet.',
  noFieldwork: 'The fieldwork details could not be loaded. Please try again.',
} as const;
