import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// Issue 37 §2: the respondent reads the runner's own texts in the survey's language; the page's
// lang and dir follow it (right to left in Arabic), and the editor's preview speaks it too.

test.describe.configure({ timeout: 120_000 });

test.describe('a survey in Germany', () => {
  test.use({
    surveySpec: {
      countryCode: 'DE',
      questions: [
        { type: 'Basic', text: 'Welches Getränk bevorzugen Sie?', options: ['Tee', 'Kaffee'] },
      ],
    },
  });

  test('the preview and the runner speak German, lang="de", axe clean', async ({
    page,
    draftSurvey,
  }) => {
    await page.goto(`/survey/${draftSurvey.surveyId}/questionnaire`);
    const preview = page.getByRole('complementary', { name: 'Preview' });
    await expect(preview.getByText('Bitte wählen Sie eine Antwort aus')).toBeVisible();
    await expect(preview.locator('[lang="de"]')).toContainText('Welches Getränk');

    await draftSurvey.buy();
    await page.goto(draftSurvey.panelLink('de-respondent-1'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const title = page.getByRole('heading', { level: 1, name: 'Welches Getränk bevorzugen Sie?' });
    await expect(title).toBeFocused();
    await expect(page.getByText('Bitte wählen Sie eine Antwort aus')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Fortschritt der Umfrage' })).toBeVisible();
    const next = page.getByRole('button', { name: 'Weiter' });
    await expect(next).toBeDisabled();
    await expectNoSeriousA11yViolations(page, 'runner in German');

    await page.getByRole('radio', { name: 'Kaffee' }).check();
    await next.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vielen Dank!' })).toBeVisible();
    await expect(page.getByText('Ihre Antworten wurden gespeichert.')).toBeVisible();
  });
});

test.describe('a survey in Arabic', () => {
  test.use({
    surveySpec: {
      questions: [
        { type: 'Basic', text: 'ما المشروب الذي تفضله؟', options: ['شاي', 'قهوة', 'Coca-Cola'] },
        { type: 'Ranked', text: 'رتّب هذه العلامات التجارية', options: ['ألفا', 'بيتا', 'غاما'] },
      ],
    },
  });

  test('reads right to left at 360 px, axe clean', async ({ page, researcher, draftSurvey }) => {
    // No country the product sells speaks Arabic: the questionnaire is relocalised through the
    // editor's API and walked in the runner's preview (the draft's locale, as bought surveys carry).
    await researcher.gql(
      'questionnaire',
      `mutation ($surveyId: ID!) { relocaliseQuestionnaire(surveyId: $surveyId,
        newLocale: { language: "ar", country: "AE" }) { version } }`,
      { surveyId: draftSurvey.surveyId },
    );
    await researcher.gql(
      'questionnaire',
      `mutation ($id: ID!) { addQuestion(questionnaireId: $id, questionTypeCode: Scale, position: 2,
        text: "ما مدى رضاك؟") { version } }`,
      { id: draftSurvey.questionnaireId },
    );
    const minted = await page.request.post('/v1/respondent/preview/token', {
      headers: { authorization: `Bearer ${researcher.accessToken}` },
      data: { surveyId: draftSurvey.surveyId },
    });
    const { token } = (await minted.json()) as { token: string };
    await page.setViewportSize({ width: 360, height: 740 });
    const query = new URLSearchParams({
      surveyId: draftSurvey.surveyId,
      respondentId: 'preview',
      preview: 'true',
    });
    await page.goto(`/respondent/info?${query.toString()}#previewToken=${token}`);

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('note')).toHaveText('معاينة: لا يتم حفظ الإجابات');
    await expect(page.getByText('اختر إجابة واحدة')).toBeVisible();
    const next = page.getByRole('button', { name: 'التالي' });
    // Right to left: the options' controls sit at the right-hand side of their labels.
    const radio = await page.getByRole('radio', { name: 'شاي' }).boundingBox();
    const label = await page.getByText('شاي', { exact: true }).boundingBox();
    expect(radio && label && radio.x > label.x).toBe(true);
    await expectNoSeriousA11yViolations(page, 'runner in Arabic, choice');
    await page.screenshot({ path: '.test-results/runner-ar-choice-360.png', fullPage: true });

    await page.getByRole('radio', { name: 'Coca-Cola' }).check();
    await next.click();
    await expect(page.getByText('انقر للاختيار')).toBeVisible();
    await page.getByRole('button', { name: 'بيتا' }).click();
    await page.getByRole('button', { name: 'ألفا' }).click();
    await expect(page.getByText('اسحب لإعادة الترتيب')).toBeVisible();
    // Progress fills from the right; Next, the way forward, ends the row on the left.
    const bar = await page.getByRole('progressbar').boundingBox();
    const filled = await page.locator('.progress-bar').boundingBox();
    expect(bar && filled && filled.width > 0).toBe(true);
    expect(
      Math.abs((bar?.x ?? 0) + (bar?.width ?? 0) - (filled?.x ?? 0) - (filled?.width ?? 0)),
    ).toBeLessThan(1);
    const nextBox = await next.boundingBox();
    expect(bar && nextBox && Math.abs(nextBox.x - bar.x) < 1).toBe(true);
    const first = page.locator('.sui-ranking li').first();
    await expect(first).toContainText('بيتا');
    // The rank handle leads the row on the right, 'remove' ends it on the left.
    const handle = await first.locator('.sui-handle').boundingBox();
    const remove = await first.getByRole('button', { name: /^إزالة/ }).boundingBox();
    expect(handle && remove && handle.x > remove.x).toBe(true);
    await expectNoSeriousA11yViolations(page, 'runner in Arabic, ranking');
    await page.screenshot({ path: '.test-results/runner-ar-ranked-360.png', fullPage: true });
    // Next stays disabled until every option is ranked.
    await expect(next).toBeDisabled();
    await page.getByRole('button', { name: 'غاما' }).click();
    await next.click();

    // The slider runs from the right: a tap at the track's right end gives its lowest value.
    await expect(page.getByText('اسحب الزر للتقييم')).toBeVisible();
    const slider = page.getByRole('slider');
    const track = await slider.boundingBox();
    if (!track) throw new Error('no slider');
    await page.mouse.click(track.x + track.width - 2, track.y + track.height / 2);
    await expect(slider).toHaveValue((await slider.getAttribute('min')) ?? '');
    await expectNoSeriousA11yViolations(page, 'runner in Arabic, slider');
    await page.screenshot({ path: '.test-results/runner-ar-slider-360.png', fullPage: true });
  });
});
