import type { BenchApp } from './benchApp.ts';

export interface GraphQLAnswer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/**
 * Posts GraphQL operations to one service of a bench app as a browser does: JSON over HTTP/1.1
 * with a bearer token, on a kept-alive connection (Node's fetch pools and reuses connections;
 * the bench checks it with the server's connection count). `timed` measures request to parsed
 * answer, the latency a client sees.
 */
export function graphqlClient(app: BenchApp, path: string) {
  const url = `${app.base}${path}`;
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${app.accessToken}`,
  };
  const post = async (query: string, variables: Record<string, unknown>) => {
    const res = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as Omit<GraphQLAnswer, 'status'>;
    return { status: res.status, ...body };
  };
  return {
    post,
    /** The answer and the milliseconds it took; throws unless it is a 200 without errors. */
    async timed(
      query: string,
      variables: Record<string, unknown>,
    ): Promise<{ ms: number; answer: GraphQLAnswer }> {
      const start = performance.now();
      const answer = await post(query, variables);
      const ms = performance.now() - start;
      if (answer.status !== 200 || answer.errors?.length) {
        throw new Error(`GraphQL call failed: ${JSON.stringify(answer)}\n${query}`);
      }
      return { ms, answer };
    },
  };
}
