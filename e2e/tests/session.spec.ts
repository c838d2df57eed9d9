import { expect, test } from '@playwright/test';
import { signUpThroughUi } from '../support/auth.ts';

test('a session whose refresh is refused sends the user to login with the page as target', async ({
  page,
  context,
}) => {
  await signUpThroughUi(page);
  await context.clearCookies();
  await page.evaluate(() => localStorage.removeItem('access_token'));
  await page.goto('/survey/6f1c2b1e-1111-4222-8333-444455556666/questionnaire');
  await expect(page).toHaveURL(
    /\/login\?target=%2Fsurvey%2F6f1c2b1e-1111-4222-8333-444455556666%2Fquestionnaire/,
  );
});
