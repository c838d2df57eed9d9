/**
 * Keeps the dependency graph one-way: domain <- server lib/db/platform <- modules <- app/http
 * (composition and transport); features <- app; domain <- survey-ui <- web and respondent.
 * Folder-level cycles between server modules are checked by scripts/layering.mjs --check.
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'questionnaire-draft-store-interface',
      comment:
        'The draft store is used through its interface file only (draftStore/README.md); a ' +
        'bench may measure its parts (draftCodec.bench.ts times the shape codec).',
      severity: 'error',
      from: { pathNot: '^apps/server/src/modules/questionnaire/draftStore/|^bench/' },
      to: {
        path: '^apps/server/src/modules/questionnaire/draftStore/',
        pathNot: '^apps/server/src/modules/questionnaire/draftStore/draftStore[.]ts$',
      },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-exports-is-a-leaf',
      comment:
        'packages/domain/src/exports shapes files; figures (raking, statistics) live in analysis/, ' +
        'so results and other domain folders never import the export side.',
      severity: 'error',
      from: { path: '^packages/domain/src/', pathNot: '^packages/domain/src/exports/' },
      to: { path: '^packages/domain/src/exports/' },
    },
    {
      name: 'survey-ui-is-ui-only',
      comment:
        'Shared by the runner and the editor: no app code, no MUI or Apollo (runner budget).',
      severity: 'error',
      from: { path: '^packages/survey-ui' },
      to: { path: '^apps/|node_modules/(@mui|@apollo|@emotion)' },
    },
    {
      name: 'domain-not-ui',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: { path: '^packages/survey-ui' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^apps/(web|respondent)' },
      to: { path: '^apps/server' },
    },
    {
      name: 'modules-not-composition',
      comment:
        'Server modules and the platform sit below the composition (app/, main, startServer) and ' +
        'the transport (http/): they take what they need from platform/ instead. Tests may ' +
        'build an app.',
      severity: 'error',
      from: { path: '^apps/server/src/(modules|platform)/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^apps/server/src/(app|http|jobs|startup|seed)/|^apps/server/src/(main|startServer)\\.ts$',
      },
    },
    {
      name: 'platform-imports-no-module',
      severity: 'error',
      from: { path: '^apps/server/src/platform/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'e2e-not-bench',
      comment:
        'The browser and cluster tiers and the benches share their world builders through ' +
        'packages/testkit (issue 36 §1); neither imports the other.',
      severity: 'error',
      from: { path: '^e2e/' },
      to: { path: '^bench/' },
    },
    {
      name: 'bench-not-e2e',
      comment: 'See e2e-not-bench: what both need lives in packages/testkit.',
      severity: 'error',
      from: { path: '^bench/' },
      to: { path: '^e2e/' },
    },
    {
      name: 'testkit-not-a-tier',
      comment: 'The world layer sits below the tiers that use it: it imports none of them.',
      severity: 'error',
      from: { path: '^packages/testkit/' },
      to: { path: '^(e2e|bench)/' },
    },
    {
      name: 'module-tables-private',
      comment:
        "A module's *.store.ts and *.tables.ts are its own: other modules call its service. " +
        "A *.tables.ts may name another module's table for a foreign key (drizzle references); " +
        'tests, test support and bench may read any table. Statements another module runs as they ' +
        "are go through the owner's named query module (<module>.queries.ts).",
      severity: 'error',
      from: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: '\\.test\\.ts$|/testing/|\\.tables\\.ts$',
      },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]+\\.(store|tables)\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|\\.data)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
