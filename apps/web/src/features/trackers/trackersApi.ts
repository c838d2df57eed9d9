import type {
  CreateTrackerRequest,
  EditTrackerRequest,
  TrackerView,
  WaveCrosstab,
} from '@survey/domain/trackers/contract';
import { authedCallAt } from '../../lib/dashboardApi.ts';
import { refreshAccessToken } from '../../lib/refreshAccessToken.ts';
import { storedSession } from '../../lib/storage.ts';

/** The tracker routes (issue 39 §4), same origin. */
const TRACKERS = '/v1/trackers';

export const trackerOfSurvey = (surveyId: string) =>
  authedCallAt<{ tracker: TrackerView | null }>(
    `${TRACKERS}?surveyId=${encodeURIComponent(surveyId)}`,
  ).then((r) => r.tracker);

export const trackerById = (trackerId: string) =>
  authedCallAt<TrackerView>(`${TRACKERS}/${encodeURIComponent(trackerId)}`);

export const createTracker = (request: CreateTrackerRequest) =>
  authedCallAt<TrackerView>(TRACKERS, { method: 'POST', body: request });

export const approveWave = (trackerId: string, wave: number) =>
  authedCallAt<TrackerView>(`${TRACKERS}/${encodeURIComponent(trackerId)}/waves/${wave}/approve`, {
    method: 'POST',
  });

/** Changes the schedule's future (the waves already made stay as they are). */
export const editTracker = (trackerId: string, request: EditTrackerRequest) =>
  authedCallAt<TrackerView>(`${TRACKERS}/${encodeURIComponent(trackerId)}`, {
    method: 'PATCH',
    body: request,
  });

export const pauseTracker = (trackerId: string) =>
  authedCallAt<TrackerView>(`${TRACKERS}/${encodeURIComponent(trackerId)}/pause`, {
    method: 'POST',
  });

export const resumeTracker = (trackerId: string) =>
  authedCallAt<TrackerView>(`${TRACKERS}/${encodeURIComponent(trackerId)}/resume`, {
    method: 'POST',
  });

export const waveCrosstab = (
  trackerId: string,
  body: { row: { questionId: string; matrixTitleId: null }; waves: number[] | null },
) =>
  authedCallAt<WaveCrosstab>(`${TRACKERS}/${encodeURIComponent(trackerId)}/crosstab`, {
    method: 'POST',
    body,
  });

/** Downloads every launched wave in one file (the browser saves `tracker-waves.csv` or `.sav`). */
export async function downloadWaves(trackerId: string, format: 'csv' | 'sav'): Promise<void> {
  const url = `${TRACKERS}/${encodeURIComponent(trackerId)}/export.${format}`;
  const get = (token: string | null) =>
    fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  let res = await get(storedSession.accessToken());
  if (res.status === 401) res = await get(await refreshAccessToken());
  if (!res.ok) throw new Error(`export failed: ${res.status}`);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = `tracker-waves.${format}`;
  link.click();
  URL.revokeObjectURL(link.href);
}
