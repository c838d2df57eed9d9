/**
 * The survey's data revision (`survey_data_revisions`, raised by triggers whenever a complete
 * arrives or leaves and whenever completes are excluded or included: migration 0026), read by the
 * results cache to know when its exclusions must be read again (results/README.md "Freshness").
 */
import type { Executor } from '../../db/database.ts';
import { surveyDataRevision } from './exports.store.ts';

/** 0 before the survey's first such change; equal revisions mean the same completes and exclusions. */
export function dataRevisionOf(db: Executor, surveyId: string): Promise<number> {
  return surveyDataRevision(db, surveyId);
}
