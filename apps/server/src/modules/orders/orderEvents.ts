import type { SurveyEventName } from '@survey/domain/analytics/events';
import type { Analytics } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { SurveyRow, SurveyStateValue } from '../projects/surveys.service.ts';

/** The researcher's state moves that are events; asking for the current state is none. */
const MOVE_EVENTS: Partial<Record<SurveyStateValue, SurveyEventName>> = {
  paused: 'Paused Project',
  completed: 'Ended Survey',
};

/** Sends the event of a researcher's committed state move (pause, unpause, end). */
export function trackSurveyMove(
  analytics: Analytics,
  viewer: Viewer,
  from: SurveyStateValue,
  moved: SurveyRow,
): void {
  if (moved.state === from) return;
  const event =
    moved.state === 'live' && from === 'paused' ? 'Unpaused Project' : MOVE_EVENTS[moved.state];
  if (event) analytics.track(event, viewer, { surveyId: moved.id });
}
