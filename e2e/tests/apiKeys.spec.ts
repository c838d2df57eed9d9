import { expect, test } from '../support/fixtures.ts';
import { checkScreen } from '../support/screenCheck.ts';

// Issue 39 §2: an API key made in the account menu reads the account's projects and a survey's
// summary and downloads an export over HTTP while another account's key gets 404, and is refused
// (401) as soon as it is revoked in the same page.

test.describe.configure({ timeout: 180_000 });

test.use({ fill: { completes: 3 } });

test('an API key made in the dashboard lists projects, reads a summary and downloads an export until revoked', async ({
  page,
  context,
  request,
  world,
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
  // Read results is ticked at first; projects are read and exports made too.
  await expect(create.getByRole('checkbox', { name: 'Read results' })).toBeChecked();
  await create.getByRole('checkbox', { name: 'Read projects' }).check();
  await create.getByRole('checkbox', { name: 'Exports' }).check();
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
  await expect(row).toContainText('Read results, Read projects, Exports');
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

  // An export started with the key, followed to its file.
  const started = await request.post(`/api/public/v1/surveys/${filledSurvey.surveyId}/exports`, {
    headers: auth,
    data: { dimension: 'WIDE', fileformat: 'CSV_UNENCODED' },
  });
  const { exportId } = (await started.json()) as { exportId: string };
  await expect
    .poll(
      async () => {
        const job = await request.get(`/api/public/v1/exports/${exportId}`, { headers: auth });
        return ((await job.json()) as { status: string }).status;
      },
      { timeout: 60_000 },
    )
    .toBe('done');
  const file = await request.get(`/api/public/v1/exports/${exportId}/file`, { headers: auth });
  expect(file.status()).toBe(200);
  // The header line and the three completes.
  expect((await file.text()).trim().split('\n')).toHaveLength(4);

  // Another account's key finds nothing of this one.
  const other = await world.account();
  const made = await request.post('/v1/dashboard/api/v1.0/api-keys', {
    headers: { authorization: `Bearer ${other.accessToken}` },
    data: { name: 'Other account', scopes: ['results:read', 'exports'] },
  });
  const otherAuth = {
    authorization: `Bearer ${((await made.json()) as { secret: string }).secret}`,
  };
  const foreign = await request.post(`/api/public/v1/surveys/${filledSurvey.surveyId}/summary`, {
    headers: otherAuth,
    data: {},
  });
  expect(foreign.status()).toBe(404);
  expect(
    (await request.get(`/api/public/v1/exports/${exportId}`, { headers: otherAuth })).status(),
  ).toBe(404);

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
