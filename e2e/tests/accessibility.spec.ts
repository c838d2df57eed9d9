import { expect, test, type Page } from '@playwright/test';
import { logIn, logOut, PASSWORD, signUpThroughUi } from '../support/auth.ts';
import { expectNoSeriousA11yViolations as checkA11y } from '../support/axe.ts';
import { createProjectViaApi } from '../support/graphql.ts';
import { latestLinkTo, uniqueEmail } from '../support/outbox.ts';

// axe on every screen of the dashboard (spec 1 §2), each in the state a user sees it in.

// Many screens per test on a shared, busy machine: give them room (the demo walk axe-checks a
// dozen screens: 2.0 min in one run of session 13 on this 2-core machine, over 2 in the next).
test.describe.configure({ timeout: 240_000 });

const DEMO = { email: 'demo@example.com', password: 'demo-password-e2e' };
const NOT_FOUND = "Oops, the page you're looking for does not exist";

const item = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Projects' }).getByRole('listitem', { name: title, exact: true });

test('public screens: login, sign-up, forgot password, terms, invalid reset link', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await checkA11y(page, 'login');

  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Request access' })).toBeVisible();
  await checkA11y(page, 'signup (request access)');

  await page.goto('/forgot-password');
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
  await checkA11y(page, 'forgot-password');

  await page.goto('/terms');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await checkA11y(page, 'terms');

  await page.goto('/reset-password?rid=this-is-not-a-real-reset-id');
  await expect(page.getByRole('dialog')).toContainText(
    'Sorry, this link is either invalid or expired.',
  );
  await checkA11y(page, 'reset-password invalid-link dialog');
});

test('sign-up journey: success message, create password, empty projects, create dialog', async ({
  page,
}) => {
  const email = uniqueEmail('a11y');
  await page.goto('/signup');
  await page.getByLabel('First name', { exact: true }).fill('Grace');
  await page.getByLabel('Last name', { exact: true }).fill('Hopper');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Organisation name', { exact: true }).fill('Compilers Inc');
  await page.getByRole('button', { name: 'Request access' }).click();
  await expect(page).toHaveURL(/\/success-message\//);
  await expect(page.getByText(email)).toBeVisible();
  await checkA11y(page, 'success-message');

  await page.goto(await latestLinkTo(page.request, email, '/create-password/'));
  await expect(page.getByRole('button', { name: 'Create password' })).toBeVisible();
  await checkA11y(page, 'create-password');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create password' }).click();

  await expect(page.getByText('There are no projects in this workspace.')).toBeVisible();
  await checkA11y(page, 'projects (empty)');
  await page.getByRole('button', { name: 'Create the first project' }).click();
  await expect(page.getByRole('dialog', { name: 'Create new project' })).toBeVisible();
  await checkA11y(page, 'create project dialog');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Invite team' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite team members' });
  await expect(invite).toBeVisible();
  await checkA11y(page, 'invite dialog');
  const teammate = uniqueEmail('a11y-mate');
  await invite.getByLabel('Email addresses', { exact: true }).fill(teammate);
  await invite.getByRole('button', { name: 'Send invite' }).click();
  await expect(invite.getByText('Invite successfully sent')).toBeVisible();
  await checkA11y(page, 'invite dialog success view');
  await invite.getByRole('button', { name: 'Done' }).click();
  await logOut(page);

  await page.goto(await latestLinkTo(page.request, teammate, '/signup?iid='));
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible();
  await checkA11y(page, 'signup (invite)');
});

test('password reset: request, success page, new-password page', async ({ page }) => {
  const email = uniqueEmail('a11y-reset');
  await page.goto('/signup');
  await page.getByLabel('First name', { exact: true }).fill('Alan');
  await page.getByLabel('Last name', { exact: true }).fill('Turing');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Organisation name', { exact: true }).fill('Bletchley');
  await page.getByRole('button', { name: 'Request access' }).click();
  await expect(page).toHaveURL(/\/success-message\//);

  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/forgot-password-successful/);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await checkA11y(page, 'forgot-password-successful');

  await page.goto(await latestLinkTo(page.request, email, '/reset-password'));
  await expect(page.getByRole('button', { name: 'Reset password' })).toBeVisible();
  await checkA11y(page, 'reset-password');
});

test('projects list with every dialog, the survey pages and the 404 page (demo account)', async ({
  page,
}) => {
  await page.goto('/login');
  await logIn(page, DEMO.email, DEMO.password);
  const live = item(page, 'Brand health tracker Q3');
  await expect(live.getByTestId('status-badge')).toHaveText('LIVE', { timeout: 20_000 });
  await checkA11y(page, 'projects list');

  const dialogs = [
    { button: 'Duplicate Brand health tracker Q3', dialog: 'Duplicate survey' },
    { button: 'Delete Brand health tracker Q3', dialog: 'Delete project' },
    { button: 'Pause Brand health tracker Q3', dialog: 'Pause project' },
    { button: 'Unpause Electric vehicle purchase intent', dialog: 'Unpause project' },
  ];
  for (const d of dialogs) {
    await page.getByRole('button', { name: d.button }).click();
    await expect(page.getByRole('dialog', { name: d.dialog })).toBeVisible();
    await checkA11y(page, `${d.dialog} dialog`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  const surveyId = await createProjectViaApi(page, 'Accessibility check project');
  for (const sub of ['audience', 'questionnaire', 'confirm', 'results']) {
    await page.goto(`/survey/${surveyId}/${sub}`);
    await expect(page.getByRole('heading', { name: 'Accessibility check project' })).toBeVisible();
    await expect(page.getByLabel('Completes', { exact: true })).toHaveValue('500');
    await checkA11y(page, `survey ${sub} page`);
    if (sub === 'results') {
      // Data tables and follow-up need a completed survey: exportsRequests.spec.ts checks them.
      await page.getByRole('button', { name: 'Raw data' }).click();
      const dialog = page.getByRole('dialog', { name: 'Export data' });
      await dialog.getByRole('radio', { name: 'SPSS (.sav)' }).check();
      await checkA11y(page, 'export data dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
    if (sub === 'audience') {
      await page.getByRole('button', { name: 'Edit targeting and screening' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit targeting and screening' });
      await expect(dialog.getByText('Add audience criteria')).toBeVisible();
      await checkA11y(page, 'edit targeting and screening dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
  }
  await page.getByRole('button', { name: 'Edit project title' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit project title' })).toBeVisible();
  await checkA11y(page, 'edit project title dialog');
  await page.keyboard.press('Escape');

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
  await checkA11y(page, '404 page');
});

test('questionnaire editor with a card of each type, its menus and dialogs', async ({ page }) => {
  await signUpThroughUi(page);
  const surveyId = await createProjectViaApi(page, 'Accessible questionnaire');
  await page.goto(`/survey/${surveyId}/questionnaire`);
  await expect(page.getByText('Add your first survey question')).toBeVisible({ timeout: 15_000 });
  await checkA11y(page, 'empty questionnaire editor');

  await page.getByRole('button', { name: 'Add question', exact: true }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await checkA11y(page, 'Add menu');
  await page.getByRole('menuitem', { name: 'Single select' }).click();
  for (const choice of ['Matrix (grid)', 'Slider', 'Free text', 'Text instruction', 'A/B fork']) {
    await page.getByRole('button', { name: 'Add question', exact: true }).click();
    await page.getByRole('menuitem', { name: choice }).click();
  }
  const sidebar = page.getByRole('navigation', { name: 'Survey cards' });
  await expect(sidebar.getByRole('button', { name: /^A\/B / })).toBeVisible();
  // Blank titles, options and rows: the editor with its validation messages showing.
  await page.getByRole('checkbox', { name: 'Select A/B' }).check();
  await checkA11y(page, 'questionnaire editor with cards');
  await sidebar.getByRole('button', { name: /^Q1 / }).click();
  await checkA11y(page, 'questionnaire editor, first cards');

  await page.getByRole('button', { name: 'Actions for Q1' }).click();
  await checkA11y(page, 'card menu');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Delete selected cards?' })).toBeVisible();
  await checkA11y(page, 'Delete selected cards dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Delete Q1' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete card' })).toBeVisible();
  await checkA11y(page, 'Delete card dialog');
  await page.keyboard.press('Escape');
});

test('the 503 page when the server cannot be reached', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('email', 'someone@example.com'));
  await page.route('**/refresh_token', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: NOT_FOUND })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toHaveCount(0);
  await checkA11y(page, '503 page');
});
