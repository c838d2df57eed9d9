// Panel members who answer as a test says, through the public respondent API (testkit's
// `answerAs`: the calls the simulated panel's members make), with links signed by the e2e secret.
// For tests that need a known pattern in the data (a crosstab's significance letters): every page
// a test does not answer itself gets a random valid answer, like the panel's members give.
import type { Answer } from '@survey/domain/respondent/answers';
import type { EntryPage } from '@survey/domain/respondent/engine/pages';
import { answerAs as answerThroughApi } from '@survey/testkit/completes';
import { E2E_PANEL_LINK_SECRET } from './paths.ts';

export { pick } from '@survey/testkit/completes';

/**
 * One member takes the survey to its end: `choose` answers the pages it wants to (null: a random
 * valid answer). Answers the outcome ('complete', 'screenout', ...).
 */
export function answerAs(
  baseUrl: string,
  surveyId: string,
  respondentId: string,
  choose: (page: EntryPage) => Answer | null,
): Promise<string> {
  return answerThroughApi(
    { baseUrl, panelLinkSecret: E2E_PANEL_LINK_SECRET },
    surveyId,
    respondentId,
    choose,
  );
}
