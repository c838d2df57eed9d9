/**
 * Follow up with respondents (spec 3 §5 Follow-up IDs, §7 retargeting): the researcher pastes the
 * respondent ids (as the raw-data export lists them) of completes to contact again.
 */

/** The most ids one request may carry (the server refuses more with a typed 400). */
export const MAX_FOLLOW_UP_IDS = 10_000;
/** Longest respondent id accepted; panels' ids are far shorter. */
export const MAX_FOLLOW_UP_ID_LENGTH = 128;

/** Any run of commas and white space (spaces, tabs, CR, LF and Unicode spaces) separates ids. */
const SEPARATORS = /[\s,]+/u;

/**
 * The ids in `text`: split on commas, spaces and newlines, empty pieces dropped (spec 3 §5), and
 * each id kept once, in first-seen order, so that a pasted list with repeats asks once per person.
 */
export function splitFollowUpIds(text: string): string[] {
  const seen = new Set<string>();
  for (const piece of text.split(SEPARATORS)) {
    if (piece !== '') seen.add(piece);
  }
  return [...seen];
}

/**
 * The body key that carries the ids: spec 3 §7's `{product}RespondentIds`, where the product is
 * the panel supplier that sent the respondents (the supplier retargets its own members). Its code
 * in lower camel case: SIMULATED -> simulatedRespondentIds, PRIME_PANEL -> primePanelRespondentIds.
 */
export function followUpIdsKey(panelSupplierCode: string): string {
  const words = panelSupplierCode
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');
  const product = words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1)));
  return `${product.join('')}RespondentIds`;
}

/**
 * Why these ids cannot be sent, as a sentence for the user; null when they can. The dialog shows
 * it under the text area and the server answers it as a typed 400, so both say the same.
 */
export function followUpIdsProblem(ids: readonly string[]): string | null {
  if (ids.length === 0) return 'Enter at least one respondent id.';
  if (ids.length > MAX_FOLLOW_UP_IDS) {
    return `At most ${MAX_FOLLOW_UP_IDS.toLocaleString('en-GB')} respondent ids can be sent at once; these are ${ids.length.toLocaleString('en-GB')}.`;
  }
  const long = ids.find((id) => id.length > MAX_FOLLOW_UP_ID_LENGTH);
  if (long !== undefined) {
    return `Respondent ids are at most ${MAX_FOLLOW_UP_ID_LENGTH} characters; one starting '${long.slice(0, 20)}' is longer.`;
  }
  return null;
}
