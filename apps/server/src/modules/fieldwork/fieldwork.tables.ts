import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';
import { surveys } from '../projects/projects.tables.ts';

/**
 * The fieldwork of a survey (one per survey). The foreign key to the projects module's surveys is
 * a storage guarantee only (this module still asks the projects service about surveys): deleting
 * a survey deletes its fieldwork.
 */
export const fieldwork = pgTable(
  'fieldwork',
  {
    surveyId: uuid('survey_id')
      .primaryKey()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    language: text('language').notNull(),
    panelSupplierCode: text('panel_supplier_code').notNull(),
    samplesNeeded: integer('samples_needed').notNull(),
    samplesAdjusted: integer('samples_adjusted').notNull(),
    loi: integer('loi'),
    loiAdjusted: integer('loi_adjusted'),
    incidenceRate: doublePrecision('incidence_rate').notNull().default(100),
    startDate: ts('start_date'),
    endDate: ts('end_date'),
    accountMarkup: doublePrecision('account_markup').notNull().default(0),
    /** Completes of the first batch fielded before the rest (spec 3 §5); 0: no soft launch. */
    softLaunchSamples: integer('soft_launch_samples').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    check('fieldwork_samples_check', sql`${t.samplesNeeded} > 0 AND ${t.samplesAdjusted} > 0`),
    check('fieldwork_incidence_check', sql`${t.incidenceRate} > 0 AND ${t.incidenceRate} <= 100`),
    check('fieldwork_markup_check', sql`${t.accountMarkup} >= 0`),
    check('fieldwork_soft_launch_check', sql`${t.softLaunchSamples} >= 0`),
  ],
);
