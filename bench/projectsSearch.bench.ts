import { randomUUID } from 'node:crypto';
import pino from 'pino';
import type { Viewer } from '@survey/server/src/http/viewer.ts';
import { systemClock } from '@survey/server/src/lib/clock.ts';
import { provisionUser } from '@survey/server/src/modules/auth/accounts.service.ts';
import type { SearchProjectsArgs } from '@survey/server/src/modules/projects/projects.schemas.ts';
import { searchProjects } from '@survey/server/src/modules/projects/projects.service.ts';
import { startBenchApp } from './lib/benchApp.ts';
import { startBenchDatabase } from './lib/benchDatabase.ts';
import { timeRuns, type Bench, type BenchRow } from './lib/stats.ts';
import { generateProjects } from './projectsSearch.data.ts';

const PROJECTS = 10_000;
const NOISE_ACCOUNTS = 4;
const NOISE_PER_ACCOUNT = 2_500;
const RUNS = 200;
const TARGET = 'P7 median <= 30 ms';
const EMAIL = 'bench@example.com';
const PASSWORD = 'bench password 123';

type Kind = Omit<SearchProjectsArgs, 'accountId'>;

/** The query kinds of the projects list: plain list, text search, state filter, sorts. */
const KINDS: Record<string, Kind> = {
  'list, last updated first': {},
  'text "coffee" by rank': { text: 'coffee', sorting: { sortBy: 'SearchRank', order: 'Desc' } },
  'text "survey" (very common) by rank': {
    text: 'survey',
    sorting: { sortBy: 'SearchRank', order: 'Desc' },
  },
  'partial word "satisf"': { text: 'satisf' },
  'typo "strem" (no exact match)': { text: 'strem' },
  'state paused': { state: 'paused' },
  'state halted, name A-Z': { state: 'halted', sorting: { sortBy: 'Name', order: 'Asc' } },
  'name Z-A, offset 500': { offset: 500, sorting: { sortBy: 'Name', order: 'Desc' } },
  'oldest first': { sorting: { sortBy: 'SinceDate', order: 'Asc' } },
  'text + state live': { text: 'brand', state: 'live' },
};
const HTTP_KINDS = ['list, last updated first', 'text "coffee" by rank', 'state paused'];

const SEARCH = `query Search($accountId: ID!, $offset: Int, $limit: Int, $text: String, $sorting: Sorting, $state: SurveyState) {
  searchProjects(accountId: $accountId, offset: $offset, limit: $limit, text: $text, sorting: $sorting, state: $state) {
    projects { projectId name projectType sinceDate solution { name } surveys { surveyId state fieldworkDates { startDate endDate } } }
  }
}`;

/** P7: searchProjects over 10k projects in one account (plus other accounts' noise). */
const bench: Bench = async () => {
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
    for (const [name, kind] of Object.entries(KINDS)) {
      const args = { accountId, ...kind };
      const timing = await timeRuns(
        () => searchProjects({ db: db.database.db }, viewer, args),
        RUNS,
      );
      rows.push({ bench: 'projectsSearch (service)', case: name, ...timing, target: TARGET });
    }

    const app = await startBenchApp(db, log, { email: EMAIL, password: PASSWORD });
    try {
      const { base, accessToken } = app;
      for (const name of HTTP_KINDS) {
        const variables = { accountId, ...KINDS[name] };
        const timing = await timeRuns(async () => {
          const res = await fetch(`${base}/v1/project/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
            body: JSON.stringify({ query: SEARCH, variables }),
          });
          const body = (await res.json()) as { errors?: unknown };
          if (res.status !== 200 || body.errors) throw new Error(JSON.stringify(body));
        }, RUNS);
        rows.push({
          bench: 'projectsSearch (HTTP GraphQL)',
          case: name,
          ...timing,
          target: TARGET,
        });
      }
    } finally {
      await app.close();
    }
    return rows;
  } finally {
    await db.stop();
  }
};

export default bench;
