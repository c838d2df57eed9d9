import { SOLUTION_ID, SOLUTION_NAME } from '@survey/domain/projects/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, gqlOk } from '../../../test/graphqlHelpers.ts';
import {
  createTestProject,
  launchTestSurvey,
  PROJECT_FIELDS,
  surveyIdOf,
  type TestProject,
} from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const BY_SURVEY = `query BySurvey($surveyId: ID!) { projectBySurveyId(surveyId: $surveyId) { ${PROJECT_FIELDS} } }`;
const RENAME = `mutation Rename($projectId: ID!, $name: String!) { updateProject(projectId: $projectId, name: $name) { ${PROJECT_FIELDS} } }`;
const SET_STATE = `mutation State($surveyId: ID!, $state: SurveyState!) { updateSurvey(surveyId: $surveyId, state: $state) { surveyId state sinceDate } }`;
const SET_ORDER = `mutation Order($surveyId: ID!, $orderStatus: OrderStatus!) { updateSurveyOrder(surveyId: $surveyId, orderStatus: $orderStatus) { status } }`;
const CREATE = `mutation Create($name: String!, $accountId: ID!, $solutionId: ID!, $creator: String!) {
  createProject(name: $name, accountId: $accountId, solutionId: $solutionId, creator: $creator) { projectId } }`;

describe('projects service', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const bySurvey = async (surveyId: string, user = ann) =>
    (
      await gqlOk<{ projectBySurveyId: TestProject | null }>(
        t,
        'project',
        user.accessToken,
        BY_SURVEY,
        {
          surveyId,
        },
      )
    ).projectBySurveyId;

  it('creates a project with one draft survey named like it', async () => {
    const p = await createTestProject(t, ann, '  Brand tracker  ', 'Quarterly brand health');
    expect(p).toMatchObject({
      name: 'Brand tracker',
      description: 'Quarterly brand health',
      projectType: 'AdHoc',
      accountId: ann.accountId,
      creator: ann.email,
      solution: { solutionId: SOLUTION_ID, name: SOLUTION_NAME },
    });
    expect(p.surveys).toHaveLength(1);
    expect(p.surveys[0]).toMatchObject({ name: 'Brand tracker', state: 'draft' });
    expect(p.sinceDate).toBe(p.createdDate);
    expect(await bySurvey(surveyIdOf(p))).toEqual(p);
  });

  it('refuses a blank or too long name, another account, a foreign creator and an unknown solution', async () => {
    const vars = {
      name: 'Ok',
      accountId: ann.accountId,
      solutionId: SOLUTION_ID,
      creator: ann.email,
    };
    const create = (v: Record<string, unknown>) =>
      gql(t, 'project', ann.accessToken, CREATE, { ...vars, ...v });
    expect(errorCode(await create({ name: '   ' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await create({ name: 'x'.repeat(201) }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await create({ name: 'x'.repeat(200) }))).toBeUndefined();
    expect(errorCode(await create({ creator: 'someone@else.com' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await create({ solutionId: 'other' }))).toBe('BAD_USER_INPUT');
    expect(errorCode(await create({ accountId: '00000000-0000-4000-8000-000000000000' }))).toBe(
      'NOT_FOUND',
    );
    expect(errorCode(await create({ accountId: 'not-a-uuid' }))).toBe('BAD_USER_INPUT');
  });

  it('accepts the creator e-mail in any case', async () => {
    const r = await gql(t, 'project', ann.accessToken, CREATE, {
      name: 'Case',
      accountId: ann.accountId,
      solutionId: SOLUTION_ID,
      creator: ann.email.toUpperCase(),
    });
    expect(r.errors).toBeUndefined();
  });

  it('renames the project and its survey, and moves its last update', async () => {
    const p = await createTestProject(t, ann, 'Old name');
    t.advance(60_000);
    const r = await gqlOk<{ updateProject: TestProject }>(t, 'project', ann.accessToken, RENAME, {
      projectId: p.projectId,
      name: 'New name',
    });
    expect(r.updateProject.name).toBe('New name');
    expect(r.updateProject.surveys[0]?.name).toBe('New name');
    expect(Date.parse(r.updateProject.sinceDate)).toBeGreaterThan(Date.parse(p.sinceDate));
  });

  it('answers NOT_FOUND when renaming an unknown project and BAD_USER_INPUT for a blank name', async () => {
    const missing = await gql(t, 'project', ann.accessToken, RENAME, {
      projectId: '00000000-0000-4000-8000-000000000000',
      name: 'x',
    });
    expect(errorCode(missing)).toBe('NOT_FOUND');
    const p = await createTestProject(t, ann);
    const blank = await gql(t, 'project', ann.accessToken, RENAME, {
      projectId: p.projectId,
      name: ' ',
    });
    expect(errorCode(blank)).toBe('BAD_USER_INPUT');
    // PostgreSQL cannot store NUL: such a name answered 500 (found by the fuzz test, seed
    // -1684262355). Now bad input, and the name is unchanged.
    const nul = await gql(t, 'project', ann.accessToken, RENAME, {
      projectId: p.projectId,
      name: '\u0000ą',
    });
    expect(errorCode(nul)).toBe('BAD_USER_INPUT');
    expect((await bySurvey(surveyIdOf(p)))?.name).toBe(p.name);
  });

  it('records when a survey was paused and clears it when it goes live again', async () => {
    const p = await createTestProject(t, ann);
    const surveyId = surveyIdOf(p);
    const pausedAt = async () =>
      (
        await t.deps.database.pool.query<{ paused_at: Date | null }>(
          'SELECT paused_at FROM surveys WHERE id = $1',
          [surveyId],
        )
      ).rows[0]?.paused_at;
    await launchTestSurvey(t, surveyId);
    expect(await pausedAt()).toBeNull();
    await gqlOk(t, 'order', ann.accessToken, SET_ORDER, { surveyId, orderStatus: 'Paused' });
    const r = await gqlOk<{ updateSurvey: { state: string } }>(
      t,
      'project',
      ann.accessToken,
      SET_STATE,
      {
        surveyId,
        state: 'paused',
      },
    );
    expect(r.updateSurvey.state).toBe('paused');
    const first = await pausedAt();
    expect(first).toBeInstanceOf(Date);
    t.advance(60_000);
    await gqlOk(t, 'project', ann.accessToken, SET_STATE, { surveyId, state: 'paused' });
    expect(await pausedAt()).toEqual(first);
    await gqlOk(t, 'order', ann.accessToken, SET_ORDER, { surveyId, orderStatus: 'Live' });
    await gqlOk(t, 'project', ann.accessToken, SET_STATE, { surveyId, state: 'live' });
    expect(await pausedAt()).toBeNull();
    expect((await bySurvey(surveyId))?.surveys[0]?.state).toBe('live');
  });

  it('refuses an unknown state or survey with typed errors', async () => {
    const p = await createTestProject(t, ann);
    const bad = await gql(t, 'project', ann.accessToken, SET_STATE, {
      surveyId: surveyIdOf(p),
      state: 'exploded',
    });
    expect(bad.status).toBeLessThan(500);
    expect(bad.errors?.length).toBeGreaterThan(0);
    const missing = await gql(t, 'project', ann.accessToken, SET_STATE, {
      surveyId: '00000000-0000-4000-8000-000000000000',
      state: 'live',
    });
    expect(errorCode(missing)).toBe('NOT_FOUND');
  });

  it('answers null for an unknown survey and BAD_USER_INPUT for a malformed id', async () => {
    expect(await bySurvey('00000000-0000-4000-8000-000000000000')).toBeNull();
    const r = await gql(t, 'project', ann.accessToken, BY_SURVEY, { surveyId: "1' OR 1=1 --" });
    expect(errorCode(r)).toBe('BAD_USER_INPUT');
  });

  it('requires a valid bearer token', async () => {
    const r = await gql(t, 'project', 'forged', BY_SURVEY, {
      surveyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(r.status).toBe(401);
    expect(errorCode(r)).toBe('UNAUTHENTICATED');
  });
});
