/**
 * The HTTP surface of the api: `POST /api/forms` (docs/architecture.md#form-endpoint) and
 * `POST /api/consents` behind security headers, a CORS allow-list and a per-IP rate limit, and
 * the blog's `GET /api/posts`. `buildApp`
 * wires the given dependencies and never listens, so tests and the benchmark start it on a port
 * of their choosing.
 */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { forms, HONEYPOT_FIELD, isFormType, submissionSchema, type FormType } from 'shared/schemas/forms';
import { registerConsentsRoute } from './consents';
import type { ConsentRepository } from './consent-records';
import { ApiError, invalid, malformedJson, requireJson, toIssues } from './errors';
import { createKeyedQueue } from './keyed-queue';
import type { LeadRepository, StoredAttempt } from './leads';
import { registerPostsRoute, type Post } from './posts';
import type { TokenVerifier } from './verification';

export interface AppDeps {
  leads: LeadRepository;
  consents: ConsentRepository;
  verifier: TokenVerifier;
  /** The blog's posts, loaded at start (`loadPosts`). */
  posts: readonly Post[];
  /** Origins whose pages may post (CORS). */
  allowedOrigins: readonly string[];
  /** Submissions per IP per window; 0 turns the limit off. */
  rateLimitMax: number;
  rateLimitWindowMs?: number;
  /** Queue stored leads for the CRM webhook. */
  forward: boolean;
  /** Called after a lead is committed, to wake the outbox worker. */
  onLeadStored?: () => void;
  /** Reverse proxies in front of the api; their X-Forwarded-For names the client. */
  trustProxyHops?: number;
  /** How long a client may take to send a request; `requestTimeouts` unless a test shortens them. */
  timeouts?: RequestTimeouts;
  logger?: FastifyServerOptions['logger'];
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
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

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
  });

  const sameKeyInTurn = createKeyedQueue();

  app.get('/api/health', async () => ({ status: 'ok' }));
  registerPostsRoute(app, deps.posts);
  registerConsentsRoute(app, deps);

  app.post(
    '/api/forms',
    {
      config: {
        rateLimit:
          deps.rateLimitMax > 0 ? { max: deps.rateLimitMax, timeWindow: deps.rateLimitWindowMs ?? 60_000 } : false,
      },
      preParsing: requireJson,
    },
    async (request, reply) => {
      const key = idempotencyKey(request.headers['idempotency-key']);
      const body = request.body;
      if (!isPlainObject(body)) throw invalid([{ path: '', message: 'Expected a JSON object' }]);
      const { formType } = body;
      if (!isFormType(formType)) throw invalid([{ path: 'formType', message: 'Unknown form type' }]);

      // The honeypot is not part of the form's schema: strip it, remember whether it was filled.
      // Validation comes before anything else walks the body: the schemas are flat, so a deeply
      // nested value is refused here without recursing into it.
      const { [HONEYPOT_FIELD]: honeypot, ...submission } = body;
      const { recaptchaToken, fields } = validate(formType, submission);
      const spam = isFilled(honeypot);
      const bodyHash = hashSubmission(formType, fields, spam);
      const accept = () => acceptLead({ formType, fields, spam, bodyHash, key, recaptchaToken, ip: request.ip });
      // A retry sent while its first attempt is still under way waits for that attempt's outcome:
      // racing it, it would find the single-use token spent and be told 403 for a stored lead.
      const id = key === null ? await accept() : await sameKeyInTurn(key, accept);
      return reply.code(201).send({ id });
    },
  );

  interface Acceptance {
    formType: FormType;
    fields: Record<string, unknown> & { email: string };
    spam: boolean;
    bodyHash: string;
    key: string | null;
    recaptchaToken: string;
    ip: string;
  }

  /** Verifies the token and stores the lead; a retry of a stored submission gets its first id. */
  async function acceptLead({ formType, fields, spam, bodyHash, key, recaptchaToken, ip }: Acceptance) {
    // Answered before the token is checked again: the token was spent on the first attempt.
    const previous = key === null ? undefined : deps.leads.findByIdempotencyKey(key);
    if (previous) return replay(previous, bodyHash);

    const verdict = await deps.verifier.verify(recaptchaToken, forms[formType].action, ip);
    if (!verdict.ok) {
      app.log.info({ reason: verdict.reason, formType }, 'token rejected');
      throw new ApiError(verdict.unavailable ? 'verification_unavailable' : 'verification_failed');
    }

    const result = deps.leads.insert({
      formType,
      email: fields.email,
      fields,
      idempotencyKey: key,
      bodyHash,
      spam,
      forward: deps.forward,
    });
    if (!result.stored) return replay(result.existing, bodyHash);
    deps.onLeadStored?.();
    return result.id;
  }

  return app;
}

/** The submission checked against its form's shared schema: the token, and the fields to store. */
function validate(formType: FormType, submission: Record<string, unknown>) {
  const parsed = submissionSchema(formType).safeParse(submission);
  if (!parsed.success) {
    const issues = toIssues(parsed.error.issues);
    const fieldIssues = issues.filter((issue) => issue.path !== 'recaptchaToken');
    if (fieldIssues.length > 0) throw invalid(fieldIssues);
    // Only the token is wrong: a missing token is answered 403, like a bad one.
    throw new ApiError('verification_failed');
  }
  const {
    recaptchaToken,
    formType: _formType,
    ...fields
  } = parsed.data as Record<string, unknown> & {
    recaptchaToken: string;
    email: string;
  };
  return { recaptchaToken, fields };
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

/** The optional Idempotency-Key: `null` when the request sent none (the shape the site's contract allows). */
function idempotencyKey(header: string | string[] | undefined): string | null {
  const key = Array.isArray(header) ? header.join(',') : header?.trim();
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(key)) throw new ApiError('idempotency_key_invalid');
  return key;
}

function replay(previous: StoredAttempt, bodyHash: string): string {
  if (previous.bodyHash !== bodyHash) throw new ApiError('idempotency_key_reused');
  return previous.id;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/**
 * What "the same submission" means for a retry: the same validated values whatever their key
 * order, spacing or token, so a client that fetched a fresh token for its retry is still
 * recognised. Only validated (flat) values are walked, never the raw body.
 */
export function hashSubmission(formType: FormType, fields: Record<string, unknown>, spam: boolean): string {
  const canonical = Object.keys(fields)
    .sort()
    .map((name) => [name, fields[name]]);
  return createHash('sha256')
    .update(JSON.stringify([formType, spam, canonical]))
    .digest('hex');
}
