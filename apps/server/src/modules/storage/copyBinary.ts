/**
 * PostgreSQL's binary COPY format (COPY ... TO STDOUT (FORMAT binary)), read for one bytea column:
 * the 11-byte signature, a flags word and a header extension, then per row a field count (1), the
 * value's length and its bytes, and a trailer of -1. Values come back as views into `data`, so a
 * batch of chunks costs one copy of its bytes, not one per row.
 */
const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

export function singleColumnRows(data: Buffer): Buffer[] {
  if (data.length < SIGNATURE.length + 8 || !data.subarray(0, SIGNATURE.length).equals(SIGNATURE)) {
    throw new Error('not a binary COPY stream');
  }
  let at = SIGNATURE.length + 4;
  at += 4 + data.readUInt32BE(at);
  const rows: Buffer[] = [];
  for (;;) {
    const fields = data.readInt16BE(at);
    at += 2;
    if (fields === -1) return rows;
    if (fields !== 1) throw new Error(`binary COPY row of ${fields} fields, expected 1`);
    const length = data.readInt32BE(at);
    at += 4;
    if (length < 0) throw new Error('binary COPY row with a null value');
    if (at + length > data.length) throw new Error('binary COPY stream ended inside a row');
    rows.push(data.subarray(at, at + length));
    at += length;
  }
}
