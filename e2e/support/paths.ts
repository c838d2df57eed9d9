import path from 'node:path';

/** Where the E2E server publishes its database URL for the tests. */
export const dbUrlFile = path.resolve(import.meta.dirname, '../../.test-results/e2e-database-url');
