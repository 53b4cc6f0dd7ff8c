/**
 * The api's entry point (`npm start -w api`): settings, blog posts, store, HTTP, then the
 * outbox worker and the retention timer. SIGTERM and SIGINT stop taking requests, let the ones
 * in flight finish, and close the store cleanly. Any number of instances may share one
 * PostgreSQL store (api/README.md#several-instances).
 */
import { EnvError, loadEnv } from './app/env';
import { buildApp } from './app/app';
import { startOutboxWorker, type OutboxWorker } from './outbox/outbox';
import { loadPosts, PostsError } from './posts/posts';
import { startRetention } from './retention/retention';
import { openStore } from './store/open-store';
import { StoreUnavailableError } from './store/store';
import { verifierFromEnv } from './forms/verification';

/** A wrong setting or a broken post stops the start with its own message, not a stack trace. */
async function orExit<T>(load: () => T | Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof EnvError || error instanceof PostsError || error instanceof StoreUnavailableError)) {
      throw error;
    }
    console.error(error.message);
    process.exit(1);
  }
}

const env = await orExit(() => loadEnv());
const posts = await orExit(() => loadPosts(env.POSTS_DIR));
const store = await orExit(() => openStore(env));

let worker: OutboxWorker | undefined;
const app = await buildApp({
  store,
  verifier: verifierFromEnv(env, store.tokens),
  posts,
  allowedOrigins: env.ALLOWED_ORIGINS,
  rateLimitMax: env.RATE_LIMIT_MAX,
  reportsRateLimitMax: env.REPORTS_RATE_LIMIT_MAX,
  forward: env.LEAD_WEBHOOK_URL !== undefined,
  onLeadStored: () => worker?.wake(),
  trustProxyHops: env.TRUST_PROXY_HOPS,
  ...(env.RELEASE_PREVIEW_SECRET !== undefined && { reportPassSecret: env.RELEASE_PREVIEW_SECRET }),
  // Request logs carry method and URL only: visitors' IP addresses are not kept, not even in logs.
  logger: { level: 'info', serializers: { req: (req) => ({ method: req.method, url: req.url }) } },
  requestLogLevel: env.REQUEST_LOG_LEVEL,
});

app.log.info({ count: posts.length, dir: env.POSTS_DIR }, 'blog posts loaded');
app.log.info({ store: store.kind }, 'store open');
if (!env.RECAPTCHA_SECRET) {
  app.log.warn('ALLOW_DEV_TOKENS: accepting development tokens, which anyone can make; never do this in production');
}

const stopRetention = startRetention(store.leads, {
  retentionDays: env.RETENTION_DAYS,
  onPurge: (count) => count > 0 && app.log.info({ count }, 'leads past retention deleted'),
  onError: (error) => app.log.error({ err: error }, 'retention purge failed; will retry'),
  consents: {
    repository: store.consents,
    retentionMonths: env.CONSENT_RETENTION_MONTHS,
    onPurge: (count) => count > 0 && app.log.info({ count }, 'consent records past retention deleted'),
    onError: (error) => app.log.error({ err: error }, 'consent records retention failed; will retry'),
  },
  fieldReports: {
    repository: store.fieldReports,
    onPurge: (count) => count > 0 && app.log.info({ count }, 'field reports past retention deleted'),
    onError: (error) => app.log.error({ err: error }, 'field reports retention failed; will retry'),
  },
});

try {
  await app.listen({ port: env.API_PORT, host: env.API_HOST });
} catch (error) {
  console.error(`The api cannot listen on ${env.API_HOST}:${env.API_PORT}: ${(error as Error).message}`);
  process.exit(1);
}

if (env.LEAD_WEBHOOK_URL) {
  worker = startOutboxWorker(store.outbox, {
    webhookUrl: env.LEAD_WEBHOOK_URL,
    timeoutMs: env.LEAD_WEBHOOK_TIMEOUT_MS,
    onError: (leadId, error) => app.log.warn({ leadId, error }, 'lead forwarding failed; will retry'),
  });
}

let closing = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await worker?.stop();
  stopRetention();
  await store.close();
  process.exit(0);
}

// Ctrl+C reaches this process twice (from the terminal and relayed by tsx): later signals are ignored
// while the first one's shutdown runs, rather than killing it half way.
process.on('SIGTERM', (signal) => void shutdown(signal));
process.on('SIGINT', (signal) => void shutdown(signal));
