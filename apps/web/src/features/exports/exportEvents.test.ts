import { checkEvent } from '@survey/domain/analytics/events';
import { describe, expect, it } from 'vitest';
import type { TrackEvent } from '../../lib/analytics.ts';
import { trackFileSaved } from './exportEvents.ts';
import type { ExportFileKind } from './files/saveFile.ts';

const SURVEY = '7b0c1c8e-2f1d-4b8a-9a51-3d6f0e9b2c41';
const KINDS: ExportFileKind[] = ['script', 'chartData', 'charts', 'crosstabXlsx', 'crosstabPptx'];

describe('the events of saved files', () => {
  it('sends one catalogued dashboard event per saved file, of its kind', () => {
    const sent: { name: string; properties: unknown }[] = [];
    const track = ((name: string, properties?: unknown) =>
      void sent.push({ name, properties })) as TrackEvent;
    for (const kind of KINDS) trackFileSaved(kind, SURVEY, track);
    expect(sent.map((e) => e.name)).toEqual([
      'Downloaded Script',
      'Downloaded Chart Data',
      'Downloaded PowerPoint',
      'Downloaded Crosstab',
      'Downloaded Crosstab',
    ]);
    for (const e of sent) expect(checkEvent('dashboard', e.name, e.properties).ok).toBe(true);
  });
});
