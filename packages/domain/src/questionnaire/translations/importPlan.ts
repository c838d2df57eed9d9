/**
 * Importing a translator's file (XLIFF 2.0 or xlsx, read by the server): its rows checked against
 * the questionnaire as it is now, line by line. Any problem and nothing is imported (all or
 * nothing); else every translated row is set as setQuestionnaireTranslation would set it.
 */
import { cleanText } from '../../commandKit.ts';
import { TEXT_LIMITS } from '../constants.ts';
import type { Questionnaire } from '../model.ts';
import { placeholderProblem, withTexts } from './commands.ts';
import { failTranslation } from './errors.ts';
import type { QuestionnaireTranslations, TranslatedText } from './model.ts';
import { translatableTexts } from './texts.ts';

export interface ImportRow {
  /** Where the row is in the file (a sheet row number, a unit's position). */
  line: number;
  id: string;
  /** The base text the file was made from. */
  base: string;
  /** Blank: not translated in the file; the row changes nothing. */
  translation: string;
}

export type ImportProblemCode =
  'UNKNOWN_ID' | 'DUPLICATE_ID' | 'BASE_CHANGED' | 'BROKEN_PLACEHOLDERS' | 'TEXT_TOO_LONG';

export interface ImportProblem {
  line: number;
  id: string;
  code: ImportProblemCode;
  message: string;
}

export interface ImportPlan {
  problems: ImportProblem[];
  /** The translations after the import; the input unchanged when there is any problem. */
  translations: QuestionnaireTranslations;
  /** How many texts the import sets. */
  imported: number;
}

export function planImport(
  q: Questionnaire,
  translations: QuestionnaireTranslations,
  language: string,
  rows: readonly ImportRow[],
): ImportPlan {
  if (!translations.languages.includes(language)) {
    failTranslation('LANGUAGE_NOT_FOUND', `The questionnaire has no ${language} translation`, {
      language,
    });
  }
  const texts = new Map(translatableTexts(q).map((t) => [t.key, t]));
  const problems: ImportProblem[] = [];
  const changes = new Map<string, TranslatedText>();
  const seen = new Set<string>();
  for (const row of rows) {
    const problem = (code: ImportProblemCode, message: string) =>
      problems.push({ line: row.line, id: row.id, code, message });
    const text = texts.get(row.id);
    if (!text) {
      problem('UNKNOWN_ID', `The questionnaire has no text ${row.id}`);
      continue;
    }
    if (seen.has(row.id)) {
      problem('DUPLICATE_ID', `${row.id} is in the file more than once`);
      continue;
    }
    seen.add(row.id);
    if (cleanText(row.base) !== text.base) {
      problem(
        'BASE_CHANGED',
        `The base text of ${text.card} ${text.where} has changed since export`,
      );
      continue;
    }
    const translation = cleanText(row.translation);
    if (translation.trim() === '') continue;
    if ([...translation].length > TEXT_LIMITS.body) {
      problem('TEXT_TOO_LONG', `The translation is longer than ${TEXT_LIMITS.body}`);
      continue;
    }
    const broken = placeholderProblem(text, translation);
    if (broken) {
      problem('BROKEN_PLACEHOLDERS', broken);
      continue;
    }
    changes.set(row.id, { text: translation, base: text.base });
  }
  if (problems.length > 0) return { problems, translations, imported: 0 };
  return {
    problems,
    translations: withTexts(translations, language, changes),
    imported: changes.size,
  };
}
