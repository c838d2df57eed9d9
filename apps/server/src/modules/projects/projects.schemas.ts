import { MAX_PROJECT_NAME_LENGTH, SURVEY_STATES } from '@survey/domain/projects/constants';
import { z } from 'zod';
import { STORABLE, storable } from '../../lib/storableText.ts';

export const MAX_PROJECT_NAME = MAX_PROJECT_NAME_LENGTH;
export const MAX_SEARCH_LIMIT = 100;
export const MAX_SEARCH_TEXT = 200;

const id = z.guid();
// Stored as text: no NUL, no lone surrogate (a rename to '\u0000ą' answered 500).
const name = z.string().trim().min(1).max(MAX_PROJECT_NAME).refine(storable, STORABLE);

export const SearchProjectsInput = z.object({
  accountId: id,
  offset: z.number().int().min(0).max(1_000_000).nullish(),
  limit: z.number().int().min(1).max(MAX_SEARCH_LIMIT).nullish(),
  text: z.string().max(MAX_SEARCH_TEXT).nullish(),
  sorting: z
    .object({
      sortBy: z.enum(['Name', 'SearchRank', 'SinceDate', 'Solution']),
      order: z.enum(['Asc', 'Desc']),
    })
    .nullish(),
  state: z.enum(SURVEY_STATES).nullish(),
});

export const SurveyIdInput = z.object({ surveyId: id });

export const CreateProjectInput = z.object({
  name,
  description: z.string().trim().max(2000).refine(storable, STORABLE).nullish(),
  accountId: id,
  solutionId: z.string().min(1).max(100),
  creator: z.string().trim().min(3).max(320),
});

export const UpdateProjectInput = z.object({ projectId: id, name });
export const DeleteProjectInput = z.object({ projectId: id, accountId: id });
export const UpdateSurveyInput = z.object({ surveyId: id, state: z.enum(SURVEY_STATES) });

export type SearchProjectsArgs = z.infer<typeof SearchProjectsInput>;
export type CreateProjectArgs = z.infer<typeof CreateProjectInput>;
