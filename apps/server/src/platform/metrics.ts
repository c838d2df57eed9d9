import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Where the gauges' figures come from; each module that owns the figure sets its source when it
 * is registered (respondent: quota places; results: index memory; the job runner: queue depths).
 * In-memory sources (the pool, the index) are read at scrape time. The two that run SQL over
 * whole tables (queue depths, quota places) are never run by a scrape: `startSampling` reads them
 * every METRICS_SAMPLE_MS in the background while a metrics listener is up, and a scrape shows the
 * last sample, so scraping more often (or a scraper hammering the port) costs the database
 * nothing. A source that fails leaves its gauge empty until a sample succeeds.
 */
export interface MetricSources {
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  queueDepths?: () => Promise<{ queue: string; state: string; count: number }[]>;
  quotaPlaces?: () => Promise<{ reserved: number; filled: number }>;
  resultsIndexBytes?: () => number;
}

/** Seconds buckets for requests and operations: 5 ms to 10 s. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Exports and index builds: 50 ms to 5 min. */
const LONG_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];
/** Waits for a pooled connection: 0.1 ms (none) to 15 s (the pool's timeout). */
const WAIT_BUCKETS = [0.0001, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 15];

/** Distinct operation names kept per service; a client naming more gets `other` (cardinality). */
const MAX_OPERATIONS = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * The Prometheus series of one app instance, in a registry of its own (two apps in one test
 * process neither share nor clash). Labels are bounded: routes are Fastify's patterns, GraphQL
 * operations the names a client gave (well-formed, at most MAX_OPERATIONS per service), queues
 * and formats fixed lists.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const sources: MetricSources = {};
  const sampled: {
    queueDepths?: { queue: string; state: string; count: number }[];
    quotaPlaces?: { reserved: number; filled: number };
  } = {};
  collectDefaultMetrics({ register: registry });

  const sampleDatabase = async () => {
    const [queueDepths, quotaPlaces] = await Promise.allSettled([
      sources.queueDepths?.(),
      sources.quotaPlaces?.(),
    ]);
    sampled.queueDepths = queueDepths.status === 'fulfilled' ? queueDepths.value : undefined;
    sampled.quotaPlaces = quotaPlaces.status === 'fulfilled' ? quotaPlaces.value : undefined;
  };

  const readInto = async (gauge: Gauge<string>, read: () => Promise<void> | void) => {
    gauge.reset();
    try {
      await read();
    } catch {
      // Left empty: a scrape during a database outage still returns the other series.
    }
  };

  const operations = new Map<string, Set<string>>();
  const metrics = {
    registry,
    sources,
    /** Samples the SQL sources now and every `intervalMs` (one at a time); returns the stop. */
    startSampling(intervalMs: number): () => void {
      let timer: NodeJS.Timeout | undefined;
      let stopped = false;
      const next = () => {
        if (stopped) return;
        void sampleDatabase().finally(() => {
          if (stopped) return;
          timer = setTimeout(next, intervalMs);
          timer.unref();
        });
      };
      next();
      return () => {
        stopped = true;
        clearTimeout(timer);
      };
    },
    httpDuration: new Histogram({
      name: 'survey_http_request_duration_seconds',
      help: 'HTTP requests by method, route pattern and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    graphqlDuration: new Histogram({
      name: 'survey_graphql_operation_duration_seconds',
      help: 'GraphQL operations executed, by service and operation name',
      labelNames: ['service', 'operation'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    graphqlErrors: new Counter({
      name: 'survey_graphql_errors_total',
      help: 'GraphQL operations that answered with errors, by service and operation name',
      labelNames: ['service', 'operation'],
      registers,
    }),
    poolWait: new Histogram({
      name: 'survey_db_pool_wait_seconds',
      help: 'Time a query waited for a pooled database connection',
      buckets: WAIT_BUCKETS,
      registers,
    }),
    jobsCompleted: new Counter({
      name: 'survey_jobs_completed_total',
      help: 'Background jobs this process finished, by queue',
      labelNames: ['queue'],
      registers,
    }),
    jobsFailed: new Counter({
      name: 'survey_jobs_failed_total',
      help: 'Background jobs this process failed (pg-boss retries or fails them), by queue',
      labelNames: ['queue'],
      registers,
    }),
    answersAccepted: new Counter({
      name: 'survey_answers_accepted_total',
      help: 'Respondent answers accepted by this process (rate() gives answers per second)',
      registers,
    }),
    exportDuration: new Histogram({
      name: 'survey_export_duration_seconds',
      help: 'Raw-data exports, from job start to the file written or failed, by format and outcome',
      labelNames: ['format', 'outcome'],
      buckets: LONG_BUCKETS,
      registers,
    }),
    resultsIndexBuild: new Histogram({
      name: 'survey_results_index_build_seconds',
      help: "Time to build one survey's results index from its stored completes",
      buckets: LONG_BUCKETS,
      registers,
    }),
    /** The label of an operation name: itself while few are known, else `other`. */
    operationLabel(service: string, name: string | null | undefined): string {
      if (!name) return 'anonymous';
      if (!OPERATION_NAME.test(name)) return 'other';
      let known = operations.get(service);
      if (!known) operations.set(service, (known = new Set()));
      if (known.has(name)) return name;
      if (known.size >= MAX_OPERATIONS) return 'other';
      known.add(name);
      return name;
    },
  };

  new Gauge({
    name: 'survey_db_pool_clients',
    help: 'Database connections the pool holds open',
    registers,
    collect() {
      return readInto(this, () => sources.pool && this.set(sources.pool.totalCount));
    },
  });
  new Gauge({
    name: 'survey_db_pool_idle_clients',
    help: 'Open database connections not in use',
    registers,
    collect() {
      return readInto(this, () => sources.pool && this.set(sources.pool.idleCount));
    },
  });
  new Gauge({
    name: 'survey_db_pool_waiting_queries',
    help: 'Queries waiting for a pooled database connection',
    registers,
    collect() {
      return readInto(this, () => sources.pool && this.set(sources.pool.waitingCount));
    },
  });
  new Gauge({
    name: 'survey_job_queue_depth',
    help: 'Jobs not yet finished, by queue and state (created, retry, active); all processes; sampled every METRICS_SAMPLE_MS',
    labelNames: ['queue', 'state'],
    registers,
    collect() {
      return readInto(this, () => {
        for (const d of sampled.queueDepths ?? []) {
          this.set({ queue: d.queue, state: d.state }, d.count);
        }
      });
    },
  });
  new Gauge({
    name: 'survey_quota_places',
    help: 'Quota places over every survey: reserved (respondents in progress) and filled; sampled every METRICS_SAMPLE_MS',
    labelNames: ['state'],
    registers,
    collect() {
      return readInto(this, () => {
        const places = sampled.quotaPlaces;
        if (!places) return;
        this.set({ state: 'reserved' }, places.reserved);
        this.set({ state: 'filled' }, places.filled);
      });
    },
  });
  new Gauge({
    name: 'survey_results_index_bytes',
    help: 'Estimated memory of the results indexes this process holds',
    registers,
    collect() {
      return readInto(this, () => {
        const bytes = sources.resultsIndexBytes?.();
        if (bytes !== undefined) this.set(bytes);
      });
    },
  });
  return metrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
