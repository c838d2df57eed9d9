import path from 'node:path';

/** Where the E2E server publishes its database URL for the tests. */
export const dbUrlFile = path.resolve(import.meta.dirname, '../../.test-results/e2e-database-url');

/** The e2e server's PANEL_LINK_SECRET: the tests sign panel links with it, as a supplier would. */
export const E2E_PANEL_LINK_SECRET = 'e2e-panel-link-secret-0123456789abcdef';
