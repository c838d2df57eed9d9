import type { WorldSurvey } from '@survey/testkit/world';
import { startChatWebhook, type ChatWebhook } from '../support/chatWebhook.ts';
import { expect, test } from '../support/fixtures.ts';
import { answerThroughApi } from '../support/surveys.ts';

// Issue 13 items 6 and 7 (and the dialog side of 4-5): from a completed survey's results page,
// request data tables and follow up with respondents; each request reaches the team chat's
// webhook, a local server this test starts (the e2e server's CHAT_WEBHOOK_URL points at it).

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let webhook: ChatWebhook;
test.beforeAll(async () => {
  webhook = await startChatWebhook();
});
test.afterAll(async () => {
  await webhook.close();
});

/** The chat message that mentions `marker`, once the job has posted it. */
async function chatMessageWith(marker: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        found = webhook.texts.find((t) => t.includes(marker));
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found ?? '';
}

/** A bought survey of two completes (resp-001, resp-002) that ends when its sample fills. */
async function completedSurvey(survey: WorldSurvey): Promise<string> {
  expect(await answerThroughApi(survey.surveyId, 'resp-001')).toBe('complete');
  expect(await answerThroughApi(survey.surveyId, 'resp-002')).toBe('complete');
  return survey.surveyId;
}

const project = `Tea habits ${Date.now()}`;

test.describe('a completed survey of Tea Research Ltd', () => {
  test.use({
    accountOptions: { accountName: 'Tea Research Ltd' },
    surveySpec: { name: project, samplesNeeded: 2 },
  });

  test('request data tables and follow up from a completed survey; both reach the team chat', async ({
    page,
    researcher,
    liveSurvey,
  }) => {
    const { email } = researcher;
    const surveyId = await completedSurvey(liveSurvey);
    await page.goto(`/survey/${surveyId}/results`);
    const options = page.getByRole('region', { name: 'Results options' });
    await expect(options.getByRole('button', { name: 'Follow up' })).toBeVisible({
      timeout: 15_000,
    });

    // Request data tables: both choices explicit, prices and terms shown, the §8 success text.
    await options.getByRole('button', { name: 'Request data tables' }).click();
    const tables = page.getByRole('dialog', { name: 'Request data tables' });
    await expect(tables).toContainText('Additional runs: £200 ex VAT each.');
    await expect(tables).toContainText('Target turnaround: one business day.');
    const request = tables.getByRole('button', { name: 'Request', exact: true });
    await expect(request).toBeDisabled();
    await tables.getByRole('radio', { name: 'Complex (£500 ex VAT)' }).check();
    await expect(tables.getByRole('radio', { name: 'Simple (£300 ex VAT)' })).toBeVisible();
    await tables.getByRole('radio', { name: 'Weighted', exact: true }).check();
    await request.click();
    await expect(tables.getByRole('status')).toHaveText(
      'Your request was submitted successfully. One of the team will contact you by email shortly.',
    );
    const tablesMessage = await chatMessageWith(`Data tables requested for ${project}`);
    expect(tablesMessage).toContain(`User: Ada Lovelace (${email})`);
    expect(tablesMessage).toContain('Account: Tea Research Ltd');
    expect(tablesMessage).toContain(`Survey: ${surveyId}`);
    expect(tablesMessage).toContain('Request type: Complex (£500 ex VAT)');
    expect(tablesMessage).toContain('Format: Weighted');
    await tables.getByRole('button', { name: 'Close' }).click();
    await expect(tables).toBeHidden();

    // Follow up: the button waits for ids; ids that are not completes come back, never sent.
    await options.getByRole('button', { name: 'Follow up' }).click();
    const followUp = page.getByRole('dialog', { name: 'Follow up with respondents' });
    const send = followUp.getByRole('button', { name: 'Request follow up' });
    const ids = followUp.getByRole('textbox', { name: 'Respondent ids' });
    await ids.fill(' ,\n ');
    await expect(send).toBeDisabled();
    await expect(followUp).toContainText('0 respondent ids');
    await ids.fill('resp-001, resp-002\n\nnobody-here,');
    await expect(followUp).toContainText('3 respondent ids');
    await send.click();
    await expect(followUp.getByRole('status')).toHaveText(
      'Your follow up request was successful. We will contact you by email shortly.',
    );
    await expect(followUp).toContainText('1 id is not a complete of this survey and was not sent:');
    await expect(followUp).toContainText('nobody-here');
    const followUpMessage = await chatMessageWith(`Follow up requested for ${project}`);
    expect(followUpMessage).toContain('Respondents: 2 (simulatedRespondentIds)');
    expect(followUpMessage).toContain('resp-001, resp-002');
    expect(followUpMessage).not.toContain('nobody-here');
    await page.keyboard.press('Escape');
    await expect(followUp).toBeHidden();

    // Export data: one format list (SPSS has no encoded choice) and the §8 SPSS warning.
    await options.getByRole('button', { name: 'Raw data' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export data' });
    await expect(
      exportDialog.getByRole('group', { name: 'Format' }).getByRole('radio'),
    ).toHaveCount(3);
    await expect(
      exportDialog.getByRole('group', { name: 'Weighting' }).getByRole('radio'),
    ).toHaveCount(2);
    await expect(exportDialog.getByText('SPSS warning:')).toHaveCount(0);
    await exportDialog.getByRole('radio', { name: 'SPSS (.sav)' }).check();
    await expect(exportDialog).toContainText(
      'SPSS warning: variable labels longer than 255 characters and value labels longer than 120 characters are truncated.',
    );
    await exportDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(exportDialog).toBeHidden();
  });
});

test.describe('a live survey of 50', () => {
  test.use({ surveySpec: { name: `Live survey ${Date.now()}`, samplesNeeded: 50 } });

  test('a live survey offers no follow up and keeps Request data tables disabled', async ({
    page,
    liveSurvey,
  }) => {
    const { surveyId } = liveSurvey;
    await page.goto(`/survey/${surveyId}/results`);
    const options = page.getByRole('region', { name: 'Results options' });
    await expect(options.getByRole('button', { name: 'Request data tables' })).toBeDisabled();
    await expect(options).toContainText(
      'Data tables can be requested once the survey is completed.',
    );
    await expect(options.getByRole('button', { name: 'Follow up' })).toHaveCount(0);
  });
});
