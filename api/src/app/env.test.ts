import path from 'node:path';
import { defaultDatabasePath, defaultPostsDir, EnvError, loadCliEnv, loadEnv } from './env';

const dev = { ALLOW_DEV_TOKENS: '1' };

test('the local defaults', () => {
  expect(loadEnv(dev)).toEqual({
    NODE_ENV: 'development',
    API_PORT: 3010,
    API_HOST: '127.0.0.1',
    DATABASE_PATH: defaultDatabasePath,
    DATABASE_URL: undefined,
    POSTS_DIR: defaultPostsDir,
    RECAPTCHA_SECRET: undefined,
    RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
    RECAPTCHA_MIN_SCORE: 0.5,
    ALLOW_DEV_TOKENS: true,
    ALLOWED_ORIGINS: ['http://localhost:3000'],
    LEAD_WEBHOOK_URL: undefined,
    LEAD_WEBHOOK_TIMEOUT_MS: 30_000,
    RETENTION_DAYS: 730,
    CONSENT_RETENTION_MONTHS: 25,
    RATE_LIMIT_MAX: 10,
    REPORTS_RATE_LIMIT_MAX: 60,
    TRUST_PROXY_HOPS: 0,
    REQUEST_LOG_LEVEL: 'info',
  });
  expect(defaultDatabasePath).toBe(path.resolve(import.meta.dirname, '..', '..', 'data', 'leads.db'));
  expect(defaultPostsDir).toBe(path.resolve(import.meta.dirname, '..', '..', 'content', 'posts'));
});

test('values are read and converted', () => {
  const env = loadEnv({
    API_PORT: '4010',
    DATABASE_PATH: 'tmp/leads.db',
    POSTS_DIR: 'tmp/posts',
    RECAPTCHA_SECRET: 'secret',
    RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9999/verify',
    RECAPTCHA_MIN_SCORE: '0.7',
    ALLOWED_ORIGINS: 'https://www.veritenant.example, https://veritenant.example/',
    LEAD_WEBHOOK_URL: 'https://crm.example/hooks/leads',
    RETENTION_DAYS: '365',
    CONSENT_RETENTION_MONTHS: '37',
    RATE_LIMIT_MAX: '0',
    REPORTS_RATE_LIMIT_MAX: '600',
  });
  expect(env).toMatchObject({
    API_PORT: 4010,
    DATABASE_PATH: path.resolve('tmp/leads.db'),
    POSTS_DIR: path.resolve('tmp/posts'),
    RECAPTCHA_SECRET: 'secret',
    RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9999/verify',
    RECAPTCHA_MIN_SCORE: 0.7,
    ALLOW_DEV_TOKENS: false,
    ALLOWED_ORIGINS: ['https://www.veritenant.example', 'https://veritenant.example'],
    LEAD_WEBHOOK_URL: 'https://crm.example/hooks/leads',
    RETENTION_DAYS: 365,
    CONSENT_RETENTION_MONTHS: 37,
    RATE_LIMIT_MAX: 0,
    REPORTS_RATE_LIMIT_MAX: 600,
  });
});

test('empty variables count as unset', () => {
  expect(loadEnv({ ...dev, API_PORT: '', RECAPTCHA_SECRET: ' ', LEAD_WEBHOOK_URL: '' })).toMatchObject({
    API_PORT: 3010,
    RECAPTCHA_SECRET: undefined,
    LEAD_WEBHOOK_URL: undefined,
  });
});

test('wrong values stop the start with one readable message naming each', () => {
  const load = () =>
    loadEnv({
      ...dev,
      API_PORT: '70000',
      RECAPTCHA_MIN_SCORE: 'high',
      ALLOWED_ORIGINS: 'https://ok.example,https://bad.example/path',
      LEAD_WEBHOOK_URL: 'ftp://crm.example',
      ALLOW_DEV_TOKENS: 'yes',
    });
  expect(load).toThrow(EnvError);
  const message = (() => {
    try {
      load();
    } catch (error) {
      return (error as Error).message;
    }
  })();
  expect(message).toMatch(/^Invalid api environment:\n/);
  for (const name of ['API_PORT', 'RECAPTCHA_MIN_SCORE', 'ALLOWED_ORIGINS.1', 'LEAD_WEBHOOK_URL', 'ALLOW_DEV_TOKENS']) {
    expect(message).toContain(`  ${name}: `);
  }
  expect(message).toContain('ALLOW_DEV_TOKENS: must be 1, true, 0 or false');
  expect(message).toContain('ALLOWED_ORIGINS.1: each entry must be an origin such as https://www.example.com');
});

describe('bot protection is never off', () => {
  test('a production start without a secret or development tokens refuses to run', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(
      'Refusing to start in production without bot protection: set RECAPTCHA_SECRET',
    );
  });

  test('so does any other start: development tokens must be asked for', () => {
    expect(() => loadEnv({})).toThrow('No bot protection configured: set RECAPTCHA_SECRET, or ALLOW_DEV_TOKENS=1');
    expect(() => loadEnv({ ALLOW_DEV_TOKENS: '0' })).toThrow(EnvError);
  });

  test('a production start with development tokens on refuses to run, even with a secret', () => {
    for (const source of [
      { NODE_ENV: 'production', ALLOW_DEV_TOKENS: '1' },
      { NODE_ENV: 'production', ALLOW_DEV_TOKENS: 'true', RECAPTCHA_SECRET: 's' },
    ]) {
      expect(() => loadEnv(source)).toThrow(
        new EnvError(
          'Refusing to start in production with ALLOW_DEV_TOKENS on (anyone can make the tokens it accepts): ' +
            'unset it and set RECAPTCHA_SECRET.',
        ),
      );
    }
    expect(loadEnv({ NODE_ENV: 'production', ALLOW_DEV_TOKENS: '0', RECAPTCHA_SECRET: 's' }).ALLOW_DEV_TOKENS).toBe(
      false,
    );
  });

  test('a secret or the opt-in is enough', () => {
    expect(loadEnv({ NODE_ENV: 'production', RECAPTCHA_SECRET: 's' }).RECAPTCHA_SECRET).toBe('s');
    expect(loadEnv({ ALLOW_DEV_TOKENS: 'true' }).ALLOW_DEV_TOKENS).toBe(true);
  });
});

test('the CLI needs only the database and the retention period', () => {
  expect(loadCliEnv({ RETENTION_DAYS: '30' })).toEqual({
    DATABASE_PATH: defaultDatabasePath,
    DATABASE_URL: undefined,
    RETENTION_DAYS: 30,
  });
  expect(() => loadCliEnv({ RETENTION_DAYS: '0' })).toThrow('RETENTION_DAYS');
});

test('DATABASE_URL selects PostgreSQL and must be a postgres:// URL', () => {
  expect(loadEnv({ ...dev, DATABASE_URL: 'postgres://app@db.internal:5432/leads' }).DATABASE_URL).toBe(
    'postgres://app@db.internal:5432/leads',
  );
  expect(() => loadEnv({ ...dev, DATABASE_URL: 'mysql://app@db.internal/leads' })).toThrow(
    'DATABASE_URL: must be a postgres:// URL',
  );
});

test('consent records cannot be kept for less than the consent is valid (13 months)', () => {
  expect(() => loadEnv({ ...dev, CONSENT_RETENTION_MONTHS: '12' })).toThrow('CONSENT_RETENTION_MONTHS');
  expect(loadEnv({ ...dev, CONSENT_RETENTION_MONTHS: '13' }).CONSENT_RETENTION_MONTHS).toBe(13);
});
