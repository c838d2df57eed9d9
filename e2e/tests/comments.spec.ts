import { expect, test } from '../support/fixtures.ts';
import type { OutboxMessage } from '../support/outbox.ts';
import { checkScreen } from '../support/screenCheck.ts';

// Issue 39 §5: comments on the cards of a draft. Two members of one account (the world layer's
// teammate): Ada comments on a card mentioning Bea; Bea's e-mailed link opens the editor at that
// card with the thread; Bea replies and resolves, and the card's count follows. Each edits or
// deletes only their own comment. The server's
// rules (mentions e-mailed once, never to the author, R1, validation, moved and deleted cards)
// are in apps/server/src/modules/comments/comments.api.test.ts.

test.use({
  accountOptions: { firstName: 'Ada', lastName: 'Author' },
  surveySpec: {
    questions: [
      { type: 'FreeText', text: 'What do you think of it?' },
      { type: 'FreeText', text: 'What would you change?' },
    ],
  },
});

async function mentionMails(baseUrl: string, to: string): Promise<OutboxMessage[]> {
  const mail = (await (await fetch(`${baseUrl}/dev/outbox.json`)).json()) as OutboxMessage[];
  return mail.filter((m) => m.to === to && m.subject.includes('mentioned you'));
}

test('a comment mentions a teammate, whose e-mailed link opens the card; they reply and resolve', async ({
  page,
  browser,
  baseURL,
  researcher,
  draftSurvey,
}) => {
  // Two signed-in members, two editor loads and four checked screens: past the default 60 s under load.
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const bea = await researcher.teammate({ firstName: 'Bea', lastName: 'Bauer' });
  await page.goto(`/survey/${draftSurvey.surveyId}/questionnaire`);

  // Ada opens Q2's comments from its card: the empty state, then a comment mentioning Bea.
  await page.getByRole('button', { name: 'Comment on Q2' }).click();
  const panel = page.getByRole('complementary', { name: 'Comments' });
  await expect(panel.getByRole('heading', { name: 'Comments on Q2' })).toBeVisible();
  await expect(panel.getByText('No open comments on this card.')).toBeVisible();
  await checkScreen(page, 'editor comments (card, empty)', 'comments-empty');
  const box = panel.getByRole('textbox', { name: 'New comment on Q2' });
  await box.fill('Is this clear, ');
  await box.pressSequentially('@');
  await page.getByRole('menuitem', { name: 'Bea Bauer' }).click();
  await expect(box).toBeFocused();
  await box.pressSequentially('or should we reword it?');
  await panel.getByRole('button', { name: 'Comment', exact: true }).click();
  const thread = panel.getByRole('region', { name: 'Comment thread on Q2 by Ada Author' });
  await expect(thread).toContainText('Is this clear, @Bea Bauer or should we reword it?');
  await expect(page.getByRole('button', { name: '1 open comment on Q2' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comment on Q1' })).toBeVisible();

  // Ada edits her comment in place: the mention comes back as @Bea Bauer and stays one.
  await thread.getByRole('button', { name: 'Edit your comment' }).click();
  const editBox = thread.getByRole('textbox', { name: 'Edit comment' });
  await expect(editBox).toHaveValue('Is this clear, @Bea Bauer or should we reword it?');
  await expect(editBox).toBeFocused();
  await checkScreen(page, 'editor comments (editing one)', 'comments-editing');
  await editBox.fill('Is this clear, @Bea Bauer, or should we reword Q2?');
  await thread.getByRole('button', { name: 'Save' }).click();
  await expect(thread).toContainText('Is this clear, @Bea Bauer, or should we reword Q2?');
  await expect(thread).toContainText('(edited)');
  await checkScreen(page, 'editor comments (a thread)', 'comments-thread');

  // Exactly one e-mail, to Bea (never to Ada; the edit mentions no one new), with the link.
  await expect.poll(async () => (await mentionMails(base, bea.email)).length).toBe(1);
  expect(await mentionMails(base, researcher.email)).toEqual([]);
  const [mail] = await mentionMails(base, bea.email);
  expect(mail?.subject).toBe('Ada Author mentioned you in a comment on Q2');
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
  expect(link).toMatch(
    new RegExp(`/survey/${draftSurvey.surveyId}/questionnaire\\?card=2&thread=`),
  );

  // Bea follows the link: the editor opens at Q2 (selected, in view) with the thread, ready to reply.
  const beaContext = await browser.newContext({ storageState: bea.storageState() });
  try {
    const beaPage = await beaContext.newPage();
    await beaPage.goto(link);
    const beaPanel = beaPage.getByRole('complementary', { name: 'Comments' });
    const beaThread = beaPanel.getByRole('region', { name: 'Comment thread on Q2 by Ada Author' });
    // A second member's cold editor load: slower than one assertion's default wait under load.
    await expect(beaThread).toContainText('@Bea Bauer', { timeout: 30_000 });
    await expect(beaThread.getByRole('textbox', { name: 'Reply' })).toBeFocused();
    const card = beaPage.getByRole('article', { name: /^Q2 / });
    await expect(card).toBeInViewport();
    await expect(card).toHaveCSS('border-width', '2px');

    await beaThread.getByRole('textbox', { name: 'Reply' }).fill('Clear to me.');
    await beaThread.getByRole('button', { name: 'Reply' }).click();
    await expect(beaThread.getByRole('listitem')).toHaveCount(2);
    await expect(beaPage.getByRole('button', { name: '2 open comments on Q2' })).toBeVisible();
    // Bea can edit or delete her reply, not Ada's comment; a deleted reply keeps its place.
    await expect(beaThread.getByRole('button', { name: 'Edit your comment' })).toHaveCount(1);
    await beaThread.getByRole('button', { name: 'Delete your comment' }).click();
    await beaThread.getByRole('button', { name: 'Delete comment' }).click();
    await expect(beaThread.getByRole('listitem').nth(1)).toHaveText(/Comment deleted/);
    await expect(beaPage.getByRole('button', { name: '1 open comment on Q2' })).toBeVisible();
    await beaThread.getByRole('button', { name: 'Resolve' }).click();
    await expect(beaThread).toContainText('Resolved by Bea Bauer');
    await expect(beaPage.getByRole('button', { name: 'Comment on Q2' })).toBeVisible();

    // The list of every card's threads hides the resolved one until asked.
    await beaPanel.getByRole('button', { name: 'All comments' }).click();
    await expect(beaPanel.getByText('No open comments. Use the comment button')).toBeVisible();
    await beaPanel.getByRole('switch', { name: 'Show resolved' }).check();
    await expect(beaThread.getByRole('button', { name: 'Reopen' })).toBeVisible();
    await checkScreen(beaPage, 'editor comments (resolved shown)', 'comments-resolved');
  } finally {
    await beaContext.close();
  }

  // Ada's editor, loaded again: no open comment on Q2; a failed load says so and retries.
  await page.route('**/comment-threads', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.reload();
  await page.getByRole('button', { name: 'Comments', exact: true }).click();
  await expect(panel.getByText('The comments could not be loaded.')).toBeVisible();
  await checkScreen(page, 'editor comments (load failed)', 'comments-error');
  await page.unroute('**/comment-threads');
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel.getByText('No open comments. Use the comment button')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Comment on Q2' })).toBeVisible();
});
