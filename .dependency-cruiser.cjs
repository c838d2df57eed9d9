/**
 * Keeps the dependency graph one-way: domain <- server modules <- http; features <- app;
 * domain <- survey-ui <- web and respondent.
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'questionnaire-draft-store-interface',
      comment: 'The draft store is used through its interface file only (draftStore/README.md).',
      severity: 'error',
      from: { pathNot: '^apps/server/src/modules/questionnaire/draftStore/' },
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|\\.data)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
