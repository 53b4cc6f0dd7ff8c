/** What every POST route of the api shares: a per-client rate limit, and JSON bodies only. */
import { requireJson } from './errors';

export interface PostRouteLimits {
  /** Requests per client IP per window; 0 turns the limit off. */
  rateLimitMax: number;
  rateLimitWindowMs?: number;
}

export function postRouteOptions({ rateLimitMax, rateLimitWindowMs = 60_000 }: PostRouteLimits) {
  return {
    config: { rateLimit: rateLimitMax > 0 ? { max: rateLimitMax, timeWindow: rateLimitWindowMs } : false },
    preParsing: requireJson,
  } as const;
}
