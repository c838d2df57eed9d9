import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { BOX_REASONS, MIN_BOX_POINTS, rowBoxes } from './boxes.ts';

describe('rowBoxes', () => {
  it('takes the last two labelled points as the top box and the first two as the bottom box', () => {
    expect(rowBoxes({ kind: 'points', pointIds: ['1', '2', '3', '4', '5'] })).toEqual({
      boxes: [
        { id: 'box:top2', label: 'Top 2 box', optionIds: ['4', '5'] },
        { id: 'box:bottom2', label: 'Bottom 2 box', optionIds: ['1', '2'] },
      ],
      reason: null,
    });
  });

  it('gives a 3-point row no boxes, and says why', () => {
    expect(rowBoxes({ kind: 'points', pointIds: ['a', 'b', 'c'] })).toEqual({
      boxes: [],
      reason: 'Top-2 / Bottom-2 boxes need a scale of at least 4 points; this row has 3.',
    });
  });

  it('gives a slider none (its points are not labelled) and a choice question none', () => {
    expect(rowBoxes({ kind: 'slider' })).toEqual({ boxes: [], reason: BOX_REASONS.slider });
    expect(rowBoxes({ kind: 'unordered' })).toEqual({ boxes: [], reason: BOX_REASONS.unordered });
  });

  test.prop([
    fc.oneof(
      fc
        .uniqueArray(fc.string({ minLength: 1, maxLength: 5 }), { maxLength: 12 })
        .map((pointIds) => ({ kind: 'points' as const, pointIds })),
      fc.constant({ kind: 'slider' as const }),
      fc.constant({ kind: 'unordered' as const }),
    ),
  ])(
    'boxes are two labelled points each from opposite ends, from 4 points on; otherwise a reason',
    (scale) => {
      const { boxes, reason } = rowBoxes(scale);
      // Either boxes or a reason, never both, never neither.
      expect(boxes.length === 0).toBe(reason !== null);
      if (scale.kind !== 'points' || scale.pointIds.length < MIN_BOX_POINTS) {
        expect(boxes).toEqual([]);
        return;
      }
      const [top, bottom] = boxes;
      expect(top?.optionIds).toEqual(scale.pointIds.slice(-2));
      expect(bottom?.optionIds).toEqual(scale.pointIds.slice(0, 2));
      expect(top?.optionIds.some((id) => bottom?.optionIds.includes(id))).toBe(false);
    },
  );
});
