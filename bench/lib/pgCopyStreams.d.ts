// pg-copy-streams 7 ships no types: the one function the bench uses.
declare module 'pg-copy-streams' {
  import type { Readable } from 'node:stream';
  import type { Submittable } from 'pg';

  /** `COPY ... TO STDOUT` as a readable stream of the server's bytes; pass it to client.query. */
  export function to(text: string): Readable & Submittable;
}
