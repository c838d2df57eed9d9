import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { from, switchMap } from 'rxjs';
import { typePolicies } from './cachePolicies.ts';
import { graphqlUri } from './config.ts';
import { reportError } from './errorReporting.ts';
import { refreshAccessToken } from './refreshAccessToken.ts';
import { storedSession } from './storage.ts';

/**
 * Operations name their service in the context: `useQuery(DOC, { context: { service: 'fieldwork' } })`.
 * Without one the project service is used.
 */
function serviceOf(operation: ApolloLink.Operation): string {
  const service: unknown = operation.getContext().service;
  return typeof service === 'string' ? service : 'project';
}

function isUnauthenticated(error: unknown): boolean {
  if (ServerError.is(error)) return error.statusCode === 401;
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  }
  return false;
}

const authLink = new SetContextLink((prevContext) => {
  const token = storedSession.accessToken();
  const headers: Record<string, string> = { ...prevContext.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  return { headers };
});

// An expired token is refreshed once and the operation retried with the new one.
const refreshLink = new ErrorLink(({ error, operation, forward }) => {
  if (!isUnauthenticated(error) || operation.getContext().retriedAfterRefresh) return;
  return from(refreshAccessToken()).pipe(
    // authLink runs again on the retry and reads the refreshed token from storage.
    switchMap(() => {
      operation.setContext({ retriedAfterRefresh: true });
      return forward(operation);
    }),
  );
});

// Spec 1 §8: GraphQL failures go to error reporting tagged by operation name; screens decide
// whether the user hears about it (only when an action of theirs failed). An operation whose
// caller reports its own failures (the questionnaire editor's store) sets `reportErrors: false`.
const reportLink = new ErrorLink(({ error, operation }) => {
  if (operation.getContext().reportErrors === false) return;
  reportError(error, {
    operation: operation.operationName ?? 'anonymous',
    service: serviceOf(operation),
  });
});

const httpLink = new HttpLink({ uri: (operation) => graphqlUri(serviceOf(operation)) });

/** The dashboard's GraphQL client: one endpoint per service, bearer token from storage. */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([reportLink, refreshLink, authLink, httpLink]),
    cache: new InMemoryCache({ typePolicies }),
  });
}

let shared: ApolloClient | null = null;

/**
 * The page's one client: the app's provider and the router's loaders (which run before the first
 * render, P5) use the same cache and the same in-flight requests.
 */
export function sharedApolloClient(): ApolloClient {
  shared ??= createApolloClient();
  return shared;
}
