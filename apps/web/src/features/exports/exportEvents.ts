import { trackEvent, type TrackEvent } from '../../lib/analytics.ts';
import type { ExportFileKind } from './files/saveFile.ts';

/** Sends the event of a file built in the browser and saved (spec 1 §9 "downloaded ..."). */
export function trackFileSaved(
  kind: ExportFileKind,
  surveyId: string,
  track: TrackEvent = trackEvent,
): void {
  switch (kind) {
    case 'script':
      return track('Downloaded Script', { surveyId });
    case 'chartData':
      return track('Downloaded Chart Data', { surveyId });
    case 'charts':
      return track('Downloaded PowerPoint', { surveyId });
    case 'crosstabXlsx':
      return track('Downloaded Crosstab', { surveyId, format: 'xlsx' });
    case 'crosstabPptx':
      return track('Downloaded Crosstab', { surveyId, format: 'pptx' });
  }
}
