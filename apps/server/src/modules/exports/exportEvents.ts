import type { RawDataDimension, RawDataFormat } from '@survey/domain/exports/rawDataContract';
import type { Analytics } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';

/** The event of a raw-data download asked for (spec 1 §9: downloaded long data, SPSS, ...). */
export function trackExportRequest(
  analytics: Analytics,
  viewer: Viewer,
  input: {
    survey_id: string;
    dimension: RawDataDimension;
    fileformat: RawDataFormat;
    weighted: boolean;
  },
): void {
  const { survey_id: surveyId, weighted } = input;
  if (input.fileformat === 'SPSS') {
    analytics.track('Downloaded SPSS', viewer, { surveyId, layout: input.dimension, weighted });
    return;
  }
  const event = input.dimension === 'LONG' ? 'Downloaded Long Data' : 'Downloaded Wide Data';
  analytics.track(event, viewer, { surveyId, format: input.fileformat, weighted });
}
