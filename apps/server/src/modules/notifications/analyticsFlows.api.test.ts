import { PANEL_SUPPLIER_CODE } from '@survey/domain/projects/constants';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS, type ServerEventName } from '@survey/domain/analytics/catalogue';
import { storedEvents } from '../../../test/analyticsHelpers.ts';
import { audienceOk } from '../../../test/audienceHelpers.ts';
import {
  api,
  claimsOf,
  linkTokenFor,
  signUpUser,
  uniqueEmail,
  type SignedUpUser,
} from '../../../test/authHelpers.ts';
import { gqlOk } from '../../../test/graphqlHelpers.ts';
import { pauseOrUnpause, purchaseOk, readyTestSurvey } from '../../../test/orderHelpers.ts';
import {
  addTestFieldwork,
  createTestProject,
  launchTestSurvey,
  recordTestCompletes,
  surveyIdOf,
} from '../../../test/projectHelpers.ts';
import {
  createTestDraft,
  draftEditor,
  type ChangeView,
  type TestDraft,
} from '../../../test/questionnaireHelpers.ts';
import { startTestApp, type TestApp } from '../../../test/testApp.ts';

/**
 * Every server event of the catalogue fires exactly once, with its properties, in the API flow
 * that causes it (issue 34 §3). Each flow runs as a fresh user; it may cause other events on its
 * way (a question is added before it is edited), never the one it is about a second time.
 */
type Flow = (s: FlowScope) => Promise<{ properties: Record<string, unknown>; userId?: string }>;

interface FlowScope {
  t: TestApp;
  user: SignedUpUser;
}

const DASHBOARD = '/v1/dashboard/api/v1.0';
const RESULTS = '/v2/survey-results/api/v1.0';

async function post(t: TestApp, user: SignedUpUser, path: string, body: unknown, method = 'POST') {
  const res = await fetch(`${t.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${user.accessToken}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as Record<string, unknown>;
}

const gql = (s: FlowScope, service: Parameters<typeof gqlOk>[1], query: string, vars = {}) =>
  gqlOk(s.t, service, s.user.accessToken, query, vars);

/** A draft with one Basic question of two options; the question's entry. */
async function draftWithQuestion(s: FlowScope) {
  const draft = await createTestDraft(s.t, s.user);
  const edit = draftEditor(s.t, s.user, draft);
  const q = await edit.ok('addQuestion', { questionTypeCode: 'Basic', position: 0, text: 'Q1' });
  const questionLk = q.entry?.entryItem.questionLk ?? '';
  for (const value of ['Yes', 'No']) {
    await edit.ok('addResponseOption', { questionLk, position: 0, responseOptionValue: value });
  }
  const options = await optionsOf(edit, questionLk);
  return { draft, edit, q, questionLk, options };
}

async function optionsOf(edit: ReturnType<typeof draftEditor>, questionLk: string) {
  const read = await edit.ok('updateQuestion', {
    questionLk,
    questionTypeCode: 'Basic',
    text: 'Q1',
  });
  return (read.entry?.entryItem.responseOptions ?? []).map((o) => o.responseOptionLk);
}

/** Runs one editing command on a fresh draft with a question; the survey as the property. */
const editorFlow =
  (
    command: string,
    args: (q: {
      questionLk: string;
      options: string[];
      entry: ChangeView;
    }) => Record<string, unknown>,
  ): Flow =>
  async (s) => {
    const { draft, edit, questionLk, options, q } = await draftWithQuestion(s);
    await edit.ok(command, args({ questionLk, options, entry: q }));
    return { properties: { surveyId: draft.surveyId } };
  };

/** A fresh draft survey with GB fieldwork; `run` does the audience command. */
const audienceFlow =
  (run: (s: FlowScope, surveyId: string) => Promise<unknown>): Flow =>
  async (s) => {
    const surveyId = surveyIdOf(await createTestProject(s.t, s.user));
    await addTestFieldwork(s.t, s.user, surveyId, { samplesNeeded: 100 });
    await run(s, surveyId);
    return { properties: { surveyId } };
  };
const audience = (s: FlowScope, name: string, args: Record<string, unknown>) =>
  audienceOk(s.t, s.user.accessToken, name, args);
const withGender = async (s: FlowScope, surveyId: string) =>
  audience(s, 'setStandardCriterion', { surveyId, position: 0, audienceCriterionCode: 'gender' });

/** Age and gender with quotas, interlocked. */
async function interlocked(s: FlowScope, surveyId: string) {
  for (const [position, code] of ['age', 'gender'].entries()) {
    await audience(s, 'setStandardCriterion', { surveyId, position, audienceCriterionCode: code });
    await audience(s, 'setStandardQuotas', { surveyId, audienceCriterionCode: code });
  }
  await audience(s, 'setInterlock', { surveyId, memberNumbers: [1, 2] });
}

const updateFieldwork = (s: FlowScope, vars: Record<string, unknown>) =>
  gql(
    s,
    'fieldwork',
    `mutation U($surveyId: ID!, $samplesNeeded: Int, $countryCode: String, $loi: Int, $ir: Float, $start: String) {
      updateFieldwork(surveyId: $surveyId, samplesNeeded: $samplesNeeded, countryCode: $countryCode, lengthOfInterview: $loi, incidenceRate: $ir, startDate: $start) { surveyId }
    }`,
    vars,
  );

/** A bought, live survey of the user (a soft launch of `soft` when given). */
async function boughtSurvey(s: FlowScope, soft = 0) {
  const survey = await readyTestSurvey(s.t, s.user, { samplesNeeded: 100, softLaunch: soft });
  await purchaseOk(s.t, s.user, survey.surveyId);
  return survey.surveyId;
}

/** A completed survey of the user with 5 completes (synthetic-1..5) the panel's supplier sent. */
async function completedSurvey(s: FlowScope) {
  const surveyId = surveyIdOf(await createTestProject(s.t, s.user));
  await addTestFieldwork(s.t, s.user, surveyId, { samplesNeeded: 100 });
  await launchTestSurvey(s.t, surveyId, 'completed');
  await recordTestCompletes(s.t, surveyId, 5, PANEL_SUPPLIER_CODE);
  return surveyId;
}

/** A bought survey with a choice question, and a crosstab definition of it. */
async function crosstabSurvey(s: FlowScope) {
  const survey = await readyTestSurvey(s.t, s.user, { samplesNeeded: 100 });
  const edit = draftEditor(s.t, s.user, survey);
  const q = await edit.ok('addQuestion', {
    questionTypeCode: 'Basic',
    position: 0,
    text: 'Brand?',
    defaultOptionsCount: 0,
  });
  const questionLk = q.entry?.entryItem.questionLk ?? '';
  for (const value of ['Acme', 'Other']) {
    await edit.ok('addResponseOption', { questionLk, position: 0, responseOptionValue: value });
  }
  await purchaseOk(s.t, s.user, survey.surveyId);
  const row = { questionId: questionLk, matrixTitleId: null };
  const definition = {
    row,
    banner: [row],
    responseFilters: [],
    weighted: false,
    nets: [],
    boxes: false,
  };
  return { surveyId: survey.surveyId, definition };
}

const exportFlow =
  (dimension: 'LONG' | 'WIDE', fileformat: string, expected: Record<string, unknown>): Flow =>
  async (s) => {
    const surveyId = await boughtSurvey(s);
    const body = { survey_id: surveyId, dimension, fileformat, weighted: false };
    await post(s.t, s.user, `${DASHBOARD}/raw-data-exports`, body);
    return { properties: { surveyId, weighted: false, ...expected } };
  };

const none = { properties: {} };

const FLOWS: Partial<Record<ServerEventName, Flow>> = {
  'Requested Access': async () => none,
  'Signed Up': async () => ({ properties: { method: 'request' } }),
  'Logged In': async ({ t, user }) => {
    await api(t, 'login', { body: { emailAddress: user.email, password: user.password } });
    return none;
  },
  'Logged Out': async ({ t, user }) => {
    await api(t, 'logout', { method: 'POST', cookie: user.cookie });
    return none;
  },
  'Invited Team Member': async ({ t, user }) => {
    await api(t, 'invite/create', {
      token: user.accessToken,
      body: {
        accountId: user.accountId,
        creatorEmailAddress: user.email,
        inviteeEmailAddresses: [uniqueEmail(), uniqueEmail()],
      },
    });
    return { properties: { invitees: 2 } };
  },
  'Accepted Invite': async ({ t, user }) => {
    const email = uniqueEmail('invitee');
    await api(t, 'invite/create', {
      token: user.accessToken,
      body: {
        accountId: user.accountId,
        creatorEmailAddress: user.email,
        inviteeEmailAddresses: [email],
      },
    });
    const inviteId = await linkTokenFor(t, email, 'invite');
    const res = await api(t, 'signup/invite', {
      body: { inviteId, firstName: 'Tom', lastName: 'Team', password: 'team member password' },
    });
    const { accessToken } = (await res.json()) as { accessToken: string };
    return { properties: {}, userId: claimsOf(accessToken).sub };
  },
  'Requested Password Reset': async ({ t, user }) => {
    await api(t, 'request-reset-password', { body: { emailAddress: user.email } });
    return none;
  },
  'Reset Password': async ({ t, user }) => {
    await api(t, 'request-reset-password', { body: { emailAddress: user.email } });
    const resetPasswordId = await linkTokenFor(t, user.email, 'reset');
    const res = await api(t, 'reset-password', {
      body: { resetPasswordId, password: 'a brand new password' },
    });
    expect(res.status).toBe(200);
    return none;
  },

  'Created New Project': async (s) => {
    const project = await createTestProject(s.t, s.user);
    return { properties: { projectId: project.projectId } };
  },
  'Renamed Project': async (s) => {
    const { projectId } = await createTestProject(s.t, s.user);
    await gql(
      s,
      'project',
      `mutation R($projectId: ID!) { updateProject(projectId: $projectId, name: "Renamed") { projectId } }`,
      { projectId },
    );
    return { properties: { projectId } };
  },
  'Deleted Project': async (s) => {
    const { projectId } = await createTestProject(s.t, s.user);
    await gql(
      s,
      'project',
      `mutation D($projectId: ID!, $accountId: ID!) { deleteProject(projectId: $projectId, accountId: $accountId) { projectId } }`,
      { projectId, accountId: s.user.accountId },
    );
    return { properties: { projectId } };
  },
  'Duplicated Project': async (s) => {
    const from = await readyTestSurvey(s.t, s.user);
    const copy = surveyIdOf(await createTestProject(s.t, s.user, 'Copy of it'));
    await gql(
      s,
      'questionnaire',
      `mutation C($surveyId: ID!, $newSurveyId: ID!) { duplicateQuestionnaire(surveyId: $surveyId, newSurveyId: $newSurveyId, accountMarkup: 0) { version } }`,
      { surveyId: from.surveyId, newSurveyId: copy },
    );
    return { properties: { surveyId: copy, fromSurveyId: from.surveyId } };
  },
  'Added Fieldwork': async (s) => {
    const surveyId = surveyIdOf(await createTestProject(s.t, s.user));
    await addTestFieldwork(s.t, s.user, surveyId, { countryCode: 'US' });
    return { properties: { surveyId, country: 'US' } };
  },
  'Added Questionnaire': async (s) => {
    const draft = await createTestDraft(s.t, s.user);
    // A second call answers the same draft: no second event.
    await gql(
      s,
      'questionnaire',
      `mutation { addQuestionnaire(surveyId: "${draft.surveyId}") { version } }`,
    );
    return { properties: { surveyId: draft.surveyId } };
  },
  'Paused Project': async (s) => {
    const surveyId = await boughtSurvey(s);
    await pauseOrUnpause(s.t, s.user, surveyId, 'paused');
    return { properties: { surveyId } };
  },
  'Unpaused Project': async (s) => {
    const surveyId = await boughtSurvey(s);
    await pauseOrUnpause(s.t, s.user, surveyId, 'paused');
    await pauseOrUnpause(s.t, s.user, surveyId, 'live');
    return { properties: { surveyId } };
  },

  'Changed Completes': async (s) => {
    const surveyId = surveyIdOf(await createTestProject(s.t, s.user));
    await addTestFieldwork(s.t, s.user, surveyId, { samplesNeeded: 100 });
    await updateFieldwork(s, { surveyId, samplesNeeded: 250 });
    return { properties: { surveyId, completes: 250 } };
  },
  'Changed Country': async (s) => {
    const surveyId = surveyIdOf(await createTestProject(s.t, s.user));
    await addTestFieldwork(s.t, s.user, surveyId);
    await updateFieldwork(s, { surveyId, countryCode: 'DE' });
    return { properties: { surveyId, country: 'DE' } };
  },
  'Changed Interview Length': async (s) => {
    const surveyId = surveyIdOf(await createTestProject(s.t, s.user));
    await addTestFieldwork(s.t, s.user, surveyId);
    await updateFieldwork(s, { surveyId, loi: 12 });
    // The same value again changes nothing: no event.
    await updateFieldwork(s, { surveyId, loi: 12 });
    return { properties: { surveyId, minutes: 12 } };
  },
  'Changed Incidence Rate': audienceFlow((s, surveyId) => updateFieldwork(s, { surveyId, ir: 40 })),
  'Changed Fieldwork Dates': audienceFlow((s, surveyId) =>
    updateFieldwork(s, { surveyId, start: new Date(Date.now() + 7 * 86_400_000).toISOString() }),
  ),
  'Chose Audience Preset': audienceFlow((s, surveyId) =>
    audience(s, 'presetAudience', { surveyId, name: 'Nationally representative' }),
  ),
  'Added Targeting Criterion': audienceFlow(withGender),
  'Removed Targeting Criterion': audienceFlow(async (s, surveyId) => {
    await withGender(s, surveyId);
    await audience(s, 'removeStandardCriterion', { surveyId, audienceCriterionCode: 'gender' });
  }),
  'Enabled Quotas': audienceFlow(async (s, surveyId) => {
    await withGender(s, surveyId);
    await audience(s, 'setStandardQuotas', { surveyId, audienceCriterionCode: 'gender' });
  }),
  'Disabled Quotas': audienceFlow(async (s, surveyId) => {
    await withGender(s, surveyId);
    await audience(s, 'setStandardQuotas', { surveyId, audienceCriterionCode: 'gender' });
    await audience(s, 'removeStandardQuotas', { surveyId, audienceCriterionCode: 'gender' });
  }),
  'Changed Quota': audienceFlow(async (s, surveyId) => {
    await withGender(s, surveyId);
    await audience(s, 'setStandardQuotas', { surveyId, audienceCriterionCode: 'gender' });
    await audience(s, 'sumStandardQuotasTo100', { surveyId, audienceCriterionCode: 'gender' });
  }),
  'Changed Qualification': audienceFlow(async (s, surveyId) => {
    await audience(s, 'setStandardCriterion', {
      surveyId,
      position: 0,
      audienceCriterionCode: 'age',
    });
    await audience(s, 'removeStandardQualification', {
      surveyId,
      audienceCriterionCode: 'age',
      audienceCriterionOptionCode: '18_24',
    });
  }),
  'Interlocked Quotas': audienceFlow(interlocked),
  'Removed Interlock': audienceFlow(async (s, surveyId) => {
    await interlocked(s, surveyId);
    await audience(s, 'removeInterlock', { surveyId, memberNumber: 1 });
  }),
  'Changed Member Setting': audienceFlow(async (s, surveyId) => {
    await withGender(s, surveyId);
    await audience(s, 'setStandardMemberSettingValue', {
      surveyId,
      audienceCriterionCode: 'gender',
      setting: { memberSettingCode: 'hide_survey_question', settingValue: 'enabled' },
    });
  }),
  'Added Screening Question': audienceFlow((s, surveyId) =>
    audience(s, 'addCustomCriterion', { surveyId, position: 0, text: 'Do you cycle?' }),
  ),
  'Edited Screening Question': audienceFlow(async (s, surveyId) => {
    const added = await audience(s, 'addCustomCriterion', {
      surveyId,
      position: 0,
      text: 'Cycle?',
    });
    const questionLk = added.audience.members[0]?.memberItem.questionLk ?? '';
    await audience(s, 'updateCustomCriterion', {
      surveyId,
      questionLk,
      text: 'Do you own a bike?',
    });
  }),
  'Removed Screening Question': audienceFlow(async (s, surveyId) => {
    const added = await audience(s, 'addCustomCriterion', {
      surveyId,
      position: 0,
      text: 'Cycle?',
    });
    await audience(s, 'detachCustomAudienceMember', { surveyId, number: added.number });
  }),
  'Reordered Audience': audienceFlow(async (s, surveyId) => {
    await withGender(s, surveyId);
    const added = await audience(s, 'addCustomCriterion', {
      surveyId,
      position: 1,
      text: 'Cycle?',
    });
    await audience(s, 'moveAudienceMember', { surveyId, number: added.number, toPosition: 0 });
  }),
  'Reported Adjusted Incidence': audienceFlow(async (s, surveyId) => {
    await post(s.t, s.user, `${DASHBOARD}/adjustIRSlackNotification`, {
      accountId: s.user.accountId,
      surveyId,
      country: 'GB',
      incidenceRate: 50,
      cpi: 2.5,
      loi: 5,
      userEmailAddress: s.user.email,
      isFeasible: true,
      screeningQuestions: [],
    });
  }),

  'Added Question': async (s) => {
    const draft = await createTestDraft(s.t, s.user);
    const edit = draftEditor(s.t, s.user, draft);
    const vars = { questionTypeCode: 'Scale', position: 0, clientMutationId: 'tab-1' };
    await edit.ok('addQuestion', vars);
    // The client's retry of the same mutation is answered from the first: counted once.
    await edit.ok('addQuestion', vars);
    return { properties: { surveyId: draft.surveyId, questionType: 'Scale' } };
  },
  'Added Text Card': editorFlow('addTextCard', () => ({ position: 1, title: 'Intro' })),
  'Added Fork': editorFlow('addFork', () => ({ position: 1 })),
  'Duplicated Question': async (s) => {
    const { draft, edit, questionLk } = await draftWithQuestion(s);
    await edit.ok('duplicateQuestion', { questionLk, position: 1 });
    return { properties: { surveyId: draft.surveyId, entryType: 'question' } };
  },
  'Moved Question': editorFlow('moveQuestionnaireEntry', ({ entry }) => ({
    number: entry.entry?.number,
    toPosition: 0,
  })),
  'Deleted Question': editorFlow('detachQuestionnaireEntry', ({ entry }) => ({
    number: entry.entry?.number,
  })),
  'Imported Questions': async (s) => {
    const source = await draftWithQuestion(s);
    const target = await createTestDraft(s.t, s.user);
    await draftEditor(s.t, s.user, target).ok('importQuestionnaireEntries', {
      sourceQuestionnaireId: source.draft.questionnaireId,
      entryNumbers: [source.q.entry?.number],
      position: 0,
    });
    return { properties: { surveyId: target.surveyId, entries: 1 } };
  },
  'Edited Question': async (s) => {
    const { draft } = await draftWithQuestion(s);
    // draftWithQuestion reads the options through one updateQuestion.
    return { properties: { surveyId: draft.surveyId, entryType: 'question' } };
  },
  'Emptied Question': editorFlow('emptyQuestionCard', ({ questionLk }) => ({ questionLk })),
  'Pasted Into Question': editorFlow('pasteInTitle', ({ questionLk }) => ({
    questionLk,
    text: 'Why not?',
    responseOptions: ['Price', 'Taste'],
  })),
  'Changed Question Setting': editorFlow('setQuestionnaireSettingValue', ({ questionLk }) => ({
    questionLk,
    setting: { questionSettingCode: 'RandomiseOptions', settingValue: 'enabled' },
  })),
  'Changed Scale': async (s) => {
    const draft = await createTestDraft(s.t, s.user);
    const edit = draftEditor(s.t, s.user, draft);
    const q = await edit.ok('addQuestion', { questionTypeCode: 'Scale', position: 0 });
    const questionLk = q.entry?.entryItem.questionLk ?? '';
    await edit.ok('setQuestionScale', {
      questionLk,
      min: 1,
      max: 10,
      step: 1,
      startingPosition: 5,
    });
    return { properties: { surveyId: draft.surveyId } };
  },
  'Added Answer Option': async (s) => {
    const draft = await createTestDraft(s.t, s.user);
    const edit = draftEditor(s.t, s.user, draft);
    const q = await edit.ok('addQuestion', { questionTypeCode: 'Basic', position: 0 });
    const questionLk = q.entry?.entryItem.questionLk ?? '';
    await edit.ok('addResponseOption', { questionLk, position: 0, responseOptionValue: 'A' });
    return { properties: { surveyId: draft.surveyId } };
  },
  'Edited Answer Option': editorFlow('updateResponseOption', ({ questionLk, options }) => ({
    questionLk,
    responseOptionLk: options[0],
    responseOptionValue: 'Acme',
  })),
  'Deleted Answer Option': editorFlow('detachResponseOption', ({ questionLk, options }) => ({
    questionLk,
    responseOptionLk: options[0],
  })),
  'Moved Answer Option': editorFlow('moveResponseOption', ({ questionLk, options }) => ({
    questionLk,
    responseOptionLk: options[0],
    toPosition: 1,
  })),
  'Changed Option Behaviour': editorFlow('setRoExclusive', ({ questionLk, options }) => ({
    questionLk,
    responseOptionLk: options[0],
    exclusive: true,
  })),
  'Set Skip Logic': async (s) => {
    const { draft, edit, questionLk, options } = await draftWithQuestion(s);
    const end = await edit.ok('addTextCard', { position: 1, title: 'End' });
    await edit.ok('setRoute', {
      questionLk,
      responseOptionLk: options[0],
      targetNumber: end.entry?.number,
    });
    return { properties: { surveyId: draft.surveyId } };
  },
  'Removed Skip Logic': async (s) => {
    const { draft, edit, questionLk, options } = await draftWithQuestion(s);
    const end = await edit.ok('addTextCard', { position: 1, title: 'End' });
    const route = { questionLk, responseOptionLk: options[0] };
    await edit.ok('setRoute', { ...route, targetNumber: end.entry?.number });
    await edit.ok('removeRoute', route);
    return { properties: { surveyId: draft.surveyId } };
  },
  'Set Display Logic': async (s) => {
    const { draft, edit, questionLk, options } = await draftWithQuestion(s);
    const q2 = await edit.ok('addQuestion', {
      questionTypeCode: 'FreeText',
      position: 1,
      text: 'Why?',
    });
    await edit.ok('setQuestionLogic', {
      questionLk: q2.entry?.entryItem.questionLk,
      proposition: { questionResponseOption: { questionLk, responseOptionLks: [options[0]] } },
    });
    return { properties: { surveyId: draft.surveyId } };
  },
  'Removed Display Logic': async (s) => {
    const { draft, edit, questionLk, options } = await draftWithQuestion(s);
    const q2 = await edit.ok('addQuestion', {
      questionTypeCode: 'FreeText',
      position: 1,
      text: 'Why?',
    });
    const q2Lk = q2.entry?.entryItem.questionLk;
    const set = await edit.ok('setQuestionLogic', {
      questionLk: q2Lk,
      proposition: { questionResponseOption: { questionLk, responseOptionLks: [options[0]] } },
    });
    await edit.ok('removeQuestionLogic', {
      questionLk: q2Lk,
      logicInfoRef: { clauseNumber: 1, propositionId: set.logic?.propositionId },
    });
    return { properties: { surveyId: draft.surveyId } };
  },
  'Set Masking Rule': async (s) => {
    const { draft, edit, questionLk, options } = await draftWithQuestion(s);
    const q2 = await edit.ok('addQuestion', { questionTypeCode: 'Basic', position: 1, text: 'Q2' });
    const q2Lk = q2.entry?.entryItem.questionLk ?? '';
    await edit.ok('addResponseOption', { questionLk: q2Lk, position: 0, responseOptionValue: 'A' });
    const [q2Option] = await optionsOf(edit, q2Lk);
    await edit.ok('createOrUpdateMaskingRule', {
      questionLk: q2Lk,
      responseOptionLk: q2Option,
      maskingRules: [
        {
          clause: 'OR',
          negated: false,
          maskingKeys: [{ questionLk, responseOptionLk: options[0] }],
        },
      ],
    });
    return { properties: { surveyId: draft.surveyId } };
  },
  'Added Media': editorFlow('setQuestionMedia', ({ questionLk }) => ({
    questionLk,
    mediaName: 'logo.png',
    mediaUrl: '/media/logo.png',
    mediaType: 'image',
  })),
  'Removed Media': async (s) => {
    const { draft, edit, questionLk } = await draftWithQuestion(s);
    const media = { mediaName: 'logo.png', mediaUrl: '/media/logo.png', mediaType: 'image' };
    await edit.ok('setQuestionMedia', { questionLk, ...media });
    await edit.ok('removeQuestionMedia', { questionLk });
    return { properties: { surveyId: draft.surveyId } };
  },
  'Changed Fork': async (s) => {
    const draft: TestDraft = await createTestDraft(s.t, s.user);
    const edit = draftEditor(s.t, s.user, draft);
    const fork = await edit.ok('addFork', { position: 0 });
    await edit.ok('addForkBranch', { forkId: fork.entry?.entryItem.fork?.forkId });
    return { properties: { surveyId: draft.surveyId } };
  },

  'Purchased Project': async (s) => {
    const surveyId = await boughtSurvey(s, 10);
    return { properties: { surveyId, completes: 100, scheduled: false, softLaunch: true } };
  },
  'Launched Full Survey': async (s) => {
    const surveyId = await boughtSurvey(s, 10);
    await gql(
      s,
      'order',
      `mutation F($surveyId: ID!) { addPanelSupplierOrder(surveyId: $surveyId, orderDescription: "Full launch", samplesNeeded: 90) { status } }`,
      { surveyId },
    );
    return { properties: { surveyId } };
  },
  'Ended Survey': async (s) => {
    const surveyId = await boughtSurvey(s);
    await gql(
      s,
      'order',
      `mutation E($surveyId: ID!) { updateSurveyOrder(surveyId: $surveyId, orderStatus: Completed) { status } }`,
      { surveyId },
    );
    await gql(
      s,
      'project',
      `mutation E($surveyId: ID!) { updateSurvey(surveyId: $surveyId, state: completed) { state } }`,
      { surveyId },
    );
    return { properties: { surveyId } };
  },

  'Excluded Respondents': async (s) => {
    const surveyId = await completedSurvey(s);
    const sessionIds = await completeIds(s.t, surveyId, 2);
    await post(s.t, s.user, `${RESULTS}/quality/exclusions`, {
      surveyId,
      sessionIds,
      excluded: true,
    });
    return { properties: { surveyId, respondents: 2 } };
  },
  'Included Respondents': async (s) => {
    const surveyId = await completedSurvey(s);
    const sessionIds = await completeIds(s.t, surveyId, 1);
    const body = { surveyId, sessionIds, excluded: true };
    await post(s.t, s.user, `${RESULTS}/quality/exclusions`, body);
    await post(s.t, s.user, `${RESULTS}/quality/exclusions`, { ...body, excluded: false });
    return { properties: { surveyId, respondents: 1 } };
  },
  'Requested Data Tables': async (s) => {
    const surveyId = await completedSurvey(s);
    const body = {
      surveyId,
      requestType: 'SIMPLE',
      weighting: 'UNWEIGHTED',
      clientRequestId: randomUUID(),
    };
    await post(s.t, s.user, `${DASHBOARD}/data-table-requests`, body);
    // The browser's retry of the same request is sent once: counted once.
    await post(s.t, s.user, `${DASHBOARD}/data-table-requests`, body);
    return { properties: { surveyId } };
  },
  'Requested Follow-up Survey': async (s) => {
    const surveyId = await completedSurvey(s);
    await post(s.t, s.user, `${DASHBOARD}/retargeting`, {
      surveyId,
      accountId: s.user.accountId,
      simulatedRespondentIds: ['synthetic-1, synthetic-2', 'nobody'],
    });
    return { properties: { surveyId, respondents: 2 } };
  },
  'Saved Crosstab': async (s) => {
    const { surveyId, definition } = await crosstabSurvey(s);
    await post(s.t, s.user, `${RESULTS}/crosstabs`, { surveyId, name: 'By brand', definition });
    return { properties: { surveyId } };
  },
  'Deleted Crosstab': async (s) => {
    const { surveyId, definition } = await crosstabSurvey(s);
    const saved = await post(s.t, s.user, `${RESULTS}/crosstabs`, {
      surveyId,
      name: 'T',
      definition,
    });
    await post(s.t, s.user, `${RESULTS}/crosstabs/${String(saved.id)}`, undefined, 'DELETE');
    return { properties: { surveyId } };
  },
  'Downloaded Long Data': exportFlow('LONG', 'CSV_ENCODED', { format: 'CSV_ENCODED' }),
  'Downloaded Wide Data': exportFlow('WIDE', 'CSV_UNENCODED', { format: 'CSV_UNENCODED' }),
  'Downloaded SPSS': exportFlow('WIDE', 'SPSS', { layout: 'WIDE' }),
};

async function completeIds(t: TestApp, surveyId: string, n: number): Promise<string[]> {
  const { rows } = await t.deps.database.pool.query<{ id: string }>(
    `SELECT id FROM respondent_sessions WHERE survey_id = $1 AND status = 'complete' ORDER BY id LIMIT $2`,
    [surveyId, n],
  );
  return rows.map((r) => r.id);
}

const SERVER_EVENTS = (Object.keys(ANALYTICS_EVENTS) as (keyof typeof ANALYTICS_EVENTS)[]).filter(
  (name): name is ServerEventName => ANALYTICS_EVENTS[name].where === 'server',
);

describe('every server event fires exactly once in the flow that causes it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PANEL_RATE: '0', SIGNUP_REQUESTS_PER_IP_HOUR: '100000' });
  });
  afterAll(() => t.close());

  it('has a flow for every server event of the catalogue', () => {
    expect(SERVER_EVENTS.filter((name) => !FLOWS[name])).toEqual([]);
  });

  for (const name of SERVER_EVENTS) {
    const flow = FLOWS[name];
    it.skipIf(!flow)(name, async () => {
      const user = await signUpUser(t);
      const outcome = await (flow as Flow)({ t, user });
      const events = await storedEvents(t, outcome.userId ?? user.userId);
      const fired = events.filter((e) => e.name === name);
      expect(fired.map((e) => e.properties)).toEqual([outcome.properties]);
      expect(fired[0]?.source).toBe('server');
    });
  }

  it('sends nothing when an action is refused', async () => {
    const user = await signUpUser(t);
    const before = await storedEvents(t, user.userId);
    const other = await signUpUser(t);
    const foreign = await createTestProject(t, other);
    const r = await fetch(`${t.url}/v1/project/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.accessToken}` },
      body: JSON.stringify({
        query: `mutation { updateProject(projectId: "${foreign.projectId}", name: "Mine now") { projectId } }`,
      }),
    });
    expect(((await r.json()) as { errors?: unknown[] }).errors).toBeDefined();
    expect(await storedEvents(t, user.userId)).toEqual(before);
  });
});
