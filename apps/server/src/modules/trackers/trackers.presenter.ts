import type { TrackerView } from '@survey/domain/trackers/contract';
import { hasWave, waveLaunchAt } from '@survey/domain/trackers/schedule';
import { missedWaves } from '@survey/domain/trackers/scheduleEdit';
import type { TrackerRow, WaveRow } from './trackers.store.ts';

export type { TrackerView };

const pounds = (pence: number) => pence / 100;

/**
 * The tracker as the routes answer it. `now` places a paused tracker's next wave: the first date a
 * resume now would leave ahead (the dates passed meanwhile are skipped).
 */
export function presentTracker(
  t: TrackerRow,
  waves: WaveRow[],
  spentPence: number,
  now: Date,
): TrackerView {
  const schedule = t;
  const last = waves.at(-1)?.wave ?? 0;
  const next = last + 1 + (t.pausedAt ? missedWaves(schedule, last, now).length : 0);
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
    pausedAt: t.pausedAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
  };
}
