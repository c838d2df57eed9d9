import { z } from 'zod';
import 'zod-openapi';
import { StartExportInput } from '../exports/exports.module.ts';
import { ProjectName } from '../projects/projects.module.ts';
import { CrosstabDefinition, SummaryInput } from '../results/results.module.ts';

/**
 * The public API's inputs: the path and query parameters, and bodies taken from the schemas of the
 * modules whose services answer (results, exports, projects), so a limit there (R17) is a limit
 * here, and the OpenAPI document (openApi.ts) is generated from exactly what is checked.
 */
const Uuid = z.guid();

export const SurveyParams = z.object({
  surveyId: Uuid.meta({ description: "A survey of the key's account." }),
});
export const SavedCrosstabParams = SurveyParams.extend({
  crosstabId: Uuid.meta({ description: "One of the survey's saved tables." }),
});
export const ExportParams = z.object({
  exportId: Uuid.meta({ description: 'An export the account started.' }),
});

export const ProjectsQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const SummaryBody = SummaryInput.omit({ surveyId: true }).meta({ id: 'SummaryRequest' });
// The significance options (issue 38 §5) are the dashboard's: the public request keeps the spec's
// letters until the public API is asked to take them (docs/decisions/spec-gaps.md, s23-signif).
export const CrosstabBody = CrosstabDefinition.omit({ significance: true }).meta({
  id: 'CrosstabRequest',
});
export const ExportBody = StartExportInput.omit({ survey_id: true }).meta({ id: 'ExportRequest' });

/**
 * A new project from a saved questionnaire: the questionnaire (and fieldwork settings) of a
 * survey in the account is copied into the new project's draft survey, as the dashboard's
 * Duplicate does (docs/decisions/spec-gaps.md, s22-apikeys).
 */
export const CreateProjectBody = z
  .object({
    name: ProjectName,
    fromSurveyId: Uuid.meta({ description: 'The survey whose questionnaire is copied.' }),
  })
  .meta({ id: 'CreateProjectRequest' });

/** Every error answer: a stable code, a sentence, and details such as `reason`. */
export const ErrorBody = z
  .object({
    error: z.string().meta({ example: 'NOT_FOUND' }),
    message: z.string(),
    reason: z.string().optional(),
  })
  .meta({ id: 'Error' });
