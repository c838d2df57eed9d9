/** Keeps the dependency graph one-way: domain <- server modules <- http; features <- app. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      severity: 'error',
      from: { path: '^packages/domain' },
      to: { path: '^apps/' },
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
