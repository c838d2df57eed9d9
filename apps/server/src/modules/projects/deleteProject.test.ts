import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, gqlOk } from '../../../test/graphqlHelpers.ts';
import {
  addTestFieldwork,
  launchTestSurvey,
  recordTestCompletes,
} from '../../../test/projectHelpers.ts';
import { createTestDraft } from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const DELETE = `mutation D($projectId: ID!, $accountId: ID!) { deleteProject(projectId: $projectId, accountId: $accountId) { projectId } }`;
const ADD_CARD = `mutation A($questionnaireId: ID!, $position: Int!) { addTextCard(questionnaireId: $questionnaireId, position: $position, title: "Hello") { version } }`;

/** The tables a full project writes to: the set-up must reach each of them. */
const PROJECT_TABLES = [
  'projects',
  'surveys',
  'fieldwork',
  'survey_orders',
  'draft_questionnaires',
  'draft_questionnaire_snapshots',
  'questionnaire_commands',
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

  const sql = <R extends object>(text: string, values: unknown[] = []) =>
    t.deps.database.pool.query<R>(text, values);

  /**
   * For every table of the public schema (read from information_schema, so a table added later
   * is covered without touching this test): how many rows have a uuid or text column equal to
   * one of `ids`. Only tables with such rows are listed.
   */
  const rowsReferencing = async (ids: string[]): Promise<Record<string, number>> => {
    const { rows: columns } = await sql<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name
       FROM information_schema.columns c
       JOIN information_schema.tables tb
         ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
       WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
         AND c.data_type IN ('uuid', 'text', 'character varying')
       ORDER BY c.table_name, c.column_name`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name: table, column_name: column } of columns) {
      const { rows } = await sql<{ n: number }>(
        `SELECT count(*)::int AS n FROM public."${table}" WHERE "${column}"::text = ANY($1::text[])`,
        [ids],
      );
      const n = rows[0]?.n ?? 0;
      if (n > 0) counts[table] = (counts[table] ?? 0) + n;
    }
    return counts;
  };

  /** A project with fieldwork, a questionnaire with edits, a live order and completes. */
  const fullProject = async () => {
    const { surveyId, questionnaireId } = await createTestDraft(t, ann);
    await addTestFieldwork(t, ann, surveyId);
    for (const position of [0, 1]) {
      await gqlOk(t, 'questionnaire', ann.accessToken, ADD_CARD, { questionnaireId, position });
    }
    await launchTestSurvey(t, surveyId, 'paused');
    await recordTestCompletes(t, surveyId, 5);
    const { rows } = await sql<{ project_id: string }>(
      'SELECT project_id FROM surveys WHERE id = $1',
      [surveyId],
    );
    const projectId = rows[0]?.project_id ?? '';
    return { projectId, surveyId, ids: [projectId, surveyId] };
  };

  it('leaves no row in any table that refers to the deleted project or its survey', async () => {
    const doomed = await fullProject();
    const kept = await fullProject();
    const keptBefore = await rowsReferencing(kept.ids);
    const before = await rowsReferencing(doomed.ids);
    expect(Object.keys(before).sort()).toEqual(expect.arrayContaining(PROJECT_TABLES.sort()));

    const r = await gqlOk<{ deleteProject: { projectId: string } }>(
      t,
      'project',
      ann.accessToken,
      DELETE,
      { projectId: doomed.projectId, accountId: ann.accountId },
    );
    expect(r.deleteProject).toEqual({ projectId: doomed.projectId });
    expect(await rowsReferencing(doomed.ids)).toEqual({});
    expect(await rowsReferencing(kept.ids)).toEqual(keptBefore);

    const again = await gql(t, 'project', ann.accessToken, DELETE, {
      projectId: doomed.projectId,
      accountId: ann.accountId,
    });
    expect(errorCode(again)).toBe('NOT_FOUND');
  });

  it('deletes a survey with everything of it at the database level too (foreign keys)', async () => {
    // Whatever deletes a survey, no code path can leave its rows behind.
    const { surveyId } = await fullProject();
    await sql('DELETE FROM surveys WHERE id = $1', [surveyId]);
    expect(await rowsReferencing([surveyId])).toEqual({});
  });

  it('refuses malformed ids and another account id without deleting anything', async () => {
    const { projectId, ids } = await fullProject();
    const before = await rowsReferencing(ids);
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
    const bob = await signUpUser(t);
    const foreign = await gql(t, 'project', bob.accessToken, DELETE, {
      projectId,
      accountId: bob.accountId,
    });
    expect(errorCode(foreign)).toBe('NOT_FOUND');
    expect(await rowsReferencing(ids)).toEqual(before);
  });
});
