import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { Packr } from 'msgpackr/pack';
import { describe, expect, it } from 'vitest';
import { SHAPES_TEXT_PREFIX, stringifyShapes } from './shapeCodec.ts';
import { packSnapshot, unpackSnapshot } from './snapshotCodec.ts';

const document = makeQuestionnaire(300, 42);
const level = { level: constants.Z_BEST_SPEED };

describe('snapshot codec', () => {
  it('packs a 300-entry draft as tagged, gzipped msgpack records, smaller, and unpacks the same document', async () => {
    const packed = await packSnapshot(document);
    expect(packed[0]).toBe(0x02);
    // A row decodes alone: another process (a fresh Packr) reads it.
    const fresh = new Packr({ useRecords: true, moreTypes: false });
    expect(JSON.stringify(fresh.unpack(gunzipSync(packed.subarray(1))))).toBe(
      JSON.stringify(document),
    );
    const shapesPacked = gzipSync(stringifyShapes(document), level);
    expect(packed.length).toBeLessThan(shapesPacked.length);
    const plainPacked = gzipSync(JSON.stringify(document), level);
    expect(packed.length).toBeLessThan(plainPacked.length * 0.85);

    const unpacked = await unpackSnapshot(packed);
    expect(JSON.stringify(unpacked)).toBe(JSON.stringify(document));
  });

  it('unpacks rows written before the format byte: gzipped shape-encoded JSON', async () => {
    const oldRow = gzipSync(stringifyShapes(document), level);
    expect(gunzipSync(oldRow).toString('utf8').startsWith(SHAPES_TEXT_PREFIX)).toBe(true);
    const unpacked = await unpackSnapshot(oldRow);
    expect(JSON.stringify(unpacked)).toBe(JSON.stringify(document));
  });

  it('unpacks snapshots written before the shape encoding (gzipped plain JSON)', async () => {
    const oldRow = gzipSync(JSON.stringify(document), level);
    const unpacked = await unpackSnapshot(oldRow);
    expect(JSON.stringify(unpacked)).toBe(JSON.stringify(document));
  });

  it('fails loudly on bytes that are no snapshot', async () => {
    await expect(unpackSnapshot(Buffer.from('not gzip'))).rejects.toThrow(/unknown snapshot/);
    await expect(unpackSnapshot(Buffer.of(0x1f, 0x8b, 0))).rejects.toThrow();
    await expect(unpackSnapshot(Buffer.of(0x02, 1, 2, 3))).rejects.toThrow();
    await expect(unpackSnapshot(gzipSync(`${SHAPES_TEXT_PREFIX}[],"!",[]]`))).rejects.toThrow(
      /do not match/,
    );
  });
});
