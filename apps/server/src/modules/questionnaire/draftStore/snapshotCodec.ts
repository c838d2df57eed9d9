import { promisify } from 'node:util';
import { constants, gunzip, gzip } from 'node:zlib';
// `msgpackr/pack` is msgpackr's pure-JS build in Node: it never loads the native msgpackr-extract
// (whose install script is denied in the root package.json's allowScripts).
import { Packr } from 'msgpackr/pack';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { SHAPES_TEXT_PREFIX, parseShapes } from './shapeCodec.ts';

/**
 * How a snapshot is stored (README.md, "Snapshot format"): a format byte, then the document as
 * MessagePack in msgpackr's records mode (each key list written once per row), gzipped at level
 * 1 in Node. Measured against the shape-encoded JSON it replaces (bench/draftCodec.bench.ts):
 * smaller, and faster to encode and decode. PostgreSQL's own TOAST compression (pglz) of an
 * uncompressed value made each snapshot write cost tens of milliseconds of database CPU that every
 * concurrent edit waited behind, hence the gzip; zlib runs on libuv's thread pool, so packing and
 * unpacking keep the event loop free.
 *
 * Rows written before the format byte are a bare gzip stream (it starts with 0x1f) holding the
 * shape-encoded JSON (shapeCodec.ts) or, older still, plain JSON: all three are read.
 */

/** The first byte of a row in the current format (never 0x1f, gzip's first byte). */
const MSGPACK_GZIP = 0x02;
const GZIP_FIRST_BYTE = 0x1f;

const pack = promisify(gzip);
const unpack = promisify(gunzip);
const SHAPES_PREFIX = Buffer.from(SHAPES_TEXT_PREFIX, 'utf8');
// Records carry their key lists inside each row (no shared structures): a row decodes alone.
const records = new Packr({ useRecords: true, moreTypes: false });

export async function packSnapshot(document: Questionnaire): Promise<Buffer> {
  const zipped = await pack(records.pack(document), { level: constants.Z_BEST_SPEED });
  return Buffer.concat([Buffer.of(MSGPACK_GZIP), zipped]);
}

export async function unpackSnapshot(packed: Buffer): Promise<Questionnaire> {
  if (packed[0] === MSGPACK_GZIP) {
    return records.unpack(await unpack(packed.subarray(1))) as Questionnaire;
  }
  if (packed[0] !== GZIP_FIRST_BYTE) throw new Error('unpackSnapshot: unknown snapshot format');
  const raw = await unpack(packed);
  const shaped = raw.subarray(0, SHAPES_PREFIX.length).equals(SHAPES_PREFIX);
  const text = raw.toString('utf8');
  return (shaped ? parseShapes(text) : JSON.parse(text)) as Questionnaire;
}
