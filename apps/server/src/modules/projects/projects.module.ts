import type { Executor } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Tracking } from '../../platform/ports.ts';
import { moduleSchema, type GraphQLService } from '../../platform/graphqlService.ts';
import { projectsResolvers, type MoveSurvey } from './projects.resolvers.ts';
import { CreateProjectInput } from './projects.schemas.ts';

/** A project name as the create mutation takes it, for another transport (the public API). */
export const ProjectName = CreateProjectInput.shape.name;

/** The project service: projects and their surveys (/v1/project/graphql). */
export function projectsGraphQL(
  ctx: {
    db: Executor;
    clock: Clock;
    moveSurvey: MoveSurvey;
  } & Tracking,
): GraphQLService {
  return {
    service: 'project',
    typeDefs: moduleSchema('projects'),
    resolvers: projectsResolvers(ctx),
  };
}
