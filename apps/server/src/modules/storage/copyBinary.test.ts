import { describe, expect, it } from 'vitest';
import { singleColumnRows } from './copyBinary.ts';

const header = () => {
  const flags = Buffer.alloc(8);
  return Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), flags]);
};
const row = (value: Buffer) => {
  const head = Buffer.alloc(6);
  head.writeInt16BE(1, 0);
  head.writeInt32BE(value.length, 2);
  return Buffer.concat([head, value]);
};
const trailer = () => Buffer.from([0xff, 0xff]);

describe('reading a binary COPY of one bytea column', () => {
  it('gives each row its exact bytes, empty ones included', () => {
    const values = [Buffer.from([0, 1, 255]), Buffer.alloc(0), Buffer.from('chunk')];
    const rows = singleColumnRows(Buffer.concat([header(), ...values.map(row), trailer()]));
    expect(rows).toEqual(values);
  });

  it('refuses what is not a binary COPY or stops inside a row', () => {
    expect(() => singleColumnRows(Buffer.from('id,data\n1,2\n'))).toThrow(/not a binary COPY/);
    const cut = Buffer.concat([header(), row(Buffer.from('abcdef'))]).subarray(0, -2);
    expect(() => singleColumnRows(cut)).toThrow(/ended inside a row/);
  });
});
