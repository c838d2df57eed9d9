/**
 * What one server module may import from another (docs/decisions/file-suffixes.md, "A module's
 * public surface"): its `<m>.module.ts`, its named query modules (`*.queries.ts`), its use cases
 * (`*.service.ts`) and typed errors (`*.errors.ts`); a `*.tables.ts` may name another module's
 * table for a foreign key; and the few plain files listed in PUBLIC_FILES. Everything else in a
 * module is its own. `scripts/layering.mjs --check` (run by `npm run lint`) applies it to every
 * production import; tests and `testing/` folders may reach anything.
 */
export const MODULES = 'apps/server/src/modules/';

export const PUBLIC_ROLES = ['module', 'queries', 'service', 'errors'];

/**
 * Plain files (no role) another module may import, each with why it is shared. A file added here
 * is part of its module's surface: its README says so.
 */
export const PUBLIC_FILES = {
  'auth/jwtSecret.ts': 'resolveServerSecret: every signer derives its key from the one secret',
  'auth/throttle.ts': 'the attempts throttle the chat throttle is built on',
  'auth/uniqueViolation.ts': 'isUniqueViolation: reading a PostgreSQL unique violation',
  'auth/auth.routes.ts': 'DASHBOARD_API, the dashboard API path prefix',
  'results/results.routes.ts': 'RESULTS_API, the results API path prefix',
  'projects/projects.resolvers.ts': 'MoveSurvey, the type of the move-survey hook orders registers',
  'questionnaire/draftStore/draftStore.ts': 'the draft store interface (draftStore/README.md)',
  'notifications/chat.ts': 'chat messages: their body type, storing and sending them',
  'notifications/chatThrottle.ts': 'the chat throttle',
  'notifications/slackMessage.ts': 'the Slack message builder',
  'panel/panelSupplier.ts': 'the panel supplier interface and the simulated panel',
  'panel/feasibility.ts': 'feasibility of an audience on the panel',
  'panel/population.ts': "the simulated panel's population",
  'respondent/exportRows.ts': 'export rows written at completion, read by exports',
  'respondent/panelLinks.ts': 'signed panel entry links',
  'respondent/dropIdle.job.ts': "the idle sweep, run by the panel traffic's tick",
  'respondent/settle.ts': 'CompleteQualityRecord, what a settled complete hands to quality',
  'respondent/heldPlaces.ts': 'places held by sessions in progress',
  'respondent/rateLimiter.ts': 'the in-memory token buckets the share links also limit with',
};

const isTest = (path) => /\.test\.ts$/.test(path) || /\/testing\//.test(path);

/** Why `from` may not import `to` (both repository paths), or null when it may. */
export function offSurfaceImport(from, to) {
  if (!from.startsWith(MODULES) || !to.startsWith(MODULES) || isTest(from)) return null;
  const [fromModule] = from.slice(MODULES.length).split('/');
  const inModule = to.slice(MODULES.length);
  if (inModule.split('/')[0] === fromModule) return null;
  const role = /\.([A-Za-z]+)\.ts$/.exec(inModule)?.[1];
  if (PUBLIC_ROLES.includes(role)) return null;
  if (role === 'tables' && from.endsWith('.tables.ts')) return null;
  if (Object.hasOwn(PUBLIC_FILES, inModule)) return null;
  return `${inModule} is not on its module's public surface`;
}
