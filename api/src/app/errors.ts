/**
 * Every error the api answers with, in one place: the code a client sees in `{ error }` and the
 * HTTP status that goes with it (api/README.md#post-apiforms). Routes throw `ApiError`; the
 * app's error handler turns it, and Fastify's own errors, into these bodies.
 */

export const errorStatus = {
  invalid: 400,
  idempotency_key_invalid: 400,
  verification_failed: 403,
  report_refused: 403,
  not_found: 404,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  rate_limited: 429,
  internal: 500,
  verification_unavailable: 503,
  store_unavailable: 503,
  reports_unverifiable: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** One broken rule: the field's dotted path ('' for the body itself) and the schema's message. */
export interface Issue {
  path: string;
  message: string;
}

export interface ErrorBody {
  error: ErrorCode;
  issues?: Issue[];
}

export class ApiError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly issues?: Issue[],
    options?: ErrorOptions,
  ) {
    super(code, options);
    this.statusCode = errorStatus[code];
  }

  get body(): ErrorBody {
    return this.issues ? { error: this.code, issues: this.issues } : { error: this.code };
  }
}

export function invalid(issues: Issue[]): ApiError {
  return new ApiError('invalid', issues);
}

/** A schema's issues (zod's or zod/mini's) as the api answers them: dotted path and message. */
export function toIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Issue[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export const malformedJson = (): ApiError => invalid([{ path: '', message: 'Malformed JSON' }]);

/**
 * A route's `preParsing` check: only bodies of the route's media types (JSON unless it says
 * otherwise) are read, so a form-encoded body, say, never is.
 */
export function requireMediaType(...accepted: string[]) {
  return async (request: { headers: { 'content-type'?: string } }): Promise<void> => {
    const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (mediaType === undefined || !accepted.includes(mediaType)) throw new ApiError('unsupported_media_type');
  };
}

/**
 * A store call; its failure is answered 503 with a reason, the client may retry, and nothing
 * was answered 201 that is not committed.
 */
export async function fromStore<T>(
  log: { error(details: object, message: string): void },
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.error({ err: error }, 'store failed');
    throw new ApiError('store_unavailable');
  }
}
