import type { Analytics } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { UpdateFieldwork } from './fieldwork.schemas.ts';
import type { FieldworkRow } from './fieldwork.store.ts';

const sameTime = (a: Date | null, b: Date | null) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * The events of one committed fieldwork update: one per setting the call asked to change and that
 * did change (the country's own reset of length, incidence and start date is not the user's).
 */
export function trackFieldworkUpdate(
  analytics: Analytics,
  viewer: Viewer,
  input: UpdateFieldwork,
  before: FieldworkRow,
  after: FieldworkRow,
): void {
  const { surveyId } = after;
  if (after.countryCode !== before.countryCode) {
    analytics.track('Changed Country', viewer, { surveyId, country: after.countryCode });
  }
  if (input.samplesNeeded != null && after.samplesNeeded !== before.samplesNeeded) {
    analytics.track('Changed Completes', viewer, { surveyId, completes: after.samplesNeeded });
  }
  if (input.lengthOfInterview != null && after.loi !== before.loi && after.loi !== null) {
    analytics.track('Changed Interview Length', viewer, { surveyId, minutes: after.loi });
  }
  if (input.incidenceRate != null && after.incidenceRate !== before.incidenceRate) {
    analytics.track('Changed Incidence Rate', viewer, { surveyId });
  }
  const datesAsked = input.startDate !== undefined || input.endDate !== undefined;
  const datesMoved =
    !sameTime(after.startDate, before.startDate) || !sameTime(after.endDate, before.endDate);
  if (datesAsked && datesMoved) analytics.track('Changed Fieldwork Dates', viewer, { surveyId });
}
