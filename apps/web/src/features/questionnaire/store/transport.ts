import type { ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { commandVariables } from './commandVariables.ts';
import { draftQueryContext as context, queryDraft, takePrefetchedDraft } from './draftPrefetch.ts';
import { EDITOR_MUTATION_DOCUMENTS } from './mutationDocuments.ts';
import type { PendingCommand } from './pendingCommand.ts';
import { toConfirmedDraft } from '../../../lib/toQuestionnaire.ts';
import { DraftLoadError, type EditorTransport, type SendOutcome } from './transportTypes.ts';

// The store reports the failures it gives up on, under the mutation's name; conflicts and
// retries are part of the protocol, not failures (`context` turns Apollo's own reporting off).

function graphqlCodes(error: unknown): string[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((e) => String(e.extensions?.code ?? ''));
}

/** Whether the server may not have answered at all (send again): no answer, 5xx, 429, 401. */
function isUnavailable(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode >= 500 || error.statusCode === 429;
  if (CombinedGraphQLErrors.is(error)) return graphqlCodes(error).includes('UNAUTHENTICATED');
  return true;
}

/** The questionnaire service over Apollo, with the mutation protocol's arguments. */
export function apolloEditorTransport(client: ApolloClient): EditorTransport {
  return {
    async loadDraft(surveyId) {
      try {
        // The first load takes the request the route started (P5); refetches ask again.
        const { data } = await (takePrefetchedDraft(client, surveyId) ??
          queryDraft(client, surveyId));
        if (!data) throw new DraftLoadError('unavailable');
        return toConfirmedDraft(data.draftQuestionnaire);
      } catch (error) {
        if (error instanceof DraftLoadError) throw error;
        const notFound = graphqlCodes(error).includes('NOT_FOUND');
        throw new DraftLoadError(notFound ? 'notFound' : 'unavailable', { cause: error });
      }
    },

    async send(questionnaireId, baseVersion, command: PendingCommand): Promise<SendOutcome> {
      const variables = {
        ...commandVariables(command),
        questionnaireId,
        clientMutationId: command.clientMutationId,
        baseVersion,
        clientIds: command.ids,
      };
      try {
        const { data } = await client.mutate({
          mutation: EDITOR_MUTATION_DOCUMENTS[command.name],
          variables: variables as never,
          fetchPolicy: 'no-cache',
          context,
        });
        const answer = data?.[command.name];
        if (!answer) return { kind: 'unavailable', error: new Error('Empty answer') };
        return {
          kind: 'applied',
          version: answer.version,
          appliedAt: answer.appliedAt,
          replayed: answer.replayed,
        };
      } catch (error) {
        if (graphqlCodes(error).includes('VERSION_CONFLICT')) return { kind: 'conflict' };
        if (isUnavailable(error)) return { kind: 'unavailable', error };
        return { kind: 'refused', error };
      }
    },
  };
}
