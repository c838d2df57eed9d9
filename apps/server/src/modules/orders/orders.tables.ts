import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
    /** True when the first panel supplier order was a soft launch (spec 3 §3 isSoftLaunch). */
    isSoftLaunch: boolean('is_soft_launch').notNull().default(false),
    /** When fieldwork starts (midnight UTC of the start date); a Scheduled order goes live then. */
    startsAt: ts('starts_at'),
    /**
     * When fielding first ended (the order first Completed; issue 38 §4): the replacement window
     * counts from here. Reopening for replacements and ending again keeps the first time.
     */
    fieldingEndedAt: ts('fielding_ended_at'),
    /** Days after fielding ended in which completes excluded for poor quality are replaced. */
    replacementWindowDays: integer('replacement_window_days').notNull().default(7),
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

/**
 * The batches bought from the panel supplier for a survey order (spec 3 §3 panelSupplierOrders):
 * #1 at purchase (the soft launch, or the whole sample), #2 the full launch. Their statuses follow
 * the survey order's moves (packages/domain/src/launch/purchase.ts supplierStatusAfter).
 */
export const panelSupplierOrders = pgTable(
  'panel_supplier_orders',
  {
    orderId: uuid('order_id').primaryKey().defaultRandom(),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveyOrders.surveyId, { onDelete: 'cascade' }),
    orderNumber: integer('order_number').notNull(),
    /** The supplier's own reference ('SIM-...' for the simulated panel). */
    panelSupplierOrderId: text('panel_supplier_order_id').notNull(),
    description: text('description').notNull(),
    samplesNeeded: integer('samples_needed').notNull(),
    cpi: doublePrecision('cpi').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    /**
     * A replacements batch (issue 38 §4, description 'Replacements', CPI 0): the places it opens
     * per quota cell, the whole sample's among them. Null for a bought batch.
     */
    replacementPlaces: jsonb('replacement_places').$type<Record<string, number>>(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('panel_supplier_orders_number_idx').on(t.surveyId, t.orderNumber),
    uniqueIndex('panel_supplier_orders_supplier_id_idx').on(t.panelSupplierOrderId),
    check(
      'panel_supplier_orders_status_check',
      sql`${t.status} IN ('Closed', 'Completed', 'Halted', 'Live', 'Paused', 'Pending', 'Scheduled')`,
    ),
    check(
      'panel_supplier_orders_numbers_check',
      sql`${t.orderNumber} >= 1 AND ${t.samplesNeeded} >= 1 AND ${t.cpi} >= 0`,
    ),
  ],
);
