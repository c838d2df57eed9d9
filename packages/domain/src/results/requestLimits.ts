/**
 * What one results request may ask for (issue 34 §2, QUALITY.md R17): every bound a request's
 * cost depends on, so that the worst request the server accepts answers within 1 s at 100k
 * completes. The server's schemas enforce them; the results README gives the reasons.
 */
import { MAX_ITEMS } from '../questionnaire/constants.ts';

export { MAX_THEME_OPTION_LENGTH } from './themes/themes.ts';

/** Filters of one request: one per question is the most a researcher builds. */
export const MAX_FILTERS = 50;
/** Option ids of one filter: every option of the largest question. */
export const MAX_FILTER_OPTIONS = MAX_ITEMS;
/** Option ids over all the filters of one request. */
export const MAX_FILTER_OPTION_IDS = 2000;
/** Theme ids (`theme:…`) over all the filters of one request: two text questions' themes and Other. */
export const MAX_THEME_FILTER_IDS = 30;
/** Question, row and option ids are uuids, codes or `default:{code}`. */
export const MAX_ID_LENGTH = 200;
/** Free-text answers one /texts page shows. */
export const MAX_TEXTS_PAGE = 100;
