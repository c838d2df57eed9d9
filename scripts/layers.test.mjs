import { describe, expect, it } from 'vitest';
import { folderGraph, folderOf, layerOf, stronglyConnected } from './layers.mjs';

describe('the folders and layers of apps/server/src', () => {
  it('counts each module as its own folder and the root files as main or config', () => {
    expect(folderOf('apps/server/src/modules/orders/orders.service.ts')).toBe('modules/orders');
    expect(folderOf('apps/server/src/platform/viewer.ts')).toBe('platform');
    expect(folderOf('apps/server/src/startServer.ts')).toBe('main');
    expect(folderOf('apps/server/src/config.ts')).toBe('config');
  });

  it('puts modules above the platform and below jobs and the composition', () => {
    expect(layerOf('platform')).toBeLessThan(layerOf('modules/orders'));
    expect(layerOf('modules/orders')).toBeLessThan(layerOf('jobs'));
    expect(layerOf('jobs')).toBeLessThan(layerOf('app'));
    expect(layerOf('http')).toBe(layerOf('app'));
    expect(() => layerOf('elsewhere')).toThrow(/no layer/);
  });

  it('finds folder cycles, however long, and nothing in a one-way graph', () => {
    const cyclic = folderGraph([
      { from: 'modules/a', target: 'modules/b' },
      { from: 'modules/b', target: 'modules/c' },
      { from: 'modules/c', target: 'modules/a' },
      { from: 'modules/c', target: 'platform' },
    ]);
    expect(stronglyConnected(cyclic)).toEqual([['modules/a', 'modules/b', 'modules/c']]);
    const oneWay = folderGraph([
      { from: 'app', target: 'modules/a' },
      { from: 'modules/a', target: 'platform' },
    ]);
    expect(stronglyConnected(oneWay)).toEqual([]);
  });
});
