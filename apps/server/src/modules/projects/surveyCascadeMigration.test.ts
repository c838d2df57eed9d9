import { randomBytes, randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, runMigrations, type Database } from '../../db/database.ts';

const MIGRATIONS = fileURLToPath(new URL('../../../drizzle', import.meta.url));
const CHILD_TABLES = [
  'fieldwork',
  'survey_orders',
  'draft_questionnaires',
  'questionnaire_commands',
  'respondent_sessions',
];

/** Survey children created by later migrations: they must cascade too. */
const LATER_CHILD_TABLES = [
  'comment_threads',
  'complete_exclusions',
  'complete_replacements',
  'complete_quality_flags',
  'draft_audiences',
  'export_jobs',
  'field_health_actions',
  'market_purchase_lines',
  'panel_traffic_knobs',
  'published_surveys',
  'questionnaire_translations',
  // A tracker's wave refuses the respondents of earlier waves: both surveys are keys (issue 39 §4).
  'respondent_exclusions',
  'respondent_exclusions',
  'results_index_snapshots',
  'saved_crosstabs',
  'share_links',
  'survey_data_revisions',
  'survey_quota_cells',
  'survey_weighting_schemes',
  'tracker_waves',
  'webhook_survey_progress',
];

interface Journal {
  entries: { tag: string }[];
}

/**
 * The migration that adds the survey foreign keys, applied to a database that already holds rows
 * of deleted surveys (the old hand-written cascade could leave them): it must remove them, keep
 * every row of live surveys, and end with the foreign keys in place.
 */
describe('migration survey_cascade', () => {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  let database: Database;
  let folder: string;

  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(sql);
    await c.end();
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = openDatabase(url.toString(), pino({ level: 'silent' }), 2);
    // The migrations before this one, as a folder of their own.
    folder = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    cpSync(MIGRATIONS, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
    const at = journal.entries.findIndex((e) => e.tag.endsWith('_survey_cascade'));
    expect(at).toBeGreaterThan(0);
    writeFileSync(
      journalPath,
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }),
    );
    await migrate(database.db, { migrationsFolder: folder });
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const q = (sql: string, values: unknown[] = []) => database.pool.query(sql, values);
  const childRowsOf = async (surveyId: string) => {
    let n = 0;
    for (const table of CHILD_TABLES) {
      const { rows } = await q(`SELECT count(*)::int AS n FROM ${table} WHERE survey_id = $1`, [
        surveyId,
      ]);
      n += (rows[0] as { n: number }).n;
    }
    return n;
  };
  /** One row in every child table for `surveyId` (which may not exist: no foreign keys yet). */
  const childRows = async (surveyId: string) => {
    await q(
      `INSERT INTO fieldwork (survey_id, country_code, language, panel_supplier_code, samples_needed, samples_adjusted, created_at, updated_at)
       VALUES ($1, 'GB', 'en', 'SIMULATED', 10, 10, now(), now())`,
      [surveyId],
    );
    await q(
      `INSERT INTO survey_orders (survey_id, status, order_type, created_at, updated_at)
       VALUES ($1, 'Live', 'Survey', now(), now())`,
      [surveyId],
    );
    await q(
      `INSERT INTO draft_questionnaires (survey_id, version, document, snapshot_version, updated_at)
       VALUES ($1, 1, jsonb_build_object('questionnaireId', gen_random_uuid()), 1, now())`,
      [surveyId],
    );
    await q(
      `INSERT INTO questionnaire_commands (survey_id, at, operation, arguments)
       VALUES ($1, now(), 'addTextCard', '{}'::jsonb)`,
      [surveyId],
    );
    await q(
      `INSERT INTO respondent_sessions (survey_id, respondent_id, status, started_at)
       VALUES ($1, 'r1', 'complete', now())`,
      [surveyId],
    );
  };

  it('removes rows of surveys that no longer exist, keeps the others, and adds the keys', async () => {
    const projectId = randomUUID();
    const surveyId = randomUUID();
    await q(
      `INSERT INTO projects (id, account_id, name, project_type, creator, solution_id, created_at, updated_at)
       VALUES ($1, $2, 'Kept', 'AdHoc', 'a@example.com', 'self-serve-survey', now(), now())`,
      [projectId, randomUUID()],
    );
    await q(
      `INSERT INTO surveys (id, project_id, name, state, created_at, updated_at)
       VALUES ($1, $2, 'Kept', 'live', now(), now())`,
      [surveyId, projectId],
    );
    await childRows(surveyId);
    const orphan = randomUUID();
    await childRows(orphan);
    const [draftBefore] = (
      await q(
        `SELECT generation, snapshot_version AS version, document FROM draft_questionnaires WHERE survey_id = $1`,
        [surveyId],
      )
    ).rows as { generation: string; version: number; document: { questionnaireId: string } }[];

    await runMigrations(database);

    // A later migration (questionnaire_snapshot_table) moves each draft's snapshot to its own row.
    const { rows: snapshots } = await q(
      `SELECT generation, version, questionnaire_id AS "questionnaireId", document
         FROM draft_questionnaire_snapshots WHERE survey_id = $1`,
      [surveyId],
    );
    expect(snapshots).toEqual([
      { ...draftBefore, questionnaireId: draftBefore?.document.questionnaireId },
    ]);

    expect(await childRowsOf(orphan)).toBe(0);
    expect(await childRowsOf(surveyId)).toBe(CHILD_TABLES.length);
    const { rows } = await q(
      `SELECT conrelid::regclass::text AS "table", confdeltype AS "onDelete"
       FROM pg_constraint WHERE contype = 'f' AND confrelid = 'surveys'::regclass ORDER BY 1`,
    );
    expect(rows).toEqual(
      [...CHILD_TABLES, ...LATER_CHILD_TABLES].sort().map((table) => ({ table, onDelete: 'c' })),
    );
  });
});
