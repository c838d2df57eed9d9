import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, gqlOk } from '../../../test/graphqlHelpers.ts';
import {
  createTestProject,
  launchTestSurvey,
  surveyIdOf,
  type TestProject,
} from '../../../test/projectHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

const SEARCH = `query Search($accountId: ID!, $offset: Int, $limit: Int, $text: String, $sorting: Sorting, $state: SurveyState) {
  searchProjects(accountId: $accountId, offset: $offset, limit: $limit, text: $text, sorting: $sorting, state: $state) {
    projects { projectId name surveys { state } sinceDate }
  }
}`;
const SET_STATE = `mutation State($surveyId: ID!, $state: SurveyState!) { updateSurvey(surveyId: $surveyId, state: $state) { state } }`;
const SET_ORDER = `mutation Order($surveyId: ID!, $orderStatus: OrderStatus!) { updateSurveyOrder(surveyId: $surveyId, orderStatus: $orderStatus) { status } }`;

type Found = { projectId: string; name: string; surveys: { state: string }[]; sinceDate: string };

describe('searchProjects', () => {
  let t: TestApp;
  let ann: SignedUpUser;
  const made: Record<string, TestProject> = {};

  beforeAll(async () => {
    t = await startTestApp();
    ann = await signUpUser(t);
    const specs: [string, string | null, string][] = [
      ['Coffee habits 2024', null, 'live'],
      ['Morning routines', 'What coffee drinkers do before work', 'draft'],
      ['Banking app usability', null, 'paused'],
      ['Athletic footwear brand study', 'Running shoes', 'completed'],
      ['Zebra crossing awareness', null, 'live'],
    ];
    for (const [name, description, state] of specs) {
      t.advance(1_000);
      const p = await createTestProject(t, ann, name, description);
      if (state === 'live' || state === 'paused' || state === 'completed') {
        await launchTestSurvey(t, surveyIdOf(p), state);
      }
      made[name] = p;
    }
  });
  afterAll(() => t.close());

  const search = async (vars: Record<string, unknown>, user = ann) =>
    (
      await gqlOk<{ searchProjects: { projects: Found[] } }>(
        t,
        'project',
        user.accessToken,
        SEARCH,
        {
          accountId: user.accountId,
          ...vars,
        },
      )
    ).searchProjects.projects;
  const names = (found: Found[]) => found.map((p) => p.name);

  it('lists every project, last updated first, by default', async () => {
    expect(names(await search({}))).toEqual([
      'Zebra crossing awareness',
      'Athletic footwear brand study',
      'Banking app usability',
      'Morning routines',
      'Coffee habits 2024',
    ]);
  });

  it('ranks a title match above a description-only match', async () => {
    const found = await search({
      text: 'coffee',
      sorting: { sortBy: 'SearchRank', order: 'Desc' },
    });
    expect(names(found)).toEqual(['Coffee habits 2024', 'Morning routines']);
  });

  it('matches word prefixes, parts of words and small typos', async () => {
    expect(names(await search({ text: 'cof' }))).toContain('Coffee habits 2024');
    expect(names(await search({ text: 'ffee hab' }))).toEqual(['Coffee habits 2024']);
    expect(names(await search({ text: 'usabil' }))).toEqual(['Banking app usability']);
    expect(names(await search({ text: 'footwar' }))).toEqual(['Athletic footwear brand study']);
    expect(names(await search({ text: 'shoes' }))).toEqual(['Athletic footwear brand study']);
    expect(await search({ text: 'quantum' })).toEqual([]);
  });

  it('filters on the state of the first survey', async () => {
    const live = await search({ state: 'live' });
    expect(names(live).sort()).toEqual(['Coffee habits 2024', 'Zebra crossing awareness']);
    expect(live.every((p) => p.surveys[0]?.state === 'live')).toBe(true);
    expect(names(await search({ state: 'paused' }))).toEqual(['Banking app usability']);
    expect(await search({ state: 'halted' })).toEqual([]);
    expect(names(await search({ state: 'live', text: 'zebra' }))).toEqual([
      'Zebra crossing awareness',
    ]);
  });

  it('sorts by name and by last update in both orders', async () => {
    const byName = names(await search({ sorting: { sortBy: 'Name', order: 'Asc' } }));
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    expect(names(await search({ sorting: { sortBy: 'Name', order: 'Desc' } }))).toEqual(
      [...byName].reverse(),
    );
    const newest = await search({ sorting: { sortBy: 'SinceDate', order: 'Desc' } });
    const oldest = await search({ sorting: { sortBy: 'SinceDate', order: 'Asc' } });
    expect(names(oldest)).toEqual(names(newest).reverse());
    const times = newest.map((p) => Date.parse(p.sinceDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await search({ sorting: { sortBy: 'Solution', order: 'Asc' } })).toHaveLength(5);
    expect(await search({ sorting: { sortBy: 'SearchRank', order: 'Desc' } })).toHaveLength(5);
  });

  it('moves a project to the top when its survey changes', async () => {
    t.advance(1_000);
    const banking = made['Banking app usability'];
    if (!banking) throw new Error('fixture missing');
    await gqlOk(t, 'order', ann.accessToken, SET_ORDER, {
      surveyId: surveyIdOf(banking),
      orderStatus: 'Live',
    });
    await gqlOk(t, 'project', ann.accessToken, SET_STATE, {
      surveyId: surveyIdOf(banking),
      state: 'live',
    });
    expect(names(await search({ limit: 1 }))).toEqual(['Banking app usability']);
    // The state filter follows the change at once.
    expect(names(await search({ state: 'paused' }))).toEqual([]);
    expect(names(await search({ state: 'live' }))).toContain('Banking app usability');
  });

  it('keeps filtering on the first survey whoever writes the surveys table', async () => {
    const coffee = made['Coffee habits 2024'];
    if (!coffee) throw new Error('fixture missing');
    const q = (text: string, params: unknown[]) => t.deps.database.pool.query(text, params);
    // A later survey does not change the project's state; an earlier one does, until deleted.
    await q(
      `INSERT INTO surveys (project_id, name, state, created_at, updated_at)
       SELECT project_id, 'Later', 'draft', created_at + interval '1 day', now() FROM surveys WHERE id = $1`,
      [surveyIdOf(coffee)],
    );
    expect(names(await search({ state: 'live' }))).toContain('Coffee habits 2024');
    const { rows } = await q(
      `INSERT INTO surveys (project_id, name, state, created_at, updated_at)
       SELECT project_id, 'Earlier', 'halted', created_at - interval '1 day', now() FROM surveys WHERE id = $1
       RETURNING id`,
      [surveyIdOf(coffee)],
    );
    expect(names(await search({ state: 'halted' }))).toEqual(['Coffee habits 2024']);
    expect(names(await search({ state: 'live' }))).not.toContain('Coffee habits 2024');
    await q('DELETE FROM surveys WHERE id = $1', [rows[0]?.id]);
    expect(await search({ state: 'halted' })).toEqual([]);
    expect(names(await search({ state: 'live' }))).toContain('Coffee habits 2024');
  });

  it('pages with offset and limit without gaps or repeats', async () => {
    const bob = await signUpUser(t);
    for (let i = 0; i < 12; i++)
      await createTestProject(t, bob, `Wave ${String(i).padStart(2, '0')}`);
    const sorting = { sortBy: 'Name', order: 'Asc' };
    const pages = [
      await search({ offset: 0, limit: 5, sorting }, bob),
      await search({ offset: 5, limit: 5, sorting }, bob),
      await search({ offset: 10, limit: 5, sorting }, bob),
    ];
    expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
    expect(pages.flat().map((p) => p.name)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Wave ${String(i).padStart(2, '0')}`),
    );
    expect(await search({}, bob)).toHaveLength(10);
    expect(await search({ offset: 50 }, bob)).toEqual([]);
  });

  it("finds nothing with another account's id", async () => {
    const eve = await signUpUser(t);
    const r = await gqlOk<{ searchProjects: { projects: Found[] } }>(
      t,
      'project',
      eve.accessToken,
      SEARCH,
      {
        accountId: ann.accountId,
      },
    );
    expect(r.searchProjects.projects).toEqual([]);
  });

  it('answers hostile inputs with typed errors, never a 5xx', async () => {
    const run = (vars: Record<string, unknown>) =>
      gql(t, 'project', ann.accessToken, SEARCH, { accountId: ann.accountId, ...vars });
    for (const vars of [
      { offset: -1 },
      { limit: 10000 },
      { limit: 0 },
      { text: 'x'.repeat(10_000) },
      { accountId: 'not-a-uuid' },
    ]) {
      const r = await run(vars);
      expect(r.status, JSON.stringify(vars)).toBeLessThan(500);
      expect(errorCode(r), JSON.stringify(vars)).toBe('BAD_USER_INPUT');
    }
    for (const vars of [{ state: 'exploded' }, { sorting: { sortBy: 'Price', order: 'Asc' } }]) {
      const r = await run(vars);
      expect(r.status).toBeLessThan(500);
      expect(r.errors?.length).toBeGreaterThan(0);
      expect(r.data ?? null).toBeNull();
    }
    for (const text of ["'; DROP TABLE projects; --", '%_\\', 'the', '!!! :* & |', '   ', 'über']) {
      const r = await run({ text });
      expect(r.errors, text).toBeUndefined();
    }
    expect(await search({})).toHaveLength(5);
  });
});
