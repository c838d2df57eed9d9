import { promisify } from 'node:util';
import { constants, gunzip, gzip } from 'node:zlib';
import { Packr } from 'msgpackr/pack';
import type { Questionnaire } from '@survey/domain/questionnaire/model';
import { makeQuestionnaire } from '@survey/domain/questionnaire/testing/makeQuestionnaire';
import {
  parseShapes,
  stringifyShapes,
} from '@survey/server/src/modules/questionnaire/draftStore/shapeCodec.ts';
import { summarise, type BenchRow } from './lib/stats.ts';

/**
 * The draft snapshot's storage format (draftStore/README.md): the home-made shape encoding
 * (shapeCodec.ts) against msgpackr in records mode (pure JS: `msgpackr/pack` never loads the
 * native msgpackr-extract) and plain JSON, each raw and gzipped (level 1, as stored), on the
 * 300-entry draft. Every round runs every codec once, in a rotating order, so that the machine's
 * load and the garbage collector fall on all of them alike. Informational rows (no QUALITY bar):
 * they decide which format draftStore/snapshotCodec.ts writes.
 */
const BENCH = 'draftCodec (300-entry draft, in process)';
const ROUNDS = Number(process.env.BENCH_CODEC_ROUNDS ?? 200);
const WARMUP = 20;

const pack = promisify(gzip);
const unpack = promisify(gunzip);
const level = { level: constants.Z_BEST_SPEED };
const records = new Packr({ useRecords: true, moreTypes: false });

interface Codec {
  name: string;
  encode: (document: Questionnaire) => Promise<Buffer>;
  decode: (bytes: Buffer) => Promise<unknown>;
}

const CODECS: Codec[] = [
  {
    name: 'shapes (ours)',
    encode: async (d) => Buffer.from(stringifyShapes(d), 'utf8'),
    decode: async (b) => parseShapes(b.toString('utf8')),
  },
  {
    name: 'shapes + gzip (stored before issue 24)',
    encode: (d) => pack(stringifyShapes(d), level),
    decode: async (b) => parseShapes((await unpack(b)).toString('utf8')),
  },
  {
    name: 'msgpackr records',
    encode: async (d) => records.pack(d),
    decode: async (b) => records.unpack(b),
  },
  {
    name: 'msgpackr records + gzip',
    encode: async (d) => pack(records.pack(d), level),
    decode: async (b) => records.unpack(await unpack(b)),
  },
  {
    name: 'JSON',
    encode: async (d) => Buffer.from(JSON.stringify(d), 'utf8'),
    decode: async (b) => JSON.parse(b.toString('utf8')) as unknown,
  },
  {
    name: 'JSON + gzip (rows before the shapes)',
    encode: (d) => pack(JSON.stringify(d), level),
    decode: async (b) => JSON.parse((await unpack(b)).toString('utf8')) as unknown,
  },
];

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await run();
  return { ms: performance.now() - start, value };
}

/** Encode and decode time and size of every codec, interleaved; checks each round trips. */
export default async function bench(): Promise<BenchRow[]> {
  const document = makeQuestionnaire(300, 42);
  const expected = JSON.stringify(document);
  const times = CODECS.map(() => ({ encode: [] as number[], decode: [] as number[] }));
  const sizes = await Promise.all(CODECS.map(async (c) => (await c.encode(document)).length));
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    for (let k = 0; k < CODECS.length; k++) {
      const i = (round + k) % CODECS.length;
      const codec = CODECS[i] as Codec;
      const encoded = await timed(() => codec.encode(document));
      const decoded = await timed(() => codec.decode(encoded.value));
      if (round === 0 && JSON.stringify(decoded.value) !== expected) {
        throw new Error(`${codec.name} does not round-trip the draft`);
      }
      if (round < WARMUP) continue;
      times[i]?.encode.push(encoded.ms);
      times[i]?.decode.push(decoded.ms);
    }
  }
  console.log(`draftCodec: ${ROUNDS} interleaved rounds; JSON is ${sizes[4]} bytes`);
  return CODECS.flatMap((codec, i) => {
    const size = `${((sizes[i] ?? 0) / 1024).toFixed(1)} KB`;
    const row = (what: string, ms: number[]): BenchRow => ({
      bench: BENCH,
      case: `${codec.name}, ${size}: ${what}`,
      ...summarise(ms),
      target: 'informational',
    });
    return [row('encode', times[i]?.encode ?? []), row('decode', times[i]?.decode ?? [])];
  });
}
