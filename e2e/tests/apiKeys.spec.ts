import { expect, test } from '../support/fixtures.ts';
import { checkScreen } from '../support/screenCheck.ts';

// Issue 39 §2: an API key made in the account menu reads the account's projects and a survey's
// summary over HTTP, and is refused (401) as soon as it is revoked in the same page.

test.describe.configure({ timeout: 180_000 });

test.use({ fill: { completes: 3 } });

test('an API key made in the dashboard lists projects and reads a summary until revoked', async ({
  page,
  context,
  request,
  filledSurvey,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/account\/api-keys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.getByText('No API keys yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Create API key' }).click();
  const create = page.getByRole('dialog', { name: 'Create API key' });
  await create.getByLabel('Key name').fill('BI dashboard');
  // Read results is ticked at first; projects are read too.
  await expect(create.getByRole('checkbox', { name: 'Read results' })).toBeChecked();
  await create.getByRole('checkbox', { name: 'Read projects' }).check();
  await create.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText('It will not be shown again.')).toBeVisible();
  const key = await shown.getByLabel('API key: BI dashboard').inputValue();
  expect(key).toMatch(/^svk_[\w-]{32}$/);
  await shown.getByRole('button', { name: 'Copy key' }).click();
  await expect(shown.getByRole('status')).toHaveText('Copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await checkScreen(page, 'API key shown once', 'api-key-created');
  await shown.getByRole('button', { name: 'Done' }).click();

  const row = page.getByTestId('api-key-row').filter({ hasText: 'BI dashboard' });
  await expect(row).toContainText('Read results, Read projects');
  await expect(row).toContainText(key.slice(0, 12));
  await expect(row).not.toContainText(key);
  await expect(row).toContainText('Never');

  // The key over HTTP, as an integrator's script calls the API.
  const auth = { authorization: `Bearer ${key}` };
  const projects = await request.get('/api/public/v1/projects', { headers: auth });
  expect(projects.status()).toBe(200);
  expect(projects.headers()['ratelimit-policy']).toMatch(/^"per-key";q=\d+;w=60$/);
  expect(JSON.stringify(await projects.json())).toContain(filledSurvey.surveyId);
  const summary = await request.post(`/api/public/v1/surveys/${filledSurvey.surveyId}/summary`, {
    headers: auth,
    data: {},
  });
  expect(summary.status()).toBe(200);
  expect(await summary.json()).toMatchObject({ samplesCollected: 3 });

  await page.reload();
  await expect(row).not.toContainText('Never');
  await checkScreen(page, 'API keys list', 'api-keys-list');

  await row.getByRole('button', { name: 'Revoke BI dashboard' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke API key?' });
  await expect(confirm).toContainText('“BI dashboard” stops working at once');
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);

  const refused = await request.get('/api/public/v1/projects', { headers: auth });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ reason: 'INVALID_API_KEY' });
});
