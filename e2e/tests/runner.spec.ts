import { signPanelLink } from '../../apps/server/src/modules/respondent/panelLinks.ts';
import { expect, test } from '../support/fixtures.ts';
import { E2E_PANEL_LINK_SECRET } from '../support/paths.ts';

// Issue 11 item 6: a respondent answers a bought survey in the runner from a signed panel link, and
// the dashboard's Preview walks the draft without storing anything. The survey (one free-text
// question, 'What do you think of it?') is built and bought through the API: the runner is the
// subject, not the purchase.

test.describe.configure({ timeout: 120_000 });

const SUPPLIER = 'SIMULATED';

function panelLink(surveyId: string, respondentId: string, signature?: string): string {
  const fields = { surveyId, respondentId, supplierCode: SUPPLIER };
  const query = new URLSearchParams({
    ...fields,
    signature: signature ?? signPanelLink(new TextEncoder().encode(E2E_PANEL_LINK_SECRET), fields),
  });
  return `/respondent/info?${query.toString()}`;
}

test('a panel respondent answers by keyboard, reloads midway and reaches the thanks page', async ({
  page,
  liveSurvey,
}) => {
  const { surveyId } = liveSurvey;

  const phone = page;
  await phone.setViewportSize({ width: 360, height: 740 });
  await phone.goto(panelLink(surveyId, 'resp-keyboard-1'));
  const title = phone.getByRole('heading', { level: 1, name: 'What do you think of it?' });
  await expect(title).toBeVisible();
  await expect(title).toBeFocused();
  await expect(phone.getByRole('progressbar', { name: 'Survey progress' })).toBeVisible();
  const next = phone.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();

  // A reload resumes the same session on the same page.
  await phone.reload();
  await expect(title).toBeFocused();

  await phone.keyboard.press('Tab');
  await phone.keyboard.type('Creamy and good value');
  await expect(next).toBeEnabled();
  await phone.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await phone.keyboard.press('Enter');

  const thanks = phone.getByRole('heading', { level: 1, name: 'Thank you!' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  // Arriving again from the same link shows the end, not the questionnaire again.
  await phone.goto(panelLink(surveyId, 'resp-keyboard-1'));
  await expect(thanks).toBeVisible();
});

test('answers wait through a lost connection and are sent again', async ({ page, liveSurvey }) => {
  const { surveyId } = liveSurvey;
  await page.goto(panelLink(surveyId, 'resp-offline-1'));
  const box = page.getByRole('textbox');
  await box.fill('Typed before the train went into a tunnel');

  let refused = 0;
  await page.route('**/v1/respondent/sessions/*/answers', async (route) => {
    if (refused < 2) {
      refused++;
      await route.abort('internetdisconnected');
    } else {
      await route.continue();
    }
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible();
  await expect(box).toHaveValue('Typed before the train went into a tunnel');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible({
    timeout: 15_000,
  });
  expect(refused).toBe(2);
});

test('a tampered link shows the invalid-link page', async ({ page, liveSurvey }) => {
  const { surveyId } = liveSurvey;
  await page.goto(panelLink(surveyId, 'resp-tampered', 'not-the-signature'));
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link is not valid' }),
  ).toBeVisible();
});

test('the preview walks the draft with a Preview banner and stores nothing', async ({
  page,
  draftSurvey,
}) => {
  // Issue 23 §4: the runner shares the dashboard's origin; it must never read the dashboard's
  // access token. Count its reads of it in every runner page, before any of its code runs.
  await page.context().addInitScript(() => {
    if (!window.location.pathname.startsWith('/respondent')) return;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (this === window.localStorage && key === 'access_token') {
        document.documentElement.dataset.accessTokenReads = String(
          Number(document.documentElement.dataset.accessTokenReads ?? '0') + 1,
        );
      }
      return getItem.call(this, key);
    };
  });
  const { surveyId } = draftSurvey;
  await page.goto(`/survey/${surveyId}/questionnaire`);
  const accessToken = await page.evaluate(() => window.localStorage.getItem('access_token'));
  expect(accessToken).toBeTruthy();

  // The preview's first call is awaited on the context, from before the click: waited for on the
  // new page, it had sometimes gone out already (the test then timed out on a preview shown).
  const [preview, firstCall] = await Promise.all([
    page.context().waitForEvent('page'),
    page.context().waitForEvent('request', (r) => r.url().endsWith('/v1/respondent/preview')),
    page.getByRole('link', { name: 'Preview' }).click(),
  ]);
  const bearer = firstCall.headers().authorization ?? '';
  expect(bearer).toMatch(/^Bearer \S+$/);
  expect(bearer).not.toBe(`Bearer ${accessToken}`);
  await expect(preview.getByRole('note')).toHaveText('Preview: answers are not saved');
  await expect(
    preview.getByRole('heading', { level: 1, name: 'What do you think of it?' }),
  ).toBeVisible();
  // The token came in the fragment and is gone from the address bar.
  expect(new URL(preview.url()).hash).toBe('');
  expect(new URL(preview.url()).searchParams.get('surveyId')).toBe(surveyId);
  await preview.screenshot({ path: '.test-results/runner-preview-1280.png', fullPage: true });
  await preview.getByRole('textbox').fill('Looks right');
  await preview.getByRole('button', { name: 'Next' }).click();
  await expect(preview.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  expect(
    await preview.evaluate(() => document.documentElement.dataset.accessTokenReads ?? '0'),
  ).toBe('0');

  // Without a preview token (a link copied without it), the runner asks to open it again.
  await preview.evaluate(() => window.sessionStorage.clear());
  await preview.goto(`/respondent/info?surveyId=${surveyId}&respondentId=p1&preview=true`);
  await expect(
    preview.getByRole('heading', { level: 1, name: 'Open the preview again' }),
  ).toBeVisible();
  expect(
    await preview.evaluate(() => document.documentElement.dataset.accessTokenReads ?? '0'),
  ).toBe('0');
});
