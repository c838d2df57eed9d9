/**
 * Rows read with `COPY (SELECT …) TO STDOUT (FORMAT binary)` on a transaction's own connection
 * (so in its snapshot), parsed as the bytes arrive: no row objects from node-postgres and no text
 * escapes to undo. Used where a statement hands out many wide text rows (raw-data exports, issue
 * 40 §2: node-postgres's text rows through a cursor cost about as much CPU as PostgreSQL's whole
 * COPY of the same rows).
 *
 * Binary COPY: an 11-byte signature, a flags word and a header extension, then per row a field
 * count, each field's length (-1: null) and bytes, and a trailer of -1. Text columns come as their
 * UTF-8 bytes.
 */
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Tx } from './database.ts';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const dialect = new PgDialect();

/** One row: each column's text, or null. */
export type TextRow = Array<string | null>;
/** One row with some columns as their bytes (`BinaryCopyRows`' `bytes`). */
export type CopyRow = Array<string | Buffer | null>;

/**
 * A statement for COPY, which takes no bind parameters: its values written in as literals
 * (strings quoted and their quotes doubled, as drizzle's inlineParams does; numbers as they are).
 */
export function copyStatement(select: SQL): string {
  const query = dialect.sqlToQuery(sql`COPY (${select}) TO STDOUT (FORMAT binary)`.inlineParams());
  if (query.params.length > 0) throw new Error('a COPY statement cannot take parameters');
  return query.sql;
}

/**
 * Parses a binary COPY stream of text columns a piece at a time: `push` takes the next piece and
 * returns the rows it completed (a row cut between pieces waits for the next). Fields are decoded
 * straight from the pieces, so only a row that spans two pieces is copied.
 */
export class BinaryCopyRows {
  private rest: Buffer | null = null;
  private headerRead = false;
  ended = false;

  /**
   * `bytes`: columns handed out as their bytes, a view of the stream's piece (no copy, no
   * string): bytes a consumer writes back out as they came. The pieces are the socket's reads,
   * never refilled, so a view stays good while the consumer holds it.
   */
  constructor(
    private readonly columns: number,
    private readonly bytes: ReadonlySet<number> = new Set(),
  ) {}

  push(piece: Buffer): CopyRow[] {
    const data = this.rest ? Buffer.concat([this.rest, piece]) : piece;
    this.rest = null;
    let at = 0;
    if (!this.headerRead) {
      if (data.length < SIGNATURE.length + 8) return this.keep(data, 0);
      if (!data.subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
        throw new Error('not a binary COPY stream');
      }
      const extension = data.readUInt32BE(SIGNATURE.length + 4);
      at = SIGNATURE.length + 8 + extension;
      if (at > data.length) return this.keep(data, 0);
      this.headerRead = true;
    }
    const rows: CopyRow[] = [];
    while (!this.ended) {
      const start = at;
      if (at + 2 > data.length) return this.keep(data, start, rows);
      const fields = data.readInt16BE(at);
      at += 2;
      if (fields === -1) {
        this.ended = true;
        break;
      }
      if (fields !== this.columns) {
        throw new Error(`binary COPY row of ${fields} fields, expected ${this.columns}`);
      }
      const row: CopyRow = new Array<string | Buffer | null>(fields);
      let complete = true;
      for (let f = 0; f < fields; f++) {
        if (at + 4 > data.length) {
          complete = false;
          break;
        }
        const length = data.readInt32BE(at);
        at += 4;
        if (length < 0) {
          row[f] = null;
          continue;
        }
        if (at + length > data.length) {
          complete = false;
          break;
        }
        row[f] = this.bytes.has(f)
          ? data.subarray(at, at + length)
          : data.toString('utf8', at, at + length);
        at += length;
      }
      if (!complete) return this.keep(data, start, rows);
      rows.push(row);
    }
    return rows;
  }

  /** Whether the stream ended where it should: after its trailer, with nothing left over. */
  get finished(): boolean {
    return this.ended && this.rest === null;
  }

  private keep(data: Buffer, from: number, rows: CopyRow[] = []): CopyRow[] {
    // A copy: `data` may be a piece the stream reuses, and the rest is small (one row at most).
    this.rest = Buffer.from(data.subarray(from));
    return rows;
  }
}

/** The connection a drizzle node-postgres transaction runs on (drizzle keeps it as its session's). */
function clientOf(tx: Tx): pg.PoolClient {
  const session = (tx as unknown as { session: unknown }).session as { client?: pg.PoolClient };
  if (!session.client || typeof session.client.query !== 'function') {
    throw new Error('the transaction has no connection of its own');
  }
  return session.client;
}

/**
 * The rows of `select` (text columns only, `columns` of them), read by binary COPY in the
 * transaction `tx` and handed out `pageSize` at a time as they arrive. The consumer's pace holds
 * the stream (what is not read stays in the socket), so memory holds a page and a piece.
 */
export function copyTextRows(
  tx: Tx,
  select: SQL,
  columns: number,
  pageSize: number,
): AsyncGenerator<TextRow[]> {
  // No column is handed out as bytes: every field is a string or null.
  return copyRows(tx, select, columns, pageSize, new Set()) as AsyncGenerator<TextRow[]>;
}

/**
 * `copyTextRows` with the columns in `bytes` handed out as their bytes (Buffer views, see
 * BinaryCopyRows): an export copies a stored record's UTF-8 bytes into its file with no string
 * made of them (issue 40 §2).
 */
export async function* copyRows(
  tx: Tx,
  select: SQL,
  columns: number,
  pageSize: number,
  bytes: ReadonlySet<number>,
): AsyncGenerator<CopyRow[]> {
  const stream = clientOf(tx).query(copyTo(copyStatement(select)));
  const parser = new BinaryCopyRows(columns, bytes);
  let page: CopyRow[] = [];
  try {
    // Not destroyed when the consumer stops early: a COPY cut off leaves the connection in the
    // middle of it, and the transaction could not even roll back (see finally).
    for await (const piece of stream.iterator({
      destroyOnReturn: false,
    }) as AsyncIterable<Buffer>) {
      for (const row of parser.push(piece)) {
        page.push(row);
        if (page.length === pageSize) {
          yield page;
          page = [];
        }
      }
    }
  } finally {
    // A consumer that stopped early (an error while writing): the rest of the COPY is read and
    // dropped, so the connection is back at the protocol's start and the transaction rolls back.
    if (!stream.readableEnded && !stream.destroyed) {
      await (async () => {
        for await (const _ of stream) void _;
      })().catch(() => undefined);
    }
  }
  if (!parser.finished) throw new Error('binary COPY stream ended inside a row');
  if (page.length > 0) yield page;
}
