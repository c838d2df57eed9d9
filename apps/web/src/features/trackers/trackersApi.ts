import type {
  CreateTrackerRequest,
  TrackerView,
  WaveCrosstab,
} from '@survey/domain/trackers/contract';
import { authedCallAt } from '../../lib/dashboardApi.ts';

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

export const waveCrosstab = (
  trackerId: string,
  body: { row: { questionId: string; matrixTitleId: null }; waves: number[] | null },
) =>
  authedCallAt<WaveCrosstab>(`${TRACKERS}/${encodeURIComponent(trackerId)}/crosstab`, {
    method: 'POST',
    body,
  });
