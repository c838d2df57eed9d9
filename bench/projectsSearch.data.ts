import { seededRandom } from '@survey/domain/random';
import { randomUUID } from 'node:crypto';
import { SOLUTION_ID } from '@survey/domain/projects/constants';
import type { Database } from '@survey/server/src/db/database.ts';

const SUBJECTS = [
  'coffee',
  'banking',
  'streaming',
  'grocery',
  'travel',
  'fitness',
  'insurance',
  'automotive',
  'fashion',
  'gaming',
  'telecom',
  'energy',
  'retail',
  'healthcare',
  'education',
  'pet food',
  'beverages',
  'snacks',
  'cosmetics',
  'furniture',
];
const KINDS = [
  'tracker',
  'survey',
  'study',
  'concept test',
  'satisfaction survey',
  'awareness study',
  'usage and attitudes',
  'segmentation',
  'pulse',
  'benchmark',
];
const AUDIENCES = [
  'Gen Z',
  'parents',
  'commuters',
  'students',
  'retirees',
  'small businesses',
  'pet owners',
  'drivers',
  'gamers',
  'home owners',
];
const MARKETS = [
  'UK',
  'US',
  'Germany',
  'France',
  'Spain',
  'Italy',
  'Japan',
  'Brazil',
  'Canada',
  'Australia',
];
/** First-survey state mix of a busy account. */
const STATES: [string, number][] = [
  ['draft', 0.3],
  ['live', 0.25],
  ['paused', 0.1],
  ['completed', 0.25],
  ['halted', 0.05],
  ['scheduled', 0.05],
];

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)] as T;
}

function pickState(rand: () => number): string {
  let r = rand();
  for (const [state, share] of STATES) {
    if (r < share) return state;
    r -= share;
  }
  return 'draft';
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * Inserts `count` projects (each with one survey) into `accountId`, named and described from word
 * lists, with last updates spread over two years. Rows go straight into the tables: this is a
 * data generator, not product code.
 */
export async function generateProjects(
  database: Database,
  accountId: string,
  count: number,
  seed: number,
): Promise<void> {
  const rand = seededRandom(seed);
  const now = Date.now();
  const batch = 2000;
  for (let offset = 0; offset < count; offset += batch) {
    const n = Math.min(batch, count - offset);
    const ids: string[] = [];
    const names: string[] = [];
    const descriptions: (string | null)[] = [];
    const updated: string[] = [];
    const states: string[] = [];
    for (let i = 0; i < n; i++) {
      ids.push(randomUUID());
      const subject = pick(rand, SUBJECTS);
      names.push(
        `${capitalise(subject)} ${pick(rand, KINDS)} ${pick(rand, MARKETS)} wave ${1 + Math.floor(rand() * 12)}`,
      );
      descriptions.push(
        rand() < 0.2
          ? null
          : `How ${pick(rand, AUDIENCES)} in ${pick(rand, MARKETS)} think about ${pick(rand, SUBJECTS)} brands, prices and advertising.`,
      );
      updated.push(new Date(now - Math.floor(rand() * 730 * 86_400_000)).toISOString());
      states.push(pickState(rand));
    }
    await database.pool.query(
      `WITH input AS (
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::timestamptz[], $5::text[])
           AS t(id, name, description, updated_at, state)
       ), projects_in AS (
         INSERT INTO projects (id, account_id, name, description, project_type, creator, solution_id, created_at, updated_at)
         SELECT id, $6, name, description, 'AdHoc', 'bench@example.com', $7, updated_at - interval '3 days', updated_at
         FROM input RETURNING id
       )
       INSERT INTO surveys (project_id, name, state, paused_at, created_at, updated_at)
       SELECT i.id, i.name, i.state, CASE WHEN i.state = 'paused' THEN i.updated_at END,
              i.updated_at - interval '3 days', i.updated_at
       FROM input i JOIN projects_in p ON p.id = i.id`,
      [ids, names, descriptions, updated, states, accountId, SOLUTION_ID],
    );
  }
  await database.pool.query('ANALYZE projects; ANALYZE surveys;');
}
