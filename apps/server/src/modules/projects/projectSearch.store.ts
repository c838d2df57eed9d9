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
 * Full-text search (weighted: name over nickname over description; word prefixes match) OR a
 * substring/fuzzy match on the name (pg_trgm), so that partial words and small typos find
 * projects. Rank: the full-text rank, plus a bonus when the name contains the text, plus the
 * trigram word similarity of the text to the name.
 */
function textMatch(text: string): { where: SQL; rank: SQL } {
  const tsq = prefixQuery(text);
  const query = tsq ? sql`to_tsquery('english', ${tsq})` : sql`''::tsquery`;
  const pattern = containsPattern(text);
  return {
    where: sql`(p.search @@ ${query} OR p.name ILIKE ${pattern} OR ${text} <% p.name)`,
    rank: sql`(ts_rank(p.search, ${query}) + CASE WHEN p.name ILIKE ${pattern} THEN 0.5 ELSE 0 END + word_similarity(${text}, p.name) * 0.3)`,
  };
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

/** One page of an account's projects. */
export async function searchProjectRows(
  db: Executor,
  search: ProjectSearch,
): Promise<ProjectRow[]> {
  const match = search.text ? textMatch(search.text) : undefined;
  const conditions: SQL[] = [sql`p.account_id = ${search.accountId}`];
  if (match) conditions.push(match.where);
  if (search.state) {
    conditions.push(
      sql`(SELECT s.state FROM surveys s WHERE s.project_id = p.id ORDER BY s.created_at, s.id LIMIT 1) = ${search.state}`,
    );
  }
  const result = await db.execute<RawProject>(sql`
    SELECT p.id, p.account_id, p.name, p.nickname, p.description, p.project_type, p.creator,
           p.solution_id, p.created_at, p.updated_at
    FROM projects p
    WHERE ${sql.join(conditions, sql` AND `)}
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
