import { describe, expect, it } from 'vitest';
import { criterionFor } from '@survey/domain/audience/catalogue/catalogue';
import { INTEREST_CRITERIA } from '@survey/domain/audience/catalogue/criteriaInterests';
import { LIFESTYLE_CRITERIA } from '@survey/domain/audience/catalogue/criteriaLifestyle';
import { PEOPLE_CRITERIA } from '@survey/domain/audience/catalogue/criteriaPeople';
import {
  SCREENING_LANGUAGES,
  screeningOptionText,
} from '@survey/domain/audience/catalogue/screeningTexts/index';
import { CATALOGUE_IDS, DEFAULT_CATALOGUE, loadCatalogue } from './languages.ts';
import type { RunnerTexts } from './messages.ts';

/** The standard criteria's options that say what a runner label already says. */
const SAME_AS_RUNNER: Readonly<Record<string, keyof RunnerTexts>> = {
  'Prefer not to say': 'preferNotToSay',
  'None of these': 'noneOfThese',
};
const shared = [...PEOPLE_CRITERIA, ...INTEREST_CRITERIA, ...LIFESTYLE_CRITERIA].flatMap((d) =>
  (criterionFor('GB', d.code)?.options ?? []).flatMap((o) => {
    const label = SAME_AS_RUNNER[o.text];
    return label ? [{ criterion: d.code, option: o.code, label }] : [];
  }),
);

// One respondent page must not say 'None of these' in two ways (issue 37 §1): a standard
// screening question's options use the words of the runner's own labels in that language.
const TRANSLATED = CATALOGUE_IDS.filter((id) => id !== DEFAULT_CATALOGUE);

describe("standard screening texts in the runner's words", () => {
  // Never silently English (issue 37 §1): every language the runner speaks has the screening texts.
  it('exist in every language of the runner', () => {
    expect(TRANSLATED.filter((id) => !SCREENING_LANGUAGES.includes(id))).toEqual([]);
  });

  it.each(TRANSLATED)(
    '%s words "Prefer not to say" and "None of these" as its runner catalogue does',
    async (language) => {
      const { texts } = await loadCatalogue(language);
      expect(shared.length).toBeGreaterThan(5);
      for (const s of shared) {
        expect(screeningOptionText(language, s.criterion, s.option), s.criterion).toBe(
          texts[s.label],
        );
      }
    },
  );
});
