import { sql, type SQL } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  pgTable,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { SURVEY_STATES } from '@survey/domain/projects/constants';
import { ts } from '../../db/columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The product's solutions; one row (SOLUTION_ID), inserted by the migration. */
export const solutions = pgTable('solutions', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: ts('created_at').notNull(),
  updatedAt: ts('updated_at').notNull(),
});

/**
 * A project of an account. `updated_at` is touched by every change to the project or its surveys,
 * so it is the project's "last update" (the list's SinceDate sort) without a join.
 * `search` is the full-text document: name (weight A), nickname (B), description (C).
 * `first_survey_state` is the state of the project's first survey (by created_at, id), what the
 * list's state filter keeps; the trigger `surveys_first_state` (migration 0009) maintains it on
 * every insert, delete and state change of a survey, whoever writes it, so the filter is a
 * column test instead of a subquery per matching project (QUALITY P7, text + state).
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id').notNull(),
    name: text('name').notNull(),
    nickname: text('nickname'),
    description: text('description'),
    projectType: text('project_type', { enum: ['AdHoc', 'MultiMarket'] }).notNull(),
    creator: text('creator').notNull(),
    solutionId: text('solution_id')
      .notNull()
      .references((): AnyPgColumn => solutions.id),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    firstSurveyState: text('first_survey_state'),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(nickname, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
  },
  (t) => [
    index('projects_account_updated_idx').on(t.accountId, t.updatedAt, t.id),
    index('projects_account_name_idx').on(t.accountId, sql`lower(${t.name})`, t.id),
    index('projects_search_idx').using('gin', t.search),
    index('projects_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    check('projects_project_type_check', sql`${t.projectType} IN ('AdHoc', 'MultiMarket')`),
  ],
);

/** A survey of a project; the first (oldest) one is the one the product uses. */
export const surveys = pgTable(
  'surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nickname: text('nickname'),
    state: text('state', { enum: SURVEY_STATES }).notNull(),
    pausedAt: ts('paused_at'),
    fieldworkStart: ts('fieldwork_start'),
    fieldworkEnd: ts('fieldwork_end'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('surveys_project_idx').on(t.projectId, t.createdAt, t.id),
    index('surveys_paused_idx')
      .on(t.pausedAt)
      .where(sql`${t.state} = 'paused'`),
    check(
      'surveys_state_check',
      sql`${t.state} IN (${sql.raw(SURVEY_STATES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);
