/**
 * A store for @fastify/rate-limit over the api's `RateLimitCounter` (store.ts): with PostgreSQL
 * every instance counts in the same table, so ten posts spread over two instances are ten.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitCounter } from './store';

export function rateLimitStore(counter: RateLimitCounter): FastifyRateLimitStoreCtor {
  function scoped(prefix: string): FastifyRateLimitStore {
    return {
      incr(key, callback, timeWindow) {
        counter.hit(`${prefix}${key}`, timeWindow).then(
          ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      },
      // Each route counts apart, as the plugin's own store does.
      child: (route) => scoped(`${route.method} ${route.path} `),
    };
  }
  return class {
    constructor() {
      return scoped('');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
