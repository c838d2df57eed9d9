import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import { constants, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SHAPES_TEXT_PREFIX } from './shapeCodec.ts';
import { packSnapshot, unpackSnapshot } from './snapshotCodec.ts';

const document = makeQuestionnaire(300, 42);

describe('snapshot codec', () => {
  it('packs a 300-entry draft shape-encoded, smaller, and unpacks the same document', async () => {
    const packed = await packSnapshot(document);
    expect(gunzipSync(packed).toString('utf8').startsWith(SHAPES_TEXT_PREFIX)).toBe(true);
    const plainPacked = gzipSync(JSON.stringify(document), { level: constants.Z_BEST_SPEED });
    expect(packed.length).toBeLessThan(plainPacked.length * 0.85);

    const unpacked = await unpackSnapshot(packed);
    expect(JSON.stringify(unpacked)).toBe(JSON.stringify(document));
  });

  it('unpacks snapshots written before the shape encoding (gzipped plain JSON)', async () => {
    const oldRow = gzipSync(JSON.stringify(document), { level: constants.Z_BEST_SPEED });
    const unpacked = await unpackSnapshot(oldRow);
    expect(JSON.stringify(unpacked)).toBe(JSON.stringify(document));
  });

  it('fails loudly on bytes that are no snapshot', async () => {
    await expect(unpackSnapshot(Buffer.from('not gzip'))).rejects.toThrow();
    await expect(unpackSnapshot(gzipSync(`${SHAPES_TEXT_PREFIX}[],"!",[]]`))).rejects.toThrow(
      /do not match/,
    );
  });
});
