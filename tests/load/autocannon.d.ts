/** The part of autocannon 8's API the load uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Builds the request before each send; `context` lives for one pass over the requests. */
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      /** Requests per second of the whole instance, spread over its connections (at least 1). */
      overallRate?: number;
      timeout?: number;
      requests?: Request[];
    }
    interface Instance extends EventEmitter {
      on(
        event: 'response',
        listener: (client: unknown, status: number, bytes: number, ms: number) => void,
      ): this;
      on(event: 'reqError', listener: (error: Error) => void): this;
      stop(): void;
    }
  }
  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: unknown) => void,
  ): autocannon.Instance;
  export default autocannon;
}
