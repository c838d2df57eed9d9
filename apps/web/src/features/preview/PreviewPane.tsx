import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { pipeLabels } from '@survey/domain/questionnaire/piping';
import type { Answer } from '@survey/domain/respondent/answers';
import type { AnswerProblem } from '@survey/domain/respondent/validateAnswer';
import { EntryView } from '@survey/survey-ui/EntryView.tsx';
import { english } from '@survey/survey-ui/i18n/english';
import { catalogueIdOf } from '@survey/survey-ui/i18n/languages';
import { MessagesProvider, useCatalogue } from '@survey/survey-ui/i18n/MessagesContext.tsx';
import { useId, useMemo, useState } from 'react';
import { useDebouncedValue } from '../../lib/useDebouncedValue.ts';
import { previewProblem } from './previewCheck.ts';
import {
  movePreviewCursor,
  previewEntries,
  shownIndex,
  type PreviewCursor,
} from './previewCursor.ts';

/** Spec 2 §2 and §9: the pane's width, the question area's height and the preview debounce. */
export const PREVIEW_WIDTH = 286;
export const PREVIEW_HEIGHT = 200;
export const PREVIEW_DEBOUNCE_MS = 500;

export interface PreviewPaneProps {
  questionnaire: Questionnaire;
  /** Number of the entry selected in the editor; the pane shows it when it changes. */
  selectedNumber: number | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The editor's collapsible preview: one entry at a time through the respondent's own components.
 * Collapsing it unmounts the preview, so its answers are thrown away.
 */
export function PreviewPane({
  questionnaire,
  selectedNumber,
  open,
  onOpenChange,
}: PreviewPaneProps) {
  if (!open) {
    return (
      <Box sx={{ flexShrink: 0, pt: 1 }}>
        <Tooltip title="Open preview sidebar">
          <IconButton aria-label="Open preview sidebar" onClick={() => onOpenChange(true)}>
            <ChevronLeft />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }
  return (
    <PreviewSidebar
      questionnaire={questionnaire}
      selectedNumber={selectedNumber}
      onCollapse={() => onOpenChange(false)}
    />
  );
}

interface PreviewSidebarProps {
  questionnaire: Questionnaire;
  selectedNumber: number | null;
  onCollapse: () => void;
}

function newSeed(): string {
  return crypto.randomUUID();
}

function PreviewSidebar({ questionnaire, selectedNumber, onCollapse }: PreviewSidebarProps) {
  const headingId = useId();
  // Typing in a card re-renders the preview once the researcher pauses, not at every keystroke.
  const shownQuestionnaire = useDebouncedValue(questionnaire, PREVIEW_DEBOUNCE_MS);
  const [cursor, setCursor] = useState<PreviewCursor>(() =>
    movePreviewCursor(
      { shown: null, followed: null },
      { type: 'follow', selectedNumber },
      questionnaire,
    ),
  );
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  // The runner's message, shown after a Next that the answer does not allow (cleared by an edit).
  // Kept with its entry's number, so that following another card does not carry it over.
  const [stopped, setStopped] = useState<{ number: number; problem: AnswerProblem } | null>(null);
  // A new seed on Refresh shows the researcher another randomised order, as another respondent.
  const [seed, setSeed] = useState(newSeed);
  // The live document resolves the selection: a card just added is not in the debounced one yet.
  if (cursor.followed !== selectedNumber) {
    setCursor(movePreviewCursor(cursor, { type: 'follow', selectedNumber }, questionnaire));
  }

  // The respondent's texts (instructions, problems, 'Don't know') in the survey's language, as the
  // runner shows them; the pane's own controls stay the dashboard's.
  // English is at hand at once (and renders on the server in tests); another language loads.
  const language = catalogueIdOf(shownQuestionnaire.locale);
  const loaded = useCatalogue(language);
  const messages = language === 'en' ? english : loaded;
  const entries = previewEntries(shownQuestionnaire);
  // Pipes show their source's label ('[Q2]'): there is no respondent answer to quote.
  const pipeText = useMemo(() => pipeLabels(shownQuestionnaire), [shownQuestionnaire]);
  const index = shownIndex(cursor, entries);
  const entry = entries[index];
  const handleNext = () => {
    if (entry === undefined) return;
    const stop = previewProblem(entry, answers[entry.number]);
    setStopped(stop === null ? null : { number: entry.number, problem: stop });
    if (stop === null) setCursor(movePreviewCursor(cursor, { type: 'next' }, shownQuestionnaire));
  };
  const handleRefresh = () => {
    setCursor(movePreviewCursor(cursor, { type: 'refresh' }, shownQuestionnaire));
    setStopped(null);
    setAnswers({});
    setSeed(newSeed());
  };

  return (
    <Paper
      component="aside"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ width: PREVIEW_WIDTH, flexShrink: 0, display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', pl: 2, pr: 0.5, py: 0.5 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ flex: 1 }}>
          Preview
        </Typography>
        <Tooltip title="Refresh preview">
          <IconButton aria-label="Refresh preview" size="small" onClick={handleRefresh}>
            <Refresh fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title="Collapse preview sidebar">
          <IconButton aria-label="Collapse preview sidebar" size="small" onClick={onCollapse}>
            <ChevronRight fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Divider />
      <Box
        sx={(theme) => ({
          height: PREVIEW_HEIGHT,
          overflowY: 'auto',
          p: 2,
          fontSize: theme.typography.body2.fontSize,
          '& .sui-question, & .sui-text-card': { '--sui-accent': theme.palette.primary.main },
        })}
      >
        {entry === undefined ? (
          <Typography variant="body2" color="text.secondary">
            Add a question to preview it here.
          </Typography>
        ) : messages === null ? null : (
          <MessagesProvider value={messages}>
            <div lang={messages.catalogue.lang} dir={messages.catalogue.dir}>
              <EntryView
                key={`${entry.number}:${seed}`}
                entry={entry}
                answer={answers[entry.number] ?? null}
                onAnswer={(answer) => {
                  setStopped(null);
                  setAnswers((all) => ({ ...all, [entry.number]: answer }));
                }}
                problem={stopped?.number === entry.number ? stopped.problem : null}
                seed={seed}
                headingLevel={3}
                pipeText={pipeText}
              />
            </div>
          </MessagesProvider>
        )}
      </Box>
      <Divider />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}
      >
        <Typography variant="caption" color="text.secondary">
          {entry === undefined ? '' : `${entry.label} · ${index + 1} of ${entries.length}`}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          onClick={handleNext}
          disabled={index >= entries.length - 1}
        >
          Next
        </Button>
      </Stack>
    </Paper>
  );
}
