import type { TestApp } from './testApp.ts';

/** Where each GraphQL service is mounted. */
export const GRAPHQL_PATHS = {
  project: '/v1/project/graphql',
  fieldwork: '/v1/fieldwork/graphql',
  order: '/v1/order/graphql',
  questionnaire: '/v3/questionnaire/graphql',
  market: '/v1/market/graphql',
} as const;

export type GraphQLService = keyof typeof GRAPHQL_PATHS;

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; fields?: { path: string; message: string }[] };
}

export interface GraphQLResponse<T> {
  status: number;
  data: T | null | undefined;
  errors: GraphQLErrorBody[] | undefined;
}

/** Posts one GraphQL operation to a service over real HTTP with a bearer token. */
export async function gql<T = Record<string, unknown>>(
  t: TestApp,
  service: GraphQLService,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResponse<T>> {
  const res = await fetch(`${t.url}${GRAPHQL_PATHS[service]}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T | null; errors?: GraphQLErrorBody[] };
  return { status: res.status, data: body.data, errors: body.errors };
}

/** The data of a successful operation; throws with the errors otherwise. */
export async function gqlOk<T = Record<string, unknown>>(
  t: TestApp,
  service: GraphQLService,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const r = await gql<T>(t, service, token, query, variables);
  if (r.errors?.length || !r.data) throw new Error(`GraphQL failed: ${JSON.stringify(r.errors)}`);
  return r.data;
}

/** The extensions.code of the first error, for asserting typed failures. */
export function errorCode(r: GraphQLResponse<unknown>): string | undefined {
  return r.errors?.[0]?.extensions?.code;
}
