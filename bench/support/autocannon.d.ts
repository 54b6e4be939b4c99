// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string | string[]>) => void;
  }

  interface Options extends Request {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Milliseconds between samples; a stop takes effect at the next one. */
    sampleInt?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
    requests?: Request[];
  }

  interface Result {
    errors: number;
    timeouts: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
  export type { Instance, Options, Request, Result };
}
