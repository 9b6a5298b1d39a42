import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to port 3000, ./data, local storage and the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: path.resolve('./data'),
      storage: 'local',
      seed: 'demo',
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'localhost:6379'],
    ['STORAGE', 'ftp'],
    ['SMTP_URL', 'mail.example.com'],
    ['SEED_PASSWORD', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['UPLOAD_QUOTA_CUSTOMER_MB', '-1'],
    ['UPLOAD_CLEANUP_GRACE_HOURS', '0'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}:`));
  });

  it('gives uploads a quota per tenant kind (0 = none) and a cleanup grace period', () => {
    expect(loadConfig({})).toMatchObject({
      uploadQuota: { customer: 1024 * 1024 * 1024, agent: 10 * 1024 * 1024 * 1024, platform: null },
      uploadCleanupGraceMs: 24 * 3_600_000,
    });
    const set = loadConfig({
      UPLOAD_QUOTA_CUSTOMER_MB: '0',
      UPLOAD_QUOTA_PLATFORM_MB: '5',
      UPLOAD_CLEANUP_GRACE_HOURS: '2',
    });
    expect(set.uploadQuota).toMatchObject({ customer: null, platform: 5 * 1024 * 1024 });
    expect(set.uploadCleanupGraceMs).toBe(2 * 3_600_000);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
