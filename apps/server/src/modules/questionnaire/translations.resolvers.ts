import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { QuestionnaireDrafts } from './draftStore/draftStore.ts';
import type { Resolvers } from './questionnaire.generated.ts';
import {
  applyTranslationMutation,
  exportTranslations,
  importTranslations,
  questionnaireTranslations,
  translationStatusOf,
} from './translations.service.ts';
import {
  ExportQuery,
  ImportMutation,
  LanguageMutation,
  SetTranslationMutation,
  StatusQuery,
  TranslationsQuery,
} from './translations.schemas.ts';

type Ctx = { db: Db; clock: Clock; drafts: QuestionnaireDrafts };

export type TranslationMutationName =
  | 'addQuestionnaireLanguage'
  | 'removeQuestionnaireLanguage'
  | 'setQuestionnaireTranslation'
  | 'importTranslations';

const language =
  (ctx: Ctx, name: 'addQuestionnaireLanguage' | 'removeQuestionnaireLanguage') =>
  async (_p: unknown, args: object, { viewer }: { viewer: () => Promise<Viewer> }) => {
    const { surveyId, language: lang, baseVersion } = parseInput(LanguageMutation, args);
    return applyTranslationMutation(ctx, await viewer(), name, {
      surveyId,
      baseVersion,
      args: { language: lang },
    });
  };

/** The languages of a questionnaire (issue 37 §1): parse -> viewer -> service. */
export function translationsResolvers(ctx: Ctx): Resolvers {
  return {
    Query: {
      questionnaireTranslations: async (_p, args, { viewer }) => {
        const { surveyId } = parseInput(TranslationsQuery, args);
        return questionnaireTranslations(ctx, await viewer(), surveyId);
      },
      translationStatus: async (_p, args, { viewer }) => {
        const { surveyId, language: lang } = parseInput(StatusQuery, args);
        return translationStatusOf(ctx, await viewer(), surveyId, lang);
      },
      exportTranslations: async (_p, args, { viewer }) => {
        const input = parseInput(ExportQuery, args);
        const file = await exportTranslations(ctx, await viewer(), input);
        const { fileName, contentType } = file;
        return { fileName, contentType, base64: file.bytes.toString('base64') };
      },
    },
    Mutation: {
      addQuestionnaireLanguage: language(ctx, 'addQuestionnaireLanguage'),
      removeQuestionnaireLanguage: language(ctx, 'removeQuestionnaireLanguage'),
      setQuestionnaireTranslation: async (_p, args, { viewer }) => {
        const { surveyId, baseVersion, ...rest } = parseInput(SetTranslationMutation, args);
        return applyTranslationMutation(ctx, await viewer(), 'setQuestionnaireTranslation', {
          surveyId,
          baseVersion,
          args: rest,
        });
      },
      importTranslations: async (_p, args, { viewer }) => {
        const { base64, ...input } = parseInput(ImportMutation, args);
        const bytes = Buffer.from(base64, 'base64');
        return importTranslations(ctx, await viewer(), { ...input, bytes });
      },
    },
  };
}
