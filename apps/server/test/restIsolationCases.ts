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
  /** B's own survey (B's parent with A's child). */
  bSurvey: string;
  /** A's share link (its id; its token is random and never known to B). */
  aShareLink: string;
  /** A's unfinished tus upload (its id, 32 hex). */
  aUpload: string;
  /** A's stored image (its media name). */
  aMedia: string;
  /** A's comment thread on a card of its survey, and its first comment. */
  aThread: string;
  aComment: string;
  /** A's API key (its id). */
  aKey: string;
  /** B's API key with every scope (its secret): the public API's calls are made with it. */
  bKey: string;
  /** A's webhook subscription and one logged delivery of it. */
  aWebhook: string;
  aWebhookDelivery: number;
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
const SHARING = '/v1/sharing/api/v1.0';
const SHARED = '/v1/shared/api/v1.0';
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
const PUBLIC = '/api/public/v1';
const OPEN_DOCS = 'the public API reference: the same document for everyone, no account data';

/** B's call of the public API, with B's API key instead of B's session. */
const withKey = (i: RestIds, call: RestCall): RestCall => ({
  ...call,
  headers: { ...call.headers, authorization: `Bearer ${i.bKey}` },
});

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
  'GET /v1/dashboard/api/v1.0/account-members': {
    none: "lists the caller's own account's members: takes no id",
  },
  'GET /v1/dashboard/api/v1.0/surveys/:surveyId/comment-threads': {
    call: (i) => ({ method: 'GET', path: `${DASHBOARD}/surveys/${i.aSurvey}/comment-threads` }),
  },
  'POST /v1/dashboard/api/v1.0/surveys/:surveyId/comment-threads': {
    call: (i) => ({
      method: 'POST',
      path: `${DASHBOARD}/surveys/${i.aSurvey}/comment-threads`,
      body: { cardNumber: 1, body: 'B was here' },
    }),
  },
  'POST /v1/dashboard/api/v1.0/comment-threads/:threadId/replies': {
    call: (i) => ({
      method: 'POST',
      path: `${DASHBOARD}/comment-threads/${i.aThread}/replies`,
      body: { body: 'B was here' },
    }),
  },
  'POST /v1/dashboard/api/v1.0/comment-threads/:threadId/resolve': {
    call: (i) => ({ method: 'POST', path: `${DASHBOARD}/comment-threads/${i.aThread}/resolve` }),
  },
  'POST /v1/dashboard/api/v1.0/comment-threads/:threadId/reopen': {
    call: (i) => ({ method: 'POST', path: `${DASHBOARD}/comment-threads/${i.aThread}/reopen` }),
  },
  'PATCH /v1/dashboard/api/v1.0/comments/:commentId': {
    call: (i) => ({
      method: 'PATCH',
      path: `${DASHBOARD}/comments/${i.aComment}`,
      body: { body: 'B was here' },
    }),
  },
  'DELETE /v1/dashboard/api/v1.0/comments/:commentId': {
    call: (i) => ({ method: 'DELETE', path: `${DASHBOARD}/comments/${i.aComment}` }),
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
  'GET /v1/market/graphql': { none: GRAPHQL },
  'POST /v1/market/graphql': { none: GRAPHQL },
  'OPTIONS /v1/market/graphql': { none: PREFLIGHT },
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
    call: (i) => [
      { method: 'GET', path: `${RESULTS}/crosstabs?surveyId=${i.aSurvey}` },
      // Issue 37 §3: across markets, A's survey is still A's (404 before NOT_MULTI_MARKET).
      { method: 'GET', path: `${RESULTS}/crosstabs?surveyId=${i.aSurvey}&markets=all` },
    ],
  },
  'POST /v2/survey-results/api/v1.0/crosstabs': {
    call: (i) =>
      [undefined, 'all' as const].map((markets) => ({
        method: 'POST',
        path: `${RESULTS}/crosstabs`,
        body: {
          surveyId: i.aSurvey,
          name: 'B',
          definition: { row: { questionId: 'q', matrixTitleId: null }, banner: [] },
          markets,
        },
      })),
  },
  'DELETE /v2/survey-results/api/v1.0/crosstabs/:id': {
    call: (i) => ({ method: 'DELETE', path: `${RESULTS}/crosstabs/${i.aCrosstab}` }),
  },
  'GET /v2/survey-results/api/v1.0/weighting': {
    call: (i) => ({ method: 'GET', path: `${RESULTS}/weighting?surveyId=${i.aSurvey}` }),
  },
  'PUT /v2/survey-results/api/v1.0/weighting': {
    call: (i) => ({
      method: 'PUT',
      path: `${RESULTS}/weighting`,
      body: {
        surveyId: i.aSurvey,
        scheme: { targets: [{ questionId: 'q', percents: { a: 100 } }], cap: 5, floor: 0.2 },
      },
    }),
  },
  'DELETE /v2/survey-results/api/v1.0/weighting': {
    call: (i) => ({ method: 'DELETE', path: `${RESULTS}/weighting?surveyId=${i.aSurvey}` }),
  },
  'POST /v2/survey-results/api/v1.0/themes': {
    call: (i) => ({
      method: 'POST',
      path: `${RESULTS}/themes`,
      body: { surveyId: i.aSurvey, questionId: 'q', responseFilters: [] },
    }),
  },
  'POST /v1/sharing/api/v1.0/links': {
    call: (i) => [
      {
        method: 'POST',
        path: `${SHARING}/links`,
        body: { surveyId: i.aSurvey, expiresAt: '2099-01-01T00:00:00Z' },
      },
      // B's own survey with A's saved table.
      {
        method: 'POST',
        path: `${SHARING}/links`,
        body: { surveyId: i.bSurvey, crosstabId: i.aCrosstab, expiresAt: '2099-01-01T00:00:00Z' },
      },
      // Issue 37 §3: a link across A's markets.
      {
        method: 'POST',
        path: `${SHARING}/links`,
        body: { surveyId: i.aSurvey, markets: 'all', expiresAt: '2099-01-01T00:00:00Z' },
      },
    ],
  },
  'GET /v1/sharing/api/v1.0/links': {
    call: (i) => [
      { method: 'GET', path: `${SHARING}/links?surveyId=${i.aSurvey}` },
      { method: 'GET', path: `${SHARING}/links?surveyId=${i.aSurvey}&markets=all` },
    ],
  },
  'POST /v1/sharing/api/v1.0/links/:id/revoke': {
    call: (i) => ({ method: 'POST', path: `${SHARING}/links/${i.aShareLink}/revoke` }),
  },
  // The viewer's routes take a token, never an id: naming A's link id (or A's survey in a body)
  // opens nothing. A link of A reading only A's survey whatever a body names, and B's link
  // opening nothing of A: sharing/sharing.api.test.ts.
  'GET /v1/shared/api/v1.0/:token': {
    call: (i) => ({ method: 'GET', path: `${SHARED}/${i.aShareLink}` }),
  },
  'POST /v1/shared/api/v1.0/:token/unlock': {
    call: (i) => ({
      method: 'POST',
      path: `${SHARED}/${i.aShareLink}/unlock`,
      body: { password: 'password' },
    }),
  },
  'POST /v1/shared/api/v1.0/:token/summary': {
    call: (i) => ({
      method: 'POST',
      path: `${SHARED}/${i.aShareLink}/summary`,
      body: { surveyId: i.aSurvey, responseFilters: [] },
    }),
  },
  'POST /v1/shared/api/v1.0/:token/texts': {
    call: (i) => ({
      method: 'POST',
      path: `${SHARED}/${i.aShareLink}/texts`,
      body: { surveyId: i.aSurvey, questionId: 'q', responseFilters: [] },
    }),
  },
  'POST /v1/shared/api/v1.0/:token/themes': {
    call: (i) => ({
      method: 'POST',
      path: `${SHARED}/${i.aShareLink}/themes`,
      body: { surveyId: i.aSurvey, questionId: 'q', responseFilters: [] },
    }),
  },
  'POST /v1/shared/api/v1.0/:token/crosstab': {
    call: (i) => ({
      method: 'POST',
      path: `${SHARED}/${i.aShareLink}/crosstab`,
      body: { surveyId: i.aSurvey, row: { questionId: 'q', matrixTitleId: null } },
    }),
  },
  'GET /v1/shared/api/v1.0/:token/crosstabs': {
    call: (i) => ({ method: 'GET', path: `${SHARED}/${i.aShareLink}/crosstabs` }),
  },
  'GET /v1/shared/api/v1.0/:token/quotas': {
    call: (i) => ({ method: 'GET', path: `${SHARED}/${i.aShareLink}/quotas` }),
  },
  'POST /v1/shared/api/v1.0/:token/progress': {
    call: (i) => ({ method: 'POST', path: `${SHARED}/${i.aShareLink}/progress`, body: {} }),
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
  'GET /v1/dashboard/api/v1.0/api-keys': {
    none: "lists the caller's own account's keys: no id in the call (apiKeys.api.test: another account sees none)",
  },
  'POST /v1/dashboard/api/v1.0/api-keys': { none: "creates a key in the caller's account" },
  'DELETE /v1/dashboard/api/v1.0/api-keys/:id': {
    call: (i) => ({ method: 'DELETE', path: `${DASHBOARD}/api-keys/${i.aKey}` }),
  },
  'GET /api/public/v1/projects': {
    none: "lists the key's own account: no id in the call (publicApi.api.test: another account's key lists none of A's)",
  },
  'POST /api/public/v1/projects': {
    call: (i) =>
      withKey(i, {
        method: 'POST',
        path: `${PUBLIC}/projects`,
        body: { name: 'B copy', fromSurveyId: i.aSurvey },
      }),
  },
  'GET /api/public/v1/surveys/:surveyId/progress': {
    call: (i) => withKey(i, { method: 'GET', path: `${PUBLIC}/surveys/${i.aSurvey}/progress` }),
  },
  'GET /api/public/v1/surveys/:surveyId/quotas': {
    call: (i) => withKey(i, { method: 'GET', path: `${PUBLIC}/surveys/${i.aSurvey}/quotas` }),
  },
  'POST /api/public/v1/surveys/:surveyId/summary': {
    call: (i) =>
      withKey(i, { method: 'POST', path: `${PUBLIC}/surveys/${i.aSurvey}/summary`, body: {} }),
  },
  'GET /api/public/v1/surveys/:surveyId/crosstabs': {
    call: (i) => withKey(i, { method: 'GET', path: `${PUBLIC}/surveys/${i.aSurvey}/crosstabs` }),
  },
  'GET /api/public/v1/surveys/:surveyId/crosstabs/:crosstabId': {
    call: (i) =>
      withKey(i, {
        method: 'GET',
        path: `${PUBLIC}/surveys/${i.aSurvey}/crosstabs/${i.aCrosstab}`,
      }),
  },
  'POST /api/public/v1/surveys/:surveyId/crosstab': {
    call: (i) =>
      withKey(i, {
        method: 'POST',
        path: `${PUBLIC}/surveys/${i.aSurvey}/crosstab`,
        body: { row: { questionId: 'q', matrixTitleId: null } },
      }),
  },
  'POST /api/public/v1/surveys/:surveyId/exports': {
    call: (i) =>
      withKey(i, {
        method: 'POST',
        path: `${PUBLIC}/surveys/${i.aSurvey}/exports`,
        body: { dimension: 'WIDE', fileformat: 'SPSS' },
      }),
  },
  'GET /api/public/v1/exports/:exportId': {
    call: (i) => withKey(i, { method: 'GET', path: `${PUBLIC}/exports/${i.aExport}` }),
  },
  'GET /api/public/v1/exports/:exportId/file': {
    call: (i) => withKey(i, { method: 'GET', path: `${PUBLIC}/exports/${i.aExport}/file` }),
  },
  'GET /api/public/v1/openapi.json': { none: OPEN_DOCS },
  'GET /api/public/v1/reference': { none: OPEN_DOCS },
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
  'PATCH /v1/trackers/:trackerId': {
    call: (i) => ({ method: 'PATCH', path: `/v1/trackers/${i.aTracker}`, body: { every: 2 } }),
  },
  'POST /v1/trackers/:trackerId/pause': {
    call: (i) => ({ method: 'POST', path: `/v1/trackers/${i.aTracker}/pause` }),
  },
  'POST /v1/trackers/:trackerId/resume': {
    call: (i) => ({ method: 'POST', path: `/v1/trackers/${i.aTracker}/resume` }),
  },
  'GET /v1/trackers/:trackerId/export.sav': {
    call: (i) => ({ method: 'GET', path: `/v1/trackers/${i.aTracker}/export.sav` }),
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
  'GET /v1/dashboard/api/v1.0/webhooks': {
    call: () => ({ method: 'GET', path: `${DASHBOARD}/webhooks` }),
    answers: 'empty',
  },
  'POST /v1/dashboard/api/v1.0/webhooks': {
    none: "creates a subscription of the caller's own account: it names no account",
  },
  'PATCH /v1/dashboard/api/v1.0/webhooks/:id': {
    call: (i) => ({
      method: 'PATCH',
      path: `${DASHBOARD}/webhooks/${i.aWebhook}`,
      body: { enabled: false },
    }),
  },
  'DELETE /v1/dashboard/api/v1.0/webhooks/:id': {
    call: (i) => ({ method: 'DELETE', path: `${DASHBOARD}/webhooks/${i.aWebhook}` }),
  },
  'GET /v1/dashboard/api/v1.0/webhooks/:id/secret': {
    call: (i) => ({ method: 'GET', path: `${DASHBOARD}/webhooks/${i.aWebhook}/secret` }),
  },
  'GET /v1/dashboard/api/v1.0/webhooks/:id/deliveries': {
    call: (i) => ({ method: 'GET', path: `${DASHBOARD}/webhooks/${i.aWebhook}/deliveries` }),
  },
  'POST /v1/dashboard/api/v1.0/webhooks/deliveries/:deliveryId/replay': {
    call: (i) => ({
      method: 'POST',
      path: `${DASHBOARD}/webhooks/deliveries/${i.aWebhookDelivery}/replay`,
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
