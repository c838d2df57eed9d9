import { SOLUTION_ID } from '@survey/domain/projects/constants';
import {
  launchSurvey,
  recordCompletes,
  type DirectCtx,
} from '@survey/testkit/direct/launchedSurvey';
import { placeOrder } from '../src/modules/orders/orders.service.ts';
import { api, type SignedUpUser } from './authHelpers.ts';
import { gqlOk } from './graphqlHelpers.ts';
import type { TestApp } from './testApp.ts';

export const PROJECT_FIELDS = /* GraphQL */ `
  projectId
  name
  nickname
  description
  projectType
  accountId
  creator
  solution { solutionId name createdDate sinceDate }
  surveys { surveyId name nickname state fieldworkDates { startDate endDate } sinceDate }
  createdDate
  sinceDate
`;

export interface TestProject {
  projectId: string;
  name: string;
  description: string | null;
  projectType: string;
  accountId: string;
  creator: string;
  solution: { solutionId: string; name: string } | null;
  surveys: {
    surveyId: string;
    name: string;
    state: string;
    fieldworkDates: { startDate: string | null; endDate: string | null };
    sinceDate: string;
  }[];
  createdDate: string;
  sinceDate: string;
}

/** The first survey's id (every project has one). */
export const surveyIdOf = (p: TestProject) => {
  const id = p.surveys[0]?.surveyId;
  if (!id) throw new Error(`project ${p.projectId} has no survey`);
  return id;
};

/** Creates a project through the project service as `user`. */
export async function createTestProject(
  t: TestApp,
  user: SignedUpUser,
  name = 'Brand tracker',
  description: string | null = null,
): Promise<TestProject> {
  const data = await gqlOk<{ createProject: TestProject }>(
    t,
    'project',
    user.accessToken,
    `mutation Create($name: String!, $description: String, $accountId: ID!, $solutionId: ID!, $creator: String!) {
      createProject(name: $name, description: $description, accountId: $accountId, solutionId: $solutionId, creator: $creator) { ${PROJECT_FIELDS} }
    }`,
    { name, description, accountId: user.accountId, solutionId: SOLUTION_ID, creator: user.email },
  );
  return data.createProject;
}

/** Adds GB fieldwork with `samplesNeeded` completes to a survey. */
export async function addTestFieldwork(
  t: TestApp,
  user: SignedUpUser,
  surveyId: string,
  opts: { samplesNeeded?: number; countryCode?: string; accountMarkup?: number } = {},
): Promise<void> {
  await gqlOk(
    t,
    'fieldwork',
    user.accessToken,
    `mutation Add($surveyId: ID!, $countryCode: String!, $samplesNeeded: Int!, $accountMarkup: Float!) {
      addFieldwork(surveyId: $surveyId, panelSupplierCode: "SIMULATED", countryCode: $countryCode, samplesNeeded: $samplesNeeded, accountMarkup: $accountMarkup) { surveyId }
    }`,
    {
      surveyId,
      countryCode: opts.countryCode ?? 'GB',
      samplesNeeded: opts.samplesNeeded ?? 2000,
      accountMarkup: opts.accountMarkup ?? 0,
    },
  );
}

/** Sets the price markup of the user's account (`accounts.markup`), as an operator would. */
export async function setTestAccountMarkup(
  t: TestApp,
  user: SignedUpUser,
  markup: number,
): Promise<void> {
  await t.deps.database.pool.query('UPDATE accounts SET markup = $2 WHERE id = $1', [
    user.accountId,
    markup,
  ]);
}

/** Gives a survey an order directly through the orders service (launch is a later issue). */
export async function placeTestOrder(
  t: TestApp,
  surveyId: string,
  status: 'Live' | 'Paused' | 'Pending' | 'Scheduled' | 'Completed' = 'Live',
): Promise<void> {
  await placeOrder(
    { db: t.deps.database.db, clock: t.deps.clock },
    { surveyId, status, customerCpi: 1.5, feasibility: 1, orderType: 'Survey' },
  );
}

/** `ctx` of testkit's in-process builders on the test app's database and clock. */
const direct = (t: TestApp): DirectCtx => ({ db: t.deps.database.db, clock: t.deps.clock });

/** testkit's `launchSurvey` on the test app: launched without a purchase, then on to `state`. */
export const launchTestSurvey = (
  t: TestApp,
  surveyId: string,
  state?: Parameters<typeof launchSurvey>[2],
): Promise<void> => launchSurvey(direct(t), surveyId, state);

/** testkit's `recordCompletes` on the test app: `total` completes written in bulk. */
export const recordTestCompletes = (
  t: TestApp,
  surveyId: string,
  total: number,
  supplierCode?: string,
): Promise<void> => recordCompletes(direct(t), surveyId, total, supplierCode);

/** A fresh access token for `user` (after the test clock moved past its expiry). */
export async function relogin(t: TestApp, user: SignedUpUser): Promise<SignedUpUser> {
  const res = await api(t, 'login', {
    body: { emailAddress: user.email, password: user.password },
  });
  if (res.status !== 200) throw new Error(`login: ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { ...user, accessToken };
}
