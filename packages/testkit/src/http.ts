/** The product's HTTP APIs as the dashboard calls them, for one server (`baseUrl`). */

export const DASHBOARD_API = '/v1/dashboard/api/v1.0';

/** The GraphQL services and their paths (the dashboard's Apollo links). */
export const GRAPHQL_PATHS = {
  project: '/v1/project/graphql',
  fieldwork: '/v1/fieldwork/graphql',
  order: '/v1/order/graphql',
  questionnaire: '/v3/questionnaire/graphql',
  market: '/v1/market/graphql',
} as const;

export type GraphQLService = keyof typeof GRAPHQL_PATHS;

/** A GraphQL answer with errors, thrown by `gql` so that a world never half-builds silently. */
export class GraphQLCallError extends Error {
  constructor(
    readonly service: string,
    readonly errors: unknown[],
  ) {
    super(`${service} GraphQL: ${JSON.stringify(errors)}`);
    this.name = 'GraphQLCallError';
  }
}

/** Calls one GraphQL service as the holder of `accessToken`; throws on any error. */
export async function gql<T>(
  baseUrl: string,
  accessToken: string,
  service: GraphQLService,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await fetch(`${baseUrl}${GRAPHQL_PATHS[service]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length || !body.data) throw new GraphQLCallError(service, body.errors ?? []);
  return body.data;
}

/** POSTs JSON and answers the parsed reply; throws with the status and text unless `ok`. */
export async function postJson<T>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ body: T; res: Response }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${new URL(url).pathname}: ${res.status} ${await res.text()}`);
  return { body: (await res.json()) as T, res };
}

/** Waits `ms` milliseconds. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
