import { mentionToken } from '@survey/domain/comments/mentions';
import type { CommentThreadsAnswer, CommentThreadView } from '@survey/domain/comments/contract';
import { joinAccount } from '@survey/testkit/account';
import { world, type Researcher, type World, type WorldSurvey } from '@survey/testkit/world';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, outbox } from '../../../test/authHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const PANEL_LINK_SECRET = 'comments-test-panel-link-secret-0123456789abcdef';
const APP_URL = 'https://dash.example.com';

/** Comments on draft cards (issue 39 §5) over the dashboard REST API. */
describe('comments on the cards of a draft', () => {
  let t: TestApp;
  let w: World;
  let ada: Researcher;
  let bea: Researcher;
  let cyd: Researcher;
  let survey: WorldSurvey;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_LINK_SECRET, APP_URL });
    w = world(t.url, { panelLinkSecret: PANEL_LINK_SECRET });
    ada = await w.account({ firstName: 'Ada', lastName: 'Author', accountName: 'Team Ltd' });
    bea = await ada.teammate({ firstName: 'Bea', lastName: 'Bauer' });
    cyd = await ada.teammate({ firstName: 'Cyd', lastName: 'Clark' });
    survey = await ada.survey({
      questions: [
        { type: 'FreeText', text: 'First?' },
        { type: 'FreeText', text: 'Second?' },
        { type: 'FreeText', text: 'Third?' },
      ],
    });
  });
  afterAll(() => t.close());

  const call = (who: Researcher, path: string, method = 'GET', body?: unknown) =>
    api(t, path, { token: who.accessToken, method, body });
  const ok = async <T>(res: Response, status = 200): Promise<T> => {
    const text = await res.text();
    expect(res.status, text).toBe(status);
    return JSON.parse(text) as T;
  };
  const start = (who: Researcher, cardNumber: number, body: string, surveyId = survey.surveyId) =>
    call(who, `surveys/${surveyId}/comment-threads`, 'POST', { cardNumber, body });
  const list = async (who: Researcher, surveyId = survey.surveyId) =>
    (await ok<CommentThreadsAnswer>(await call(who, `surveys/${surveyId}/comment-threads`)))
      .threads;
  const mentionMails = async (to: string) =>
    (await outbox(t)).filter((m) => m.to === to && m.subject.includes('mentioned you'));
  const draftVersion = async (s: WorldSurvey) =>
    (
      await ada.gql<{ d: { version: number } }>(
        'questionnaire',
        `{ d: draftQuestionnaireSummary(surveyId: "${s.surveyId}") { version } }`,
      )
    ).d.version;

  it('lists the account members to mention', async () => {
    const { members } = await ok<{ members: { id: string; name: string }[] }>(
      await call(bea, 'account-members'),
    );
    expect(members).toEqual([
      { id: ada.userId, name: 'Ada Author' },
      { id: bea.userId, name: 'Bea Bauer' },
      { id: cyd.userId, name: 'Cyd Clark' },
    ]);
  });

  it('e-mails a mentioned member once with a link to the card, never the author', async () => {
    const versionBefore = await draftVersion(survey);
    const body = `${mentionToken(bea.userId)} look at this, ${mentionToken(bea.userId)} and ${mentionToken(ada.userId)} <b>now</b>`;
    const thread = await ok<CommentThreadView>(await start(ada, 2, body), 201);
    expect(thread).toMatchObject({ cardNumber: 2, cardDeleted: false, resolved: false });
    expect(thread.comments).toHaveLength(1);
    expect(thread.comments[0]).toMatchObject({
      author: { id: ada.userId, name: 'Ada Author' },
      body,
      mentions: [
        { id: bea.userId, name: 'Bea Bauer' },
        { id: ada.userId, name: 'Ada Author' },
      ],
      deleted: false,
    });

    const toBea = await mentionMails(bea.email);
    expect(toBea).toHaveLength(1);
    const link = `${APP_URL}/survey/${survey.surveyId}/questionnaire?card=2&thread=${thread.id}`;
    expect(toBea[0]?.subject).toBe('Ada Author mentioned you in a comment on Q2');
    expect(toBea[0]?.text).toContain('@Bea Bauer look at this, @Bea Bauer and @Ada Author');
    expect(toBea[0]?.text).toContain(link);
    // The comment is plain text: the HTML part shows its markup escaped.
    expect(toBea[0]?.html).toContain('&lt;b&gt;now&lt;/b&gt;');
    expect(toBea[0]?.html).not.toContain('<b>now</b>');
    expect(await mentionMails(ada.email)).toEqual([]);
    expect(await mentionMails(cyd.email)).toEqual([]);
    // Comments are not part of the questionnaire: no command, no new version.
    expect(await draftVersion(survey)).toBe(versionBefore);
  });

  it('replies, resolves and reopens; a reply to a resolved thread reopens it', async () => {
    const thread = await ok<CommentThreadView>(await start(ada, 1, 'Wording?'), 201);
    const replied = await ok<CommentThreadView>(
      await call(bea, `comment-threads/${thread.id}/replies`, 'POST', { body: 'Looks fine' }),
      201,
    );
    expect(replied.comments.map((c) => [c.author?.name, c.body])).toEqual([
      ['Ada Author', 'Wording?'],
      ['Bea Bauer', 'Looks fine'],
    ]);
    const resolved = await ok<CommentThreadView>(
      await call(bea, `comment-threads/${thread.id}/resolve`, 'POST'),
    );
    expect(resolved).toMatchObject({ resolved: true, resolvedBy: { name: 'Bea Bauer' } });
    // Twice changes nothing.
    await ok(await call(ada, `comment-threads/${thread.id}/resolve`, 'POST'));
    const listed = (await list(cyd)).find((x) => x.id === thread.id);
    expect(listed).toMatchObject({ resolved: true, resolvedBy: { name: 'Bea Bauer' } });

    const reopened = await ok<CommentThreadView>(
      await call(ada, `comment-threads/${thread.id}/reopen`, 'POST'),
    );
    expect(reopened).toMatchObject({ resolved: false, resolvedBy: null, resolvedAt: null });
    await ok(await call(ada, `comment-threads/${thread.id}/resolve`, 'POST'));
    const again = await ok<CommentThreadView>(
      await call(cyd, `comment-threads/${thread.id}/replies`, 'POST', { body: 'One more thing' }),
      201,
    );
    expect(again.resolved).toBe(false);
    expect(again.comments).toHaveLength(3);
  });

  it('marks and lets only the author edit or delete; an edit e-mails only the newly mentioned', async () => {
    const first = `Check ${mentionToken(bea.userId)}`;
    const thread = await ok<CommentThreadView>(await start(ada, 3, first), 201);
    const commentId = thread.comments[0]?.id ?? '';
    // The dashboard offers Edit and Delete on the caller's own comments only.
    expect(thread.comments[0]?.mine).toBe(true);
    const seenByBea = (await list(bea)).find((x) => x.id === thread.id);
    expect(seenByBea?.comments[0]?.mine).toBe(false);
    const beaBefore = (await mentionMails(bea.email)).length;
    const cydBefore = (await mentionMails(cyd.email)).length;

    const byOther = await call(bea, `comments/${commentId}`, 'PATCH', { body: 'mine now' });
    expect(byOther.status).toBe(403);
    expect(await byOther.json()).toMatchObject({ error: 'FORBIDDEN', code: 'NOT_COMMENT_AUTHOR' });
    expect((await call(bea, `comments/${commentId}`, 'DELETE')).status).toBe(403);

    const edited = await ok<CommentThreadView>(
      await call(ada, `comments/${commentId}`, 'PATCH', {
        body: `${first} and ${mentionToken(cyd.userId)}`,
      }),
    );
    expect(edited.comments[0]?.editedAt).not.toBeNull();
    expect(await mentionMails(bea.email)).toHaveLength(beaBefore);
    expect(await mentionMails(cyd.email)).toHaveLength(cydBefore + 1);

    const deleted = await ok<CommentThreadView>(await call(ada, `comments/${commentId}`, 'DELETE'));
    expect(deleted.comments[0]).toMatchObject({ deleted: true, body: '', mentions: [] });
    // Its only comment deleted, the thread is no longer listed; a deleted comment stays deleted.
    expect((await list(ada)).some((x) => x.id === thread.id)).toBe(false);
    expect((await call(ada, `comments/${commentId}`, 'PATCH', { body: 'back' })).status).toBe(409);
  });

  it('keeps threads on a moved card, and lists those of a deleted card as such', async () => {
    const s = await ada.survey({
      questions: [
        { type: 'FreeText', text: 'One?' },
        { type: 'FreeText', text: 'Two?' },
      ],
    });
    const onOne = await ok<CommentThreadView>(await start(ada, 1, 'About one', s.surveyId), 201);
    const onTwo = await ok<CommentThreadView>(await start(ada, 2, 'About two', s.surveyId), 201);
    await ada.gql(
      'questionnaire',
      `mutation { moveQuestionnaireEntry(questionnaireId: "${s.questionnaireId}", number: 1, toPosition: 1) { version } }`,
    );
    expect((await list(ada, s.surveyId)).map((x) => [x.id, x.cardNumber, x.cardDeleted])).toEqual([
      [onOne.id, 1, false],
      [onTwo.id, 2, false],
    ]);
    await ada.gql(
      'questionnaire',
      `mutation { detachQuestionnaireEntry(questionnaireId: "${s.questionnaireId}", number: 2) { version } }`,
    );
    const after = await list(ada, s.surveyId);
    expect(after.map((x) => [x.id, x.cardDeleted])).toEqual([
      [onOne.id, false],
      [onTwo.id, true],
    ]);
    // A deleted card takes no new thread.
    expect((await start(ada, 2, 'Still there?', s.surveyId)).status).toBe(400);
  });

  it('refuses bad input with a typed error and stores nothing', async () => {
    const before = await list(ada);
    const outside = await w.account();
    const cases: [unknown, string][] = [
      [{ cardNumber: 1, body: '   ' }, 'body'],
      [{ cardNumber: 1, body: 'x'.repeat(2001) }, 'body'],
      [{ cardNumber: 1, body: 'bell \u0007' }, 'body'],
      [{ cardNumber: 99, body: 'No such card' }, 'cardNumber'],
      [{ cardNumber: 1.5, body: 'Half' }, 'cardNumber'],
      [{ cardNumber: 1, body: `Hi ${mentionToken(outside.userId)}` }, 'body'],
      [{ cardNumber: 1, body: 'Extra', html: '<b>x</b>' }, '(root)'],
    ];
    for (const [input, path] of cases) {
      const res = await call(ada, `surveys/${survey.surveyId}/comment-threads`, 'POST', input);
      const answer = (await res.json()) as { error: string; fields?: { path: string }[] };
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(answer.error).toBe('BAD_USER_INPUT');
      expect(
        answer.fields?.map((f) => f.path),
        JSON.stringify(input),
      ).toContain(path);
    }
    expect((await call(ada, 'surveys/not-a-uuid/comment-threads')).status).toBe(400);
    expect(await list(ada)).toEqual(before);
    expect(await mentionMails(outside.email)).toEqual([]);
  });

  it("answers another account's survey, thread and comment as not found, changing nothing", async () => {
    const thread = await ok<CommentThreadView>(await start(ada, 1, 'Private note'), 201);
    const commentId = thread.comments[0]?.id ?? '';
    const before = await list(ada);
    const eve = await w.account({ firstName: 'Eve' });
    // Eve's own teammate joined Eve's account, not Ada's.
    const evesMate = await joinAccount(t.url, eve);
    expect(evesMate.accountId).toBe(eve.accountId);
    const calls: [string, string, unknown?][] = [
      [`surveys/${survey.surveyId}/comment-threads`, 'GET'],
      [`surveys/${survey.surveyId}/comment-threads`, 'POST', { cardNumber: 1, body: 'Eve' }],
      [`comment-threads/${thread.id}/replies`, 'POST', { body: 'Eve' }],
      [`comment-threads/${thread.id}/resolve`, 'POST'],
      [`comment-threads/${thread.id}/reopen`, 'POST'],
      [`comments/${commentId}`, 'PATCH', { body: 'Eve' }],
      [`comments/${commentId}`, 'DELETE'],
    ];
    for (const [path, method, body] of calls) {
      const res = await call(eve, path, method, body);
      const text = await res.text();
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(text).not.toContain('Private note');
    }
    const { members } = await ok<{ members: { id: string }[] }>(await call(eve, 'account-members'));
    expect(members.map((m) => m.id).sort()).toEqual([eve.userId, evesMate.userId].sort());
    expect(await list(ada)).toEqual(before);
  });

  it('reads but no longer writes the comments of a bought survey', async () => {
    const s = await ada.survey({ samplesNeeded: 10 });
    const thread = await ok<CommentThreadView>(
      await start(ada, 1, 'Before launch', s.surveyId),
      201,
    );
    expect(await s.buy()).toBe('Live');
    expect((await list(ada, s.surveyId)).map((x) => x.id)).toEqual([thread.id]);
    const reply = await call(ada, `comment-threads/${thread.id}/replies`, 'POST', { body: 'Late' });
    expect(reply.status).toBe(409);
    expect((await start(ada, 1, 'Late', s.surveyId)).status).toBe(409);
  });
});
