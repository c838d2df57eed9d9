import { hasWave, waveLaunchAt, type ScheduleUnit } from '@survey/domain/trackers/schedule';
import type { TrackerRow, WaveRow, WaveStatus } from './trackers.store.ts';

export interface WaveView {
  wave: number;
  surveyId: string;
  status: WaveStatus;
  launchAt: string;
  launchedAt: string | null;
  /** Pounds, when the tracker bought it. */
  cost: number | null;
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
  createdAt: string;
}

const pounds = (pence: number) => pence / 100;

export function presentTracker(t: TrackerRow, waves: WaveRow[], spentPence: number): TrackerView {
  const next = (waves.at(-1)?.wave ?? 0) + 1;
  const schedule = t;
  return {
    id: t.id,
    projectId: t.projectId,
    every: t.every,
    unit: t.unit,
    startDate: t.startDate,
    endDate: t.endDate,
    waveCount: t.waveCount,
    timeZone: t.timeZone,
    excludeWaves: t.excludeWaves,
    purchase: t.purchase,
    budget: t.budgetPence === null ? null : pounds(t.budgetPence),
    spent: pounds(spentPence),
    waves: waves.map((w) => ({
      wave: w.wave,
      surveyId: w.surveyId,
      status: w.status,
      launchAt: w.launchAt.toISOString(),
      launchedAt: w.launchedAt?.toISOString() ?? null,
      cost: w.costPence === null ? null : pounds(w.costPence),
      note: w.note,
    })),
    nextWave: hasWave(schedule, next)
      ? { wave: next, launchAt: waveLaunchAt(schedule, next).toISOString() }
      : null,
    createdAt: t.createdAt.toISOString(),
  };
}
