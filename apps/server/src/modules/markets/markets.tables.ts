import {
  bigint,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';
import { projects, surveys } from '../projects/projects.tables.ts';

/**
 * The one purchase of a multi-market project (issue 37 §3): every market is bought in it, each
 * with its own survey order (orders module), and it records the one total the researcher
 * confirmed, in whole pence (the sum of its markets' totals). One per project.
 */
export const marketPurchases = pgTable('market_purchases', {
  id: uuid('id').primaryKey().defaultRandom(),
  projectId: uuid('project_id')
    .notNull()
    .unique()
    .references(() => projects.id, { onDelete: 'cascade' }),
  totalPence: bigint('total_pence', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** Each market of a purchase: its survey, country, completes, cost per complete and total. */
export const marketPurchaseLines = pgTable(
  'market_purchase_lines',
  {
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => marketPurchases.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    countryCode: text('country_code').notNull(),
    completes: integer('completes').notNull(),
    cpi: doublePrecision('cpi').notNull(),
    totalPence: bigint('total_pence', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.purchaseId, t.surveyId] })],
);
