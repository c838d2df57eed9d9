import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app.ts';

/** Registers every product module's routes and GraphQL services. */
export async function registerModules(_app: FastifyInstance, _deps: AppDeps): Promise<void> {}
