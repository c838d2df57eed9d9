import { test as signedOutTest } from '@playwright/test';
import { logIn, logOut } from '../support/auth.ts';
import { expect, signedIn, test } from '../support/fixtures.ts';
import { uniqueEmail } from '../support/outbox.ts';

// What a form says when the user's input cannot be used (issue 8 §5). The researcher signs in
// through a stored login (the sign-up form's own feedback is the signed-out test's subject).

test('Completes 0 stays in the field with the reason, and is not saved', async ({
  page,
  researcher,
}) => {
  const { surveyId } = await researcher.survey({ name: 'Zero completes', questions: [] });
  await page.goto(`/survey/${surveyId}/audience`);
  const completes = page.getByLabel('Completes', { exact: true });
  await expect(completes).toHaveValue('500', { timeout: 15_000 });

  await completes.fill('0');
  await completes.blur();
  await expect(completes).toHaveValue('0');
  await expect(completes).toHaveAccessibleDescription('Completes must be at least 1. Not saved.');
  await completes.fill('07');
  await expect(page.getByText('Completes must be at least 1. Not saved.')).toHaveCount(0);
  await completes.fill('0');
  await completes.blur();
  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByLabel('Completes', { exact: true })).toHaveValue('500', {
    timeout: 15_000,
  });
});

signedOutTest(
  'a 300-character last name is refused with a sentence that gives the limit',
  async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('First name', { exact: true }).fill('Ada');
    await page.getByLabel('Last name', { exact: true }).fill('L'.repeat(300));
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('long-name'));
    await page.getByLabel('Organisation name', { exact: true }).fill('Long Names Ltd');
    await page.getByRole('button', { name: 'Request access' }).click();
    await expect(page.getByLabel('Last name', { exact: true })).toHaveAccessibleDescription(
      'Last name can be at most 100 characters.',
    );
    await expect(page).toHaveURL(/\/signup$/);
  },
);

test('the unknown-user login error goes away once the e-mail is edited', async ({
  page,
  researcher,
}) => {
  const { email } = researcher;
  await signedIn(page);
  await logOut(page);
  await logIn(page, `nobody-${Date.now()}@example.com`, 'whatever password');
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await expect(alert).toHaveCount(0);
});

test('inviting only people who already have an account says nobody was invited, and why', async ({
  page,
  researcher,
}) => {
  const { email } = researcher;
  await signedIn(page);
  await page.getByRole('button', { name: 'Invite team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite team members' });
  await dialog.getByLabel('Email addresses', { exact: true }).fill(`${email}, demo@example.com`);
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog.getByRole('status')).toHaveText('No invitations were sent');
  await expect(dialog.getByText('Invite successfully sent')).toHaveCount(0);
  await expect(dialog).toContainText(
    'These addresses already have an account, so they were not invited:',
  );
  const notInvited = dialog.getByRole('list', { name: 'Addresses not invited' });
  await expect(notInvited).toContainText(email);
  await expect(notInvited).toContainText('demo@example.com');
});
