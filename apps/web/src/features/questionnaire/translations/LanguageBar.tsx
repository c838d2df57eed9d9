import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useApolloClient } from '@apollo/client/react';
import { LANGUAGE_CODES } from '@survey/domain/questionnaire/translations/model';
import { useRef, useState } from 'react';
import { languageLabel } from './languageNames.ts';
import {
  downloadTranslations,
  formatOfFile,
  uploadTranslations,
  type ImportOutcome,
} from './translationFiles.ts';
import type { Translations } from './useTranslations.ts';

interface LanguageBarProps {
  surveyId: string;
  translations: Translations;
  language: string;
  onLanguage: (language: string) => void;
  counts: { missing: number; needsReview: number } | null;
}

/**
 * The editor's language switcher (issue 37 §1): the base language and the added ones; adding and
 * removing a language; in a translation language, what is left, and the files for translators.
 */
export function LanguageBar({
  surveyId,
  translations,
  language,
  onLanguage,
  counts,
}: LanguageBarProps) {
  const client = useApolloClient();
  const state = translations.state;
  const [adding, setAdding] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  // Until the languages arrive the bar is drawn with its controls disabled, never left out: the
  // card list below is virtualised, and a bar appearing late shrank its viewport, so the cards
  // jumped down under the pointer and the card at the edge of the mounted range was unmounted.
  const ready = state !== null;
  const base = state?.baseLanguage ?? language;
  // A relocalised survey may have made an added language its base: it is listed once.
  const added = state ? state.translations.languages.filter((l) => l !== base) : [];
  const addable = ready ? LANGUAGE_CODES.filter((c) => c !== base && !added.includes(c)) : [];
  const translating = ready && language !== base;

  const add = () => {
    if (!adding) return;
    if (translations.run('addQuestionnaireLanguage', { language: adding })) {
      onLanguage(adding);
      setAdding('');
    }
  };

  const exportAs = (format: 'XLIFF' | 'XLSX') => {
    setBusy(format);
    setFileError(null);
    downloadTranslations(client, { surveyId, language, format })
      .catch(() => setFileError('The file could not be created. Try again.'))
      .finally(() => setBusy(null));
  };

  const importFile = async (file: File) => {
    const format = formatOfFile(file.name);
    setOutcome(null);
    if (!format) {
      setFileError('Choose an XLIFF (.xlf) or Excel (.xlsx) file.');
      return;
    }
    setFileError(null);
    setBusy('import');
    const result = await uploadTranslations(client, { surveyId, language, format, file });
    setBusy(null);
    if (result.kind === 'imported') translations.confirmed(result.translations);
    setOutcome(result);
  };

  return (
    <Box sx={{ px: 4, pt: 1.5 }}>
      <Stack
        direction="row"
        spacing={1.5}
        // A gap, not margins: a control wrapped to the next line (1024 px) starts at its edge.
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <TextField
          select
          size="small"
          label="Language"
          value={language}
          disabled={!ready}
          onChange={(e) => {
            setOutcome(null);
            onLanguage(e.target.value);
          }}
          sx={{ width: 200, flexShrink: 0 }}
        >
          <MenuItem value={base}>{`${languageLabel(base)} (base)`}</MenuItem>
          {added.map((l) => (
            <MenuItem key={l} value={l}>
              {languageLabel(l)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Add a language"
          value={adding}
          disabled={!ready}
          onChange={(e) => setAdding(e.target.value)}
          sx={{ width: 200, flexShrink: 0 }}
        >
          {addable.map((l) => (
            <MenuItem key={l} value={l}>
              {languageLabel(l)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={add} disabled={!adding}>
          Add language
        </Button>
        {translations.loadError && (
          <Typography role="alert" variant="body2" color="error">
            The languages could not be loaded. Reload the page to try again.
          </Typography>
        )}
        {translating && (
          <>
            {counts && (
              <Typography role="status" variant="body2">
                {`${counts.missing} missing · ${counts.needsReview} to review`}
              </Typography>
            )}
            <Button onClick={() => exportAs('XLIFF')} disabled={busy !== null}>
              Export XLIFF
            </Button>
            <Button onClick={() => exportAs('XLSX')} disabled={busy !== null}>
              Export Excel
            </Button>
            <Button onClick={() => fileInput.current?.click()} disabled={busy !== null}>
              Import translations
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              aria-label="Translations file"
              accept=".xlf,.xliff,.xlsx"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) void importFile(file);
              }}
            />
            <Button
              color="error"
              onClick={() => {
                if (translations.run('removeQuestionnaireLanguage', { language })) onLanguage(base);
              }}
            >
              Remove language
            </Button>
          </>
        )}
      </Stack>
      {translations.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translations.error}
        </Alert>
      )}
      {fileError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {fileError}
        </Alert>
      )}
      {outcome?.kind === 'imported' && (
        <Alert severity="success" sx={{ mt: 1 }} onClose={() => setOutcome(null)}>
          {`Imported ${outcome.imported} translation${outcome.imported === 1 ? '' : 's'}.`}
        </Alert>
      )}
      {outcome?.kind === 'refused' && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setOutcome(null)}>
          <Typography variant="body2">{outcome.message}</Typography>
          {outcome.problems.length > 0 && (
            <Box component="ul" aria-label="Import problems" sx={{ m: 0, pl: 2.5 }}>
              {outcome.problems.map((p) => (
                <li key={`${p.line}-${p.code}`}>{`Line ${p.line}: ${p.message}`}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
    </Box>
  );
}
