/**
 * The GraphQL services the dashboard talks to; each has its own endpoint (see `graphqlUri`).
 * Operations name theirs in the Apollo context: `useQuery(Doc, { context: serviceContext.fieldwork })`.
 * A document's file name says its service (`countries.fieldwork.graphql`), so the two stay in step.
 */
export type GraphqlService = 'project' | 'fieldwork' | 'order' | 'questionnaire' | 'market';

export const serviceContext = {
  project: { service: 'project' },
  fieldwork: { service: 'fieldwork' },
  order: { service: 'order' },
  questionnaire: { service: 'questionnaire' },
  market: { service: 'market' },
} as const satisfies Record<GraphqlService, { service: GraphqlService }>;
