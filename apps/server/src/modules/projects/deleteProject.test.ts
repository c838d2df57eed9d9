import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, gqlOk } from '../../../test/graphqlHelpers.ts';
import {
  addTestFieldwork,
  createTestProject,
  placeTestOrder,
  recordTestCompletes,
  surveyIdOf,
} from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const DELETE = `mutation D($projectId: ID!, $accountId: ID!) { deleteProject(projectId: $projectId, accountId: $accountId) { projectId } }`;
const TABLES = [
  'fieldwork',
  'draft_questionnaires',
  'questionnaire_commands',
  'survey_orders',
  'respondent_sessions',
];

describe('deleteProject', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
  });
  afterAll(() => t.close());

  const rowsFor = async (surveyId: string) => {
    const counts: Record<string, number> = {};
    for (const table of [...TABLES, 'surveys']) {
      const column = table === 'surveys' ? 'id' : 'survey_id';
      const { rows } = await t.deps.database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`,
        [surveyId],
      );
      counts[table] = rows[0]?.n ?? 0;
    }
    return counts;
  };

  const fullProject = async (name: string) => {
    const p = await createTestProject(t, ann, name);
    const surveyId = surveyIdOf(p);
    await addTestFieldwork(t, ann, surveyId);
    await gqlOk(
      t,
      'questionnaire',
      ann.accessToken,
      `mutation { addQuestionnaire(surveyId: "${surveyId}") { version } }`,
    );
    await placeTestOrder(t, surveyId, 'Live');
    await recordTestCompletes(t, surveyId, 5);
    return { projectId: p.projectId, surveyId };
  };

  it("removes the project with its survey's fieldwork, questionnaire, order and sessions", async () => {
    const { projectId, surveyId } = await fullProject('Doomed');
    const kept = await fullProject('Kept');
    expect(Object.values(await rowsFor(surveyId)).every((n) => n > 0)).toBe(true);

    const r = await gqlOk<{ deleteProject: { projectId: string } }>(
      t,
      'project',
      ann.accessToken,
      DELETE,
      {
        projectId,
        accountId: ann.accountId,
      },
    );
    expect(r.deleteProject).toEqual({ projectId });
    expect(Object.values(await rowsFor(surveyId)).every((n) => n === 0)).toBe(true);
    expect(Object.values(await rowsFor(kept.surveyId)).every((n) => n > 0)).toBe(true);
    const again = await gql(t, 'project', ann.accessToken, DELETE, {
      projectId,
      accountId: ann.accountId,
    });
    expect(errorCode(again)).toBe('NOT_FOUND');
  });

  it('refuses malformed ids and another account id without deleting anything', async () => {
    const { projectId, surveyId } = await fullProject('Safe');
    expect(
      errorCode(
        await gql(t, 'project', ann.accessToken, DELETE, {
          projectId: 'x',
          accountId: ann.accountId,
        }),
      ),
    ).toBe('BAD_USER_INPUT');
    const other = await gql(t, 'project', ann.accessToken, DELETE, {
      projectId,
      accountId: '00000000-0000-4000-8000-000000000000',
    });
    expect(errorCode(other)).toBe('NOT_FOUND');
    expect(Object.values(await rowsFor(surveyId)).every((n) => n > 0)).toBe(true);
  });
});
