/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  interface Options {
    /** Several targets share the connections round-robin. */
    url: string | string[];
    duration?: number;
    connections?: number;
    requests?: (Request & { setupRequest?: (request: Request) => Request })[];
  }

  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }

  export interface Result {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
