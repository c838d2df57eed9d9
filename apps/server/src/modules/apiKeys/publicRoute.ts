import type { ApiKeyScope } from '@survey/domain/apiKeys/scopes';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { KeyCaller } from './apiKeys.service.ts';

/** Where the public API lives; every path below is relative to it. */
export const PUBLIC_API = '/api/public/v1';

/**
 * One route of the public API: what the Fastify route checks (scope, params, query, body) and
 * what the OpenAPI document says (openApi.ts), in one object, so a route cannot be served without
 * being documented, nor documented with other schemas than those that check it.
 */
export interface PublicRouteSpec<
  P extends z.ZodObject,
  Q extends z.ZodObject,
  B extends z.ZodType,
> {
  method: 'get' | 'post';
  /** OpenAPI's path template (`/surveys/{surveyId}`), relative to PUBLIC_API. */
  path: `/${string}`;
  operationId: string;
  summary: string;
  tag: 'Projects' | 'Results' | 'Exports';
  scope: ApiKeyScope;
  params?: P;
  query?: Q;
  body?: B;
  /** The success answer: its status and what it holds. */
  answers: { status: 200 | 201 | 202 | 302; description: string };
  handle(call: {
    caller: KeyCaller;
    params: z.output<P>;
    query: z.output<Q>;
    body: z.output<B>;
    reply: FastifyReply;
  }): Promise<unknown>;
}

export type PublicRoute = PublicRouteSpec<z.ZodObject, z.ZodObject, z.ZodType>;

/** What a route without params or query is typed with (it is given none). */
type None = z.ZodObject<Record<never, never>>;

/** Types a route's handler by its schemas, then forgets them for the list. */
export function route<
  P extends z.ZodObject = None,
  Q extends z.ZodObject = None,
  B extends z.ZodType = z.ZodUndefined,
>(spec: PublicRouteSpec<P, Q, B>): PublicRoute {
  return spec as unknown as PublicRoute;
}

/** `/surveys/{surveyId}` as Fastify writes it: `/surveys/:surveyId`. */
export function fastifyPath(path: string): string {
  return PUBLIC_API + path.replace(/\{(\w+)\}/g, ':$1');
}
