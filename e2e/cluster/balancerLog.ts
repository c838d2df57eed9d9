// The flows that carry secrets in their addresses, driven through the balancer (R14): what the
// balancer's log must never hold. Each returns the secrets it sent.
import { randomBytes, randomUUID } from 'node:crypto';
import { PANEL_SUPPLIER_CODE } from '@survey/domain/projects/constants';
import {
  api,
  claimsOf,
  DEFAULT_PASSWORD,
  linkTokenFor,
  refreshCookieOf,
  uniqueEmail,
  type SignedUpUser,
} from '../../apps/server/test/authHelpers.ts';
import { purchaseOk, readyTestSurvey } from '../../apps/server/test/orderHelpers.ts';
import type { TestApp } from '../../apps/server/test/testApp.ts';
import { signPanelLink } from '../../apps/server/src/modules/respondent/panelLinks.ts';
import type { Cluster } from '@survey/testkit/cluster/cluster';
import { call } from './journey.ts';
import { CLUSTER_PANEL_SECRET } from './testCluster.ts';

const EXPORTS_API = '/v1/dashboard/api/v1.0/raw-data-exports';

async function ok(res: Promise<Response>, what: string): Promise<Response> {
  const r = await res;
  if (r.status >= 400) throw new Error(`${what} answered ${r.status}: ${await r.text()}`);
  return r;
}

/** A GET through the balancer, as a browser opening a link (any answer will do: it is logged). */
async function open(cluster: Cluster, pathAndQuery: string): Promise<void> {
  const res = await fetch(`${cluster.url}${pathAndQuery}`);
  await res.body?.cancel();
}

/** A raw-data export of a bought survey (whatever it has collected), downloaded by its link. */
async function signedExportLink(cluster: Cluster, user: SignedUpUser): Promise<string> {
  const t = { url: cluster.url } as TestApp;
  const token = user.accessToken;
  const { surveyId } = await readyTestSurvey(t, user, { samplesNeeded: 5 });
  await purchaseOk(t, user, surveyId);
  const started = await call<{ exportId: string }>(`${cluster.url}${EXPORTS_API}`, {
    token,
    body: { survey_id: surveyId, dimension: 'WIDE', fileformat: 'CSV_ENCODED', weighted: false },
  });
  if (started.status >= 400) throw new Error(`export answered ${started.status}`);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const job = await call<{ status: string; url: string | null }>(
      `${cluster.url}${EXPORTS_API}/${started.body.exportId}`,
      { token },
    );
    if (job.body.status === 'done' && job.body.url) {
      await open(cluster, job.body.url);
      return new URL(job.body.url, cluster.url).searchParams.get('signature') ?? '';
    }
    if (job.body.status === 'failed') throw new Error('the export failed');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the export did not finish in 2 minutes');
}

/**
 * Sign-up (the e-mailed create-password link), password reset (`?rid=`), an invitation (`?iid=`
 * and invite-details/<token>), a raw-data export's signed link (`signature=`), a respondent's
 * runner link (`sig=`) and an image address (its name is the capability; a made-up one: the
 * balancer logs the request whatever the node says), all through the balancer. The e-mails are read from a node's outbox directly (it refuses
 * proxied requests).
 */
export async function secretFlowsThroughBalancer(cluster: Cluster): Promise<string[]> {
  const t = { url: cluster.url } as TestApp;
  const node = { url: cluster.nodes[0]?.url ?? '' } as TestApp;
  const email = uniqueEmail('r14');
  await ok(
    api(t, 'request/access', {
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        emailAddress: email,
        accountName: `Org ${email}`,
      },
    }),
    'request access',
  );
  const signup = await linkTokenFor(node, email, 'signup');
  await open(cluster, `/create-password/${signup}`);
  const created = await ok(
    api(t, 'signup/access', { body: { requestId: signup, password: DEFAULT_PASSWORD } }),
    'sign-up',
  );
  const { accessToken } = (await created.json()) as { accessToken: string };
  const claims = claimsOf(accessToken);
  const user: SignedUpUser = {
    email,
    password: DEFAULT_PASSWORD,
    accessToken,
    cookie: refreshCookieOf(created) ?? '',
    userId: claims.sub,
    accountId: claims.acc,
    accountName: `Org ${email}`,
  };

  await ok(api(t, 'request-reset-password', { body: { emailAddress: email } }), 'reset request');
  const reset = await linkTokenFor(node, email, 'reset');
  await open(cluster, `/reset-password?rid=${reset}`);

  const invitee = uniqueEmail('r14-invitee');
  await ok(
    api(t, 'invite/create', {
      token: accessToken,
      body: { accountId: claims.acc, creatorEmailAddress: email, inviteeEmailAddresses: [invitee] },
    }),
    'invite',
  );
  const invite = await linkTokenFor(node, invitee, 'invite');
  await open(cluster, `/signup?iid=${invite}`);
  await ok(api(t, `signup/invite-details/${invite}`), 'invite details');

  const link = { surveyId: randomUUID(), respondentId: 'r14-1', supplierCode: PANEL_SUPPLIER_CODE };
  const sig = signPanelLink(new TextEncoder().encode(CLUSTER_PANEL_SECRET), link);
  await open(
    cluster,
    `/respondent/?surveyId=${link.surveyId}&respondentId=${link.respondentId}&supplierCode=${link.supplierCode}&sig=${sig}`,
  );

  const image = randomBytes(16).toString('hex');
  await open(cluster, `/v1/media/images/${image}=s64`);
  const exportSignature = await signedExportLink(cluster, user);
  return [signup, reset, invite, sig, image, exportSignature];
}

/** The balancer's own lines of the cluster's log (processes.ts prefixes each child's lines). */
export function balancerLines(log: string): string[] {
  return log.split('\n').filter((line) => line.startsWith('[haproxy]'));
}

/**
 * The balancer's request lines whose total time (%Ta, the log format's fifth timer) reached `ms`,
 * slowest first: where a stalled respondent's seconds went (queue, connect, node), for a failure.
 */
export function slowRequests(log: string, ms: number, count = 10): string[] {
  const timed = balancerLines(log).flatMap((line) => {
    const timers = / (-?\d+)\/(-?\d+)\/(-?\d+)\/(-?\d+)\/(\d+) \d{3} /.exec(line);
    const total = Number(timers?.[5] ?? -1);
    return total >= ms ? [{ line, total }] : [];
  });
  return timed
    .sort((a, b) => b.total - a.total)
    .slice(0, count)
    .map((t) => t.line);
}
