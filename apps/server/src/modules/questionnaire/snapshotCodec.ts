import { promisify } from 'node:util';
import { constants, gunzip, gzip } from 'node:zlib';
import type { Questionnaire } from '@survey/domain/questionnaire/model';

/**
 * How a snapshot is stored: the document's JSON, gzipped (level 1) in Node. A 300-entry draft is
 * ~540 KB of JSON and ~45 KB packed; PostgreSQL's own TOAST compression (pglz) of the plain text
 * made each snapshot write cost tens of milliseconds of database CPU that every concurrent edit
 * waited behind, and a cold read moved the whole text over the wire. zlib runs on libuv's thread
 * pool, so packing and unpacking keep the event loop free; only JSON.stringify/parse stay on it.
 */

const pack = promisify(gzip);
const unpack = promisify(gunzip);

export async function packSnapshot(document: Questionnaire): Promise<Buffer> {
  return pack(JSON.stringify(document), { level: constants.Z_BEST_SPEED });
}

export async function unpackSnapshot(packed: Buffer): Promise<Questionnaire> {
  return JSON.parse((await unpack(packed)).toString('utf8')) as Questionnaire;
}
