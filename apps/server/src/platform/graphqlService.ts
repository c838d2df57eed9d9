import { readFileSync } from 'node:fs';
import type { createSchema } from 'graphql-yoga';
import { serverFile } from '../lib/serverFiles.ts';
import type { GraphQLContext } from './graphqlContext.ts';

/** One GraphQL service a module offers; app/compose.ts mounts it (http/graphql.ts). */
export interface GraphQLService {
  /** `project` mounts at /v1/project/graphql; a path starting with `/` is used as it is. */
  service: string;
  typeDefs: string;
  resolvers: Parameters<typeof createSchema<GraphQLContext>>[0]['resolvers'];
}

/** The schema a module keeps beside its code: modules/<m>/<m>.schema.graphql. */
export function moduleSchema(module: string): string {
  return readFileSync(serverFile('src/modules', module, `${module}.schema.graphql`), 'utf8');
}
