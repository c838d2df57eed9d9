import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type ValidationContext } from 'graphql';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { isAppError, unauthenticated } from '../lib/errors.ts';
import type { Observability } from '../platform/observability.ts';
import type { ErrorReporter } from '../platform/ports.ts';
import type { GraphQLContext } from '../platform/graphqlContext.ts';
import type { GraphQLService } from '../platform/graphqlService.ts';
import { isLoopbackRequest } from '../platform/loopback.ts';
import { bearerToken, type Viewer, type VerifyAccessToken } from '../platform/viewer.ts';
import { observeOperations } from './graphqlObservability.ts';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface GraphQLServiceOptions {
  /** `project` mounts at /v1/project/graphql; a path starting with `/` is used as it is. */
  service: string;
  typeDefs: string;
  resolvers: GraphQLService['resolvers'];
  verifyAccessToken: VerifyAccessToken;
  reporter: ErrorReporter;
  production: boolean;
  /** The dashboard's origin (APP_URL): the only one a browser may call from with credentials. */
  appOrigin: string;
  /** Operation durations and errors (metrics), operation spans (tracing). */
  observability: Observability;
}

export const GRAPHQL_LIMITS = {
  maxDepth: 12,
  maxCost: 5000,
  maxAliases: 15,
  maxTokens: 5000,
  maxDirectives: 20,
};

/**
 * graphql-armor throws its validation refusals, which Yoga then answers untyped (no code, HTTP
 * 200). Reported through the validation context instead, they are answered like any invalid
 * document: GRAPHQL_VALIDATION_FAILED, 400 for GraphQL-over-HTTP clients, and never executed.
 */
const reportAsValidationError = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => {
      if (!context) throw error;
      context.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
    },
  ],
};

/** Regular (single) results: Yoga builds their body from a string, which text() hands back. */
const SINGLE_RESULT = /^application\/(graphql-response\+)?json\b/;

export function graphqlPath(service: string): string {
  return service.startsWith('/') ? service : `/v1/${service}/graphql`;
}

/** Reports resolver failures that are not typed errors, tagged with the operation name. */
function reportUnexpected(reporter: ErrorReporter, service: string): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result) || !result.errors) return;
          for (const err of result.errors) {
            const cause = err.originalError;
            if (cause && !isAppError(cause) && !isGraphQLError(cause)) {
              reporter.capture(cause, { service, operation: args.operationName ?? 'anonymous' });
            }
          }
        },
      };
    },
  };
}

/**
 * No introspection in production; in development only for this machine (as GraphiQL): the schema
 * maps every operation, and a server on HOST=0.0.0.0 need not hand it to its network.
 */
function introspectionGate(production: boolean): Plugin<ServerContext> {
  return {
    onValidate({ addValidationRule, context }) {
      if (production || !isLoopbackRequest(context.req)) {
        addValidationRule(NoSchemaIntrospectionCustomRule);
      }
    },
  };
}

/**
 * Recognised by name, not instanceof: graphql ships CJS and ESM builds, and a bundler may hand
 * this module the other copy than the one graphql-yoga executes with.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

/**
 * graphql-js quotes a wrongly typed value whole in its message, twice: a 200 KB string came back
 * as a 400 KB answer. Messages are cut here; the start says which variable and what was wrong.
 */
const MAX_MESSAGE = 300;
const clipped = (message: string) =>
  message.length <= MAX_MESSAGE ? message : `${message.slice(0, MAX_MESSAGE)}…`;

/** Typed errors keep their message and code; everything else becomes a masked internal error. */
function maskError(error: unknown): Error {
  const cause = isGraphQLError(error) ? error.originalError : error;
  if (isAppError(cause)) {
    const status = cause.code === 'UNAUTHENTICATED' ? { http: { status: 401 } } : {};
    return new GraphQLError(cause.message, {
      path: isGraphQLError(error) ? error.path : undefined,
      extensions: { code: cause.code, ...cause.details, ...status },
    });
  }
  // Parse and validation errors (depth, cost, unknown fields) are safe and useful to the client.
  // Yoga codes those; graphql-js refuses a null or missing non-null variable with no code at all,
  // and that is bad input too.
  if (isGraphQLError(error) && !error.originalError) {
    if (error.message.length <= MAX_MESSAGE && error.extensions.code) return error;
    return new GraphQLError(clipped(error.message), {
      nodes: error.nodes,
      extensions: { ...error.extensions, code: error.extensions.code ?? 'BAD_USER_INPUT' },
    });
  }
  // graphql-js wraps its own variable-coercion errors (a list where an ID belongs) in another.
  if (isGraphQLError(error) && isGraphQLError(error.originalError)) {
    return new GraphQLError(clipped(error.message), { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return new GraphQLError('Unexpected error.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}

/**
 * Mounts one GraphQL service (schema + resolvers) on the Fastify app, hardened: depth, cost, alias,
 * token and directive limits; no batching; no introspection or field suggestions in production,
 * GraphiQL and introspection in development for loopback clients only; CORS for the app's own
 * origin only (Yoga's default reflects any Origin with credentials); masked errors.
 */
export function mountGraphQL(app: FastifyInstance, opts: GraphQLServiceOptions): string {
  const path = graphqlPath(opts.service);
  const armor = EnvelopArmorPlugin({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, ...reportAsValidationError },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, ...reportAsValidationError },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, ...reportAsValidationError },
    // Counted while parsing; Yoga already answers its refusal as GRAPHQL_PARSE_FAILED.
    maxTokens: { n: GRAPHQL_LIMITS.maxTokens },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, ...reportAsValidationError },
    blockFieldSuggestion: { enabled: opts.production },
  });
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema: createSchema<ServerContext & GraphQLContext>({
      typeDefs: opts.typeDefs,
      resolvers: opts.resolvers,
    }),
    graphqlEndpoint: path,
    batching: false,
    graphiql: (_request, server) => !opts.production && isLoopbackRequest(server.req),
    // Any other Origin gets no CORS headers at all, so its browser withholds every answer.
    cors: (request) =>
      request.headers.get('origin') === opts.appOrigin
        ? { origin: opts.appOrigin, credentials: true }
        : false,
    landingPage: false,
    logging: false,
    maskedErrors: { maskError },
    plugins: [
      armor,
      reportUnexpected(opts.reporter, opts.service),
      introspectionGate(opts.production),
      observeOperations(opts.observability, opts.service),
    ],
    context: ({ req }) => {
      let viewer: Promise<Viewer> | undefined;
      return {
        requestId: req.id,
        viewer: () => {
          viewer ??= (async () => {
            const token = bearerToken(req.headers.authorization);
            if (!token) throw unauthenticated();
            return opts.verifyAccessToken(token);
          })();
          return viewer;
        },
      };
    },
  });

  app.route({
    url: path,
    method: ['GET', 'POST', 'OPTIONS'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      // A single JSON result goes out as the string it is: piping it through a web stream into
      // Fastify cost ~0.4 ms of CPU per request. Streamed results (SSE, multipart) stay streams.
      const single = SINGLE_RESULT.test(response.headers.get('content-type') ?? '');
      reply.send(single ? await response.text() : response.body);
      return reply;
    },
  });
  return path;
}
