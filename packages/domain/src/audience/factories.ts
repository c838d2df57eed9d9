/** New audience documents and the pieces commands create. */
import { CATALOGUE_VERSION, standardOptionId, standardQuestionId } from './catalogue/catalogue.ts';
import type { CatalogueCriterion } from './catalogue/types.ts';
import type { DraftAudience, StandardCriterionItem } from './model.ts';
import { DISABLED, ENABLED } from './settings.ts';

/** An empty audience ('Custom' with no criteria) for a survey fielded in `countryCode`. */
export function createDraftAudience(surveyId: string, countryCode: string): DraftAudience {
  return {
    surveyId,
    countryCode,
    catalogueVersion: CATALOGUE_VERSION,
    members: [],
    disabledCustomCriteria: [],
    lastMemberNumber: 0,
  };
}

/**
 * A standard criterion as first added. Decision: every option qualifies (nobody is screened out
 * until the researcher unticks options), qualifying on, quotas off, choice from the catalogue.
 */
export function standardItemFrom(c: CatalogueCriterion): StandardCriterionItem {
  return {
    criterion: {
      code: c.code,
      name: c.name,
      question: { questionId: standardQuestionId(c.code), text: c.questionText },
    },
    state: 'Enabled',
    settingValues: [
      { code: 'standard_audience_choice', value: c.choice },
      { code: 'qualifying', value: ENABLED },
      { code: 'quotas', value: DISABLED },
    ],
    standardCriterionOptions: c.options.map((o, position) => ({
      criterionOption: {
        code: o.code,
        responseOption: {
          responseOptionId: standardOptionId(c.code, o.code),
          rotype: 'string',
          value: o.text,
        },
      },
      position,
      state: 'Enabled',
      qualification: true,
      quota: null,
    })),
  };
}
