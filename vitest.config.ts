import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs'],
          environment: 'node',
          testTimeout: 30000,
        },
      },
      {
        test: {
          name: 'web',
          include: [
            'apps/web/src/**/*.test.ts',
            'apps/respondent/src/**/*.test.ts',
            'packages/survey-ui/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
        },
      },
      {
        // Node loads graphql's CJS build for graphql-yoga; our code must get the same copy, or
        // instanceof checks inside graphql fail (the dual-package hazard).
        resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/globalSetup.ts'],
          testTimeout: 20000,
          hookTimeout: 60000,
          pool: 'forks',
        },
      },
    ],
  },
});
