/** The query a panel or the dashboard preview opens the runner with: `/info?...`. */
export interface SurveyLink {
  surveyId: string | null;
  respondentId: string | null;
  preview: boolean;
}

/** Reads the survey link parameters; unknown parameters are ignored. */
export function parseSurveyLink(search: string): SurveyLink {
  const q = new URLSearchParams(search);
  return {
    surveyId: q.get('surveyId') ?? q.get('survey_id'),
    respondentId: q.get('respondentId') ?? q.get('rid'),
    preview: q.get('preview') === 'true',
  };
}
