import type { Viewer } from './viewer.ts';

/** What every resolver receives. `viewer()` verifies the bearer token once per request. */
export interface GraphQLContext {
  viewer(): Promise<Viewer>;
  requestId: string;
}
