import { expect, test as signedOutTest } from '@playwright/test';
import { logIn, logOut, signUpThroughUi } from '../support/auth.ts';
import { signedIn, test } from '../support/fixtures.ts';
import { latestLinkTo } from '../support/outbox.ts';

// Sign-up is the subject of the first two tests (through the form and the e-mailed link); the
// login tests start from a researcher signed up through the API, signed in by a stored login.

signedOutTest(
  'a new researcher requests access, sets a password from the e-mail and lands on projects',
  async ({ page }) => {
    const email = await signUpThroughUi(page, { organisation: 'Northwind Insights' });
    await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByTestId('account-name')).toHaveText('Northwind Insights');
    await expect(page.getByTestId('user-full-name')).toHaveText('Ada Lovelace');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(email);
  },
);

signedOutTest(
  'a used create-password link says so on load and leads to login',
  async ({ page, context }) => {
    const email = await signUpThroughUi(page);
    expect(page.url()).toContain('/projects');
    await logOut(page);
    await context.clearCookies();
    // Re-open this user's create-password link: no password form, the dialog at once.
    const link = await latestLinkTo(page.request, email, '/create-password/');
    await page.goto(link);
    const dialog = page.getByRole('dialog', { name: 'Link not valid' });
    await expect(dialog).toContainText(
      'Sorry, this link is either invalid or expired. If you have already set your password, log in.',
    );
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await dialog.getByRole('link', { name: 'Go to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  },
);

test('logout ends the session; logging in with a target returns to that page', async ({
  page,
  researcher,
}) => {
  const { email, password } = researcher;
  const { surveyId } = await researcher.survey({ name: 'Target after login', questions: [] });
  await signedIn(page);
  await logOut(page);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  await page.goto(`/survey/${surveyId}/results`);
  await expect(page).toHaveURL(
    `/login?target=${encodeURIComponent(`/survey/${surveyId}/results`)}`,
  );
  await logIn(page, email, password);
  await expect(page).toHaveURL(new RegExp(`/survey/${surveyId}/results$`));
  await expect(page.getByRole('heading', { name: 'Target after login' })).toBeVisible();
});

test('wrong password and unknown e-mail are told apart on the login page', async ({
  page,
  researcher,
}) => {
  const { email } = researcher;
  await signedIn(page);
  await logOut(page);
  await logIn(page, email, 'not the password');
  const wrong = await page.getByRole('alert').innerText();
  await logIn(page, `nobody-${Date.now()}@example.com`, 'whatever password');
  await expect(page.getByRole('alert')).not.toHaveText(wrong);
  await expect(page).toHaveURL(/\/login/);
});

// Signed in (the fixtures' page): the way back leads to the projects.
test('an unknown route shows the 404 page with a way back to the dashboard', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(
    page.getByRole('heading', { name: "Oops, the page you're looking for does not exist" }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/projects$/);
});
