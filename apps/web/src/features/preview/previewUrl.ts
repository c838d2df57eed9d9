import { PANEL_SUPPLIER_CODE } from '@survey/domain/projects/constants';

/** A random respondent id for a preview session (hex, from the platform's secure random source). */
export function randomRespondentId(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  return Array.from(random(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Spec 1 §2: the respondent preview of a survey, on the respondent app. `lang` (issue 37 §1): the
 * translation the editor shows, so the preview opens in that language; none for the base language.
 */
export function previewUrl(
  respondentBase: string,
  surveyId: string,
  respondentId: string,
  lang: string | null = null,
): string {
  const query = new URLSearchParams({
    respondentId,
    preview: 'true',
    surveyId,
    panelSupplier: PANEL_SUPPLIER_CODE,
    type: 'survey',
    ...(lang && { lang }),
  });
  return `${respondentBase}/info?${query.toString()}`;
}
