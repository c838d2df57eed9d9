import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildSchema, type GraphQLEnumType } from 'graphql';
import pino from 'pino';
import type { Viewer } from '@survey/server/src/platform/viewer.ts';
import { systemClock } from '@survey/server/src/lib/clock.ts';
import { provisionUser } from '@survey/server/src/modules/auth/accounts.service.ts';
import type { SearchProjectsArgs } from '@survey/server/src/modules/projects/projects.schemas.ts';
import { searchProjects } from '@survey/server/src/modules/projects/projects.service.ts';
import { startBenchApp } from './lib/benchApp.ts';
import { startBenchDatabase } from '@survey/testkit/direct/benchDatabase';
import { graphqlClient } from './lib/graphqlClient.ts';
import { summarise, timeRuns, type BenchRow } from './lib/stats.ts';
import { generateProjects } from './projectsSearch.data.ts';

const PROJECTS = 10_000;
const NOISE_ACCOUNTS = 4;
const NOISE_PER_ACCOUNT = 2_500;
const HTTP_RUNS = 60;
const SERVICE_RUNS = 30;
const WARMUP = 5;
const TARGET = 'P7 median <= 30 ms';
const LIMITS = { medianMs: 30 };
const EMAIL = 'bench@example.com';
const PASSWORD = 'bench password 123';

type Kind = Omit<SearchProjectsArgs, 'accountId'>;
type SortBy = NonNullable<Kind['sorting']>['sortBy'];
type Order = NonNullable<Kind['sorting']>['order'];
type State = NonNullable<Kind['state']>;

/** The service's schema: sorts, orders and states come from it, so a new one is benchmarked. */
const schema = buildSchema(
  readFileSync(
    new URL('../apps/server/src/modules/projects/projects.schema.graphql', import.meta.url),
    'utf8',
  ),
);
const enumValues = <T extends string>(name: string): T[] =>
  (schema.getType(name) as GraphQLEnumType).getValues().map((v) => v.name as T);

/**
 * Every query kind of the projects list: each sort in both orders, text search (common and rare
 * words, a partial word, a typo that needs the fuzzy fallback), each state filter, text with a
 * filter, and pages up to the last one.
 */
function kinds(): Record<string, Kind> {
  const out: Record<string, Kind> = { 'list, default order': {} };
  for (const sortBy of enumValues<SortBy>('SortBy')) {
    for (const order of enumValues<Order>('SortOrder')) {
      out[`list by ${sortBy} ${order}`] = { sorting: { sortBy, order } };
    }
  }
  const rank = { sortBy: 'SearchRank', order: 'Desc' } as const;
  out['text "coffee" by rank'] = { text: 'coffee', sorting: rank };
  out['text "survey" (very common) by rank'] = { text: 'survey', sorting: rank };
  out['partial word "satisf"'] = { text: 'satisf' };
  out['typo "strem" (no exact match)'] = { text: 'strem' };
  for (const state of enumValues<State>('SurveyState')) out[`state ${state}`] = { state };
  out['text "brand" + state live'] = { text: 'brand', state: 'live' };
  out['text "coffee" + state draft, name A-Z'] = {
    text: 'coffee',
    state: 'draft',
    sorting: { sortBy: 'Name', order: 'Asc' },
  };
  for (const offset of [0, 10, 100, 1000, PROJECTS - 10])
    out[`page at offset ${offset}`] = { offset };
  return out;
}

const SEARCH = `query Search($accountId: ID!, $offset: Int, $limit: Int, $text: String, $sorting: Sorting, $state: SurveyState) {
  searchProjects(accountId: $accountId, offset: $offset, limit: $limit, text: $text, sorting: $sorting, state: $state) {
    projects { projectId name projectType sinceDate solution { name } surveys { surveyId state fieldworkDates { startDate endDate } } }
  }
}`;

interface SearchAnswer {
  searchProjects: { projects: { surveys: { state: string }[] }[] };
}

/** A case that answers nothing (or the wrong rows) would time the wrong work: check it first. */
function checkAnswer(name: string, kind: Kind, data: unknown): void {
  const projects = (data as SearchAnswer).searchProjects.projects;
  if (projects.length === 0) throw new Error(`P7 case "${name}" found no projects`);
  if (kind.state && projects.some((p) => p.surveys[0]?.state !== kind.state)) {
    throw new Error(`P7 case "${name}" answered projects in another state`);
  }
}

/** P7: searchProjects over 10k projects in one account (plus other accounts' noise). */
export default async function bench(): Promise<BenchRow[]> {
  const db = await startBenchDatabase();
  const log = pino({ level: 'silent' });
  try {
    const { accountId, userId } = await provisionUser(
      { db: db.database.db, clock: systemClock },
      {
        email: EMAIL,
        firstName: 'Bench',
        lastName: 'User',
        accountName: 'Bench Ltd',
        password: PASSWORD,
      },
    );
    await generateProjects(db.database, accountId, PROJECTS, 1);
    for (let i = 0; i < NOISE_ACCOUNTS; i++) {
      await generateProjects(db.database, randomUUID(), NOISE_PER_ACCOUNT, 100 + i);
    }
    const viewer: Viewer = { userId, accountId, email: EMAIL };
    const rows: BenchRow[] = [];
    const app = await startBenchApp(db, log, { email: EMAIL, password: PASSWORD });
    try {
      const client = graphqlClient(app, '/v1/project/graphql');
      for (const [name, kind] of Object.entries(kinds())) {
        const variables = { accountId, ...kind };
        const first = await client.timed(SEARCH, variables);
        checkAnswer(name, kind, first.answer.data);
        for (let i = 0; i < WARMUP; i++) await client.timed(SEARCH, variables);
        const times: number[] = [];
        for (let i = 0; i < HTTP_RUNS; i++) times.push((await client.timed(SEARCH, variables)).ms);
        const bench = 'projectsSearch (HTTP GraphQL)';
        rows.push({ bench, case: name, ...summarise(times), target: TARGET, limits: LIMITS });
        const service = await timeRuns(
          () => searchProjects({ db: db.database.db }, viewer, { accountId, ...kind }),
          SERVICE_RUNS,
          WARMUP,
        );
        rows.push({
          bench: 'projectsSearch (service, for reference)',
          case: name,
          ...service,
          target: TARGET,
        });
      }
      console.log(
        `P7 over HTTP: ${app.connections()} connection(s) for every request (keep-alive)`,
      );
    } finally {
      await app.close();
    }
    // HTTP rows first, then the reference rows: the gate reads at a glance.
    return [...rows.filter((r) => r.limits), ...rows.filter((r) => !r.limits)];
  } finally {
    await db.stop();
  }
}
