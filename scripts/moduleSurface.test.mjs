import { describe, expect, it } from 'vitest';
import { offSurfaceImport } from './moduleSurface.mjs';

const m = (path) => `apps/server/src/modules/${path}`;

describe("a server module's public surface", () => {
  it('lets another module import the module file, query modules, services and errors', () => {
    for (const to of [
      'orders/orders.module.ts',
      'orders/orders.queries.ts',
      'orders/liveSurveys.queries.ts',
      'projects/surveys.service.ts',
      'projects/projects.errors.ts',
      'panel/panelSupplier.ts',
    ])
      expect(offSurfaceImport(m('results/results.service.ts'), m(to))).toBeNull();
  });

  it("refuses another module's plain files, stores, presenters and tables", () => {
    for (const to of [
      'respondent/liveSurveys.ts',
      'orders/orders.store.ts',
      'orders/orders.presenter.ts',
      'orders/orders.tables.ts',
      'orders/orderChanges.ts',
    ])
      expect(offSurfaceImport(m('results/results.service.ts'), m(to))).toMatch(
        /not on its module's public surface/,
      );
  });

  it("lets a module use its own files, a tables file name another's table, tests anything", () => {
    expect(offSurfaceImport(m('orders/orders.service.ts'), m('orders/orderChanges.ts'))).toBeNull();
    expect(
      offSurfaceImport(m('results/results.tables.ts'), m('projects/projects.tables.ts')),
    ).toBeNull();
    expect(offSurfaceImport(m('results/summary.test.ts'), m('orders/orders.store.ts'))).toBeNull();
    expect(offSurfaceImport(m('results/testing/x.ts'), m('orders/orders.store.ts'))).toBeNull();
    expect(
      offSurfaceImport('apps/server/src/app/compose.ts', m('orders/orders.store.ts')),
    ).toBeNull();
  });
});
