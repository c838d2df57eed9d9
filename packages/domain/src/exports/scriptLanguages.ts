/**
 * Issue 37 §3: the Word script shows every language of the questionnaire. Each text of the base
 * script (block texts, options, matrix rows, the details that carry texts such as scale labels)
 * gets its translations, in the order the languages were added; the writer lists the base text
 * first, then each translation, each labelled by its language. A translation that is missing reads
 * as empty (the launch check names it), never as the base text.
 *
 * The translated scripts are built from the translated questionnaires (`translateQuestionnaire`
 * keeps every entry, option and row in place), so their blocks line up with the base script's.
 */
import type { Questionnaire } from '../questionnaire/model.ts';
import { translateQuestionnaire } from '../questionnaire/translations/apply.ts';
import {
  languagesOf,
  type QuestionnaireTranslations,
} from '../questionnaire/translations/model.ts';

/** A text of the script in one language. */
export interface TranslatedLine {
  language: string;
  text: string;
}

/** What this file reads and fills of a script's option (scriptModel.ts `ScriptOption`). */
interface TextOption {
  text: string;
  translations?: TranslatedLine[];
}

/** What this file reads and fills of a script's block (scriptModel.ts `ScriptBlock`). */
interface TextBlock<O extends TextOption> {
  text: string;
  details: string[];
  rows: O[];
  options: O[];
  translations?: TranslatedLine[];
  detailTranslations?: TranslatedLine[][];
}

const linesOf = (texts: readonly (string | undefined)[], languages: readonly string[]) =>
  languages.map((language, i) => ({ language, text: texts[i] ?? '' }));

function withOptions<O extends TextOption>(
  base: readonly O[],
  translated: readonly (readonly O[] | undefined)[],
  languages: readonly string[],
): O[] {
  return base.map((o, k) => ({
    ...o,
    translations: linesOf(
      translated.map((t) => t?.[k]?.text),
      languages,
    ),
  }));
}

/**
 * The base script's blocks with their translations: `languages` of the questionnaire other than
 * the base (none: the blocks as they are).
 */
export function translatedBlocks<O extends TextOption, B extends TextBlock<O>>(
  q: Questionnaire,
  translations: QuestionnaireTranslations | undefined,
  blocksOf: (q: Questionnaire) => B[],
): { languages: string[]; blocks: B[] } {
  const base = blocksOf(q);
  const [baseLanguage = 'en', ...added] = languagesOf(
    q,
    translations ?? { languages: [], texts: {} },
  );
  if (!translations || added.length === 0) return { languages: [baseLanguage], blocks: base };
  const others = added.map((language) =>
    blocksOf(translateQuestionnaire(q, translations, language)),
  );
  const blocks = base.map((b, i): B => {
    const same = others.map((o) => o[i]);
    return {
      ...b,
      translations: linesOf(
        same.map((t) => t?.text),
        added,
      ),
      // Details that hold texts (scale labels, a card's body) differ by language; the others
      // (ranges, formats) read the same in every language and are listed once.
      detailTranslations: b.details.map((d, k) =>
        same.some((t) => (t?.details[k] ?? d) !== d)
          ? linesOf(
              same.map((t) => t?.details[k]),
              added,
            )
          : [],
      ),
      rows: withOptions(
        b.rows,
        same.map((t) => t?.rows),
        added,
      ),
      options: withOptions(
        b.options,
        same.map((t) => t?.options),
        added,
      ),
    };
  });
  return { languages: [baseLanguage, ...added], blocks };
}
