import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Pure test files (no database, no server) share one module graph per worker (`isolate: false`):
// re-importing fast-check, MUI and the domain for each of their ~200 files made them take 150 s
// instead of 25 s on 2 cores.
// Their files keep no module state between tests; the two that fake timers restore them after each.
export default defineConfig({
  test: {
    // Two files at a time, whatever the machine reports: left to itself Vitest 4 ran one file at a
    // time on the 2-core reference machine (file start and end times in .test-results/vitest.json
    // never overlapped), while server files spend much of their time waiting on PostgreSQL.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
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
          isolate: false,
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
          // Each file starts its own app on its own database and closes it, so files can share a
          // worker's module graph too: 280 s isolated, 126 s shared (import was most of it).
          isolate: false,
        },
      },
    ],
  },
});
