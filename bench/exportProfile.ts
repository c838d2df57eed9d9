import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { startBenchDatabase } from '@survey/testkit/direct/benchDatabase';
import { EXPORT_ROW_FORMAT } from '@survey/domain/exports/exportRow';
import { ExportRowReader } from '@survey/domain/exports/exportRowReader';
import { rawDataLayout } from '@survey/domain/exports/rawDataLayout';
import type { RawDataFormat } from '@survey/domain/exports/rawDataContract';
import type { FileStore, FileWriter } from '@survey/server/src/platform/fileStore.ts';
import { postgresFileStore } from '@survey/server/src/modules/storage/postgresFileStore.ts';
import { openRawDataFile } from '@survey/server/src/modules/exports/rawDataFile.ts';
import { gzipWriter } from '@survey/server/src/modules/exports/gzipFile.ts';
import {
  copyExportRows,
  copyWideRecords,
  fetchExportRows,
  openExportRows,
} from '@survey/server/src/modules/respondent/respondent.queries.ts';
import { WIDE_CSV_RECORD_FORMAT } from '@survey/domain/exports/wideCsvRecord';
import type { WeighedRecord } from '@survey/server/src/modules/exports/rawDataFile.ts';
import type { LiveSurvey } from '@survey/server/src/modules/orders/liveSurveys.queries.ts';
import type { Database } from '@survey/server/src/db/database.ts';
import { benchCompletes } from './lib/benchSize.ts';
import { cpuSeconds, parentPid } from './lib/processCpu.ts';
import { copyToFile, floorStatements, storedWidth } from './lib/copyFloor.ts';
import { filledResultsSurvey } from './lib/resultsData.ts';
import { copyFromWriter } from './lib/copyFromWriter.ts';

/**
 * Diagnostics for P3 (not a bench: `npx tsx exportProfile.ts` in bench/; EXPORT_COMPLETES shrinks
 * it): where the wide export's time goes, each step as a ratio to PostgreSQL's COPY of the same
 * stored rows timed in the same round. The steps add up: the rows read by binary COPY as the
 * export reads them (and through the cursor it read them with before session 25, for the same
 * round's comparison); + each row decoded (ExportRowReader); + each row encoded as the file's
 * bytes (the sink writing into a writer that drops them); + gzipped (bytes dropped); + the
 * gzipped bytes written into the PostgreSQL file store (gzipFile.ts, the job as it runs now,
 * without progress and weights); and the stored file read back (the download's read, without
 * HTTP). Three rounds, interleaved, the median ratio printed.
 */
const COMPLETES = benchCompletes(process.env.EXPORT_COMPLETES);
const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 3);
const PAGE = 1000;
/** PROFILE_STEPS=labels,codes: only the steps whose name holds one of these words (and COPY). */
const ONLY = process.env.PROFILE_STEPS?.split(',');

interface Ctx {
  database: Database;
  live: LiveSurvey;
  files: FileStore;
}

/** Bytes the last gzipped step's dropWriter took (the gzipped file's size), by step. */
const gzippedBytes: Record<string, number> = {};

/** A file writer that drops the bytes (counts them, as `name`'s size): the step without the store. */
function dropWriter(name?: string): FileWriter {
  let size = 0;
  return {
    write: async (b) => void (size += b.length),
    finish: async () => {
      if (name) gzippedBytes[name] = size;
      return size;
    },
    abort: async () => undefined,
  };
}

type Page = Array<{ cells: string; categories: string | null }>;

/** One pass over the stored rows through a cursor (the export before issue 40 §2 item 1). */
async function cursorPass(ctx: Ctx, onPage: (page: Page) => Promise<void> | void) {
  const key = {
    surveyId: ctx.live.surveyId,
    publishedVersion: ctx.live.version,
    format: EXPORT_ROW_FORMAT,
  };
  await ctx.database.db.transaction(
    async (tx) => {
      await openExportRows(tx, key);
      for (;;) {
        const page = await fetchExportRows(tx, PAGE);
        if (page.length === 0) break;
        await onPage(page);
        if (page.length < PAGE) break;
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** One pass over the stored rows by binary COPY, as the export reads them now. */
async function copyPass(ctx: Ctx, onPage: (page: Page) => Promise<void> | void) {
  const key = {
    surveyId: ctx.live.surveyId,
    publishedVersion: ctx.live.version,
    format: EXPORT_ROW_FORMAT,
  };
  await ctx.database.db.transaction(
    async (tx) => {
      for await (const page of copyExportRows(tx, key, [], PAGE)) await onPage(page);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

type Pass = typeof copyPass;

async function encodePass(
  ctx: Ctx,
  fileformat: RawDataFormat,
  writer: FileWriter,
  pass: Pass = copyPass,
) {
  const layout = rawDataLayout(ctx.live.published);
  const reader = new ExportRowReader(layout);
  const sink = await openRawDataFile(
    writer,
    layout,
    { dimension: 'WIDE', fileformat, weighted: true },
    new Date(),
  );
  await pass(ctx, async (page) => {
    function* cells() {
      for (const r of page) yield reader.read(r.cells, 1);
    }
    await sink.write(cells());
  });
  return sink.close();
}

/**
 * The wide CSV copied from the records stored at completion (session 26, as the job writes it
 * now): the rows by binary COPY with their record, each record with its weight put in.
 */
async function recordsPass(
  ctx: Ctx,
  fileformat: 'CSV_UNENCODED' | 'CSV_ENCODED',
  writer: FileWriter,
  viaString = false,
) {
  // viaString: each record made a latin1 string and written back, as session 26 read them.
  const scratch = Buffer.allocUnsafe(1 << 16);
  const layout = rawDataLayout(ctx.live.published);
  const reader = new ExportRowReader(layout);
  const sink = await openRawDataFile(
    writer,
    layout,
    { dimension: 'WIDE', fileformat, weighted: true },
    new Date(),
  );
  const key = {
    surveyId: ctx.live.surveyId,
    publishedVersion: ctx.live.version,
    format: EXPORT_ROW_FORMAT,
  };
  const which = fileformat === 'CSV_UNENCODED' ? 'labels' : 'codes';
  await ctx.database.db.transaction(
    async (tx) => {
      const rows = copyWideRecords(
        tx,
        key,
        { pageKeys: [], pageSize: PAGE },
        { which, format: WIDE_CSV_RECORD_FORMAT },
      );
      for await (const page of rows) {
        const out: WeighedRecord = { record: { bytes: Buffer.alloc(0), weightAt: 0 }, weight: 1 };
        await sink.write(
          (function* () {
            for (const r of page) {
              if (r.record === null) yield reader.read(r.cells, 1);
              else if (viaString) {
                const text = r.record.bytes.toString('latin1');
                const n = scratch.write(text, 0, 'latin1');
                out.record = { bytes: scratch.subarray(0, n), weightAt: r.record.weightAt };
                yield out;
              } else {
                out.record = r.record;
                yield out;
              }
            }
          })(),
        );
      }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return sink.close();
}

/** PROFILE_CPU=dir: each step's CPU profile (this thread) written there, for DevTools. */
const CPU_DIR = process.env.PROFILE_CPU;

/** CPU seconds of this process (every thread: zlib's pool too) and of PostgreSQL's processes. */
let postmaster = Number.NaN;
const cpuNow = () => {
  const own = process.cpuUsage();
  return (own.user + own.system) / 1e6 + cpuSeconds(postmaster, true);
};
/** The CPU the last `timed` step used, in ms (this process + PostgreSQL): robust to others' load. */
let lastCpuMs = 0;

async function timed(f: () => Promise<unknown>, name = ''): Promise<number> {
  const session = CPU_DIR ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const cpuStart = cpuNow();
  const start = performance.now();
  await f();
  const ms = performance.now() - start;
  lastCpuMs = (cpuNow() - cpuStart) * 1000;
  if (session && CPU_DIR) {
    const { profile } = await session.post('Profiler.stop');
    const file = `${name.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.cpuprofile`;
    writeFileSync(path.join(CPU_DIR, file), JSON.stringify(profile));
    session.disconnect();
  }
  return ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function main() {
  const db = await startBenchDatabase();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'survey-export-profile-'));
  try {
    const { surveyId, live } = await filledResultsSurvey(
      db,
      { email: 'profile-exports@example.com', password: 'profile password 123' },
      COMPLETES,
      { copyAnswers: false },
    );
    const ctx: Ctx = { database: db.database, live, files: postgresFileStore(db.database.db) };
    const key = { surveyId, publishedVersion: live.version, format: EXPORT_ROW_FORMAT };
    const floor = floorStatements(key, await storedWidth(db.database, key));
    const layout = rawDataLayout(live.published);
    const steps: Record<string, () => Promise<unknown>> = {
      'COPY floor (stored rows)': () =>
        copyToFile(db.database, floor.stored, path.join(dir, 'floor.csv')),
      'fetch (cursor pages, before)': () => cursorPass(ctx, () => undefined),
      'fetch (binary COPY)': () => copyPass(ctx, () => undefined),
      '+ decode (ExportRowReader), cursor before': () => {
        const reader = new ExportRowReader(layout);
        return cursorPass(ctx, (page) => {
          for (const r of page) reader.read(r.cells, 1);
        });
      },
      '+ decode (ExportRowReader), COPY': () => {
        const reader = new ExportRowReader(layout);
        return copyPass(ctx, (page) => {
          for (const r of page) reader.read(r.cells, 1);
        });
      },
      '+ encode CSV labels, cursor before (bytes dropped)': () =>
        encodePass(ctx, 'CSV_UNENCODED', dropWriter(), cursorPass),
      '+ encode CSV labels (bytes dropped)': () => encodePass(ctx, 'CSV_UNENCODED', dropWriter()),
      '+ encode CSV codes (bytes dropped)': () => encodePass(ctx, 'CSV_ENCODED', dropWriter()),
      'records: CSV labels copied (bytes dropped)': () =>
        recordsPass(ctx, 'CSV_UNENCODED', dropWriter()),
      'records: CSV labels through a latin1 string (session 26, bytes dropped)': () =>
        recordsPass(ctx, 'CSV_UNENCODED', dropWriter(), true),
      'records: CSV codes copied (bytes dropped)': () =>
        recordsPass(ctx, 'CSV_ENCODED', dropWriter()),
      'records: + gzip CSV labels (bytes dropped)': () =>
        recordsPass(ctx, 'CSV_UNENCODED', gzipWriter(dropWriter('level 1'))),
      'records: + gzip level 6 CSV labels (bytes dropped)': () =>
        recordsPass(ctx, 'CSV_UNENCODED', gzipWriter(dropWriter('level 6'), 6)),
      'records: + store CSV labels gzipped (file store)': () =>
        recordsPass(
          ctx,
          'CSV_UNENCODED',
          gzipWriter(ctx.files.create('exports/profile-records-labels.csv.gz')),
        ),
      'records: + store CSV codes gzipped (file store)': () =>
        recordsPass(
          ctx,
          'CSV_ENCODED',
          gzipWriter(ctx.files.create('exports/profile-records-codes.csv.gz')),
        ),
      '+ encode .sav (bytes dropped)': () => encodePass(ctx, 'SPSS', dropWriter()),
      '+ gzip CSV labels (bytes dropped)': () =>
        encodePass(ctx, 'CSV_UNENCODED', gzipWriter(dropWriter())),
      '+ store CSV labels gzipped (file store), cursor before': () =>
        encodePass(
          ctx,
          'CSV_UNENCODED',
          gzipWriter(ctx.files.create('exports/profile-labels-cursor.csv.gz')),
          cursorPass,
        ),
      '+ store CSV labels gzipped (file store)': () =>
        encodePass(
          ctx,
          'CSV_UNENCODED',
          gzipWriter(ctx.files.create('exports/profile-labels.csv.gz')),
        ),
      '+ store CSV labels gzipped (file store chunks by COPY FROM, item 2)': () =>
        encodePass(
          ctx,
          'CSV_UNENCODED',
          gzipWriter(copyFromWriter(db.database, 'exports/profile-labels-copy.csv.gz')),
        ),
      'read stored CSV labels gzipped (download read)': async () => {
        const opened = await ctx.files.open('exports/profile-labels.csv.gz');
        if (!opened) throw new Error('no stored file');
        await pipeline(opened.stream, new Writable({ write: (_c, _e, done) => done() }));
      },
      '+ store CSV codes gzipped (file store)': () =>
        encodePass(
          ctx,
          'CSV_ENCODED',
          gzipWriter(ctx.files.create('exports/profile-codes.csv.gz')),
        ),
      '+ store .sav gzipped (file store)': () =>
        encodePass(ctx, 'SPSS', gzipWriter(ctx.files.create('exports/profile-wide.sav.gz'))),
    };
    for (const name of Object.keys(steps)) {
      if (ONLY && !name.startsWith('COPY') && !ONLY.some((w) => name.includes(w)))
        delete steps[name];
    }
    const { rows: pids } = await db.database.pool.query<{ pid: number }>(
      'SELECT pg_backend_pid() AS pid',
    );
    postmaster = parentPid(pids[0]?.pid ?? Number.NaN);
    const ratios: Record<string, number[]> = {};
    const times: Record<string, number[]> = {};
    const cpuRatios: Record<string, number[]> = {};
    const cpus: Record<string, number[]> = {};
    for (let round = 0; round < ROUNDS; round++) {
      const floorMs = await timed(steps['COPY floor (stored rows)']!);
      const floorCpu = lastCpuMs;
      for (const [name, step] of Object.entries(steps)) {
        const ms = name.startsWith('COPY') ? floorMs : await timed(step, name);
        const cpu = name.startsWith('COPY') ? floorCpu : lastCpuMs;
        (times[name] ??= []).push(ms);
        (ratios[name] ??= []).push(ms / floorMs);
        (cpus[name] ??= []).push(cpu);
        (cpuRatios[name] ??= []).push(cpu / floorCpu);
        console.log(
          `round ${round + 1}: ${name} ${ms.toFixed(0)} ms (${(ms / floorMs).toFixed(2)}x), ` +
            `CPU ${cpu.toFixed(0)} ms (${(cpu / floorCpu).toFixed(2)}x)`,
        );
      }
    }
    const stored = async (key: string) => {
      const opened = await ctx.files.open(key);
      return opened ? Buffer.concat(await opened.stream.toArray()) : null;
    };
    const [inserted, copied] = await Promise.all([
      stored('exports/profile-labels.csv.gz'),
      stored('exports/profile-labels-copy.csv.gz'),
    ]);
    if (inserted && copied) {
      console.log(
        `stored labels file: ${inserted.length} bytes gzipped; by COPY FROM the same bytes: ${inserted.equals(copied)}`,
      );
    }
    for (const [level, bytes] of Object.entries(gzippedBytes)) {
      console.log(`CSV labels gzipped at ${level}: ${(bytes / 2 ** 20).toFixed(1)} MB`);
    }
    console.log(
      `\n${COMPLETES} completes, ${ROUNDS} rounds; load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      '| step | median ms | median ratio to COPY | median CPU ms (node + PostgreSQL) | median CPU ratio |\n|---|---|---|---|---|',
    );
    for (const name of Object.keys(steps)) {
      console.log(
        `| ${name} | ${median(times[name]!).toFixed(0)} | ${median(ratios[name]!).toFixed(2)}x | ` +
          `${median(cpus[name]!).toFixed(0)} | ${median(cpuRatios[name]!).toFixed(2)}x |`,
      );
    }
  } finally {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
