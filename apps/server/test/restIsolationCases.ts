import type { SignedUpUser } from './authHelpers.ts';
import type { RouteKey } from './routeTable.ts';

/** A's ids that B's calls name (B is the caller; A owns everything here). */
export interface RestIds {
  a: SignedUpUser;
  b: SignedUpUser;
  aSurvey: string;
  aExport: string;
  /** A's saved crosstab. */
  aCrosstab: string;
  /** A's unfinished tus upload (its id, 32 hex). */
  aUpload: string;
  /** A's stored image (its media name). */
  aMedia: string;
  /** A's tracker (issue 39 §4), with wave 2 waiting for approval. */
  aTracker: string;
}

export interface RestCall {
  method: string;
  path: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is (tus's octet streams). */
  raw?: string;
  headers?: Record<string, string>;
}

/**
 * One route's case: `call` is B's request (or requests) naming A's ids, answered 404 (or, for `answers:
 * 'empty'`, an empty list: a list filtered to the caller); `none` says why the route takes no id
 * of an account's data (its credential is in the call itself, or it is the GraphQL matrix's).
 */
export type RestCase =
  { call: (i: RestIds) => RestCall | RestCall[]; answers?: 'empty' } | { none: string };

const DASHBOARD = '/v1/dashboard/api/v1.0';
const RESULTS = '/v2/survey-results/api/v1.0';
const UPLOADS = '/v1/media/uploads';
const TUS = { 'tus-resumable': '1.0.0' };

const BEFORE_SIGN_IN =
  'before sign-in: no account in the call, its token or password is the credential';
const GRAPHQL = 'the GraphQL side of the matrix: every operation of the schema has its case';
const PREFLIGHT = 'CORS preflight: no handler data, same-origin only';
const DEV_OUTBOX = 'local mail outbox: not mounted in production or with SMTP';
const PANEL_LINK = 'respondents: the signed panel link or the random session id is the credential';
const TEST_CONTROL =
  "test control: mounted only under tests, loopback only; moves the server's clock and runs jobs, names no account's data";
const NO_UPLOAD_ID = 'no upload id in the path: answers 404 to everyone';

/**
 * R1, REST side: one line per route of Fastify's route table (`routeTable`), keyed `METHOD /path`.
 * A route without a line fails the matrix (tenantIsolation.test.ts).
 */
export const REST_CASES: Record<RouteKey, RestCase> = {
  'GET /healthz': { none: 'health: no account data' },
  'GET /readyz': { none: 'health: no account data' },
  'POST /v1/dashboard/api/v1.0/login': { none: BEFORE_SIGN_IN },
  'POST /v1/dashboard/api/v1.0/logout': { none: 'ends the session of its own refresh cookie' },
  'GET /v1/dashboard/api/v1.0/refresh_token': { none: BEFORE_SIGN_IN },
  'POST /v1/dashboard/api/v1.0/request/access': { none: BEFORE_SIGN_IN },
  'POST /v1/dashboard/api/v1.0/request-reset-password': { none: BEFORE_SIGN_IN },
  'POST /v1/dashboard/api/v1.0/reset-password': { none: BEFORE_SIGN_IN },
  'POST /v1/dashboard/api/v1.0/valid-signup-request': { none: BEFORE_SIGN_IN },
  'POST /v1/dashboard/api/v1.0/valid-reset-password': { none: BEFORE_SIGN_IN },
  'POST /v1/dashboard/api/v1.0/signup/access': { none: BEFORE_SIGN_IN },
  'POST /v1/dashboard/api/v1.0/signup/invite': { none: BEFORE_SIGN_IN },
  'GET /v1/dashboard/api/v1.0/signup/invite-details/:inviteId': { none: BEFORE_SIGN_IN },
  'GET /v1/dashboard/api/v1.0/user': {
    call: (i) => ({ method: 'GET', path: `${DASHBOARD}/user?emailAddress=${i.a.email}` }),
  },
  'POST /v1/dashboard/api/v1.0/account': {
    call: (i) => ({
      method: 'POST',
      path: `${DASHBOARD}/account`,
      body: { emailAddress: i.a.email },
    }),
  },
  'GET /v1/dashboard/api/v1.0/account/:accountId': {
    call: (i) => ({ method: 'GET', path: `${DASHBOARD}/account/${i.a.accountId}` }),
  },
  'POST /v1/dashboard/api/v1.0/invite/create': {
    call: (i) => ({
      method: 'POST',
      path: `${DASHBOARD}/invite/create`,
      body: {
        accountId: i.a.accountId,
        creatorEmailAddress: i.b.email,
        inviteeEmailAddresses: ['intruder@example.com'],
      },
    }),
  },
  'POST /v1/dashboard/api/v1.0/analytics/events': {
    none: "records the caller's own usage event: no account's data read or written but the caller's",
  },
  'POST /v1/dashboard/api/v1.0/adjustIRSlackNotification': {
    call: (i) => ({
      method: 'POST',
      path: `${DASHBOARD}/adjustIRSlackNotification`,
      body: {
        accountId: i.b.accountId,
        surveyId: i.aSurvey,
        country: 'GB',
        incidenceRate: 50,
        cpi: 1,
        loi: 5,
        userEmailAddress: i.b.email,
        isFeasible: true,
        screeningQuestions: [],
      },
    }),
  },
  'POST /v1/dashboard/api/v1.0/data-table-requests': {
    call: (i) => ({
      method: 'POST',
      path: `${DASHBOARD}/data-table-requests`,
      body: { surveyId: i.aSurvey, requestType: 'SIMPLE', weighting: 'WEIGHTED' },
    }),
  },
  'POST /v1/dashboard/api/v1.0/retargeting': {
    // A's account id, and B's own account id with A's survey.
    call: (i) =>
      [i.a.accountId, i.b.accountId].map((accountId): RestCall => ({
        method: 'POST',
        path: `${DASHBOARD}/retargeting`,
        body: { surveyId: i.aSurvey, accountId, simulatedRespondentIds: ['s-1'] },
      })),
  },
  'POST /v1/dashboard/api/v1.0/raw-data-exports': {
    call: (i) => ({
      method: 'POST',
      path: `${DASHBOARD}/raw-data-exports`,
      body: { survey_id: i.aSurvey, dimension: 'WIDE', fileformat: 'SPSS' },
    }),
  },
  'GET /v1/dashboard/api/v1.0/raw-data-exports/:exportId': {
    call: (i) => ({ method: 'GET', path: `${DASHBOARD}/raw-data-exports/${i.aExport}` }),
  },
  'GET /v1/dashboard/api/v1.0/raw-data-exports/:exportId/file': {
    none: 'the signed, expiring link is the credential (exports.links tests)',
  },
  'GET /v1/project/graphql': { none: GRAPHQL },
  'POST /v1/project/graphql': { none: GRAPHQL },
  'OPTIONS /v1/project/graphql': { none: PREFLIGHT },
  'GET /v1/fieldwork/graphql': { none: GRAPHQL },
  'POST /v1/fieldwork/graphql': { none: GRAPHQL },
  'OPTIONS /v1/fieldwork/graphql': { none: PREFLIGHT },
  'GET /v1/order/graphql': { none: GRAPHQL },
  'POST /v1/order/graphql': { none: GRAPHQL },
  'OPTIONS /v1/order/graphql': { none: PREFLIGHT },
  'GET /v3/questionnaire/graphql': { none: GRAPHQL },
  'POST /v3/questionnaire/graphql': { none: GRAPHQL },
  'OPTIONS /v3/questionnaire/graphql': { none: PREFLIGHT },
  'POST /v1/respondent/sessions': { none: PANEL_LINK },
  'GET /v1/respondent/sessions/:sessionId': { none: PANEL_LINK },
  'POST /v1/respondent/sessions/:sessionId/answers': { none: PANEL_LINK },
  'POST /v1/respondent/preview/token': {
    call: (i) => ({
      method: 'POST',
      path: '/v1/respondent/preview/token',
      body: { surveyId: i.aSurvey },
    }),
  },
  'POST /v1/respondent/preview': {
    none: 'takes only a preview token, minted for one survey by its owner (the token route above; preview.api tests refuse it for any other survey)',
  },
  'POST /v1/media/uploads': { none: "creates in the caller's account (client metadata replaced)" },
  'HEAD /v1/media/uploads': { none: NO_UPLOAD_ID },
  'PATCH /v1/media/uploads': { none: NO_UPLOAD_ID },
  'DELETE /v1/media/uploads': { none: NO_UPLOAD_ID },
  'OPTIONS /v1/media/uploads': { none: PREFLIGHT },
  'POST /v1/media/uploads/:id': {
    none: "tus creates a new upload in the caller's account, whatever id the path names",
  },
  'HEAD /v1/media/uploads/:id': {
    call: (i) => ({ method: 'HEAD', path: `${UPLOADS}/${i.aUpload}`, headers: TUS }),
  },
  'PATCH /v1/media/uploads/:id': {
    call: (i) => ({
      method: 'PATCH',
      path: `${UPLOADS}/${i.aUpload}`,
      headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      raw: 'abcd',
    }),
  },
  'DELETE /v1/media/uploads/:id': {
    call: (i) => ({ method: 'DELETE', path: `${UPLOADS}/${i.aUpload}`, headers: TUS }),
  },
  'OPTIONS /v1/media/uploads/:id': { none: PREFLIGHT },
  'GET /v1/media/image-url': {
    call: (i) => ({ method: 'GET', path: `/v1/media/image-url?bucket=images&image=${i.aMedia}` }),
  },
  'GET /v1/media/images/:ref': { none: 'the 128-bit random media name is the capability' },
  'DELETE /v1/media/images/:ref': {
    call: (i) => ({ method: 'DELETE', path: `/v1/media/images/${i.aMedia}` }),
  },
  'POST /v2/survey-results/api/v1.0/progress': {
    call: (i) => ({
      method: 'POST',
      path: `${RESULTS}/progress`,
      body: { surveyIds: [i.aSurvey] },
    }),
    answers: 'empty',
  },
  'POST /v2/survey-results/api/v1.0/summary': {
    call: (i) => ({
      method: 'POST',
      path: `${RESULTS}/summary`,
      body: { surveyId: i.aSurvey, responseFilters: [] },
    }),
  },
  'POST /v2/survey-results/api/v1.0/texts': {
    call: (i) => ({
      method: 'POST',
      path: `${RESULTS}/texts`,
      body: {
        surveyId: i.aSurvey,
        questionId: 'q',
        responseFilters: [],
        search: '',
        offset: 0,
        limit: 10,
      },
    }),
  },
  'POST /v2/survey-results/api/v1.0/crosstab': {
    call: (i) => ({
      method: 'POST',
      path: `${RESULTS}/crosstab`,
      body: { surveyId: i.aSurvey, row: { questionId: 'q', matrixTitleId: null } },
    }),
  },
  'GET /v2/survey-results/api/v1.0/crosstabs': {
    call: (i) => ({ method: 'GET', path: `${RESULTS}/crosstabs?surveyId=${i.aSurvey}` }),
  },
  'POST /v2/survey-results/api/v1.0/crosstabs': {
    call: (i) => ({
      method: 'POST',
      path: `${RESULTS}/crosstabs`,
      body: {
        surveyId: i.aSurvey,
        name: 'B',
        definition: { row: { questionId: 'q', matrixTitleId: null }, banner: [] },
      },
    }),
  },
  'DELETE /v2/survey-results/api/v1.0/crosstabs/:id': {
    call: (i) => ({ method: 'DELETE', path: `${RESULTS}/crosstabs/${i.aCrosstab}` }),
  },
  'POST /v2/survey-results/api/v1.0/themes': {
    call: (i) => ({
      method: 'POST',
      path: `${RESULTS}/themes`,
      body: { surveyId: i.aSurvey, questionId: 'q', responseFilters: [] },
    }),
  },
  'GET /v2/survey-results/api/v1.0/quotas': {
    call: (i) => ({ method: 'GET', path: `${RESULTS}/quotas?surveyId=${i.aSurvey}` }),
  },
  'GET /v2/survey-results/api/v1.0/field-health': {
    call: (i) => ({ method: 'GET', path: `${RESULTS}/field-health?surveyId=${i.aSurvey}` }),
  },
  'GET /v2/survey-results/api/v1.0/quality': {
    call: (i) => ({ method: 'GET', path: `${RESULTS}/quality?surveyId=${i.aSurvey}` }),
  },
  'POST /v2/survey-results/api/v1.0/quality/exclusions': {
    call: (i) => ({
      method: 'POST',
      path: `${RESULTS}/quality/exclusions`,
      body: {
        surveyId: i.aSurvey,
        sessionIds: ['00000000-0000-4000-8000-000000000000'],
        excluded: true,
      },
    }),
  },
  'POST /v1/trackers': {
    call: (i) => ({
      method: 'POST',
      path: '/v1/trackers',
      body: {
        surveyId: i.aSurvey,
        every: 1,
        unit: 'month',
        startDate: '2099-01-01',
        timeZone: 'UTC',
        excludeWaves: 1,
        purchase: 'approval',
      },
    }),
  },
  'GET /v1/trackers': {
    call: (i) => ({ method: 'GET', path: `/v1/trackers?surveyId=${i.aSurvey}` }),
  },
  'GET /v1/trackers/:trackerId': {
    call: (i) => ({ method: 'GET', path: `/v1/trackers/${i.aTracker}` }),
  },
  'POST /v1/trackers/:trackerId/waves/:wave/approve': {
    call: (i) => ({ method: 'POST', path: `/v1/trackers/${i.aTracker}/waves/2/approve` }),
  },
  'GET /v1/trackers/:trackerId/export.csv': {
    call: (i) => ({ method: 'GET', path: `/v1/trackers/${i.aTracker}/export.csv` }),
  },
  'POST /v1/trackers/:trackerId/crosstab': {
    call: (i) => ({
      method: 'POST',
      path: `/v1/trackers/${i.aTracker}/crosstab`,
      body: { row: { questionId: 'q', matrixTitleId: null } },
    }),
  },
  'POST /dev/panel-traffic/knobs': {
    call: (i) => ({
      method: 'POST',
      path: '/dev/panel-traffic/knobs',
      body: { surveyId: i.aSurvey, knobs: { dropoutShare: 1 } },
    }),
  },
  'GET /dev/outbox': { none: DEV_OUTBOX },
  'GET /dev/outbox.json': { none: DEV_OUTBOX },
  'GET /dev/outbox/chat.json': { none: DEV_OUTBOX },
  'GET /test-control/clock': { none: TEST_CONTROL },
  'POST /test-control/clock/advance': { none: TEST_CONTROL },
  'POST /test-control/jobs/:queue/run': { none: TEST_CONTROL },
};

/** Calls `call` as B over real HTTP (bearer B unless the call sets its own authorization). */
export function restRequest(url: string, token: string, call: RestCall): Promise<Response> {
  const json = call.body !== undefined;
  return fetch(`${url}${call.path}`, {
    method: call.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(json && { 'content-type': 'application/json' }),
      ...call.headers,
    },
    body: json ? JSON.stringify(call.body) : call.raw,
  });
}
