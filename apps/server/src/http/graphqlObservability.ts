import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Observability } from '../platform/observability.ts';
import { currentContext, runInContext } from '../platform/requestContext.ts';

/**
 * Each executed operation: its duration in the GraphQL histogram and, when it answered with
 * errors, the errors counter, labelled by service and operation name (metrics.operationLabel
 * bounds the names); with tracing a span, the child of the request's, that is current while the
 * resolvers run, so that their SQL statements become its children.
 */
export function observeOperations(observability: Observability, mountedAs: string): Plugin {
  const { metrics, tracing } = observability;
  // A service mounted at a path of its own (/v3/questionnaire/graphql) is named by its segment.
  const service = mountedAs.startsWith('/')
    ? (mountedAs.split('/').filter(Boolean).at(-2) ?? mountedAs)
    : mountedAs;
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const started = performance.now();
      const operation = getOperationAST(args.document, args.operationName);
      const name = metrics.operationLabel(service, operation?.name?.value ?? args.operationName);
      const labels = { service, operation: name };
      const span = tracing?.startSpan(
        `${operation?.operation ?? 'operation'} ${name}`,
        'internal',
        {
          'graphql.operation.name': name,
          'graphql.operation.type': operation?.operation ?? '',
          'graphql.service': service,
        },
        currentContext()?.span,
      );
      if (span) {
        const context = { ...currentContext(), span };
        setExecuteFn((executeArgs) => runInContext(context, () => executeFn(executeArgs)));
      }
      return {
        onExecuteDone({ result }) {
          metrics.graphqlDuration.observe(labels, (performance.now() - started) / 1000);
          const failed = 'errors' in result && result.errors && result.errors.length > 0;
          if (failed) {
            metrics.graphqlErrors.inc(labels);
            span?.fail(new Error(result.errors?.[0]?.message ?? 'GraphQL errors'));
          }
          span?.end();
        },
      };
    },
  };
}
