import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { SOLUTION_ID } from '@survey/domain/projects/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, signUpUser, type SignedUpUser } from '../../../test/authHelpers.ts';
import { errorCode, gql, gqlOk, type GraphQLService } from '../../../test/graphqlHelpers.ts';
import {
  addTestFieldwork,
  createTestProject,
  launchTestSurvey,
  recordTestCompletes,
  surveyIdOf,
} from '../../../test/projectHelpers.ts';
import {
  createUpload,
  headUpload,
  tempDataDir,
  uploadFile,
  uploadUrlOf,
} from '../../../test/mediaHelpers.ts';
import { REST_CASES, restRequest } from '../../../test/restIsolationCases.ts';
import { routeTable } from '../../../test/routeTable.ts';
import { callOf, graphqlOperations } from '../../../test/schemaCalls.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';
import { createTestKey } from '../apiKeys/testing/apiKeyCalls.ts';
import { createTestWebhook, deliveryLogOf } from '../webhooks/testing/webhookClient.ts';

/** R1: account B calling with A's ids (and with A's parent + B's child) finds nothing, changes nothing. */
interface Ids {
  a: SignedUpUser;
  b: SignedUpUser;
  aProject: string;
  aSurvey: string;
  aBareSurvey: string;
  bSurvey: string;
  aQuestionnaireId: string;
  aExport: string;
  aCrosstab: string;
  aShareLink: string;
  aUpload: string;
  aMedia: string;
  aThread: string;
  aComment: string;
  aKey: string;
  bKey: string;
  aWebhook: string;
  aWebhookDelivery: number;
  aTracker: string;
}
type Expect = 'NOT_FOUND' | 'null' | 'empty' | 'public';
interface Case {
  service: GraphQLService;
  query: (ids: Ids) => string;
  expect: Expect;
}

const FULL_STATE = (s: string) => `{
  p: projectBySurveyId(surveyId: "${s}") { name surveys { name state sinceDate } sinceDate }
}`;

const CASES: Record<string, Case> = {
  searchProjects: {
    service: 'project',
    query: (i) => `{ searchProjects(accountId: "${i.a.accountId}") { projects { projectId } } }`,
    expect: 'empty',
  },
  projectBySurveyId: {
    service: 'project',
    query: (i) => `{ projectBySurveyId(surveyId: "${i.aSurvey}") { projectId } }`,
    expect: 'null',
  },
  createProject: {
    service: 'project',
    query: (i) =>
      `mutation { createProject(name: "x", accountId: "${i.a.accountId}", solutionId: "${SOLUTION_ID}", creator: "${i.b.email}") { projectId } }`,
    expect: 'NOT_FOUND',
  },
  updateProject: {
    service: 'project',
    query: (i) =>
      `mutation { updateProject(projectId: "${i.aProject}", name: "hacked") { projectId } }`,
    expect: 'NOT_FOUND',
  },
  deleteProject: {
    service: 'project',
    query: (i) =>
      `mutation { deleteProject(projectId: "${i.aProject}", accountId: "${i.b.accountId}") { projectId } }`,
    expect: 'NOT_FOUND',
  },
  updateSurvey: {
    service: 'project',
    query: (i) => `mutation { updateSurvey(surveyId: "${i.aSurvey}", state: completed) { state } }`,
    expect: 'NOT_FOUND',
  },
  countries: {
    service: 'fieldwork',
    query: () => '{ countries { countryCode } }',
    expect: 'public',
  },
  presetAudiences: {
    service: 'fieldwork',
    query: () => '{ presetAudiences(countryCode: "GB") { name } }',
    expect: 'public',
  },
  fieldwork: {
    service: 'fieldwork',
    query: (i) => `{ fieldwork(surveyId: "${i.aSurvey}") { surveyId } }`,
    expect: 'null',
  },
  getCostQuote: {
    service: 'fieldwork',
    query: (i) => `{ getCostQuote(surveyId: "${i.aSurvey}") { cpi { amount } } }`,
    expect: 'NOT_FOUND',
  },
  addFieldwork: {
    service: 'fieldwork',
    query: (i) =>
      `mutation { addFieldwork(surveyId: "${i.aBareSurvey}", panelSupplierCode: "SIMULATED", countryCode: "US", samplesNeeded: 5, accountMarkup: 0) { surveyId } }`,
    expect: 'NOT_FOUND',
  },
  updateFieldwork: {
    service: 'fieldwork',
    query: (i) =>
      `mutation { updateFieldwork(surveyId: "${i.aSurvey}", samplesNeeded: 1) { surveyId } }`,
    expect: 'NOT_FOUND',
  },
  surveyOrder: {
    service: 'order',
    query: (i) => `{ surveyOrder(surveyId: "${i.aSurvey}") { status } }`,
    expect: 'null',
  },
  updateSurveyOrder: {
    service: 'order',
    query: (i) =>
      `mutation { updateSurveyOrder(surveyId: "${i.aSurvey}", orderStatus: Paused) { status } }`,
    expect: 'NOT_FOUND',
  },
  draftQuestionnaireSummary: {
    service: 'questionnaire',
    query: (i) => `{ draftQuestionnaireSummary(surveyId: "${i.aSurvey}") { version } }`,
    expect: 'null',
  },
  addQuestionnaire: {
    service: 'questionnaire',
    query: (i) => `mutation { addQuestionnaire(surveyId: "${i.aBareSurvey}") { version } }`,
    expect: 'NOT_FOUND',
  },
  duplicateQuestionnaire: {
    service: 'questionnaire',
    query: (i) =>
      `mutation { duplicateQuestionnaire(surveyId: "${i.aSurvey}", newSurveyId: "${i.bSurvey}", accountMarkup: 0) { version } }`,
    expect: 'NOT_FOUND',
  },
  createMultiMarketProject: {
    service: 'market',
    query: (i) =>
      `mutation { createMultiMarketProject(name: "x", accountId: "${i.a.accountId}", creator: "${i.b.email}", countryCodes: ["GB", "DE"], samplesNeeded: 5) { projectId } }`,
    expect: 'NOT_FOUND',
  },
  addMarket: {
    service: 'market',
    query: (i) =>
      `mutation { addMarket(surveyId: "${i.aSurvey}", countryCode: "ES", samplesNeeded: 5) { projectId } }`,
    expect: 'NOT_FOUND',
  },
  purchaseMarkets: {
    service: 'market',
    query: (i) =>
      `mutation { purchaseMarkets(surveyId: "${i.aSurvey}", markets: [{ surveyId: "${i.aSurvey}", customerCPI: 1, baseCPI: 1, feasibility: 1 }], total: 5) { purchaseId } }`,
    expect: 'NOT_FOUND',
  },
  softLaunchMarkets: {
    service: 'market',
    query: (i) =>
      `mutation { softLaunchMarkets(surveyId: "${i.aSurvey}", samplesNeeded: 5) { projectId } }`,
    expect: 'NOT_FOUND',
  },
};

/** The second leg of the matrix: B's own parent with A's child. */
const MIXED: Case[] = [
  {
    service: 'questionnaire',
    query: (i) =>
      `mutation { duplicateQuestionnaire(surveyId: "${i.bSurvey}", newSurveyId: "${i.aSurvey}", accountMarkup: 0) { version } }`,
    expect: 'NOT_FOUND',
  },
  {
    service: 'project',
    query: (i) =>
      `mutation { deleteProject(projectId: "${i.aProject}", accountId: "${i.a.accountId}") { projectId } }`,
    expect: 'NOT_FOUND',
  },
];

/**
 * Operations without a hand-written case (the questionnaire editor's) are called with every
 * required argument filled in and A's ids (questionnaireId, surveyId): they must answer NOT_FOUND.
 */
const GENERATED = graphqlOperations().filter((op) => !CASES[op.field.name]);

describe('tenant isolation (R1)', () => {
  let t: TestApp;
  let ids: Ids;
  const dataDir = tempDataDir();
  beforeAll(async () => {
    t = await startTestApp({ DATA_DIR: dataDir });
    const [a, b] = [await signUpUser(t), await signUpUser(t)];
    const aProject = await createTestProject(t, a, 'A secret project');
    const aSurvey = surveyIdOf(aProject);
    await addTestFieldwork(t, a, aSurvey, { samplesNeeded: 100 });
    await gqlOk(
      t,
      'questionnaire',
      a.accessToken,
      `mutation { addQuestionnaire(surveyId: "${aSurvey}") { version } }`,
    );
    const { rows } = await t.deps.database.pool.query<{ id: string }>(
      `SELECT questionnaire_id AS id FROM draft_questionnaire_snapshots WHERE survey_id = $1`,
      [aSurvey],
    );
    await launchTestSurvey(t, aSurvey);
    await recordTestCompletes(t, aSurvey, 10);
    const aBareSurvey = surveyIdOf(await createTestProject(t, a, 'A bare project'));
    const bSurvey = surveyIdOf(await createTestProject(t, b, 'B project'));
    await addTestFieldwork(t, b, bSurvey);
    await gqlOk(
      t,
      'questionnaire',
      b.accessToken,
      `mutation { addQuestionnaire(surveyId: "${bSurvey}") { version } }`,
    );
    // A's raw-data export job, as the export module stores it.
    const exportJob = await t.deps.database.pool.query<{ id: string }>(
      `INSERT INTO export_jobs (survey_id, account_id, user_id, dimension, fileformat, status, file_name, created_at)
       VALUES ($1, $2, $3, 'WIDE', 'SPSS', 'queued', 'A secret project.sav', now()) RETURNING id`,
      [aSurvey, a.accountId, a.userId],
    );
    // A's saved crosstab, as the results module stores it.
    const crosstab = await t.deps.database.pool.query<{ id: string }>(
      `INSERT INTO saved_crosstabs (survey_id, account_id, created_by, name, definition, created_at)
       VALUES ($1, $2, $3, 'A secret table', '{}', now()) RETURNING id`,
      [aSurvey, a.accountId, a.userId],
    );
    // A's share link of that table, as the sharing module stores it.
    const shareLink = await t.deps.database.pool.query<{ id: string }>(
      `INSERT INTO share_links (account_id, survey_id, crosstab_id, token_hash, created_by, created_by_email, created_at, expires_at)
       VALUES ($1, $2, $3, 'a-token-hash', $4, $5, now(), now() + interval '30 days') RETURNING id`,
      [a.accountId, aSurvey, crosstab.rows[0]?.id, a.userId, a.email],
    );
    // A's comment thread and its comment, as the comments module stores them.
    const thread = await t.deps.database.pool.query<{ id: string }>(
      `INSERT INTO comment_threads (survey_id, account_id, card_number, created_at)
       VALUES ($1, $2, 1, now()) RETURNING id`,
      [aSurvey, a.accountId],
    );
    const comment = await t.deps.database.pool.query<{ id: string }>(
      `INSERT INTO comments (thread_id, author_id, body, created_at)
       VALUES ($1, $2, 'A secret project comment', now()) RETURNING id`,
      [thread.rows[0]?.id, a.userId],
    );
    // A's tracker of its survey, wave 2 waiting for approval, as the trackers module stores it.
    const tracker = await t.deps.database.pool.query<{ id: string }>(
      `INSERT INTO trackers (account_id, project_id, created_by, creator_email, every, unit, start_date, time_zone, exclude_waves, purchase, created_at)
       VALUES ($1, $2, $3, $4, 1, 'month', '2099-01-01', 'UTC', 1, 'approval', now()) RETURNING id`,
      [a.accountId, aProject.projectId, a.userId, a.email],
    );
    const aTracker = tracker.rows[0]?.id ?? '';
    await t.deps.database.pool.query(
      `INSERT INTO tracker_waves (tracker_id, wave, survey_id, status, launch_at, created_at)
       VALUES ($1, 1, $2, 'launched', now(), now()), ($1, 2, $3, 'pending_approval', now(), now())`,
      [aTracker, aSurvey, aBareSurvey],
    );
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const aMedia = (await uploadFile(t, a.accessToken, png)).headers.get('media-name') ?? '';
    const upload = await createUpload(t, { token: a.accessToken, length: 10 });
    const aWebhook = await createTestWebhook(t, a, 'http://127.0.0.1:9/hook', ['export.ready']);
    // A logged delivery of A's, as the webhooks module stores one.
    await t.deps.database.pool.query(
      `INSERT INTO webhook_events (id, account_id, type, body, created_at)
       VALUES ('msg_isolation', $1, 'export.ready', '{"note": "A secret project"}', now())`,
      [a.accountId],
    );
    const delivery = await t.deps.database.pool.query<{ id: string }>(
      `INSERT INTO webhook_deliveries (subscription_id, event_id, stream, status, next_attempt_at, created_at)
       VALUES ($1, 'msg_isolation', 'account', 'delivered', now(), now()) RETURNING id`,
      [aWebhook.id],
    );
    ids = {
      aWebhook: aWebhook.id,
      aWebhookDelivery: Number(delivery.rows[0]?.id),
      a,
      b,
      aKey: (await createTestKey(t.url, a.accessToken)).id,
      bKey: (await createTestKey(t.url, b.accessToken)).secret,
      aMedia,
      aUpload: uploadUrlOf(t, upload).split('/').pop() ?? '',
      aExport: exportJob.rows[0]?.id ?? '',
      aCrosstab: crosstab.rows[0]?.id ?? '',
      aShareLink: shareLink.rows[0]?.id ?? '',
      aThread: thread.rows[0]?.id ?? '',
      aComment: comment.rows[0]?.id ?? '',
      aTracker,
      aProject: aProject.projectId,
      aSurvey,
      aBareSurvey,
      bSurvey,
      aQuestionnaireId: rows[0]?.id ?? '',
    };
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Everything A can see of its surveys, read as A. */
  const snapshotOfA = async () => {
    const read = async (service: GraphQLService, query: string) =>
      gqlOk(t, service, ids.a.accessToken, query);
    const progress = await fetch(`${t.url}/v2/survey-results/api/v1.0/progress`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ids.a.accessToken}` },
      body: JSON.stringify({ surveyIds: [ids.aSurvey, ids.aBareSurvey] }),
    });
    return {
      project: await read('project', FULL_STATE(ids.aSurvey)),
      list: await read(
        'project',
        `{ searchProjects(accountId: "${ids.a.accountId}") { projects { name sinceDate } } }`,
      ),
      fieldwork: await read(
        'fieldwork',
        `{ a: fieldwork(surveyId: "${ids.aSurvey}") { samplesNeeded { unadjusted } sinceDate } bare: fieldwork(surveyId: "${ids.aBareSurvey}") { surveyId } }`,
      ),
      order: await read(
        'order',
        `{ surveyOrder(surveyId: "${ids.aSurvey}") { status sinceDate } }`,
      ),
      questionnaire: await read(
        'questionnaire',
        `{ a: draftQuestionnaireSummary(surveyId: "${ids.aSurvey}") { version } bare: draftQuestionnaireSummary(surveyId: "${ids.aBareSurvey}") { version } }`,
      ),
      progress: await progress.json(),
      webhooks: await (await api(t, 'webhooks', { token: ids.a.accessToken })).json(),
      webhookSecret: await (
        await api(t, `webhooks/${ids.aWebhook}/secret`, { token: ids.a.accessToken })
      ).json(),
      webhookLog: await deliveryLogOf(t, ids.a, ids.aWebhook),
      upload: (
        await headUpload(`${t.url}/v1/media/uploads/${ids.aUpload}`, { token: ids.a.accessToken })
      ).headers.get('upload-offset'),
      comments: await (
        await fetch(`${t.url}/v1/dashboard/api/v1.0/surveys/${ids.aSurvey}/comment-threads`, {
          headers: { authorization: `Bearer ${ids.a.accessToken}` },
        })
      ).json(),
      image: await (
        await fetch(`${t.url}/v1/media/image-url?bucket=images&image=${ids.aMedia}`, {
          headers: { authorization: `Bearer ${ids.a.accessToken}` },
        })
      ).json(),
    };
  };

  it('has a case for every query and mutation of every service', () => {
    const all = graphqlOperations();
    expect(all.length).toBeGreaterThan(Object.keys(CASES).length);
    for (const [name, c] of Object.entries(CASES)) {
      expect(all.find((op) => op.field.name === name)?.service, `stale case ${name}`).toBe(
        c.service,
      );
    }
  });

  it('has a case for every REST route of the route table', () => {
    const routes = routeTable(t.app);
    expect(
      routes.filter((r) => !(r in REST_CASES)),
      'routes without a case',
    ).toEqual([]);
    expect(
      Object.keys(REST_CASES).filter((r) => !routes.includes(r as never)),
      'stale',
    ).toEqual([]);
  });

  it('sees every route a development or test server mounts: none more with jobs and the panel on', async () => {
    // The matrix app runs no job runner and no simulated panel; routes that came only with them
    // (the panel's knobs did) would escape the matrix.
    const withJobs = await startTestApp({ DATA_DIR: dataDir, PANEL_RATE: '1' }, { jobs: true });
    try {
      expect(routeTable(withJobs.app).sort()).toEqual(routeTable(t.app).sort());
    } finally {
      await withJobs.close();
    }
  });

  it("answers B's calls with A's ids as not found and leaves A's data unchanged", async () => {
    const before = await snapshotOfA();
    t.advance(1_000);
    for (const [name, c] of [
      ...Object.entries(CASES),
      ...MIXED.map((c, i) => [`mixed ${i}`, c] as const),
    ]) {
      const r = await gql<Record<string, unknown>>(t, c.service, ids.b.accessToken, c.query(ids));
      const value = r.data ? Object.values(r.data)[0] : undefined;
      if (c.expect === 'NOT_FOUND') expect(errorCode(r), name).toBe('NOT_FOUND');
      if (c.expect === 'null') expect(value, name).toBeNull();
      if (c.expect === 'empty') expect(value, name).toEqual({ projects: [] });
      if (c.expect === 'public') expect(r.errors, name).toBeUndefined();
      expect(JSON.stringify(r), name).not.toContain('A secret project');
    }
    const probeIds = {
      questionnaireId: ids.aQuestionnaireId,
      surveyId: ids.aSurvey,
      newSurveyId: ids.bSurvey,
    };
    for (const op of GENERATED) {
      const call = callOf(op.kind, op.field, probeIds);
      const r = await gql(t, op.service, ids.b.accessToken, call.query, call.variables);
      expect(errorCode(r), `${op.service}.${op.field.name}: ${JSON.stringify(r.errors)}`).toBe(
        'NOT_FOUND',
      );
    }
    for (const [route, c] of Object.entries(REST_CASES)) {
      if (!('call' in c)) continue;
      for (const call of [c.call(ids)].flat()) {
        const res = await restRequest(t.url, ids.b.accessToken, call);
        const body = await res.text();
        if (c.answers === 'empty') expect(JSON.parse(body), route).toEqual([]);
        else expect(res.status, `${route}: ${body}`).toBe(404);
        expect(body, route).not.toContain('A secret project');
      }
    }
    expect(await snapshotOfA()).toEqual(before);
  });
});
