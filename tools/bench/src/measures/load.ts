import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** answers that were not 2xx, plus socket errors and timeouts: must be 0 for the figure to count */
  failures: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  /** bodies sent in turn instead of `body` (answers a server caches by body stay uncached) */
  bodies?: unknown[];
  durationSeconds: number;
  connections: number;
}

/** One autocannon run (after a short warm-up on the same target). */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const bodies = options.bodies?.map((b) => JSON.stringify(b));
  let next = 0;
  const result = await autocannon({
    url: options.url,
    method: options.method ?? 'GET',
    headers: { ...(body || bodies ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body,
    ...(bodies ? { requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, body: bodies[next++ % bodies.length] }) }] } : {}),
    connections: options.connections,
    duration: options.durationSeconds,
    warmup: { connections: options.connections, duration: Math.max(1, Math.round(options.durationSeconds / 4)) },
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
