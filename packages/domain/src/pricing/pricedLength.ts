import { CONFIRM_LENGTH_OF_INTERVIEW } from '../projects/constants.ts';

/**
 * The length of interview (minutes) a purchase is priced at, and so the confirm page's quote:
 * the length the client declared (`updateFieldwork`), or spec 3 §9's 5 minutes when none is set,
 * but never less than the server's own estimate of the questionnaire being bought (the figure the
 * editor shows): a client that declares 1 minute for a 15-minute questionnaire pays for 15.
 */
export function pricedLengthOfInterview(
  declared: number | null,
  questionnaireMinutes: number | null,
): number {
  return Math.max(declared ?? CONFIRM_LENGTH_OF_INTERVIEW, questionnaireMinutes ?? 0);
}
