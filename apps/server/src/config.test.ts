import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

const trustProxyOf = (env: Record<string, string>) => parseConfig(env).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless configured, in production too', () => {
    expect(trustProxyOf({})).toBe(false);
    expect(trustProxyOf({ NODE_ENV: 'production' })).toBe(false);
    expect(trustProxyOf({ NODE_ENV: 'production', TRUST_PROXY: '' })).toBe(false);
    expect(trustProxyOf({ TRUST_PROXY: 'false' })).toBe(false);
    expect(trustProxyOf({ TRUST_PROXY: '0' })).toBe(false);
  });

  it('accepts a hop count or a list of addresses and CIDRs', () => {
    expect(trustProxyOf({ TRUST_PROXY: '2' })).toBe(2);
    expect(
      trustProxyOf({ TRUST_PROXY: ' 10.0.0.0/8, 192.168.1.7 ,::1,fd00::/8,loopback' }),
    ).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses "true" and anything that is not an address, naming the variable', () => {
    for (const value of [
      'true',
      'yes',
      'lb.internal',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.1/8/1',
      ',',
    ]) {
      expect(() => parseConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
      expect(() => parseConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it('refuses ranges that cover (nearly) every client, the same as "true"', () => {
    for (const value of [
      '0.0.0.0/0,::/0',
      '0.0.0.0/0',
      '::/0',
      '0.0.0.0/1,128.0.0.0/1',
      '10.0.0.1,4.0.0.0/6',
      '::ffff:0.0.0.0/96',
      '2000::/3',
    ]) {
      expect(() => parseConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY.*like true/);
    }
    expect(trustProxyOf({ TRUST_PROXY: '10.0.0.0/8,fc00::/7,::ffff:10.0.0.0/104' })).toEqual([
      '10.0.0.0/8',
      'fc00::/7',
      '::ffff:10.0.0.0/104',
    ]);
  });
});

describe('MEDIA_ACCOUNT_MAX_BYTES', () => {
  it('caps an account at 500 MB unless configured', () => {
    expect(parseConfig({}).MEDIA_ACCOUNT_MAX_BYTES).toBe(500 * 1024 * 1024);
    expect(parseConfig({ MEDIA_ACCOUNT_MAX_BYTES: '1048576' }).MEDIA_ACCOUNT_MAX_BYTES).toBe(
      1048576,
    );
    expect(() => parseConfig({ MEDIA_ACCOUNT_MAX_BYTES: 'lots' })).toThrow(
      /MEDIA_ACCOUNT_MAX_BYTES/,
    );
  });
});

describe('EXPORT_STORAGE_CAP_BYTES and EXPORT_RECLAIM_AFTER_MS', () => {
  it("keep 10 GiB of exports per account and take a dead node's export up after 30 s unless configured", () => {
    expect(parseConfig({}).EXPORT_STORAGE_CAP_BYTES).toBe(10 * 2 ** 30);
    expect(parseConfig({}).EXPORT_RECLAIM_AFTER_MS).toBe(30_000);
    expect(parseConfig({ EXPORT_STORAGE_CAP_BYTES: '1048576' }).EXPORT_STORAGE_CAP_BYTES).toBe(
      1048576,
    );
    expect(() => parseConfig({ EXPORT_STORAGE_CAP_BYTES: 'lots' })).toThrow(
      /EXPORT_STORAGE_CAP_BYTES/,
    );
    expect(() => parseConfig({ EXPORT_RECLAIM_AFTER_MS: '10' })).toThrow(/EXPORT_RECLAIM_AFTER_MS/);
  });
});

describe('MEDIA_MAX_BYTES', () => {
  it('caps uploads at 10 MB unless configured', () => {
    expect(parseConfig({}).MEDIA_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(parseConfig({ MEDIA_MAX_BYTES: '2097152' }).MEDIA_MAX_BYTES).toBe(2 * 1024 * 1024);
  });

  it('refuses a value that is not a whole number of bytes, naming the variable', () => {
    for (const value of ['ten', '-1', '1.5', '0']) {
      expect(() => parseConfig({ MEDIA_MAX_BYTES: value })).toThrow(/MEDIA_MAX_BYTES/);
    }
  });
});

describe('session and login limits', () => {
  it('default to 30-day logins and 50 failed logins an hour per client', () => {
    const config = parseConfig({});
    expect(config.SESSION_MAX_AGE_DAYS).toBe(30);
    expect(config.LOGIN_FAILURES_PER_IP_HOUR).toBe(50);
    expect(parseConfig({ SESSION_MAX_AGE_DAYS: '7' }).SESSION_MAX_AGE_DAYS).toBe(7);
  });

  it('refuses values that are not whole numbers in range, naming the variable', () => {
    for (const [name, value] of [
      ['SESSION_MAX_AGE_DAYS', '0'],
      ['SESSION_MAX_AGE_DAYS', '1.5'],
      ['SESSION_MAX_AGE_DAYS', '366'],
      ['LOGIN_FAILURES_PER_IP_HOUR', '0'],
      ['LOGIN_FAILURES_PER_IP_HOUR', 'many'],
    ] as const) {
      expect(() => parseConfig({ [name]: value }), `${name}=${value}`).toThrow(name);
    }
  });
});

describe('FILE_STORAGE', () => {
  it('keeps files in PostgreSQL unless configured', () => {
    const config = parseConfig({});
    expect(config.FILE_STORAGE).toBe('postgres');
    expect(config.S3_PREFIX).toBe('');
  });

  it('takes an S3 bucket with its settings, a prefix ending in "/"', () => {
    const config = parseConfig({
      FILE_STORAGE: 's3',
      S3_BUCKET: 'survey-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'staging',
      S3_CHECKSUMS: 'when_required',
    });
    expect(config).toMatchObject({
      FILE_STORAGE: 's3',
      S3_BUCKET: 'survey-files',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: true,
      S3_PREFIX: 'staging/',
      S3_CHECKSUMS: 'when_required',
    });
    expect(parseConfig({ S3_PREFIX: 'eu/prod/' }).S3_PREFIX).toBe('eu/prod/');
  });

  it('refuses s3 without a bucket, and bad S3 settings, naming the variable', () => {
    for (const env of [{ FILE_STORAGE: 's3' }, { FILE_STORAGE: 's3', S3_BUCKET: ' ' }]) {
      expect(() => parseConfig(env)).toThrow(ConfigError);
      expect(() => parseConfig(env)).toThrow(/S3_BUCKET: required with FILE_STORAGE=s3/);
    }
    for (const [name, value] of [
      ['FILE_STORAGE', 'disk'],
      ['S3_ENDPOINT', 'not a url'],
      ['S3_FORCE_PATH_STYLE', 'maybe'],
      ['S3_PREFIX', '../x'],
      ['S3_PREFIX', '/abs'],
      ['S3_CHECKSUMS', 'never'],
    ] as const) {
      expect(() => parseConfig({ [name]: value }), `${name}=${value}`).toThrow(name);
    }
  });
});

describe('METRICS_PORT and METRICS_TOKEN', () => {
  it('refuses the public port as the metrics port', () => {
    expect(() => parseConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT/);
    expect(parseConfig({ PORT: '3000', METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
  });

  it('asks for a token in production when the listener faces the network', () => {
    const production = { NODE_ENV: 'production', METRICS_PORT: '9464' };
    expect(() => parseConfig({ ...production, HOST: '0.0.0.0' })).toThrow(/METRICS_TOKEN/);
    const token = 'a-scrape-token-of-some-length';
    expect(
      parseConfig({ ...production, HOST: '0.0.0.0', METRICS_TOKEN: token }).METRICS_TOKEN,
    ).toBe(token);
    expect(parseConfig({ ...production, HOST: '127.0.0.1' }).METRICS_PORT).toBe(9464);
    expect(parseConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' }).METRICS_PORT).toBeUndefined();
  });
});
