import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { isAppError } from '../../lib/errors.ts';
import type { Logger } from '../../lib/logger.ts';
import { moduleSchema, type GraphQLService } from '../../platform/graphqlService.ts';
import type { Tracking } from '../../platform/ports.ts';
import type { Viewer } from '../../platform/viewer.ts';
import { QuestionnaireDrafts } from './draftStore/draftStore.ts';
import { editorResolvers } from './editor.resolvers.ts';
import { applyEditorMutation } from './editor.service.ts';
import { questionnaireResolvers } from './questionnaire.resolvers.ts';
import { draftDocumentOfSurvey } from './questionnaire.service.ts';
import { translationsResolvers } from './translations.resolvers.ts';

export interface QuestionnaireModule {
  graphql: GraphQLService;
  drafts: QuestionnaireDrafts;
  /** A country change relocalises the questionnaire first (spec 2 §4); none yet: nothing to do. */
  relocalise(
    viewer: Viewer,
    surveyId: string,
    newLocale: { language: string; country: string },
  ): Promise<void>;
  /** The survey's draft questionnaire document, as the purchase prices it. */
  draftOf(surveyId: string): ReturnType<typeof draftDocumentOfSurvey>;
}

/** The questionnaire service (/v3/questionnaire/graphql) and what other modules ask of it. */
export function registerQuestionnaire(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; log: Logger } & Tracking,
): QuestionnaireModule {
  // One per app: its draft cache and write-behind snapshots, all written before the app closes.
  const drafts = new QuestionnaireDrafts(deps.db, deps.log);
  app.addHook('onClose', () => drafts.close());
  const ctx = { db: deps.db, clock: deps.clock, analytics: deps.analytics, drafts };
  return {
    graphql: {
      service: '/v3/questionnaire/graphql',
      typeDefs: moduleSchema('questionnaire'),
      resolvers: [questionnaireResolvers(ctx), editorResolvers(ctx), translationsResolvers(ctx)],
    },
    drafts,
    relocalise: async (viewer, surveyId, newLocale) => {
      try {
        await applyEditorMutation(ctx, viewer, 'relocaliseQuestionnaire', { surveyId, newLocale });
      } catch (error) {
        if (!isAppError(error) || error.code !== 'NOT_FOUND') throw error;
      }
    },
    draftOf: (surveyId) => draftDocumentOfSurvey(ctx, surveyId),
  };
}
