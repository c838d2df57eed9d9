import { describe, expect, it } from 'vitest';
import { offListSuffix } from './fileSuffixes.mjs';

describe('server file roles', () => {
  it('takes plain names, the listed roles and the listed test kinds', () => {
    for (const file of [
      'apps/server/src/modules/orders/orders.service.ts',
      'apps/server/src/modules/orders/orders.queries.ts',
      'apps/server/src/modules/orders/launch.test.ts',
      'apps/server/src/modules/orders/orders.isolation.test.ts',
      'apps/server/src/modules/orders/README.md',
      'apps/server/src/lib/clock.ts',
    ])
      expect(offListSuffix(file)).toBeNull();
  });

  it('names a suffix that is not on the list', () => {
    expect(offListSuffix('apps/server/src/modules/media/media.images.ts')).toBe('.images');
    expect(offListSuffix('apps/server/src/modules/media/media.upload.test.ts')).toBe(
      '.upload.test',
    );
    expect(offListSuffix('apps/server/src/modules/x/a.b.c.ts')).toBe('unnamed');
  });
});
