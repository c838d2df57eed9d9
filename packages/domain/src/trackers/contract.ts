/**
 * What the tracker routes answer (issue 39 §4), shared by the server's presenter and the web app.
 */
import type { ScheduleUnit } from './schedule.ts';
import type { WaveTable } from './waveTable.ts';

export type WaveStatus =
  | 'scheduled'
  | 'pending_approval'
  | 'approved'
  | 'launched'
  | 'budget_refused'
  | 'failed'
  /** Its date passed while the tracker was paused: never bought. */
  | 'skipped';

export interface WaveView {
  wave: number;
  /** Null for a wave skipped before it was made. */
  surveyId: string | null;
  status: WaveStatus;
  launchAt: string;
  launchedAt: string | null;
  /** Pounds, when the tracker bought it. */
  cost: number | null;
  /** Why it was refused or failed, for the researcher. */
  note: string | null;
}

export interface TrackerView {
  id: string;
  projectId: string;
  every: number;
  unit: ScheduleUnit;
  startDate: string;
  endDate: string | null;
  waveCount: number | null;
  timeZone: string;
  excludeWaves: number;
  purchase: 'approval' | 'budget';
  /** Pounds; null with approval. */
  budget: number | null;
  /** Pounds spent on the waves the tracker bought. */
  spent: number;
  waves: WaveView[];
  /** The next wave the schedule holds that has no survey yet, with its launch time. */
  nextWave: { wave: number; launchAt: string } | null;
  /** When the researcher paused it; null while it runs. */
  pausedAt: string | null;
  createdAt: string;
}

/** PATCH /v1/trackers/:trackerId: the schedule's future (budget in pounds, with 'budget'). */
export interface EditTrackerRequest {
  every: number;
  unit: ScheduleUnit;
  endDate: string | null;
  waveCount: number | null;
  timeZone: string;
  excludeWaves: number;
  purchase: 'approval' | 'budget';
  budget: number | null;
}

/** POST /v1/trackers: a tracker of a bought survey (budget in pounds, with purchase 'budget'). */
export interface CreateTrackerRequest {
  surveyId: string;
  every: number;
  unit: ScheduleUnit;
  startDate: string;
  endDate: string | null;
  waveCount: number | null;
  timeZone: string;
  excludeWaves: number;
  purchase: 'approval' | 'budget';
  budget: number | null;
}

/** POST /v1/trackers/:trackerId/crosstab's answer. */
export interface WaveCrosstab extends WaveTable {
  /** Each column's survey and launch, in the columns' order. */
  surveys: { wave: number; surveyId: string; launchedAt: string | null }[];
}
