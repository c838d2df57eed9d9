import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// The cluster tier (`npm test -- cluster`): its own config, so that `npm test -- vitest` never
// starts a cluster. Files run one after another: each starts 2 nodes, HAProxy and PostgreSQL.
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['e2e/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 300_000,
  },
});
