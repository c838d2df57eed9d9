import type PgBoss from 'pg-boss';
import type { Observability } from './observability.ts';
import { currentRequestId, isRequestId, runInContext } from './requestContext.ts';

type Handler = (jobs: PgBoss.Job<object>[]) => Promise<unknown>;
type Send = (...args: unknown[]) => Promise<string | null>;
type Work = (name: string, ...rest: unknown[]) => Promise<string>;

/**
 * Puts the server's observability in pg-boss's two doors, so that no module has to remember it:
 * a job sent while a request runs carries that request's id in its data (`requestId`), and every
 * handler runs in a context with that id (its log lines carry it), inside a job span when
 * tracing, counted as completed or failed per queue. pg-boss itself assigns `send` and `work` to
 * the instance (its manager's functions), so they are replaced there; a subclass's methods would
 * be shadowed.
 */
export function observeBoss(boss: PgBoss, observability: Observability): void {
  const send = boss.send.bind(boss) as Send;
  const tag = (data: unknown) => {
    const requestId = currentRequestId();
    return requestId ? { ...(data as object | undefined), requestId } : data;
  };
  (boss as { send: Send }).send = (first, ...rest) => {
    if (typeof first !== 'string') {
      const request = first as PgBoss.Request;
      return send({ ...request, data: tag(request.data) });
    }
    return send(first, tag(rest[0] ?? {}), ...rest.slice(1));
  };
  const work = boss.work.bind(boss) as Work;
  (boss as { work: Work }).work = (name, ...rest) => {
    const handler = rest.pop() as Handler;
    return work(name, ...rest, observed(observability, name, handler));
  };
}

function observed(observability: Observability, queue: string, handler: Handler): Handler {
  const { metrics, tracing } = observability;
  return async (jobs) => {
    const data = jobs[0]?.data as { requestId?: unknown } | undefined;
    const requestId = isRequestId(data?.requestId) ? data.requestId : undefined;
    const span = tracing?.startSpan(
      `job ${queue}`,
      'consumer',
      { 'messaging.system': 'pg-boss', 'messaging.destination.name': queue, jobs: jobs.length },
      undefined,
    );
    try {
      const result = await runInContext({ requestId, span }, () => handler(jobs));
      metrics.jobsCompleted.inc({ queue }, jobs.length);
      return result;
    } catch (error) {
      metrics.jobsFailed.inc({ queue }, jobs.length);
      span?.fail(error);
      throw error;
    } finally {
      span?.end();
    }
  };
}

/**
 * Jobs not finished, by queue and state (created, retry, active), over every process: every queue
 * pg-boss knows, an idle one at 0. One grouped read of pg-boss's tables, at scrape time.
 */
export async function queueDepths(
  boss: PgBoss,
  schema: string,
): Promise<{ queue: string; state: string; count: number }[]> {
  const { rows } = (await boss.getDb().executeSql(
    `SELECT q.name AS queue, s.state::text AS state, count(j.id)::int AS count
       FROM ${schema}.queue q
      CROSS JOIN unnest(ARRAY['created', 'retry', 'active']::${schema}.job_state[]) AS s(state)
       LEFT JOIN ${schema}.job j ON j.name = q.name AND j.state = s.state
      GROUP BY q.name, s.state`,
    [],
  )) as { rows: { queue: string; state: string; count: number }[] };
  return rows;
}
