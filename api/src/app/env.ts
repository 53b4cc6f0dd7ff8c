/**
 * The api's settings, read from the environment once at start and validated with zod, so a
 * wrong value stops the process with one readable message instead of failing on first use.
 * Variables are listed in api/README.md (docs/architecture.md#run-time-configuration has the site's).
 */
import path from 'node:path';
import { z } from 'zod';
import { CONSENT_RECORD_RETENTION_MONTHS, CONSENT_VALIDITY_MONTHS } from 'shared/consent';
import { apiApp, localOrigin, shellApp } from 'shared/remotes';

/** The api package folder: the default database lives under it whatever the working directory. */
const apiDir = path.resolve(import.meta.dirname, '..', '..');

export const defaultDatabasePath = path.join(apiDir, 'data', 'leads.db');
export const defaultPostsDir = path.join(apiDir, 'content', 'posts');
export const defaultVerifyUrl = 'https://www.google.com/recaptcha/api/siteverify';

/** An unset and an empty variable mean the same: `FOO= npm start` must not count as a value. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function integer(min: number, max: number, fallback: number) {
  return z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));
}

function optionalUrl() {
  return z.preprocess(blankToUndefined, z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional());
}

const flag = z.preprocess(
  blankToUndefined,
  z
    .enum(['1', 'true', '0', 'false'], { error: 'must be 1, true, 0 or false' })
    .default('0')
    .transform((value) => value === '1' || value === 'true'),
);

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}

const origins = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((item) => item.trim().replace(/\/$/, '')) : value),
  z
    .array(z.string().refine(isOrigin, 'each entry must be an origin such as https://www.example.com'))
    .min(1)
    .default([localOrigin(shellApp.port)]),
);

const shape = {
  NODE_ENV: z.preprocess(blankToUndefined, z.string().default('development')),
  API_PORT: integer(0, 65535, apiApp.port),
  /** Loopback by default; a container or a host without a reverse proxy in front sets 0.0.0.0. */
  API_HOST: z.preprocess(blankToUndefined, z.string().default('127.0.0.1')),
  DATABASE_PATH: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default(defaultDatabasePath)
      .transform((file) => path.resolve(file)),
  ),
  /** PostgreSQL (`postgres://user:password@host:port/database`) instead of the SQLite file: for more than one instance. */
  DATABASE_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  ),
  /** The blog's Markdown posts; the repository's own by default. */
  POSTS_DIR: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default(defaultPostsDir)
      .transform((dir) => path.resolve(dir)),
  ),
  RECAPTCHA_SECRET: z.preprocess(blankToUndefined, z.string().optional()),
  RECAPTCHA_VERIFY_URL: z.preprocess(
    blankToUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(defaultVerifyUrl),
  ),
  RECAPTCHA_MIN_SCORE: z.preprocess(blankToUndefined, z.coerce.number().min(0).max(1).default(0.5)),
  ALLOW_DEV_TOKENS: flag,
  ALLOWED_ORIGINS: origins,
  LEAD_WEBHOOK_URL: optionalUrl(),
  /** How long the CRM webhook may take to answer; a claimed lead is another instance's after twice this. */
  LEAD_WEBHOOK_TIMEOUT_MS: integer(100, 300_000, 30_000),
  RETENTION_DAYS: integer(1, 36500, 730),
  /** Never shorter than a consent is valid: a record must prove it for as long as it is relied on. */
  CONSENT_RETENTION_MONTHS: integer(CONSENT_VALIDITY_MONTHS, 1200, CONSENT_RECORD_RETENTION_MONTHS),
  /** Submissions per minute per IP; 0 turns the limit off (benchmarks only). */
  RATE_LIMIT_MAX: integer(0, 1_000_000, 10),
  /** Field report batches per minute per IP, a budget of their own: a page sends one or two. */
  REPORTS_RATE_LIMIT_MAX: integer(0, 1_000_000, 60),
  /** Reverse proxies in front of the api whose X-Forwarded-For is believed; the rate limit keys on the client IP. */
  TRUST_PROXY_HOPS: integer(0, 10, 0),
  /** Each request's lines at `info` (production's JSON) or `debug`, below the level logged (`npm start`). */
  REQUEST_LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['info', 'debug'], { error: 'must be info or debug' }).default('info'),
  ),
  /**
   * The site's secret (the release store's, as `release preview` and the site's servers use it):
   * field reports are taken only with the report pass the site signs with it.
   */
  RELEASE_PREVIEW_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters, as the site has it').optional(),
  ),
};

const envSchema = z.object(shape);
const cliEnvSchema = z.object({
  DATABASE_PATH: shape.DATABASE_PATH,
  DATABASE_URL: shape.DATABASE_URL,
  RETENTION_DAYS: shape.RETENTION_DAYS,
});

export type Env = z.output<typeof envSchema>;
export type CliEnv = z.output<typeof cliEnvSchema>;
type Source = Record<string, string | undefined>;

export class EnvError extends Error {
  override name = 'EnvError';
}

function parse<T extends z.ZodType>(schema: T, source: Source): z.output<T> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
  throw new EnvError(`Invalid api environment:\n${lines.join('\n')}`);
}

/** The server's settings; refuses a configuration that would accept submissions unverified. */
export function loadEnv(source: Source = process.env): Env {
  const env = parse(envSchema, source);
  // Anyone can make a development token: a production copy of a local command must not run.
  if (env.NODE_ENV === 'production' && env.ALLOW_DEV_TOKENS) {
    throw new EnvError(
      'Refusing to start in production with ALLOW_DEV_TOKENS on (anyone can make the tokens it accepts): ' +
        'unset it and set RECAPTCHA_SECRET.',
    );
  }
  if (!env.RECAPTCHA_SECRET && !env.ALLOW_DEV_TOKENS) {
    throw new EnvError(
      env.NODE_ENV === 'production'
        ? 'Refusing to start in production without bot protection: set RECAPTCHA_SECRET to the reCAPTCHA v3 secret key.'
        : 'No bot protection configured: set RECAPTCHA_SECRET, or ALLOW_DEV_TOKENS=1 to accept local development ' +
            'tokens (dev.<action>.<random>); `npm start` sets ALLOW_DEV_TOKENS=1 for you.',
    );
  }
  return env;
}

/** The sales CLI needs only the database and the retention period, never the bot-protection keys. */
export function loadCliEnv(source: Source = process.env): CliEnv {
  return parse(cliEnvSchema, source);
}
