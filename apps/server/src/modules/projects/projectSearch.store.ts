import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { ProjectRow, SurveyStateValue } from './projects.store.ts';

export type SortField = 'Name' | 'SearchRank' | 'SinceDate' | 'Solution';
export type SortDirection = 'Asc' | 'Desc';

export interface ProjectSearch {
  accountId: string;
  offset: number;
  limit: number;
  /** Trimmed, non-empty search text; undefined lists everything. */
  text?: string;
  sortBy: SortField;
  order: SortDirection;
  /** Keeps projects whose first survey is in this state. */
  state?: SurveyStateValue;
}

/** Words of the search text as a prefix tsquery ("cust sat" -> "cust:* & sat:*"); safe to pass. */
export function prefixQuery(text: string): string {
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 8)
    .map((w) => `${w}:*`)
    .join(' & ');
}

/** The text as an ILIKE pattern matching it anywhere, with LIKE's wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Full-text search (weighted: name over nickname over description; word prefixes match) OR the
 * name containing the text (pg_trgm index), so that partial words find projects. Rank: the
 * full-text rank plus a bonus when the name contains the text.
 */
function exactMatch(text: string): { where: SQL; rank: SQL } {
  const tsq = prefixQuery(text);
  const query = tsq ? sql`to_tsquery('english', ${tsq})` : sql`''::tsquery`;
  const pattern = containsPattern(text);
  return {
    where: sql`(p.search @@ ${query} OR p.name ILIKE ${pattern})`,
    rank: sql`(ts_rank(p.search, ${query}) + CASE WHEN p.name ILIKE ${pattern} THEN 0.5 ELSE 0 END)`,
  };
}

/**
 * Typo tolerance: names with a word similar to the text (pg_trgm word similarity). Checking every
 * name this way is too slow to do on each search, so it is the fallback when nothing matches
 * exactly.
 */
function fuzzyMatch(text: string): { where: SQL; rank: SQL } {
  return { where: sql`${text} <% p.name`, rank: sql`word_similarity(${text}, p.name)` };
}

function orderBy(search: ProjectSearch, rank: SQL | undefined): SQL {
  const dir = search.order === 'Asc' ? sql`ASC` : sql`DESC`;
  switch (search.sortBy) {
    case 'Name':
      return sql`lower(p.name) ${dir}, p.id ${dir}`;
    case 'Solution':
      return sql`p.solution_id ${dir}, p.updated_at DESC, p.id DESC`;
    case 'SearchRank':
      if (rank) return sql`${rank} ${dir}, p.updated_at DESC, p.id DESC`;
      // Without text every rank is equal: newest first, like the default.
      return sql`p.updated_at DESC, p.id DESC`;
    case 'SinceDate':
      return sql`p.updated_at ${dir}, p.id ${dir}`;
  }
}

type RawProject = {
  id: string;
  account_id: string;
  name: string;
  nickname: string | null;
  description: string | null;
  project_type: ProjectRow['projectType'];
  creator: string;
  solution_id: string;
  created_at: Date;
  updated_at: Date;
};

function conditions(search: ProjectSearch, match: SQL | undefined): SQL {
  const all: SQL[] = [sql`p.account_id = ${search.accountId}`];
  if (match) all.push(match);
  if (search.state) {
    // Kept equal to the first survey's state by a trigger (projects.tables.ts).
    all.push(sql`p.first_survey_state = ${search.state}`);
  }
  return sql.join(all, sql` AND `);
}

async function page(
  db: Executor,
  search: ProjectSearch,
  match: { where: SQL; rank: SQL } | undefined,
): Promise<ProjectRow[]> {
  const result = await db.execute<RawProject>(sql`
    SELECT p.id, p.account_id, p.name, p.nickname, p.description, p.project_type, p.creator,
           p.solution_id, p.created_at, p.updated_at
    FROM projects p
    WHERE ${conditions(search, match?.where)}
    ORDER BY ${orderBy(search, match?.rank)}
    LIMIT ${search.limit} OFFSET ${search.offset}`);
  return result.rows.map((r) => ({
    id: r.id,
    accountId: r.account_id,
    name: r.name,
    nickname: r.nickname,
    description: r.description,
    projectType: r.project_type,
    creator: r.creator,
    solutionId: r.solution_id,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  }));
}

/** One page of an account's projects; typo-tolerant when the text matches nothing exactly. */
export async function searchProjectRows(
  db: Executor,
  search: ProjectSearch,
): Promise<ProjectRow[]> {
  if (!search.text) return page(db, search, undefined);
  const exact = exactMatch(search.text);
  const rows = await page(db, search, exact);
  if (rows.length > 0) return rows;
  // An empty first page means no exact match; a later page needs to ask.
  const anyExact =
    search.offset > 0 &&
    (
      await db.execute(
        sql`SELECT 1 FROM projects p WHERE ${conditions(search, exact.where)} LIMIT 1`,
      )
    ).rows.length > 0;
  return anyExact ? rows : page(db, search, fuzzyMatch(search.text));
}
