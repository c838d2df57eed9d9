import { describe, expect, it } from 'vitest';
import type { Cell, RawDataLayout, RawVariable } from '@survey/domain/exports/rawDataLayout';
import type { FileWriter } from '../../platform/fileStore.ts';
import { openRawDataFile } from './rawDataFile.ts';

const variable = (name: string, type: RawVariable['type']): RawVariable => ({
  name,
  label: name,
  type,
  measure: type === 'numeric' ? 'nominal' : 'scale',
  valueLabels: type === 'numeric' ? [{ value: 1, label: 'Yes, "quoted"' }] : [],
  missing: [],
  decimals: 0,
});

const LAYOUT: RawDataLayout = {
  variables: [
    variable('respondent_id', 'string'),
    variable('weight', 'numeric'),
    variable('q1', 'numeric'),
    variable('q2', 'string'),
  ],
  fixedCount: 2,
  weightIndex: 1,
  row: () => {
    throw new Error('not used: cells are given');
  },
};

/**
 * A file writer that reads each write's bytes only when that write completes, a turn of the
 * event loop later (as zlib does on libuv's pool); `prompt` reads them at once.
 */
function collecting(late: boolean): { writer: FileWriter; bytes: () => Buffer } {
  const parts: Buffer[] = [];
  const writer: FileWriter = {
    write: (bytes) =>
      late
        ? new Promise((resolve) =>
            setImmediate(() => {
              parts.push(Buffer.from(bytes));
              resolve();
            }),
          )
        : Promise.resolve(void parts.push(Buffer.from(bytes))),
    finish: async () => parts.reduce((n, p) => n + p.length, 0),
    abort: async () => undefined,
  };
  return { writer, bytes: () => Buffer.concat(parts) };
}

async function csvFile(late: boolean, pages: Cell[][][]): Promise<Buffer> {
  const file = collecting(late);
  const sink = await openRawDataFile(
    file.writer,
    LAYOUT,
    { dimension: 'WIDE', fileformat: 'CSV_UNENCODED', weighted: true },
    new Date(0),
  );
  for (const page of pages) await sink.write(page);
  await sink.close();
  return file.bytes();
}

describe('raw-data file pages', () => {
  it('writes the same file when the writer reads each page while the next is encoded', async () => {
    const pages = Array.from({ length: 7 }, (_, p) =>
      Array.from({ length: 3 + p }, (_, i): Cell[] => [
        `r${p}-${i}`,
        1 + i / 10,
        i % 2 === 0 ? 1 : null,
        `text ${'x'.repeat(p * 50 + i)}`,
      ]),
    );
    const late = await csvFile(true, pages);
    expect(late.equals(await csvFile(false, pages))).toBe(true);
    expect(late.toString('utf8')).toContain(`r6-8,1.8,"Yes, ""quoted""",text ${'x'.repeat(308)}`);
  });
});
