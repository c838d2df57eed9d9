import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ResultEntry } from '@survey/domain/results/contract';
import type { TrackerView, WaveCrosstab } from '@survey/domain/trackers/contract';
import { useEffect, useState } from 'react';
import { resultsApi } from '../../lib/resultsApi.ts';
import { TrendChart } from './TrendChart.tsx';
import { waveCrosstab } from './trackersApi.ts';

/** What was loaded for which waves (`key`): another key is still loading. */
type Loaded =
  | { key: string; questions: { entry: ResultEntry; table: WaveCrosstab }[] }
  | { key: string; failed: true }
  | null;

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

/**
 * Results across the tracker's launched waves: the Wave filter (which waves are columns), then
 * every single- or multiple-choice question of wave 1 as a table (waves as columns, letters
 * between consecutive waves) and a trend chart.
 */
export function WaveResults({ tracker }: { tracker: TrackerView }) {
  const launched = tracker.waves.filter((w) => w.status === 'launched');
  const [shown, setShown] = useState<number[]>(() => launched.map((w) => w.wave));
  const [loaded, setLoaded] = useState<Loaded>(null);
  const firstSurvey = launched[0]?.surveyId;
  const shownKey = shown.join(',');

  useEffect(() => {
    if (!firstSurvey || shown.length === 0) return;
    let current = true;
    (async () => {
      const summary = await resultsApi.summary({ surveyId: firstSurvey, responseFilters: [] });
      const entries = summary.results.filter(
        (e) => e.entryType === 'question' && e.questionType === 'basic',
      );
      const questions = await Promise.all(
        entries.map(async (entry) => ({
          entry,
          table: await waveCrosstab(tracker.id, {
            row: { questionId: entry.id, matrixTitleId: null },
            waves: shown,
          }),
        })),
      );
      if (current) setLoaded({ key: shownKey, questions });
    })().catch(() => current && setLoaded({ key: shownKey, failed: true }));
    return () => {
      current = false;
    };
    // shownKey stands for `shown`: a new array with the same waves asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tracker.id, firstSurvey, shownKey]);

  const toggle = (wave: number) =>
    setShown((s) =>
      s.includes(wave) ? s.filter((w) => w !== wave) : [...s, wave].sort((a, b) => a - b),
    );

  return (
    <Box component="section" aria-labelledby="wave-results-title" sx={{ mt: 4 }}>
      <Typography id="wave-results-title" variant="h6" component="h2">
        Results across waves
      </Typography>
      <FormGroup row aria-label="Waves shown" sx={{ my: 1 }}>
        {launched.map((w) => (
          <FormControlLabel
            key={w.wave}
            control={<Checkbox checked={shown.includes(w.wave)} onChange={() => toggle(w.wave)} />}
            label={`Wave ${w.wave}`}
          />
        ))}
      </FormGroup>
      {shown.length === 0 ? (
        <Typography color="text.secondary">Choose at least one wave.</Typography>
      ) : loaded === null || loaded.key !== shownKey ? (
        <LinearProgress aria-label="Loading results across waves" />
      ) : 'failed' in loaded ? (
        <Alert severity="error">
          The results across waves could not be loaded. Reload the page to try again.
        </Alert>
      ) : loaded.questions.length === 0 ? (
        <Typography color="text.secondary">No choice questions to compare.</Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            A letter shows the share is significantly higher than in that wave (upper case 95%,
            lower case 90%), compared with the wave before and after only.
          </Typography>
          {loaded.questions.map(({ entry, table }) => (
            <Paper
              key={entry.id}
              variant="outlined"
              sx={{ p: 2, mb: 2 }}
              component="article"
              aria-label={`${entry.label} ${entry.text}`}
            >
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {entry.label} {entry.text}
              </Typography>
              <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                <Table size="small" sx={{ width: 'auto' }} aria-label={`${entry.label} by wave`}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Option</TableCell>
                      {table.waves.map((w) => (
                        <TableCell key={w.wave} align="right">
                          Wave {w.wave} ({w.letter})
                          <Typography variant="caption" component="div" color="text.secondary">
                            Base {w.base}
                          </Typography>
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {table.rows.map((row) => (
                      <TableRow key={row.id}>
                        <TableCell component="th" scope="row">
                          {row.text}
                        </TableCell>
                        {row.cells.map((cell, i) => (
                          <TableCell key={table.waves[i]?.wave ?? i} align="right">
                            {percent(cell.columnShare)}
                            {cell.higherThan ? (
                              <Box
                                component="span"
                                sx={{ ml: 0.5, fontWeight: 700 }}
                                data-testid="wave-letters"
                              >
                                {cell.higherThan}
                              </Box>
                            ) : null}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <TrendChart table={table} />
              </Box>
            </Paper>
          ))}
        </>
      )}
    </Box>
  );
}
