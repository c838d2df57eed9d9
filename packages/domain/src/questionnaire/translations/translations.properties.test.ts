import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { QuestionEntry } from '../model.ts';
import { applyQuestionnaireCommand } from '../registry.ts';
import { testContext } from '../testing/builders.ts';
import { makeQuestionnaire } from '../testing/makeQuestionnaire.ts';
import { flattenEntries } from '../walk.ts';
import { translateQuestionnaire } from './apply.ts';
import { addQuestionnaireLanguage, setQuestionnaireTranslation } from './commands.ts';
import { TranslationCommandError } from './errors.ts';
import { planImport, type ImportRow } from './importPlan.ts';
import { NO_TRANSLATIONS } from './model.ts';
import { missingTranslations, translationStatus } from './status.ts';
import { placeholdersOf, translatableTexts } from './texts.ts';

// Each run builds a questionnaire through the commands: a few dozen runs cover the card kinds
// (questions, matrices, text cards, scales, pipes) without making the domain tier slow.
const RUNS = { numRuns: 30 };
const TIMEOUT_MS = 60_000;

const docs = fc
  .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 1000 }))
  .map(([n, seed]) => makeQuestionnaire(n, seed));

/** A translation of `base` that keeps its pipes (the pipes first, then the words). */
const translationOf = (base: string, word: string) =>
  `${placeholdersOf(base).join(' ')} ${word} ${base.length}`.trim();

describe('translations (properties)', () => {
  test.prop([docs, fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== '')], RUNS)(
    'translating every text completes the language, and the runner sees exactly the translations',
    (q, word) => {
      let t = addQuestionnaireLanguage(NO_TRANSLATIONS, q, { language: 'fr' });
      const texts = translatableTexts(q);
      expect(new Set(texts.map((x) => x.key)).size).toBe(texts.length);
      for (const x of texts) {
        t = setQuestionnaireTranslation(t, q, {
          language: 'fr',
          key: x.key,
          text: translationOf(x.base, word),
        });
      }
      expect(missingTranslations(q, t)).toEqual([]);
      expect(translationStatus(q, t, 'fr').every((s) => s.state === 'done')).toBe(true);
      const fr = translateQuestionnaire(q, t, 'fr');
      expect(translatableTexts(fr).map((x) => [x.key, x.base])).toEqual(
        texts.map((x) => [x.key, translationOf(x.base, word)]),
      );
    },
    TIMEOUT_MS,
  );

  test.prop([docs, fc.nat(), fc.string({ maxLength: 12 })], RUNS)(
    'a translation that adds or drops a pipe is refused and changes nothing',
    (q, pick, extra) => {
      const texts = translatableTexts(q);
      const x = texts[pick % texts.length];
      if (!x) return;
      const t = addQuestionnaireLanguage(NO_TRANSLATIONS, q, { language: 'de' });
      const broken = `${extra}{{pipe:someone-else}}`;
      expect(() =>
        setQuestionnaireTranslation(t, q, { language: 'de', key: x.key, text: broken }),
      ).toThrow(TranslationCommandError);
    },
    TIMEOUT_MS,
  );

  test.prop([docs, fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), fc.nat()], RUNS)(
    'an import with any bad line imports nothing and reports that line',
    (q, picks, badAt) => {
      const texts = translatableTexts(q);
      if (texts.length === 0) return;
      const t = addQuestionnaireLanguage(NO_TRANSLATIONS, q, { language: 'de' });
      const rows: ImportRow[] = picks.map((p, i) => {
        const x = texts[p % texts.length]!;
        return { line: i + 2, id: `${x.key}#${i}`, base: x.base, translation: 'x' };
      });
      const good = rows.map((r) => ({ ...r, id: r.id.replace(/#\d+$/, '') }));
      const unique = good.filter((r, i) => good.findIndex((g) => g.id === r.id) === i);
      const withBad = unique.map((r, i) =>
        i === badAt % unique.length ? { ...r, base: `${r.base} (old)` } : r,
      );
      const plan = planImport(q, t, 'de', withBad);
      expect(plan.translations).toBe(t);
      expect(plan.problems).toEqual([
        expect.objectContaining({
          line: withBad[badAt % unique.length]!.line,
          code: 'BASE_CHANGED',
        }),
      ]);
      const fixed = unique.map((r) => ({
        ...r,
        translation: translationOf(texts.find((x) => x.key === r.id)!.base, 'x'),
      }));
      expect(planImport(q, t, 'de', fixed).imported).toBe(unique.length);
    },
    TIMEOUT_MS,
  );

  test.prop([docs, fc.nat()], RUNS)(
    'editing a base text marks exactly its translation for review; nothing else changes state',
    (q, pick) => {
      let t = addQuestionnaireLanguage(NO_TRANSLATIONS, q, { language: 'fr' });
      for (const x of translatableTexts(q)) {
        t = setQuestionnaireTranslation(t, q, {
          language: 'fr',
          key: x.key,
          text: translationOf(x.base, 'fr'),
        });
      }
      const questions = flattenEntries(q.entries).filter(
        (e): e is QuestionEntry => e.entryType === 'question',
      );
      const target = questions[pick % Math.max(questions.length, 1)];
      if (!target) return;
      const { questionLk, questionTypeCode, question } = target.entryItem;
      const edited = applyQuestionnaireCommand(
        'updateQuestion',
        q,
        { questionLk, questionTypeCode, text: `${question.text} (edited)` },
        testContext('edit-'),
      );
      const states = translationStatus(edited, t, 'fr');
      expect(states.filter((s) => s.state !== 'done').map((s) => [s.key, s.state])).toEqual([
        [`q.${questionLk}.title`, 'needsReview'],
      ]);
    },
    TIMEOUT_MS,
  );
});
