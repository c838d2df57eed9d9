import type { Db } from '../../db/database.ts';
import type { GraphQLContext } from '../../platform/graphqlContext.ts';
import type { Tracking } from '../../platform/ports.ts';
import type { Clock } from '../../lib/clock.ts';
import { parseInput } from '../../lib/validate.ts';
import { withAudienceEntries } from '@survey/domain/questionnaire/audienceContext';
import { sanitiseStyling } from '@survey/domain/questionnaire/richText';
import { z } from 'zod';
import { EDITOR_MUTATIONS, type EditorMutationName } from './editor.schemas.ts';
import type { QuestionnaireDrafts } from './draftStore/draftStore.ts';
import { findAffected } from './editorAffected.ts';
import { applyEditorMutation, draftQuestionnaire } from './editor.service.ts';
import { JSONScalar } from './jsonScalar.ts';
import type { TranslationMutationName } from './translations.resolvers.ts';
import { audienceEntriesOfSurvey } from '../fieldwork/draftAudience.service.ts';
import type {
  MutationResolvers,
  Resolvers,
  ResolversParentTypes,
} from './questionnaire.generated.ts';
import {
  entryTypename,
  presentChange,
  presentDraft,
  propositionTypename,
} from './questionnaire.presenter.ts';

type Ctx = { db: Db; clock: Clock; drafts: QuestionnaireDrafts } & Tracking;

/** The schema's editing mutations are exactly the table's (compile-time, both ways). */
type SchemaEditorMutation = Exclude<
  keyof MutationResolvers,
  'addQuestionnaire' | 'duplicateQuestionnaire' | TranslationMutationName
>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameMutations: Same<SchemaEditorMutation, EditorMutationName> = true;
void sameMutations;

const SurveyIdInput = z.object({ surveyId: z.guid() });

type EditorResolver = (
  parent: unknown,
  args: object,
  context: GraphQLContext,
) => Promise<ResolversParentTypes['QuestionnaireChange']>;

/** One resolver per mutation: viewer -> the shared pipeline -> present the change. */
function mutationResolver(ctx: Ctx, name: EditorMutationName): EditorResolver {
  return async (_parent, args, { viewer }) => {
    const outcome = await applyEditorMutation(ctx, await viewer(), name, { ...args });
    const affected = findAffected(outcome.before, outcome.after, outcome.args);
    const change = presentChange(outcome, affected);
    // Screening questions are the fieldwork module's (read-only entries, never stored here), read
    // only when the answer asks for the whole draft: an edit itself costs no extra round trip.
    // GraphQL awaits a field's promise, so the getter may answer one.
    return Object.defineProperty(change, 'questionnaire', {
      enumerable: true,
      get: async () => {
        const audienceEntries = await audienceEntriesOfSurvey(ctx, outcome.surveyId);
        const document = withAudienceEntries(outcome.after, audienceEntries);
        return presentDraft({ surveyId: outcome.surveyId, version: outcome.version, document });
      },
    });
  };
}

/** The editor's part of the questionnaire service: the draft query and every editing mutation. */
export function editorResolvers(ctx: Ctx): Resolvers {
  const Mutation: Pick<MutationResolvers, EditorMutationName> = Object.fromEntries(
    EDITOR_MUTATIONS.map((name) => [name, mutationResolver(ctx, name)]),
  );
  return {
    JSON: JSONScalar,
    Query: {
      draftQuestionnaire: async (_p, args, { viewer }) => {
        const { surveyId } = parseInput(SurveyIdInput, args);
        const draft = await draftQuestionnaire(ctx, await viewer(), surveyId);
        const audienceEntries = await audienceEntriesOfSurvey(ctx, surveyId);
        return presentDraft({
          ...draft,
          document: withAudienceEntries(draft.document, audienceEntries),
        });
      },
    },
    Mutation,
    QuestionnaireEntry: { __resolveType: (entry) => entryTypename(entry) },
    Proposition: { __resolveType: (proposition) => propositionTypename(proposition) },
    // Styling is sanitised on write; drafts saved before that rule (snapshots, imports of them)
    // may still hold anything, so the answer is sanitised again and never the raw JSON (R8).
    QuestionText: { textStyling: (question) => sanitiseStyling(question.textStyling) },
    MatrixTitle: { titleStyling: (title) => sanitiseStyling(title.titleStyling) },
    TextCard: { titleStyling: (card) => sanitiseStyling(card.titleStyling) },
    // Issue 38: the domain stores these sparsely (absent = off), GraphQL answers them always.
    SectionItem: {
      rotate: (item) => item.rotate === true,
      randomiseCards: (item) => item.randomiseCards === true,
      pinnedCards: (item) => item.pinnedCards ?? [],
    },
    SectionLoop: { randomOrder: (loop) => loop.randomOrder === true },
  };
}
