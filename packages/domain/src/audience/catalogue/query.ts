/**
 * The catalogue as the dialog 'Edit targeting and screening' reads it (spec 2 §7 queries
 * categories(surveyId, expandedCategories) and searchCategories(surveyId, searchCriteria)): the
 * server loads the survey's audience and answers with these functions.
 */
import type { CriterionState, DraftAudience } from '../model.ts';
import { criteriaFor, standardOptionId, standardQuestionId } from './catalogue.ts';
import { CATEGORIES } from './categories.ts';
import type { CatalogueCriterion, CategoryCode } from './types.ts';

export interface CriterionView {
  criterion: { code: string; name: string; question: { questionId: string; text: string } };
  /** Enabled when the audience uses it. */
  state: CriterionState;
  options: {
    code: string;
    responseOption: { responseOptionId: string; rotype: 'string'; value: string };
  }[];
  /** In search results: the matching name, question or option text (the dialog cuts it at 40). */
  matchedText?: string;
}

export interface CategoryView {
  code: CategoryCode;
  name: string;
  position: number;
  standardCriteria: CriterionView[];
}

function view(c: CatalogueCriterion, used: ReadonlySet<string>): CriterionView {
  return {
    criterion: {
      code: c.code,
      name: c.name,
      question: { questionId: standardQuestionId(c.code), text: c.questionText },
    },
    state: used.has(c.code) ? 'Enabled' : 'Disabled',
    options: c.options.map((o) => ({
      code: o.code,
      responseOption: {
        responseOptionId: standardOptionId(c.code, o.code),
        rotype: 'string',
        value: o.text,
      },
    })),
  };
}

function usedCodes(a: DraftAudience): Set<string> {
  return new Set(
    a.members.flatMap((m) => (m.memberType === 'Standard' ? [m.memberItem.criterion.code] : [])),
  );
}

/**
 * All 15 categories in position order; criteria are listed only for the expanded ones (the
 * dialog expands the first two until 'Show advanced criteria').
 */
export function categories(
  audience: DraftAudience,
  expandedCategories: readonly string[],
): CategoryView[] {
  const used = usedCodes(audience);
  const all = criteriaFor(audience.countryCode);
  return CATEGORIES.map((cat) => ({
    ...cat,
    standardCriteria: expandedCategories.includes(cat.code)
      ? all.filter((c) => c.category === cat.code).map((c) => view(c, used))
      : [],
  }));
}

/** Case- and accent-insensitive form for matching ('Île' finds 'ile'). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
}

/** Decision: search terms are capped so a pasted essay stays cheap. */
const MAX_SEARCH_LENGTH = 200;

/**
 * Categories holding criteria whose name, question text or an option text contains the search
 * text (blank search: none). Each match says which text matched.
 */
export function searchCategories(audience: DraftAudience, searchCriteria: string): CategoryView[] {
  const needle = fold(searchCriteria.trim().slice(0, MAX_SEARCH_LENGTH));
  if (needle === '') return [];
  const used = usedCodes(audience);
  const hits = criteriaFor(audience.countryCode).flatMap((c) => {
    const texts = [c.name, c.questionText, ...c.options.map((o) => o.text)];
    const matchedText = texts.find((t) => fold(t).includes(needle));
    return matchedText === undefined
      ? []
      : [{ category: c.category, view: { ...view(c, used), matchedText } }];
  });
  return CATEGORIES.flatMap((cat) => {
    const standardCriteria = hits.filter((h) => h.category === cat.code).map((h) => h.view);
    return standardCriteria.length > 0 ? [{ ...cat, standardCriteria }] : [];
  });
}
