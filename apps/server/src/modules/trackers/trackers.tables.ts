import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';
import { accounts, users } from '../auth/auth.tables.ts';
import { projects, surveys } from '../projects/projects.tables.ts';

export const WAVE_STATUSES = [
  'scheduled',
  'pending_approval',
  'approved',
  'launched',
  'budget_refused',
  'failed',
  'skipped',
] as const;

/**
 * A tracker: a project repeated as waves on a schedule (issue 39 §4). It belongs to the project
 * of the survey it was made from (wave 1); every wave is a survey of that project, listed in
 * `tracker_waves`. One tracker per project.
 */
export const trackers = pgTable(
  'trackers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Who made it: the waves are bought, and the e-mails sent, in their name. */
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creatorEmail: text('creator_email').notNull(),
    every: integer('every').notNull(),
    unit: text('unit', { enum: ['week', 'month'] }).notNull(),
    startDate: text('start_date').notNull(),
    endDate: text('end_date'),
    waveCount: integer('wave_count'),
    timeZone: text('time_zone').notNull(),
    /** Respondents of this many previous waves are refused (0: none). */
    excludeWaves: integer('exclude_waves').notNull(),
    purchase: text('purchase', { enum: ['approval', 'budget'] }).notNull(),
    /** Pence the waves the tracker buys may cost together (purchase 'budget' only). */
    budgetPence: integer('budget_pence'),
    /**
     * After an edit the dates count from this wave (the last one made then), whose local date is
     * `anchor_date`; before any edit wave 1 and the start date (`scheduleEdit.ts`).
     */
    anchorWave: integer('anchor_wave').notNull().default(1),
    anchorDate: text('anchor_date'),
    /** When the researcher paused it: the round makes and buys nothing until resumed. */
    pausedAt: ts('paused_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('trackers_project_key').on(t.projectId),
    index('trackers_account_idx').on(t.accountId),
    check('trackers_unit_check', sql`${t.unit} IN ('week', 'month')`),
    check(
      'trackers_purchase_check',
      sql`(${t.purchase} = 'approval' AND ${t.budgetPence} IS NULL) OR (${t.purchase} = 'budget' AND ${t.budgetPence} >= 0)`,
    ),
  ],
);

/** A wave of a tracker: its survey, when it launches and where it stands. */
export const trackerWaves = pgTable(
  'tracker_waves',
  {
    trackerId: uuid('tracker_id')
      .notNull()
      .references(() => trackers.id, { onDelete: 'cascade' }),
    wave: integer('wave').notNull(),
    /** Null only for a wave skipped (its date passed while paused) before it was made. */
    surveyId: uuid('survey_id').references(() => surveys.id, { onDelete: 'cascade' }),
    status: text('status', { enum: WAVE_STATUSES }).notNull(),
    launchAt: ts('launch_at').notNull(),
    /** The order's total when the tracker bought it (pence); null before. */
    costPence: integer('cost_pence'),
    /** Why it was refused or failed, for the researcher. */
    note: text('note'),
    createdAt: ts('created_at').notNull(),
    launchedAt: ts('launched_at'),
  },
  (t) => [
    primaryKey({ columns: [t.trackerId, t.wave] }),
    uniqueIndex('tracker_waves_survey_key').on(t.surveyId),
    index('tracker_waves_due_idx').on(t.status, t.launchAt),
    check('tracker_waves_survey_check', sql`${t.surveyId} IS NOT NULL OR ${t.status} = 'skipped'`),
  ],
);
