import type { DraftAudience } from '@survey/domain/audience/model';
import type { QuestionnaireTranslations } from '@survey/domain/questionnaire/translations/model';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { ts } from '../../db/columns.ts';
import { surveys } from '../projects/projects.tables.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * What respondents get: the questionnaire and audience of a survey as they were bought, with the
 * fieldwork facts the respondent side needs. Written once per publication (version 1 at purchase;
 * a later publication would be version 2) and never updated: results keep the version each
 * respondent answered, and a trigger (migration) refuses any UPDATE.
 */
export const publishedSurveys = pgTable(
  'published_surveys',
  {
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** The full domain document with its audienceEntries, gzipped JSON (snapshotCodec.ts). */
    questionnaire: bytea('questionnaire').notNull(),
    /** The draft audience document as bought (criteria, quotas, screening questions). */
    audience: jsonb('audience').$type<DraftAudience>().notNull(),
    countryCode: text('country_code').notNull(),
    language: text('language').notNull(),
    samplesNeeded: integer('samples_needed').notNull(),
    softLaunchSamples: integer('soft_launch_samples').notNull(),
    /** Length of interview in minutes the price was quoted at. */
    loi: integer('loi').notNull(),
    /** The questionnaire's languages as bought (issue 37 §1); null: the base language only. */
    translations: jsonb('translations').$type<QuestionnaireTranslations>(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.surveyId, t.version] }),
    check(
      'published_surveys_numbers_check',
      sql`${t.version} >= 1 AND ${t.samplesNeeded} >= 1 AND ${t.softLaunchSamples} >= 0`,
    ),
  ],
);
