import http from 'node:http';

export interface JsonReply<T = unknown> {
  status: number;
  body: T;
}

/**
 * An HTTP client whose connections come from one loopback address (127.x.y.z: Linux routes the
 * whole 127/8 to the loopback interface), so a test can be many clients, as the server's per-client
 * limits see them. Keep-alive sockets, at most `maxSockets` at once.
 */
export function loopbackClient(baseUrl: string, localAddress: string, maxSockets = 64) {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, localAddress, maxSockets });
  const send = <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    new Promise<JsonReply<T>>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          path,
          method,
          headers: payload ? { 'content-type': 'application/json' } : {},
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: res.statusCode ?? 0, body: (text ? JSON.parse(text) : null) as T });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return {
    get: <T>(path: string) => send<T>('GET', path),
    post: <T>(path: string, body: unknown) => send<T>('POST', path, body),
    close: () => agent.destroy(),
  };
}
