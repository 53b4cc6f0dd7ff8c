/**
 * `POST /api/forms` (docs/architecture.md#form-endpoint): validates a submission against its form's
 * shared schema, verifies its bot-protection token, and stores it with its outbox row before
 * answering 201. A retry carrying the Idempotency-Key of a stored submission gets the first id.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { forms, HONEYPOT_FIELD, isFormType, submissionSchema, type FormType } from 'shared/schemas/forms';
import { ApiError, fromStore, invalid, toIssues } from '../app/errors';
import { createKeyedQueue } from './keyed-queue';
import { postRouteOptions, type PostRouteLimits } from '../app/post-route';
import type { Store, StoredAttempt } from '../store/store';
import type { TokenVerifier } from './verification';

export interface FormsRouteDeps extends PostRouteLimits {
  store: Store;
  verifier: TokenVerifier;
  /** Queue stored leads for the CRM webhook. */
  forward: boolean;
  /** Called after a lead is committed, to wake the outbox worker. */
  onLeadStored?: () => void;
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

export function registerFormsRoute(app: FastifyInstance, deps: FormsRouteDeps): void {
  const sameKeyInTurn = createKeyedQueue();

  app.post('/api/forms', postRouteOptions(deps), async (request, reply) => {
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
  });

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
    const previous =
      key === null ? undefined : await fromStore(app.log, () => deps.store.leads.findByIdempotencyKey(key));
    if (previous) return replay(previous, bodyHash);

    // A verifier answers a verdict; it throws only when the store it records used tokens in fails.
    const verdict = await fromStore(app.log, () => deps.verifier.verify(recaptchaToken, forms[formType].action, ip));
    if (!verdict.ok) {
      app.log.info({ reason: verdict.reason, formType }, 'token rejected');
      throw new ApiError(verdict.unavailable ? 'verification_unavailable' : 'verification_failed');
    }

    const result = await fromStore(app.log, () =>
      deps.store.leads.insert({
        formType,
        email: fields.email,
        fields,
        idempotencyKey: key,
        bodyHash,
        spam,
        forward: deps.forward,
      }),
    );
    if (!result.stored) return replay(result.existing, bodyHash);
    deps.onLeadStored?.();
    return result.id;
  }
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
