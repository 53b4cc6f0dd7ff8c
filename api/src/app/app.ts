/**
 * The HTTP surface of the api: `POST /api/forms` (forms.ts), `POST /api/consents` (consents.ts)
 * and `POST /api/reports` (reports.ts) behind security headers, a CORS allow-list and a per-IP
 * rate limit, the blog's `GET /api/posts` (posts.ts), and `GET /api/health`, which answers 503
 * when the store does not. `buildApp` wires the given dependencies and never
 * listens, so tests and the benchmark start it on a port of their choosing.
 */
import { createServer } from 'node:http';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DebugRequestLog } from './request-log';
import { ApiError, invalid, malformedJson } from './errors';
import { registerConsentsRoute } from '../consents/consents';
import { registerFormsRoute, type FormsRouteDeps } from '../forms/forms';
import { registerPostsRoute, type Post } from '../posts/posts';
import { reportPassKey } from '../reports/report-pass';
import { registerReportsRoute } from '../reports/reports';
import { rateLimitStore } from './rate-limit-store';

export interface AppDeps extends FormsRouteDeps {
  /** The blog's posts, loaded at start (`loadPosts`). */
  posts: readonly Post[];
  /** Field report batches per client IP per minute (their own budget: a page sends one or two). */
  reportsRateLimitMax: number;
  /** Origins whose pages may post (CORS), and the only ones whose field reports are taken. */
  allowedOrigins: readonly string[];
  /**
   * The site's secret (`RELEASE_PREVIEW_SECRET`), from which the key of the report passes its
   * pages carry is derived; without it no field report is taken.
   */
  reportPassSecret?: string;
  /** Reverse proxies in front of the api; their X-Forwarded-For names the client. */
  trustProxyHops?: number;
  /** How long a client may take to send a request; `requestTimeouts` unless a test shortens them. */
  timeouts?: RequestTimeouts;
  logger?: FastifyServerOptions['logger'];
  /** `debug`: each request's lines below the level logged, so a developer's terminal keeps the lines that matter. */
  requestLogLevel?: 'info' | 'debug';
}

export interface RequestTimeouts {
  /** From the connection (or the end of the previous request) to the end of the headers. */
  headersMs: number;
  /** From the connection to the end of the body. */
  requestMs: number;
  /** How often Node looks for connections past either limit. */
  checkIntervalMs: number;
}

/**
 * A form's body is a few kilobytes: any client sends it in well under a second. A client that
 * trickles its headers or body holds a connection for nothing, so it is answered 408 and cut off
 * after at most 15 s (headers) or 35 s (the whole request), the limit plus one check interval.
 */
export const requestTimeouts: RequestTimeouts = { headersMs: 10_000, requestMs: 30_000, checkIntervalMs: 5_000 };

/** A form is a few kilobytes at most; the longest one's fields add up to about 5 KB. */
export const BODY_LIMIT = 16 * 1024;

/** A store that takes longer than this to answer `SELECT 1` is as good as down to a load balancer. */
const HEALTH_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const timeouts = deps.timeouts ?? requestTimeouts;
  const app = Fastify({
    serverFactory: (handler) =>
      createServer(
        {
          headersTimeout: timeouts.headersMs,
          requestTimeout: timeouts.requestMs,
          connectionsCheckingInterval: timeouts.checkIntervalMs,
        },
        handler,
      ),
    bodyLimit: BODY_LIMIT,
    logger: deps.logger ?? false,
    ...(deps.requestLogLevel === 'debug' && { logController: new DebugRequestLog() }),
    // Believe X-Forwarded-For for exactly as many hops as there are proxies of ours.
    trustProxy: (_address: string, hop: number) => hop < (deps.trustProxyHops ?? 0),
  });

  app.setErrorHandler<FastifyError | ApiError>((error, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(apiError.statusCode).send(apiError.body);
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(new ApiError('not_found').body));

  await app.register(helmet);
  await app.register(cors, {
    origin: [...deps.allowedOrigins],
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError('rate_limited'),
    // Shared by every instance when the store offers a counter; else the plugin's own, in memory.
    // The forms' and consents' limits let requests through while it errs (the reports' do not).
    ...(deps.store.rateLimit && { store: rateLimitStore(deps.store.rateLimit), skipOnError: true }),
  });

  app.get('/api/health', async (_request, reply) => {
    try {
      await withTimeout(deps.store.ping(), HEALTH_TIMEOUT_MS);
    } catch (error) {
      app.log.error({ err: error }, 'store does not answer');
      return reply.code(503).send({ status: 'unavailable', error: 'store_unavailable' });
    }
    return { status: 'ok' };
  });
  registerPostsRoute(app, deps.posts);
  registerFormsRoute(app, deps);
  registerConsentsRoute(app, { ...deps, consents: deps.store.consents });
  await registerReportsRoute(app, {
    fieldReports: deps.store.fieldReports,
    allowedOrigins: deps.allowedOrigins,
    reportPassKey: deps.reportPassSecret === undefined ? undefined : reportPassKey(deps.reportPassSecret),
    rateLimitMax: deps.reportsRateLimitMax,
    rateLimitWindowMs: deps.rateLimitWindowMs,
  });

  return app;
}

function toApiError(error: FastifyError | ApiError): ApiError {
  if (error instanceof ApiError) return error;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('payload_too_large');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('unsupported_media_type');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return malformedJson();
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return invalid([{ path: '', message: 'Malformed request' }]);
  return new ApiError('internal');
}
