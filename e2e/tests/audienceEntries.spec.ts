import type { Page } from '@playwright/test';
import { createProjectViaApi, gql } from '../support/graphql.ts';
import { buyViaApi, readySurvey, signedPanelLink } from '../support/surveys.ts';
import { expect, signedIn, test } from '../support/fixtures.ts';

// Spec 2 §2-§4, §9: every audience question, standard criterion or screening question, is an
// entry A1..An in member order in the editor, and adds 10 s to the interview length it quotes.

test.describe.configure({ timeout: 240_000 });

async function openEditor(page: Page, surveyId: string, name: string): Promise<void> {
  await page.goto(`/survey/${surveyId}/questionnaire`);
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 60_000 });
}

async function audience(page: Page, surveyId: string): Promise<void> {
  const call = (mutation: string, variables: Record<string, unknown>) =>
    gql(page, 'fieldwork', mutation, { surveyId, ...variables });
  const standard = `mutation ($surveyId: ID!, $position: Int!, $code: String!) {
    setStandardCriterion(surveyId: $surveyId, position: $position, audienceCriterionCode: $code) { number }
  }`;
  await call(standard, { position: 0, code: 'age' });
  await call(
    `mutation ($surveyId: ID!) {
      addCustomCriterion(surveyId: $surveyId, position: 1, text: "Do you cycle to work?") { number }
    }`,
    {},
  );
  await call(standard, { position: 2, code: 'gender' });
}

/** Q1 single select (15 s), two free texts (30 s each) and a ranked question (20 s): 95 s. */
async function questions(page: Page, surveyId: string): Promise<void> {
  const draft = await gql<{ draftQuestionnaire: { questionnaireId: string } }>(
    page,
    'questionnaire',
    'query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { questionnaireId } }',
    { surveyId },
  );
  const id = draft.draftQuestionnaire.questionnaireId;
  const kinds = ['Basic', 'FreeText', 'FreeText', 'Ranked'];
  for (const [position, kind] of kinds.entries()) {
    await gql(
      page,
      'questionnaire',
      `mutation ($id: ID!, $position: Int!) {
        addQuestion(questionnaireId: $id, questionTypeCode: ${kind}, position: $position, text: "Question ${String(position + 1)}") { version }
      }`,
      { id, position },
    );
  }
}

const cost = (page: Page) => page.getByRole('region', { name: 'Cost' });

// One sign-up for both: signing up is the slow part of a test on a busy machine.
test('the empty editor quotes one length; standard criteria and screening questions are A1..An, each adding 10 s', async ({
  page,
}) => {
  await signedIn(page);

  await test.step('the empty editor shows one length of interview: the stepper, 2 minutes', async () => {
    const name = 'Empty editor length';
    const surveyId = await createProjectViaApi(page, name);
    await openEditor(page, surveyId, name);
    await expect(page.getByText('Add your first survey question')).toBeVisible();
    await expect(cost(page)).toContainText('Length of interview2 min');
    await expect(cost(page).getByRole('button', { name: 'Longer interview' })).toBeVisible();
    // Nothing else on the page states a length (it once said 'Estimated: 1 min' beside it).
    await expect(page.getByText(/\d+ min\b/)).toHaveText(['2 min']);
  });

  await test.step('the sidebar and display logic list every audience question as A1..An', async () => {
    const name = 'Audience entries';
    const surveyId = await createProjectViaApi(page, name);
    await audience(page, surveyId);
    await questions(page, surveyId);
    await openEditor(page, surveyId, name);

    const sidebar = page.getByRole('navigation', { name: 'Survey cards' });
    await sidebar.getByLabel('Show audience questions').check();
    await expect(
      sidebar.getByRole('list', { name: 'Audience questions' }).getByRole('listitem'),
    ).toHaveText([
      /^A1\s*How old are you\?$/,
      /^A2\s*Do you cycle to work\?$/,
      /^A3\s*Which of the following best describes your gender\?$/,
    ]);

    // 95 s of questions and 3 audience questions of 10 s: 125 s, 3 minutes (without the standard
    // criteria it would be 105 s, 2 minutes). The quote follows the estimate: no stepper.
    await expect(cost(page)).toContainText('Length of interview3 min');
    await expect(cost(page).getByRole('button', { name: 'Longer interview' })).toHaveCount(0);

    const q1 = page.getByRole('article').filter({ has: page.getByText('Q1', { exact: true }) });
    await q1.getByRole('button', { name: 'Actions for Q1' }).click();
    await page.getByRole('menuitem', { name: 'Add display logic' }).click();
    const dialog = page.getByRole('dialog', { name: 'Display logic' });
    await dialog.getByRole('button', { name: 'Add response condition' }).click();
    await dialog.getByRole('combobox', { name: 'Question in condition 1' }).click();
    await expect(page.getByRole('option')).toHaveText([
      'A1 How old are you?',
      'A2 Do you cycle to work?',
      'A3 Which of the follow…ribes your gender?',
    ]);
  });
});

// Spec 2 §5: conditions may reference audience questions, and the first question takes display
// logic once there are audience entries. The server runs the editor's commands with them too.
test('display logic on an audience question: saved on the first question, kept on reload, it routes respondents', async ({
  page,
  context,
}) => {
  await signedIn(page);
  const name = 'Audience logic';
  // Q1 'What do you think of it?' (free text) and 4 completes.
  const surveyId = await readySurvey(page, name, 4);
  await gql(
    page,
    'fieldwork',
    `mutation ($surveyId: ID!) {
      setStandardCriterion(surveyId: $surveyId, position: 0, audienceCriterionCode: "gender") { number }
    }`,
    { surveyId },
  );
  const draft = await gql<{ draftQuestionnaire: { questionnaireId: string } }>(
    page,
    'questionnaire',
    'query ($surveyId: ID!) { draftQuestionnaire(surveyId: $surveyId) { questionnaireId } }',
    { surveyId },
  );
  await gql(
    page,
    'questionnaire',
    `mutation ($id: ID!) {
      addQuestion(questionnaireId: $id, questionTypeCode: FreeText, position: 1, text: "Anything else?") { version }
    }`,
    { id: draft.draftQuestionnaire.questionnaireId },
  );
  await openEditor(page, surveyId, name);

  const q1 = page.getByRole('article').filter({ has: page.getByText('Q1', { exact: true }) });
  await q1.getByRole('button', { name: 'Actions for Q1' }).click();
  await page.getByRole('menuitem', { name: 'Add display logic' }).click();
  const dialog = page.getByRole('dialog', { name: 'Display logic' });
  await dialog.getByRole('button', { name: 'Add response condition' }).click();
  await dialog.getByRole('combobox', { name: 'Question in condition 1' }).click();
  await page.getByRole('option', { name: /^A1 / }).click();
  await dialog.getByRole('combobox', { name: 'Responses in condition 1' }).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible({
    timeout: 15_000,
  });
  // No refusal from the server: the condition is there after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name })).toBeVisible({ timeout: 60_000 });
  await expect(q1.getByRole('button', { name: 'Edit display logic of Q1' })).toBeVisible();

  // The runner asks the audience question first and shows Q1 to women only.
  await buyViaApi(page, surveyId);
  const runner = await context.newPage();
  const answerGender = async (respondentId: string, gender: string) => {
    await runner.goto(signedPanelLink(surveyId, respondentId));
    await expect(
      runner.getByRole('heading', {
        level: 1,
        name: 'Which of the following best describes your gender?',
      }),
    ).toBeVisible({ timeout: 15_000 });
    await runner.getByRole('radio', { name: gender, exact: true }).check();
    await runner.getByRole('button', { name: 'Next' }).click();
  };
  await answerGender('audience-logic-woman', 'Female');
  await expect(
    runner.getByRole('heading', { level: 1, name: 'What do you think of it?' }),
  ).toBeVisible({ timeout: 15_000 });
  await answerGender('audience-logic-man', 'Male');
  await expect(runner.getByRole('heading', { level: 1, name: 'Anything else?' })).toBeVisible({
    timeout: 15_000,
  });
});
