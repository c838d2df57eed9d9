import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ResponseFilter, ResultEntry } from '@survey/domain/results/contract';
import { rankedChartHeight } from '@survey/domain/results/rankLabel';
import { RichTitle } from '@survey/survey-ui/RichTitle.tsx';
import { memo, useId, useRef } from 'react';
import { QuestionMedia } from './CardMedia.tsx';
import { ChoiceCard, MatrixCard, RankedCard, ScaleCard } from './ChartCards.tsx';
import { TextAnswersCard } from './TextAnswersCard.tsx';
import type { ThemeFilter } from './TextThemes.tsx';
import type { CardView } from './chartData.ts';
import { useNearViewport } from './useNearViewport.ts';
import { cardBaseText } from './iterationBase.ts';

interface ResultCardProps {
  surveyId: string;
  entry: ResultEntry;
  filters: readonly ResponseFilter[];
  live: boolean;
  /** Free text: a theme clicked on the card toggles it as a filter. */
  onThemeFilter?: ThemeFilter;
  /** What a pipe in the title reads as ('[Q2]'); pipes read '[?]' without it. */
  pipeText?: (questionLk: string) => string;
  /** Chart or Table, kept by the page: a new summary (Weighted switched) keeps each card's. */
  view: CardView;
  onViewChange: (entryId: string, view: CardView) => void;
  /** The counts are sums of weights. */
  weighted: boolean;
}

const UNKNOWN_PIPE = () => '[?]';

/** Height a card takes before it is drawn, so the page does not jump as cards come into view. */
function estimatedHeight(entry: ResultEntry): number {
  return entry.questionType === 'text' ? 260 : rankedChartHeight(entry.rows.length) + 90;
}

/**
 * One result entry (spec 3 §3 "Result (chart) entry"): its chart, or the same figures as a table.
 * Memoised: a filter click or a quota refresh does not draw every chart again, only a new answer.
 */
export const ResultCard = memo(function ResultCard({
  surveyId,
  entry,
  filters,
  live,
  onThemeFilter,
  pipeText = UNKNOWN_PIPE,
  view,
  onViewChange,
  weighted,
}: ResultCardProps) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const titleId = useId();
  const filtered = filters.length > 0;
  const answered = cardBaseText(entry, filtered);

  return (
    <Paper
      ref={ref}
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      data-testid="result-card"
      sx={{ p: 3, minHeight: near ? undefined : estimatedHeight(entry) }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h3" component="h3" sx={{ fontSize: '1.05rem' }}>
            <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
              {entry.label}
            </Box>{' '}
            {/* Bold, italic and underline as the respondent saw the title (the runner's reader). */}
            <RichTitle text={entry.text} styling={entry.textStyling} pipeText={pipeText} />
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="answered">
            {answered}
            {entry.isMultipleChoice ? ' · multiple choice' : ''}
          </Typography>
        </Box>
        {entry.questionType === 'text' ? null : (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            aria-label={`${entry.label} view`}
            onChange={(_, next: CardView | null) => next && onViewChange(entry.id, next)}
          >
            <ToggleButton value="chart">Chart</ToggleButton>
            <ToggleButton value="table">Table</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Box>
      <QuestionMedia entry={entry} />
      {near ? (
        <CardBody
          surveyId={surveyId}
          entry={entry}
          filters={filters}
          live={live}
          view={view}
          onViewChange={onViewChange}
          weighted={weighted}
          onThemeFilter={onThemeFilter}
        />
      ) : null}
    </Paper>
  );
});

function CardBody(props: ResultCardProps) {
  const { entry, view, weighted } = props;
  switch (entry.questionType) {
    case 'basic':
      return <ChoiceCard entry={entry} view={view} weighted={weighted} />;
    case 'ranked':
      return <RankedCard entry={entry} view={view} weighted={weighted} />;
    case 'matrix':
      return <MatrixCard entry={entry} view={view} weighted={weighted} />;
    case 'scale':
      return <ScaleCard entry={entry} view={view} weighted={weighted} />;
    case 'text':
      return (
        <TextAnswersCard
          surveyId={props.surveyId}
          entry={entry}
          filters={props.filters}
          live={props.live}
          onThemeFilter={props.onThemeFilter}
        />
      );
  }
}
