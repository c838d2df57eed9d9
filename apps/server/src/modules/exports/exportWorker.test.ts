import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ExportWorker } from './exportWorker.ts';

const log = pino({ level: 'silent' });

describe('ExportWorker', () => {
  it('rejects a job that could not record its outcome, so that the caller fails it', async () => {
    // Nothing listens on port 1: the worker's first query fails.
    const worker = new ExportWorker(
      {
        databaseUrl: 'postgres://nobody:nothing@127.0.0.1:1/none',
        fileStorage: { FILE_STORAGE: 'postgres' },
        linkTtlMs: 60_000,
        heartbeatMs: 5_000,
        logLevel: 'silent',
      },
      log,
    );
    try {
      await expect(worker.run('00000000-0000-4000-8000-000000000000')).rejects.toThrow(
        /could not run the job/,
      );
    } finally {
      await worker.stop();
    }
  }, 30_000);

  it('rejects the jobs of a worker stopped while it held them', async () => {
    // A database that never answers: the job is still running when the worker stops.
    const { createServer } = await import('node:net');
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const worker = new ExportWorker(
      {
        databaseUrl: `postgres://nobody:nothing@127.0.0.1:${port}/none`,
        fileStorage: { FILE_STORAGE: 'postgres' },
        linkTtlMs: 60_000,
        heartbeatMs: 5_000,
        logLevel: 'silent',
      },
      log,
    );
    try {
      const job = worker.run('00000000-0000-4000-8000-000000000000');
      await new Promise((resolve) => setTimeout(resolve, 500));
      await worker.stop();
      await expect(job).rejects.toThrow(/exited/);
    } finally {
      silent.close();
    }
  }, 30_000);
});
