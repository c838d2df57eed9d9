import { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import type { Tracking } from '../../platform/ports.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import type { QuestionnaireDrafts } from './draftStore/draftStore.ts';
import type { Resolvers } from './questionnaire.generated.ts';
import {
  addQuestionnaire,
  draftQuestionnaireSummary,
  duplicateQuestionnaire,
} from './questionnaire.service.ts';

const SurveyIdInput = z.object({ surveyId: z.guid() });
const DuplicateInput = z.object({
  surveyId: z.guid(),
  newSurveyId: z.guid(),
  accountMarkup: z.number().min(0).max(10),
});

/** The questionnaire GraphQL service (this slice): parse -> viewer -> service. */
export function questionnaireResolvers(
  ctx: {
    db: Executor;
    clock: Clock;
    drafts: QuestionnaireDrafts;
  } & Tracking,
): Resolvers {
  return {
    Query: {
      draftQuestionnaireSummary: async (_p, args, { viewer }) => {
        const { surveyId } = parseInput(SurveyIdInput, args);
        return draftQuestionnaireSummary(ctx, await viewer(), surveyId);
      },
    },
    Mutation: {
      addQuestionnaire: async (_p, args, { viewer }) => {
        const { surveyId } = parseInput(SurveyIdInput, args);
        return addQuestionnaire(ctx, await viewer(), surveyId);
      },
      duplicateQuestionnaire: async (_p, args, { viewer }) => {
        const input = parseInput(DuplicateInput, args);
        return duplicateQuestionnaire(ctx, await viewer(), input);
      },
    },
  };
}
