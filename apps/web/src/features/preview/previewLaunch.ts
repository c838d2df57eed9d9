import { trackEvent } from '../../lib/analytics.ts';
import { config } from '../../lib/config.ts';
import { authedCallAt } from '../../lib/dashboardApi.ts';
import { previewUrl, randomRespondentId } from './previewUrl.ts';

/** The respondent API's preview-token endpoint (apps/server respondent module, preview.routes.ts). */
const PREVIEW_TOKEN_PATH = '/v1/respondent/preview/token';

/**
 * The runner's address for a preview, with the preview's own short-lived token in the fragment:
 * the fragment is never sent to a server nor in a Referer, and the runner takes it out of the
 * address bar. The runner never sees the dashboard's access token.
 */
export function previewLaunchUrl(
  surveyId: string,
  respondentId: string,
  token: string,
  lang: string | null = null,
): string {
  const url = previewUrl(config.respondentUrl, surveyId, respondentId, lang);
  return `${url}#${new URLSearchParams({ previewToken: token }).toString()}`;
}

/**
 * Opens the respondent preview of `surveyId` in a new tab. The tab is opened at once (a popup
 * opened after an await is blocked), cut from this window (no opener), and sent to the runner
 * once the server gave a preview token; it is closed again when that fails (the caller says so).
 */
export async function launchPreview(surveyId: string, lang: string | null = null): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const { token } = await authedCallAt<{ token: string }>(PREVIEW_TOKEN_PATH, {
      body: { surveyId },
    });
    const url = previewLaunchUrl(surveyId, randomRespondentId(), token, lang);
    if (tab) tab.location.replace(url);
    else window.open(url, '_blank', 'noopener');
    trackEvent('Previewed Survey', { surveyId });
  } catch (error) {
    tab?.close();
    throw error;
  }
}
