import { fc, test } from '@fast-check/vitest';
import { expect, it } from 'vitest';
import { isoUtc } from './isoTime.ts';

test.prop([fc.integer({ min: 0, max: 253_402_300_799_999 })])(
  'writes every whole millisecond of 1970-9999 as toISOString does',
  (ms) => {
    expect(isoUtc(ms)).toBe(new Date(ms).toISOString());
  },
);

it('matches toISOString at the edges: leap days, year and century ends, other times', () => {
  for (const text of [
    '1970-01-01T00:00:00.000Z',
    '2000-02-29T23:59:59.999Z',
    '2024-02-29T12:00:00.000Z',
    '2100-03-01T00:00:00.001Z',
    '2026-12-31T23:59:59.999Z',
    '9999-12-31T23:59:59.999Z',
  ]) {
    expect(isoUtc(Date.parse(text))).toBe(text);
  }
  for (const ms of [-1, 1.5, 253_402_300_800_000, -62_198_755_200_000]) {
    expect(isoUtc(ms)).toBe(new Date(ms).toISOString());
  }
});
