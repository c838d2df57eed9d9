import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import type { TextStatus } from '@survey/domain/questionnaire/translations/status';
import { useMemo } from 'react';
import { languageLabel } from './languageNames.ts';
import { pipeText } from './pipeText.ts';
import { TranslationField, translationFieldId } from './TranslationField.tsx';

/** Lines grouped by card, in document order. */
function byCard(lines: TextStatus[]): { card: string; entryNumber: number; lines: TextStatus[] }[] {
  const out: { card: string; entryNumber: number; lines: TextStatus[] }[] = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    if (last?.entryNumber === line.entryNumber) last.lines.push(line);
    else out.push({ card: line.card, entryNumber: line.entryNumber, lines: [line] });
  }
  return out;
}

function jumpTo(key: string) {
  const field = document.getElementById(translationFieldId(key));
  field?.scrollIntoView({ block: 'center' });
  field?.focus();
}

/**
 * The cards in a translation language (issue 37 §1): what is missing or needs review listed first
 * (each jumps to its text), then every card's texts with the base text above each translation.
 * Shown instead of the card list while a translation language is chosen.
 */
export function TranslationCards({
  view,
  language,
  baseLanguage,
  lines,
  onSave,
}: {
  view: Questionnaire;
  language: string;
  baseLanguage: string;
  lines: TextStatus[];
  onSave: (key: string, text: string) => void;
}) {
  const pipes = useMemo(() => pipeText(view), [view]);
  const cards = useMemo(() => byCard(lines), [lines]);
  const todo = lines.filter((l) => l.state !== 'done');
  const baseName = languageLabel(baseLanguage);
  return (
    <Box
      component="section"
      aria-label={`Questionnaire in ${languageLabel(language)}`}
      sx={{ flex: 1, minWidth: 0, overflowY: 'auto', px: 4, py: 1.5 }}
    >
      <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto' }}>
        <Paper variant="outlined" sx={{ p: 2 }} component="nav" aria-label="Texts to translate">
          <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
            {todo.length === 0
              ? 'Every text is translated'
              : `${todo.length} text${todo.length === 1 ? '' : 's'} to translate or review`}
          </Typography>
          {todo.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {todo.map((l) => (
                <li key={l.key}>
                  <Link component="button" type="button" onClick={() => jumpTo(l.key)}>
                    {`${l.card} ${l.where}`}
                  </Link>
                  {` · ${l.state === 'missing' ? 'Missing' : 'Needs review'}`}
                </li>
              ))}
            </Box>
          )}
        </Paper>
        {cards.length === 0 && (
          <Typography color="text.secondary">Add questions to translate them.</Typography>
        )}
        {cards.map((c) => (
          <Paper
            key={c.entryNumber}
            variant="outlined"
            sx={{ p: 2 }}
            component="section"
            aria-label={c.card}
          >
            <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
              {c.card}
            </Typography>
            <Stack spacing={2}>
              {c.lines.map((line) => (
                <TranslationField
                  key={`${line.key}\n${line.text}`}
                  line={line}
                  baseName={baseName}
                  pipes={pipes}
                  onSave={(text) => onSave(line.key, text)}
                />
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Box>
  );
}
