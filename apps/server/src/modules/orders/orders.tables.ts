import { sql } from 'drizzle-orm';
import { check, doublePrecision, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';

export const ORDER_STATUSES = [
  'Closed',
  'Completed',
  'Halted',
  'Live',
  'Paused',
  'Pending',
  'Scheduled',
] as const;
export const ORDER_TYPES = ['Omnibus', 'Survey'] as const;

/** The order of a purchased survey (one per survey; no foreign key across modules). */
export const surveyOrders = pgTable(
  'survey_orders',
  {
    surveyId: uuid('survey_id').primaryKey(),
    customerCpi: doublePrecision('customer_cpi'),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    feasibility: doublePrecision('feasibility'),
    orderType: text('order_type', { enum: ORDER_TYPES }).notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    check(
      'survey_orders_status_check',
      sql`${t.status} IN ('Closed', 'Completed', 'Halted', 'Live', 'Paused', 'Pending', 'Scheduled')`,
    ),
    check('survey_orders_type_check', sql`${t.orderType} IN ('Omnibus', 'Survey')`),
  ],
);
