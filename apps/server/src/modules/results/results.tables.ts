import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SavedCrosstab } from '@survey/domain/results/analysisContract';
import type { WeightingScheme } from '@survey/domain/results/weightingScheme';
import { ts } from '../../db/columns.ts';
import { surveys } from '../projects/projects.tables.ts';

/**
 * Saved crosstabs (issue 26 §1): a table's definition per survey, never its numbers (they follow
 * the data). Names are unique per survey ignoring case; deleting the survey deletes its tables.
 */
export const savedCrosstabs = pgTable(
  'saved_crosstabs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id').notNull(),
    createdBy: uuid('created_by').notNull(),
    name: text('name').notNull(),
    definition: jsonb('definition').$type<SavedCrosstab['definition']>().notNull(),
    createdAt: ts('created_at').notNull(),
    /**
     * Issue 37 §3: 'all' for a table across a multi-market project's markets, kept on the lead
     * market's survey (results README); null for the survey's own table, as every table before.
     */
    markets: text('markets').$type<'all'>(),
  },
  (t) => [
    // Also the index of a survey's list (a handful of tables per survey). Names are unique per
    // scope: the lead's own tables and the tables across its markets are two lists.
    uniqueIndex('saved_crosstabs_scope_name_idx').on(
      t.surveyId,
      sql`coalesce(${t.markets}, '')`,
      sql`lower(${t.name})`,
    ),
  ],
);

/**
 * The researcher's weighting scheme of a survey (issue 38 §5), one per survey, checked against its
 * published version when stored (`checkWeightingScheme`). Inserting, changing or deleting it
 * raises the survey's data revision (trigger, migration weighting_scheme), so every instance's
 * results index rakes again and an export made before it is not handed out for the new weights.
 */
export const surveyWeightingSchemes = pgTable('survey_weighting_schemes', {
  surveyId: uuid('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  accountId: uuid('account_id').notNull(),
  updatedBy: uuid('updated_by').notNull(),
  scheme: jsonb('scheme').$type<WeightingScheme>().notNull(),
  updatedAt: ts('updated_at').notNull(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The stored snapshot of a survey's results index (issue 40 §3, `resultsSnapshots.ts`): which
 * published version and format it is, how many completes it holds, the catch-up watermark and data
 * revision it was written at. Its bytes are in `results_index_snapshot_parts`: parts of at most
 * 8 MB, so no row is read back as one huge hex string. Deleted with the survey.
 */
export const resultsIndexSnapshots = pgTable('results_index_snapshots', {
  surveyId: uuid('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  format: integer('format').notNull(),
  completes: integer('completes').notNull(),
  /** Completes stamped at or after this may be missing from it (the cache's `since`). */
  since: ts('since').notNull(),
  dataRevision: bigint('data_revision', { mode: 'number' }).notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  parts: integer('parts').notNull(),
  /** Time spent encoding it (on the writing node's event loop). */
  encodeMs: integer('encode_ms').notNull(),
  writtenAt: ts('written_at').notNull(),
});

export const resultsIndexSnapshotParts = pgTable(
  'results_index_snapshot_parts',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => resultsIndexSnapshots.surveyId, { onDelete: 'cascade' }),
    part: integer('part').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.surveyId, t.part] })],
);
