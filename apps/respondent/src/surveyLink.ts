/** The query a panel or the dashboard preview opens the runner with: `/info?...`. */
export interface SurveyLink {
  surveyId: string | null;
  respondentId: string | null;
  /** The panel supplier that sent the respondent (its redirects and signature key). */
  supplierCode: string | null;
  /** HMAC over survey, respondent and supplier; a preview link has none. */
  signature: string | null;
  /** The survey language asked for (`lang`; issue 37 §1), not signed: any the survey has. */
  lang: string | null;
  preview: boolean;
}

/** Reads the survey link parameters; unknown parameters are ignored. */
export function parseSurveyLink(search: string): SurveyLink {
  const q = new URLSearchParams(search);
  return {
    surveyId: q.get('surveyId') ?? q.get('survey_id'),
    respondentId: q.get('respondentId') ?? q.get('rid'),
    supplierCode: q.get('supplierCode') ?? q.get('panelSupplier'),
    signature: q.get('signature') ?? q.get('sig'),
    lang: q.get('lang'),
    preview: q.get('preview') === 'true',
  };
}

const OUTCOMES = ['complete', 'screened_out', 'quota_full', 'dropped'] as const;
export type EndOutcome = (typeof OUTCOMES)[number];

/**
 * The outcome of the runner's own end page (`/end?outcome=...`), where a supplier without
 * redirects of its own (the simulated panel) sends its respondents back; null on other paths.
 */
export function endPageOutcome(pathname: string, search: string): EndOutcome | null {
  if (!/\/end\/?$/.test(pathname)) return null;
  const outcome = new URLSearchParams(search).get('outcome');
  return OUTCOMES.find((o) => o === outcome) ?? null;
}

/** True when `url` is the runner's own end page: the runner shows the end itself, no redirect. */
export function isOwnEndPage(url: string, origin: string): boolean {
  try {
    const target = new URL(url, origin);
    return target.origin === origin && /\/respondent\/end\/?$/.test(target.pathname);
  } catch {
    return false;
  }
}
