import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ResponseFilter, ResultEntry } from '@survey/domain/results/contract';
import { trackEvent } from '../../../lib/analytics.ts';
import { useMemo, useState } from 'react';
import { formatShortDate } from '@survey/domain/projects/listItem';
import { useResultsSource } from '../data/resultsSource.ts';
import { useTextAnswers } from '../data/useResultsData.ts';
import { TextThemes, type ThemeFilter } from './TextThemes.tsx';

interface TextAnswersCardProps {
  surveyId: string;
  entry: ResultEntry;
  filters: readonly ResponseFilter[];
  live: boolean;
  onThemeFilter?: ThemeFilter;
}

type TextView = 'answers' | 'themes';

/** Free text: the newest answers with a search box, or the answers' themes (issue 26 §4). */
export function TextAnswersCard(props: TextAnswersCardProps) {
  const [view, setView] = useState<TextView>('answers');
  const { acrossMarkets } = useResultsSource();
  // Issue 37 §3: themes are found per market (each in its own language); across markets, the answers.
  if (acrossMarkets) {
    return (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Themes are shown for one market at a time: choose a market above.
        </Typography>
        <TextAnswers {...props} />
      </>
    );
  }
  return (
    <>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        aria-label={`${props.entry.label} view`}
        onChange={(_, next: TextView | null) => {
          if (!next) return;
          const { surveyId } = props;
          trackEvent(next === 'themes' ? 'Viewed Themes' : 'Viewed Open Answers', { surveyId });
          setView(next);
        }}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="answers">Answers</ToggleButton>
        <ToggleButton value="themes">Themes</ToggleButton>
      </ToggleButtonGroup>
      {view === 'themes' ? <TextThemes {...props} /> : <TextAnswers {...props} />}
    </>
  );
}

/** How many answered, and the newest answers (100 at most) with a search box. */
function TextAnswers({ surveyId, entry, filters, live }: TextAnswersCardProps) {
  const [search, setSearch] = useState('');
  const query = useMemo(() => ({ filters, search }), [filters, search]);
  const { data, failed } = useTextAnswers(surveyId, entry.id, query, live);
  return (
    <>
      <TextField
        label={`Search ${entry.label} answers`}
        size="small"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        margin="none"
        sx={{ mb: 1 }}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {data
          ? `${data.total} ${data.total === 1 ? 'answer' : 'answers'}${search.trim() ? ' matching' : ''}`
          : failed
            ? 'Answers could not be loaded.'
            : 'Loading answers…'}
      </Typography>
      {data && data.items.length ? (
        <List
          dense
          sx={{ maxHeight: 320, overflowY: 'auto' }}
          aria-label={`${entry.label} answers`}
          // A scrolling list: keyboard users reach it with Tab and scroll it with the arrows.
          tabIndex={0}
        >
          {data.items.map((item, index) => (
            <ListItem key={`${item.completedAt}-${index}`} divider>
              <ListItemText primary={item.text} secondary={formatShortDate(item.completedAt)} />
            </ListItem>
          ))}
        </List>
      ) : null}
    </>
  );
}
