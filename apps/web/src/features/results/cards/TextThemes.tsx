import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { TextTheme } from '@survey/domain/results/analysisContract';
import type { ResponseFilter, ResultEntry } from '@survey/domain/results/contract';
import { formatShare } from '@survey/domain/results/percent';
import { useId } from 'react';
import { useTextThemes } from '../data/useResultsData.ts';

/** Toggles a theme of a free-text question as a filter (ResultsBody). */
export type ThemeFilter = (
  entry: Pick<ResultEntry, 'id' | 'label' | 'text'>,
  theme: Pick<TextTheme, 'id' | 'label'>,
) => void;

interface TextThemesProps {
  surveyId: string;
  entry: ResultEntry;
  filters: readonly ResponseFilter[];
  live: boolean;
  onThemeFilter?: ThemeFilter;
}

export const THEMES_TEXTS = {
  loading: 'Finding themes…',
  failed: 'Themes could not be loaded.',
  empty: 'Not enough answers to find themes.',
  hint: 'Choose a theme to filter the results by it; choose it again to remove the filter.',
} as const;

/**
 * Issue 26 §4: the themes of a free-text question's answers (found by their words on the server,
 * `packages/domain/src/results/themes`), each with its count, share bar and examples. A theme is a
 * toggle button: pressed while it filters the results.
 */
export function TextThemes({ surveyId, entry, filters, live, onThemeFilter }: TextThemesProps) {
  const { data, failed } = useTextThemes(surveyId, entry.id, filters, live);
  const hintId = useId();
  const active = new Set(
    filters.filter((f) => f.questionId === entry.id).flatMap((f) => f.responseOptionIds),
  );
  if (!data) {
    return failed ? (
      <Typography variant="body2" color="text.secondary" role="status">
        {THEMES_TEXTS.failed}
      </Typography>
    ) : (
      <LinearProgress aria-label={THEMES_TEXTS.loading} />
    );
  }
  if (data.themes.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {THEMES_TEXTS.empty}
      </Typography>
    );
  }
  return (
    <>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {`${data.answered} ${data.answered === 1 ? 'answer' : 'answers'}. ${THEMES_TEXTS.hint}`}
      </Typography>
      <Box
        component="ul"
        aria-label={`${entry.label} themes`}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
      >
        {data.themes.map((theme) => (
          <ThemeRow
            key={theme.id}
            theme={theme}
            pressed={active.has(theme.id)}
            hintId={hintId}
            onToggle={onThemeFilter ? () => onThemeFilter(entry, theme) : undefined}
          />
        ))}
      </Box>
    </>
  );
}

function ThemeRow({
  theme,
  pressed,
  hintId,
  onToggle,
}: {
  theme: TextTheme;
  pressed: boolean;
  hintId: string;
  onToggle: (() => void) | undefined;
}) {
  const share = formatShare(Math.round(theme.share * 1000) / 10);
  return (
    <Box component="li" data-testid="text-theme">
      <ButtonBase
        onClick={onToggle}
        disabled={!onToggle}
        aria-pressed={pressed}
        aria-describedby={hintId}
        focusRipple
        sx={{
          width: '100%',
          display: 'block',
          textAlign: 'left',
          p: 1,
          borderRadius: 1,
          border: 1,
          borderColor: pressed ? 'primary.main' : 'divider',
          bgcolor: pressed ? 'action.selected' : 'transparent',
          '&:hover': { bgcolor: 'action.hover' },
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'baseline' }}>
          <Typography component="span" sx={{ flex: 1, fontWeight: 600 }} data-testid="theme-label">
            {theme.label}
          </Typography>
          <Typography component="span" variant="body2" data-testid="theme-count">
            {`${theme.count} · ${share}`}
          </Typography>
        </Box>
        <Box aria-hidden sx={{ height: 6, bgcolor: 'action.hover', borderRadius: 3, my: 0.5 }}>
          <Box
            sx={{
              height: 6,
              width: `${Math.min(100, theme.share * 100)}%`,
              bgcolor: 'primary.main',
              borderRadius: 3,
            }}
          />
        </Box>
      </ButtonBase>
      {theme.examples.map((example) => (
        <Typography
          key={example}
          variant="body2"
          color="text.secondary"
          sx={{ px: 1, overflowWrap: 'anywhere' }}
        >
          {`“${example}”`}
        </Typography>
      ))}
    </Box>
  );
}
