import { z } from 'zod';
import { STORABLE, storable } from '../../lib/storableText.ts';

const surveyId = z.guid();
/** Any string at the edge: the domain answers LANGUAGE_NOT_SUPPORTED with the 26 codes. */
const language = z.string().min(1).max(16);
const baseVersion = z.number().int().min(0).nullish();
const format = z.enum(['XLIFF', 'XLSX']);
/** Translator files up to 5 MB (base64 is 4/3 of that). */
export const MAX_TRANSLATION_FILE_BYTES = 5 * 1024 * 1024;

export const TranslationsQuery = z.object({ surveyId });
export const StatusQuery = z.object({ surveyId, language });
export const ExportQuery = z.object({ surveyId, language, format });
export const LanguageMutation = z.object({ surveyId, language, baseVersion });
export const SetTranslationMutation = z.object({
  surveyId,
  language,
  key: z.string().min(1).max(400),
  text: z.string().max(40_000).refine(storable, STORABLE),
  baseVersion,
});
export const ImportMutation = z.object({
  surveyId,
  language,
  format,
  base64: z
    .string()
    .max(Math.ceil((MAX_TRANSLATION_FILE_BYTES * 4) / 3) + 4)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
});
