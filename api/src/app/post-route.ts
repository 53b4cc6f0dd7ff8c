/** What every POST route of the api shares: a per-client rate limit, and JSON bodies only (unless it says otherwise). */
import { requireMediaType } from './errors';

export interface PostRouteLimits {
  /** Requests per client IP per window; 0 turns the limit off. */
  rateLimitMax: number;
  rateLimitWindowMs?: number;
}

export function postRouteOptions(
  { rateLimitMax, rateLimitWindowMs = 60_000 }: PostRouteLimits,
  mediaTypes: readonly string[] = ['application/json'],
) {
  return {
    config: { rateLimit: rateLimitMax > 0 ? { max: rateLimitMax, timeWindow: rateLimitWindowMs } : false },
    preParsing: requireMediaType(...mediaTypes),
  } as const;
}
