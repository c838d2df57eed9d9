/**
 * Writes one raw-data file page by page into the file store: each page of completes (their
 * cells, `rawDataLayout.ts`) is turned into rows and written before the next is read, so memory
 * holds one page whatever the survey's size.
 * CSV: UTF-8 with a byte-order mark (Excel reads UTF-8 only with it), RFC 4180 quoting
 * (`csvField` in rawDataRows.ts), CRLF line ends. SPSS: `savEncoder.ts`; the header's case count
 * stays -1 ("unknown", which the format allows and PSPP and SPSS read): a stored file is written
 * front to back, with nothing patched afterwards.
 */
import type { FileWriter } from '../../platform/fileStore.ts';
import type { RawDataDimension, RawDataFormat } from '@survey/domain/exports/rawDataContract';
import type { Cell, RawDataColumns } from '@survey/domain/exports/rawDataLayout';
import { unweightedLayout, WeightlessCells } from '@survey/domain/exports/unweightedLayout';
import {
  csvHeader,
  putCsvRecords,
  longSpssVariables,
  putSpssCases,
} from '@survey/domain/exports/rawDataRows';
import { LANGUAGE_VARIABLE, MARKET_VARIABLE } from '@survey/domain/exports/marketsLayout';
import { CsvBytes } from './csvBytes.ts';
import { SAV_STRING_MAX, SavCaseEncoder, savDictionary, type SavVariable } from './savEncoder.ts';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Byte widths of SPSS string variables: ids and statuses are short, answers get the maximum. */
export const SAV_WIDTHS: Record<string, number> = {
  respondent_id: 128,
  status: 16,
  variable: 64,
  // A file across markets (marketsLayout.ts): country codes, labelled (a short string), and languages.
  [MARKET_VARIABLE]: 8,
  [LANGUAGE_VARIABLE]: 16,
};

/**
 * A complete's stored wide CSV record (wideCsvRecord.ts; its UTF-8 bytes) and its weight: only a
 * wide CSV of the record's own survey is written from it.
 */
export interface WeighedRecord {
  record: { bytes: Buffer; weightAt: number };
  weight: number;
}

/** A complete as a sink takes it: its cells (weighed), or its stored record and weight. */
export type SinkComplete = readonly Cell[] | WeighedRecord;

const onlyWideCsv = () => new Error('a stored CSV record is written only into a wide CSV');

export interface RawDataSink {
  /**
   * Writes the rows of these completes (each one's cells, weighed, or its stored wide CSV record
   * and weight), one complete at a time: its cells may be the same array refilled for the next
   * (`ExportRowReader`), and a record the same object, so none is kept.
   */
  write(completes: Iterable<SinkComplete>): Promise<void>;
  /** Completes the file (and closes it); resolves with its size in bytes. */
  close(): Promise<number>;
  /** Closes without completing (the caller deletes the partial file). */
  abort(): Promise<void>;
}

const isCells = (c: SinkComplete): c is readonly Cell[] => Array.isArray(c);

/**
 * A file written a page behind its encoding: a page's bytes are handed to the writer (gzip, on
 * libuv's pool) and the next page is encoded while they are compressed; the write after waits for
 * them. The bytes of one page must stay untouched until the next `write` returns (CsvBytes
 * alternates two buffers; the .sav encoder hands out copies).
 */
class PageBehind {
  private pending: Promise<void> = Promise.resolve();

  constructor(private readonly file: FileWriter) {}

  async write(bytes: Buffer): Promise<void> {
    await this.pending;
    const write = this.file.write(bytes);
    // Awaited by the next write, close or abort; never left to reject unheard meanwhile.
    write.catch(() => undefined);
    this.pending = write;
  }

  async finish(): Promise<number> {
    await this.pending;
    return this.file.finish();
  }

  async abort(): Promise<void> {
    await this.pending.catch(() => undefined);
    await this.file.abort();
  }
}

class CsvSink implements RawDataSink {
  private readonly out: CsvBytes;
  private readonly file: PageBehind;

  /** `weighted` false: the layout has no weight; stored records are copied without theirs. */
  constructor(
    file: FileWriter,
    private readonly layout: RawDataColumns,
    private readonly dimension: RawDataDimension,
    encoded: boolean,
    private readonly weighted: boolean,
  ) {
    this.out = new CsvBytes(layout, encoded);
    this.file = new PageBehind(file);
  }

  async start() {
    const header = `${csvHeader(this.layout, this.dimension).join(',')}\r\n`;
    await this.file.write(Buffer.concat([BOM, Buffer.from(header, 'utf8')]));
  }

  async write(completes: Iterable<SinkComplete>) {
    const out = this.out;
    if (this.dimension === 'WIDE') {
      const weighted = this.weighted;
      for (const c of completes) {
        if (isCells(c)) out.record(c);
        else out.stored(c.record, weighted ? c.weight : null);
      }
    } else {
      for (const c of completes) {
        if (!isCells(c)) throw onlyWideCsv();
        putCsvRecords(this.layout, c, this.dimension, out);
      }
    }
    await this.file.write(out.take());
  }

  close = () => this.file.finish();
  abort = () => this.file.abort();
}

class SavSink implements RawDataSink {
  private readonly encoder: SavCaseEncoder;
  private readonly vars: SavVariable[];
  private readonly file: PageBehind;

  constructor(
    file: FileWriter,
    private readonly layout: RawDataColumns,
    private readonly dimension: RawDataDimension,
    private readonly weighted: boolean,
  ) {
    const vars = dimension === 'WIDE' ? layout.variables : longSpssVariables(layout);
    this.vars = vars.map((v) => ({ ...v, width: SAV_WIDTHS[v.name] ?? SAV_STRING_MAX }));
    this.encoder = new SavCaseEncoder(this.vars);
    this.file = new PageBehind(file);
  }

  async start(now: Date) {
    await this.file.write(savDictionary(this.vars, now, { weighted: this.weighted }));
  }

  async write(completes: Iterable<SinkComplete>) {
    const encoder = this.encoder;
    for (const c of completes) {
      if (!isCells(c)) throw onlyWideCsv();
      if (this.dimension === 'WIDE') encoder.record(c);
      else putSpssCases(this.layout, c, this.dimension, this.put);
    }
    await this.file.write(encoder.take());
  }

  private readonly put = (variable: number, cell: Cell) => this.encoder.put(variable, cell);

  async close() {
    await this.file.write(this.encoder.finish());
    return this.file.finish();
  }

  abort = () => this.file.abort();
}

/** Writes each complete's cells without the weight cell to a sink of the unweighted layout. */
class UnweightedSink implements RawDataSink {
  private readonly weightless: WeightlessCells;

  constructor(
    private readonly sink: RawDataSink,
    layout: RawDataColumns,
  ) {
    this.weightless = new WeightlessCells(layout);
  }

  write(completes: Iterable<SinkComplete>) {
    const weightless = this.weightless;
    // A stored record passes as it is: the CSV sink of this file drops its weight.
    function* cells() {
      for (const c of completes) yield isCells(c) ? weightless.of(c) : c;
    }
    return this.sink.write(cells());
  }

  close = () => this.sink.close();
  abort = () => this.sink.abort();
}

/**
 * Writes the file's header through `handle` (a file store writer, finished by the sink's close). `layout` is the full one
 * (the cells written come in it); an unweighted file is written without the weight variable, a
 * weighted .sav names `weight` as its weight variable (WEIGHT BY weight on opening).
 */
export async function openRawDataFile(
  handle: FileWriter,
  layout: RawDataColumns,
  file: { dimension: RawDataDimension; fileformat: RawDataFormat; weighted: boolean },
  now: Date,
): Promise<RawDataSink> {
  const { dimension, fileformat, weighted } = file;
  const written = weighted ? layout : unweightedLayout(layout);
  const wrap = (sink: RawDataSink) => (weighted ? sink : new UnweightedSink(sink, layout));
  try {
    if (fileformat === 'SPSS') {
      const sink = new SavSink(handle, written, dimension, weighted);
      await sink.start(now);
      return wrap(sink);
    }
    const encoded = fileformat === 'CSV_ENCODED';
    const sink = new CsvSink(handle, written, dimension, encoded, weighted);
    await sink.start();
    return wrap(sink);
  } catch (error) {
    await handle.abort();
    throw error;
  }
}

export const extensionOf = (fileformat: RawDataFormat) => (fileformat === 'SPSS' ? 'sav' : 'csv');
export const contentTypeOf = (fileformat: RawDataFormat) =>
  fileformat === 'SPSS' ? 'application/x-spss-sav' : 'text/csv; charset=utf-8';
