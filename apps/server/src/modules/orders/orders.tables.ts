import { sql } from 'drizzle-orm';
import { check, doublePrecision, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { ORDER_STATUSES } from '@survey/domain/projects/constants';
import { ts } from '../../db/columns.ts';
import { surveys } from '../projects/projects.tables.ts';

export const ORDER_TYPES = ['Omnibus', 'Survey'] as const;

/**
 * The order of a purchased survey (one per survey). The foreign key is a storage guarantee only
 * (the orders module still asks the projects service about surveys): deleting a survey deletes
 * its order.
 */
export const surveyOrders = pgTable(
  'survey_orders',
  {
    surveyId: uuid('survey_id')
      .primaryKey()
      .references(() => surveys.id, { onDelete: 'cascade' }),
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
