import { createConnection, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a PostgreSQL URL, for tests of connections that die without a word:
 * `blackHole()` stops forwarding on every open connection without closing it (what a dropped NAT
 * entry or a vanished host looks like from the client), while new connections pass as before.
 */
export interface TcpProxy {
  /** `target` with the proxy's host and port. */
  url: string;
  blackHole(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: string): Promise<TcpProxy> {
  const to = new URL(target);
  const open = new Set<{ client: Socket; server: Socket }>();
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const server = createConnection({ host: to.hostname, port: Number(to.port || 5432) });
    const pair = { client, server };
    open.add(pair);
    sockets.add(client).add(server);
    client.pipe(server);
    server.pipe(client);
    const end = () => {
      open.delete(pair);
      sockets.delete(client);
      sockets.delete(server);
      client.destroy();
      server.destroy();
    };
    client.on('error', end).on('close', end);
    server.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  if (address === null || typeof address === 'string') throw new Error('proxy has no port');
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String(address.port);
  return {
    url: url.toString(),
    blackHole() {
      for (const { client, server } of open) {
        client.unpipe(server);
        server.unpipe(client);
        // Read and drop: nothing is answered, nothing is closed.
        client.removeAllListeners('data').on('data', () => undefined);
        server.removeAllListeners('data').on('data', () => undefined);
      }
      open.clear();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    },
  };
}
