import { seededRandom } from '@survey/domain/random';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openPlaces, pickTargeted, type Candidate } from './quotaTargeting.ts';

const GENDER = ['gender=male', 'gender=female'];
/** Members alternating male, female; indexes 0..n-1. */
const alternating = (n: number): Candidate[] =>
  Array.from({ length: n }, (_, index) => ({ index, cells: [GENDER[index % 2] ?? ''] }));

describe('openPlaces', () => {
  it('is the target less filled, reserved and held by members on their way', () => {
    const open = openPlaces(
      { 'gender=male': 15, 'gender=female': 15 },
      [
        { cellKey: 'total', filled: 20, reserved: 2, target: 30 },
        { cellKey: 'gender=male', filled: 12, reserved: 1, target: 15 },
      ],
      [['gender=male'], ['gender=female'], []],
    );
    // Cells nobody qualified for yet have no row: their whole target is open.
    expect(Object.fromEntries(open)).toEqual({ 'gender=male': 1, 'gender=female': 14 });
  });
});

describe('pickTargeted', () => {
  it('sends only members whose cells are open, no more to a cell than it has places', () => {
    const picked = pickTargeted({
      candidates: alternating(40),
      open: new Map([
        ['gender=male', 0],
        ['gender=female', 3],
      ]),
      starts: 10,
      offTargetShare: 0,
      rnd: seededRandom(1),
    });
    expect(picked).toEqual([1, 3, 5]);
  });

  it('sends the off-target share alongside, whatever their cells', () => {
    const candidates = alternating(4000);
    const picked = pickTargeted({
      candidates,
      open: new Map([
        ['gender=male', 0],
        ['gender=female', 10_000],
      ]),
      starts: 2000,
      offTargetShare: 0.05,
      rnd: seededRandom(7),
    });
    const men = picked.filter((i) => i % 2 === 0).length;
    expect(picked).toHaveLength(2000);
    // Off-target slots take the next member in order: about half of them are men.
    expect(men / picked.length).toBeGreaterThan(0.01);
    expect(men / picked.length).toBeLessThan(0.05);
  });

  it('sends members without a quota cell in the proportion of members with cells who fit', () => {
    // Every third member has no cell (e.g. a gender that does not qualify); men are full.
    const candidates: Candidate[] = Array.from({ length: 3000 }, (_, index) => ({
      index,
      cells: index % 3 === 2 ? [] : [GENDER[index % 3] ?? ''],
    }));
    const picked = pickTargeted({
      candidates,
      open: new Map([
        ['gender=male', 0],
        ['gender=female', 10_000],
      ]),
      starts: 600,
      offTargetShare: 0,
      rnd: seededRandom(3),
    });
    const without = picked.filter((i) => i % 3 === 2).length;
    const women = picked.filter((i) => i % 3 === 1).length;
    // Half of the members with cells fit, so about half of those without are sent: 1 to 2.
    expect(without / women).toBeGreaterThan(0.35);
    expect(without / women).toBeLessThan(0.65);
  });

  it('sends nobody when no cell has a place, not even off target', () => {
    const picked = pickTargeted({
      candidates: alternating(100),
      open: new Map([
        ['gender=male', 0],
        ['gender=female', 0],
      ]),
      starts: 20,
      offTargetShare: 0.5,
      rnd: seededRandom(5),
    });
    expect(picked.length).toBeLessThan(5);
  });

  it('properties: each member once, never more than asked, a cell never over its places on target', () => {
    fc.assert(
      fc.property(
        fc.array(fc.subarray(['a=1', 'a=2', 'b=1', 'b=2']), { maxLength: 200 }),
        fc.record({ a1: fc.nat(20), a2: fc.nat(20), b1: fc.nat(20), b2: fc.nat(20) }),
        fc.nat(80),
        fc.integer({ min: 0, max: 1_000_000 }),
        (cellSets, places, starts, seed) => {
          const candidates = cellSets.map((cells, index) => ({ index, cells }));
          const open = new Map([
            ['a=1', places.a1],
            ['a=2', places.a2],
            ['b=1', places.b1],
            ['b=2', places.b2],
          ]);
          const picked = pickTargeted({
            candidates,
            open,
            starts,
            offTargetShare: 0,
            rnd: seededRandom(seed),
          });
          expect(new Set(picked).size).toBe(picked.length);
          expect(picked.length).toBeLessThanOrEqual(starts);
          for (const [cell, left] of open) {
            const sent = picked.filter((i) => candidates[i]?.cells.includes(cell)).length;
            expect(sent).toBeLessThanOrEqual(Math.max(0, left));
          }
        },
      ),
    );
  });
});
