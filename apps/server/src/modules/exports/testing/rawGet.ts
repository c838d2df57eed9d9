import { get } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * A GET whose body is read as the server sent it: fetch unpacks a gzipped body by itself, so a
 * test of what goes over the wire (Content-Encoding, the gzipped bytes) reads it with node:http.
 */
export function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const pieces: Buffer[] = [];
      res.on('data', (piece: Buffer) => pieces.push(piece));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(pieces) }),
      );
      res.on('error', reject);
    }).on('error', reject);
  });
}
