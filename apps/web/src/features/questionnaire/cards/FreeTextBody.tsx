import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CHARACTER_LIMITS, DEFAULT_CHARACTER_LIMIT } from '@survey/domain/questionnaire/constants';
import type { QuestionEntry } from '@survey/domain/questionnaire/model';
import { getSetting, type ContentStructure } from '@survey/domain/questionnaire/settings';
import { useEditorUi } from '../editor/editorContext.ts';
import { SettingsRow } from './ChoiceSettings.tsx';

const FORMATS: { value: ContentStructure; label: string; gbOnly?: boolean }[] = [
  { value: 'unstructured', label: 'Free text' },
  { value: 'numeric', label: 'Number (decimal)' },
  { value: 'positive_integer', label: 'Positive integer' },
  { value: 'integer', label: 'Integer' },
  { value: 'postcode_sector', label: 'Postal code (sector only)', gbOnly: true },
  { value: 'postcode_full', label: 'Postal code (full)', gbOnly: true },
  { value: 'alphanumeric', label: 'Alphanumeric with spaces' },
  { value: 'email', label: 'Email' },
];

const LIMIT_NAMES: Record<number, string> = { 100: 'Short', 200: 'Medium', 800: 'Long' };

/** Free-text card: input format (postal codes only in GB) and character limit (spec 2 §5). */
export function FreeTextBody({ entry }: { entry: QuestionEntry }) {
  const { dispatch, view } = useEditorUi();
  const { questionLk, settingValues } = entry.entryItem;
  const format = getSetting(settingValues, 'ContentStructure') ?? 'unstructured';
  const limit = getSetting(settingValues, 'CharacterLimit') ?? String(DEFAULT_CHARACTER_LIMIT);
  const gb = view.locale.country === 'GB';
  const set = (code: 'ContentStructure' | 'CharacterLimit', value: string) =>
    dispatch('setQuestionnaireSettingValue', {
      questionLk,
      setting: { questionSettingCode: code, settingValue: value },
    });
  return (
    <SettingsRow>
      <TextField
        select
        size="small"
        margin="dense"
        label="Input format"
        value={format}
        onChange={(e) => set('ContentStructure', e.target.value)}
        sx={{ width: 240 }}
      >
        {FORMATS.filter((f) => gb || !f.gbOnly).map((f) => (
          <MenuItem key={f.value} value={f.value}>
            {f.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        margin="dense"
        label="Character limit"
        value={limit}
        onChange={(e) => set('CharacterLimit', e.target.value)}
        sx={{ width: 200 }}
      >
        {CHARACTER_LIMITS.map((n) => (
          <MenuItem key={n} value={String(n)}>
            {LIMIT_NAMES[n]} {n}
          </MenuItem>
        ))}
      </TextField>
    </SettingsRow>
  );
}
