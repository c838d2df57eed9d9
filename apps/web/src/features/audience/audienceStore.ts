import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { AudienceCommandName } from '@survey/domain/audience/registry';
import { useCallback } from 'react';
import {
  DraftAudienceDocument,
  type DraftAudienceFieldsFragment,
} from '../../gql/fieldwork/graphql.ts';
import { serviceContext } from '../../lib/graphqlServices.ts';
import {
  AUDIENCE_MUTATION_DOCUMENTS,
  withPendingChanges,
  type AudienceChangeRequest,
  type SentArgs,
} from './audienceCommands.ts';
import { toDomainAudience, toWireAudience } from './audienceWire.ts';

/** Queries whose answers follow the audience: refreshed once the server has every change. */
export const AUDIENCE_DEPENDENT_QUERIES = [
  'AudienceCostQuote',
  'FeasibilityEstimate',
  'AudienceFieldwork',
  'AudienceCategories',
  'SearchAudienceCategories',
];

type ChangeAnswer = Record<string, { draftAudience: DraftAudienceFieldsFragment } | null>;

/**
 * One survey's audience edits: each change shows at once (the same domain command the server runs,
 * applied to the cached audience), mutations go out one at a time in order, and every answer
 * replaces the cached audience with the server's (changes still unanswered applied on top). A
 * refused change is reported by the GraphQL client under its operation name and the server's state
 * is loaded again.
 */
class AudienceSync {
  private pending: AudienceChangeRequest[] = [];
  private confirmed: DraftAudienceFieldsFragment | null = null;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly client: ApolloClient,
    private readonly surveyId: string,
  ) {}

  dispatch(change: AudienceChangeRequest): Promise<void> {
    const cached = this.read();
    if (!this.confirmed || this.pending.length === 0) this.confirmed = cached;
    this.pending.push(change);
    this.show();
    this.queue = this.queue.then(() => this.send(change));
    return this.queue;
  }

  private read(): DraftAudienceFieldsFragment | null {
    return (
      this.client.readQuery({
        query: DraftAudienceDocument,
        variables: { surveyId: this.surveyId },
      })?.draftAudience ?? null
    );
  }

  private show(): void {
    const base = this.confirmed;
    if (!base) return;
    const draftAudience =
      this.pending.length === 0
        ? base
        : toWireAudience(withPendingChanges(toDomainAudience(base), this.pending), base);
    this.client.writeQuery({
      query: DraftAudienceDocument,
      variables: { surveyId: this.surveyId },
      data: { draftAudience },
    });
  }

  private async send(change: AudienceChangeRequest): Promise<void> {
    try {
      const result = await this.client.mutate<ChangeAnswer>({
        mutation: AUDIENCE_MUTATION_DOCUMENTS[change.name],
        variables: { surveyId: this.surveyId, ...change.args },
        context: serviceContext.fieldwork,
      });
      const answer = result.data?.[change.name]?.draftAudience;
      if (answer) this.confirmed = answer;
    } catch {
      // Reported by the client's error link under the operation name; take the server's state.
      this.confirmed = await this.reload();
    }
    this.pending.shift();
    this.show();
    if (this.pending.length === 0) {
      await this.client.refetchQueries({ include: AUDIENCE_DEPENDENT_QUERIES }).catch(() => []);
    }
  }

  private async reload(): Promise<DraftAudienceFieldsFragment | null> {
    try {
      const { data } = await this.client.query({
        query: DraftAudienceDocument,
        variables: { surveyId: this.surveyId },
        context: serviceContext.fieldwork,
        fetchPolicy: 'network-only',
      });
      return data?.draftAudience ?? this.confirmed;
    } catch {
      return this.confirmed;
    }
  }
}

const syncs = new WeakMap<ApolloClient, Map<string, AudienceSync>>();

function syncFor(client: ApolloClient, surveyId: string): AudienceSync {
  let bySurvey = syncs.get(client);
  if (!bySurvey) {
    bySurvey = new Map();
    syncs.set(client, bySurvey);
  }
  let sync = bySurvey.get(surveyId);
  if (!sync) {
    sync = new AudienceSync(client, surveyId);
    bySurvey.set(surveyId, sync);
  }
  return sync;
}

export type AudienceDispatch = <N extends AudienceCommandName>(
  name: N,
  args: SentArgs<N>,
) => Promise<void>;

/** The survey's draft audience from the cache and a dispatch for changes to it. */
export function useAudienceStore(surveyId: string) {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(DraftAudienceDocument, {
    variables: { surveyId },
    context: serviceContext.fieldwork,
  });
  const dispatch: AudienceDispatch = useCallback(
    (name, args) => syncFor(client, surveyId).dispatch({ name, args }),
    [client, surveyId],
  );
  return { audience: data?.draftAudience ?? null, loading, error, refetch, dispatch };
}
