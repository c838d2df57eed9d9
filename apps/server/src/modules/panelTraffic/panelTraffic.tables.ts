import { jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';
import { surveys } from '../projects/projects.tables.ts';
import type { TrafficKnobs } from './trafficPlan.ts';

/**
 * The simulated panel's knobs per survey (README "Knobs"). In the database, not in a process:
 * the tick runs on whichever node pg-boss hands it to, and a knob set through any node must act
 * on it. Read once per survey per tick; deleting the survey deletes its knobs.
 */
export const panelTrafficKnobs = pgTable('panel_traffic_knobs', {
  surveyId: uuid('survey_id')
    .primaryKey()
    .references(() => surveys.id, { onDelete: 'cascade' }),
  knobs: jsonb('knobs').$type<TrafficKnobs>().notNull(),
  updatedAt: ts('updated_at').notNull(),
});
