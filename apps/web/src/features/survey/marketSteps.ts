/**
 * Where a survey's steps lead (issue 37 §3). A multi-market project's markets share one
 * questionnaire, held by the lead market (its first survey), and are bought together on the lead's
 * `/markets` page: every market's Survey step opens the lead's questionnaire and its Confirm step
 * the one purchase. An ad hoc survey's steps stay its own (spec 2 §2).
 */
export interface StepTargets {
  /** The survey whose questionnaire the Survey step edits (and whose entries gate the steps). */
  questionnaireSurveyId: string;
  questionnairePath: string;
  /** Where Confirm leads: the survey's own confirm page, or the markets' one purchase. */
  confirmPath: string;
  /** True when the survey is a market (its country is fixed; the purchase is for all markets). */
  market: boolean;
}

interface ProjectOfSurvey {
  projectType: string;
  surveys: readonly { surveyId: string }[];
}

const path = (surveyId: string, page: string) => `/survey/${encodeURIComponent(surveyId)}/${page}`;

export function stepTargets(project: ProjectOfSurvey, surveyId: string): StepTargets {
  const lead = project.surveys[0]?.surveyId;
  if (project.projectType !== 'MultiMarket' || lead === undefined) {
    return {
      questionnaireSurveyId: surveyId,
      questionnairePath: path(surveyId, 'questionnaire'),
      confirmPath: path(surveyId, 'confirm'),
      market: false,
    };
  }
  return {
    questionnaireSurveyId: lead,
    questionnairePath: path(lead, 'questionnaire'),
    confirmPath: path(lead, 'markets'),
    market: true,
  };
}
