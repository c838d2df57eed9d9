import { promisify } from 'node:util';
import { constants, gunzip, gzip } from 'node:zlib';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { SHAPES_TEXT_PREFIX, parseShapes, stringifyShapes } from './shapeCodec.ts';

/**
 * How a snapshot is stored: the document's shape-encoded JSON (shapeCodec.ts: keys once per
 * distinct key list), gzipped (level 1) in Node. A 300-entry draft is ~540 KB of plain JSON and
 * ~250 KB shape-encoded, ~35 KB packed (~45 KB plain); a cold edit unpacks it, so size and parse
 * time count. PostgreSQL's own TOAST compression (pglz) of the plain text made each snapshot write
 * cost tens of milliseconds of database CPU that every concurrent edit waited behind. zlib runs on
 * libuv's thread pool, so packing and unpacking keep the event loop free; only the JSON work stays
 * on it.
 *
 * Rows written before the shape encoding hold the gzipped plain JSON of the document: a document
 * is an object, so its text starts with `{` and never with the shape prefix, and both are read.
 */

const pack = promisify(gzip);
const unpack = promisify(gunzip);
const SHAPES_PREFIX = Buffer.from(SHAPES_TEXT_PREFIX, 'utf8');

export async function packSnapshot(document: Questionnaire): Promise<Buffer> {
  return pack(stringifyShapes(document), { level: constants.Z_BEST_SPEED });
}

export async function unpackSnapshot(packed: Buffer): Promise<Questionnaire> {
  const raw = await unpack(packed);
  const shaped = raw.subarray(0, SHAPES_PREFIX.length).equals(SHAPES_PREFIX);
  const text = raw.toString('utf8');
  return (shaped ? parseShapes(text) : JSON.parse(text)) as Questionnaire;
}
