import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CrosstabRequest, SavedCrosstab } from '@survey/domain/results/analysisContract';
import type { ResponseFilter, SummaryResponse } from '@survey/domain/results/contract';
import { useMemo, useState } from 'react';
import { useResultsSource } from '../data/resultsSource.ts';
import { useStructurallyStable } from '../../../lib/useStructurallyStable.ts';
import { exportCrosstabPptx, exportCrosstabXlsx, useFileExport } from '../../exports/index.ts';
import { OPTIONS_TEXTS } from '../body/bodyTexts.ts';
import { WeightingNote } from '../body/WeightingNote.tsx';
import {
  bannerChoices,
  buildCrosstabRequest,
  definitionOf,
  rowChoices,
  type CrosstabDefinition,
} from './crosstabChoices.ts';
import { CrosstabControls } from './CrosstabControls.tsx';
import { CROSSTAB_TEXTS, crosstabTableView } from './crosstabTable.ts';
import { CrosstabTable } from './CrosstabTable.tsx';
import { OpenedNotice, SavedTablesList, SaveTableDialog } from './SavedTables.tsx';
import { openedNotice, savedTableShown, withJustSaved } from './savedTableState.ts';
import { useCrosstab, useSavedCrosstabs, type SavedCrosstabs } from './useCrosstabData.ts';
import { useResultsView } from './useResultsView.ts';

interface CrosstabViewProps {
  surveyId: string;
  projectName: string;
  summary: SummaryResponse | undefined;
  summaryFailed: boolean;
  /** The filters the page's cards were answered with (already debounced). */
  filters: readonly ResponseFilter[];
  /** A reopened saved table brings its filters to the page's filter panel. */
  onFiltersChange: (filters: ResponseFilter[]) => void;
  live: boolean;
}

/** The saved table opened last, and what the page had before (for Undo). */
interface Opened {
  id: string;
  notice: string | null;
  before: { definition: CrosstabDefinition; filters: ResponseFilter[]; weighted: boolean };
}

/**
 * Issue 26 §1: the results page's Crosstab view. The row question and banner come from the
 * summary's entries; the filters are the page's (the filter panel), the weighting the page's
 * `weighted=1` and the table being built its `table=` (useResultsView, issue 35 §2: switching
 * views or reloading keeps it). Lazy-loaded with the results body.
 */
export function CrosstabView(props: CrosstabViewProps) {
  const { surveyId, summary, summaryFailed, filters, onFiltersChange } = props;
  const { weighted, table: definition, setTable: setDefinition, change } = useResultsView();
  const [opened, setOpened] = useState<Opened | null>(null);
  // Across markets (issue 37 §3) the source lists the tables saved across the markets: opening
  // one is in the scope it was saved in.
  const saved = useSavedCrosstabs(surveyId);
  const { readOnly } = useResultsSource();
  const entries = summary?.results;
  const rows = useStructurallyStable(useMemo(() => rowChoices(entries ?? []), [entries]));
  const banners = useMemo(() => bannerChoices(entries ?? []), [entries]);
  const request = useStructurallyStable(
    useMemo(
      () => buildCrosstabRequest(surveyId, definition, rows, filters, weighted),
      [surveyId, definition, rows, filters, weighted],
    ),
  );
  const copy = (fs: readonly ResponseFilter[]) =>
    fs.map((f) => ({ ...f, responseOptionIds: [...f.responseOptionIds] }));
  // Opening a saved table brings its definition, filters and weighting; what it replaced is said
  // and can be undone (issue 35 §2), never cleared silently.
  const open = (table: SavedCrosstab) => {
    const before = { definition, filters: copy(filters), weighted };
    change({ table: definitionOf(table), weighted: table.definition.weighted });
    onFiltersChange(copy(table.definition.responseFilters));
    setOpened({ id: table.id, notice: openedNotice(table, before), before });
  };
  const undo = () => {
    if (!opened) return;
    const { before } = opened;
    change({ table: before.definition, weighted: before.weighted });
    onFiltersChange(copy(before.filters));
    setOpened(null);
  };

  if (summaryFailed && !summary)
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {OPTIONS_TEXTS.resultsFailed}
      </Typography>
    );
  if (!summary) return <LinearProgress aria-label={CROSSTAB_TEXTS.loading} />;
  if (summary.samplesCollected === 0)
    return <Typography color="text.secondary">{CROSSTAB_TEXTS.noCompletes}</Typography>;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
      <CrosstabControls
        rows={rows}
        banners={banners}
        definition={definition}
        onChange={setDefinition}
      />
      {readOnly ? null : <SavedTablesList saved={saved} onOpen={open} />}
      {opened?.notice ? (
        <OpenedNotice
          text={opened.notice}
          onUndo={undo}
          onDismiss={() => setOpened({ ...opened, notice: null })}
        />
      ) : null}
      {request ? (
        <CrosstabResult {...props} request={request} saved={saved} openedId={opened?.id ?? null} />
      ) : (
        <Typography color="text.secondary">{CROSSTAB_TEXTS.chooseRow}</Typography>
      )}
    </Box>
  );
}

interface CrosstabResultProps extends Pick<
  CrosstabViewProps,
  'surveyId' | 'projectName' | 'summary' | 'live'
> {
  request: CrosstabRequest;
  saved: SavedCrosstabs;
  /** The saved table opened last: its name wins when two saved tables are alike. */
  openedId: string | null;
}

interface JustSaved {
  table: SavedCrosstab;
  /** The list of saved tables when it was saved. */
  listed: SavedCrosstabs['tables'];
}

/**
 * The table for a complete request, with Save table and the two downloads; a read-only viewer
 * (a share link's, which also shows one saved table alone with it) gets the downloads only.
 */
export function CrosstabResult({
  surveyId,
  projectName,
  summary,
  live,
  request,
  saved,
  openedId,
}: CrosstabResultProps) {
  const crosstab = useCrosstab(surveyId, request, live);
  const { readOnly, api } = useResultsSource();
  const [saving, setSaving] = useState(false);
  // The table just saved, while the list is still the one it was saved beside (withJustSaved):
  // the list's reload brings it, a new list replaces this.
  const [justSaved, setJustSaved] = useState<JustSaved | null>(null);
  const pending = justSaved && justSaved.listed === saved.tables ? justSaved.table : null;
  const fileExport = useFileExport(surveyId);
  const view = useMemo(
    () => (crosstab.data ? crosstabTableView(crosstab.data) : null),
    [crosstab.data],
  );
  // The files are named after the saved table the numbers on screen were asked for, if any.
  const shown = savedTableShown(
    withJustSaved(saved.tables, pending),
    crosstab.dataQuery ?? null,
    openedId,
  );
  const exportInput = crosstab.data && {
    projectName,
    table: crosstab.data,
    results: summary?.results ?? [],
    filters: crosstab.dataQuery?.responseFilters ?? [],
    tableName: shown?.name ?? null,
    loadThemes: api.themes,
  };
  const fileProps = (kind: 'crosstabXlsx' | 'crosstabPptx') => ({
    size: 'small' as const,
    loading: fileExport.busy === kind,
    disabled: !exportInput || (fileExport.busy !== null && fileExport.busy !== kind),
  });
  const save = async (name: string) => {
    const { surveyId: id, ...definition } = request;
    const table = await api.saveCrosstab({ surveyId: id, name, definition });
    setJustSaved({ table, listed: saved.tables });
    saved.reload();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {readOnly ? null : (
          <Button variant="outlined" size="small" onClick={() => setSaving(true)}>
            Save table
          </Button>
        )}
        <Button
          {...fileProps('crosstabXlsx')}
          onClick={() =>
            exportInput &&
            void fileExport.run('crosstabXlsx', () => exportCrosstabXlsx(exportInput))
          }
        >
          Download .xlsx
        </Button>
        <Button
          {...fileProps('crosstabPptx')}
          onClick={() =>
            exportInput &&
            void fileExport.run('crosstabPptx', () => exportCrosstabPptx(exportInput))
          }
        >
          Download .pptx
        </Button>
        {crosstab.data ? (
          <Box sx={{ ml: 'auto' }}>
            <WeightingNote weighting={crosstab.data.weighting} testId="crosstab-weighting" />
          </Box>
        ) : null}
      </Box>
      {crosstab.pending && !crosstab.data ? (
        <LinearProgress aria-label={CROSSTAB_TEXTS.loading} />
      ) : null}
      {crosstab.failed ? (
        <Typography variant="body2" color="error" role="alert">
          {CROSSTAB_TEXTS.failed}
        </Typography>
      ) : null}
      {view ? <CrosstabTable view={view} /> : null}
      {saving ? <SaveTableDialog onClose={() => setSaving(false)} onSave={save} /> : null}
    </Box>
  );
}
