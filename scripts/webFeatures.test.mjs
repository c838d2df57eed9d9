import { describe, expect, it } from 'vitest';
import { featureCycles, featureOf, offSurfaceFeatureImport } from './webFeatures.mjs';

const f = (path) => `apps/web/src/features/${path}`;

describe("the web features' surfaces", () => {
  it('names the feature of a path, none outside the features', () => {
    expect(featureOf(f('results/launch/LaunchActionsMenu.tsx'))).toBe('results');
    expect(featureOf('apps/web/src/lib/formatCost.ts')).toBeNull();
  });

  it("lets a feature use another's index.ts, its own files, lib and components", () => {
    expect(
      offSurfaceFeatureImport(f('audience/cost/CostPanelActions.tsx'), f('results/index.ts')),
    ).toBeNull();
    expect(
      offSurfaceFeatureImport(f('results/ResultsPage.tsx'), f('results/launch/CostMenu.tsx')),
    ).toBeNull();
    expect(
      offSurfaceFeatureImport(f('confirm/costLines.ts'), 'apps/web/src/lib/formatCost.ts'),
    ).toBeNull();
    expect(
      offSurfaceFeatureImport('apps/web/src/app/router.tsx', f('results/ResultsPage.tsx')),
    ).toBeNull();
  });

  it("refuses an import past another feature's index.ts", () => {
    expect(
      offSurfaceFeatureImport(
        f('audience/cost/CostPanelActions.tsx'),
        f('results/launch/LaunchActionsMenu.tsx'),
      ),
    ).toBe(
      `imports ${f('results/launch/LaunchActionsMenu.tsx')} past the results feature's index.ts`,
    );
    expect(offSurfaceFeatureImport(f('exports/a.ts'), f('questionnaire/store/index.ts'))).toMatch(
      /past the questionnaire feature's index.ts/,
    );
  });

  it('finds a cycle between features, through their index files too', () => {
    expect(
      featureCycles([
        { from: f('questionnaire/editor/ExportMenu.tsx'), to: f('exports/index.ts') },
        { from: f('exports/index.ts'), to: f('exports/loadExportInputs.ts') },
        { from: f('exports/loadExportInputs.ts'), to: f('questionnaire/index.ts') },
      ]),
    ).toEqual([['exports', 'questionnaire']]);
    expect(
      featureCycles([
        { from: f('questionnaire/editor/ExportMenu.tsx'), to: f('exports/index.ts') },
        { from: f('exports/loadExportInputs.ts'), to: 'apps/web/src/lib/toQuestionnaire.ts' },
      ]),
    ).toEqual([]);
  });
});
