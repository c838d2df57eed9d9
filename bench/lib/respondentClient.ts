import http from 'node:http';
import { PANEL_SUPPLIER_CODE } from '@survey/domain/projects/constants';
import type { Page } from '@survey/domain/respondent/engine/pages';
import { signPanelLink } from '@survey/server/src/modules/respondent/panelLinks.ts';

/** What every call of the public respondent API answers on success. */
export interface RespondentView {
  sessionId: string;
  page: Page;
}

/** A reply: the status, and the body parsed as JSON (undefined when it is not JSON). */
export interface Reply {
  status: number;
  body: unknown;
}

/** A call that got no reply at all (refused, reset, timed out). */
export class NetworkError extends Error {}

/** A JSON POST over a keep-alive agent; rejects with NetworkError when no reply comes. */
export function postJson(
  agent: http.Agent,
  base: URL,
  path: string,
  body: unknown,
  timeoutMs = 30_000,
): Promise<Reply> {
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': payload.length },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', (e) => reject(new NetworkError(e.message)));
        res.on('end', () => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no reply in ${timeoutMs} ms`)));
    req.on('error', (e) => reject(new NetworkError(e.message)));
    req.end(payload);
  });
}

/** The error code the API put in a refusal's body, if any. */
export function codeOf(body: unknown): string {
  if (body && typeof body === 'object') {
    const { error, reason } = body as { error?: unknown; reason?: unknown };
    return [error, reason].filter((x) => typeof x === 'string').join('/') || 'no code';
  }
  return 'no body';
}

/** Sessions started from one client address before the server's per-address limit (its burst). */
const STARTS_PER_ADDRESS = 90;

/**
 * Starts `count` panel respondents' sessions on `surveyId` (links signed with `secret`), `parallel`
 * at a time. Respondents arrive from many addresses, so each 90 come from their own loopback
 * address (127.0.x.y): the server limits starts per address, and a whole panel behind one
 * address is not what it protects against. Sessions that end at once (quota full) are left out.
 */
export async function startSessions(
  base: URL,
  surveyId: string,
  secret: string,
  count: number,
  parallel = 16,
  /** Respondent ids are `${prefix}-${n}`: a second batch on one survey needs its own. */
  prefix = 'p2',
): Promise<RespondentView[]> {
  const key = new TextEncoder().encode(secret);
  const agents = new Map<number, http.Agent>();
  const agentFor = (n: number) => {
    const index = Math.floor(n / STARTS_PER_ADDRESS) + 2;
    const localAddress = `127.0.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    let agent = agents.get(index);
    if (!agent) {
      agent = new http.Agent({ keepAlive: true, localAddress });
      agents.set(index, agent);
    }
    return agent;
  };
  const views: RespondentView[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const fields = {
        surveyId,
        respondentId: `${prefix}-${n}`,
        supplierCode: PANEL_SUPPLIER_CODE,
      };
      const reply = await postJson(agentFor(n), base, '/v1/respondent/sessions', {
        ...fields,
        signature: signPanelLink(key, fields),
      });
      if (reply.status !== 200) {
        throw new Error(`starting a session: ${reply.status} ${codeOf(reply.body)}`);
      }
      const view = reply.body as RespondentView;
      if (view.page.kind === 'entry') views.push(view);
    }
  };
  try {
    await Promise.all(Array.from({ length: parallel }, worker));
  } finally {
    for (const agent of agents.values()) agent.destroy();
  }
  return views;
}
