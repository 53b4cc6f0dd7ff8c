/**
 * A store for @fastify/rate-limit over the api's `RateLimitCounter` (store/store.ts): with PostgreSQL
 * every instance counts in the same table, so ten posts spread over two instances are ten.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateLimitCounter } from '../store/store';
import { ApiError } from './errors';

/**
 * What the plugin really passes to `child()`: its types say the route's options, but at run time
 * (11.x) it is the route's merged rate-limit settings, with the route under `routeInfo` (the
 * plugin's own RedisStore reads it there). Reading `method` and `path` off it gave `undefined`,
 * so every route shared one budget.
 */
interface ChildParams {
  routeInfo: { method: string | string[]; url: string };
}

export function rateLimitStore(counter: RateLimitCounter): FastifyRateLimitStoreCtor {
  function scoped(prefix: string): FastifyRateLimitStore {
    return {
      incr(key, callback, timeWindow) {
        counter.hit(`${prefix}${key}`, timeWindow).then(
          ({ count, ttlMs }) => callback(null, { current: count, ttl: ttlMs }),
          // Answered as the store's failure where a route's limit fails closed (the reports').
          (error: unknown) => callback(new ApiError('store_unavailable', undefined, { cause: error })),
        );
      },
      // Each route counts apart, as the plugin's own store does.
      child: (params) => {
        const { routeInfo } = params as unknown as ChildParams;
        return scoped(`${String(routeInfo.method)} ${routeInfo.url} `);
      },
    };
  }
  return class {
    constructor() {
      return scoped('');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
