import { setTimeout as sleep } from 'node:timers/promises';

export interface GraphqlClientOptions {
  endpoint: string;
  apiKey?: string;
  /** requests per second allowed (client-side pacing) */
  requestsPerSecond: number;
  maxRetries: number;
  timeoutMs: number;
  /** first backoff pause; doubles per attempt, with jitter (default 500 ms) */
  baseBackoffMs?: number;
  /** longest pause honoured from Retry-After (default 60 s) */
  maxRetryAfterMs?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

export class GraphqlError extends Error {
  override name = 'GraphqlError';
  constructor(
    message: string,
    readonly status?: number,
    readonly retryable = false,
  ) {
    super(message);
  }
}

/**
 * A small client for the Axie marketplace GraphQL: POST `{operationName, query, variables}` with
 * the X-API-Key header, paced to `requestsPerSecond`, retried with exponential backoff and
 * jitter on network errors, timeouts, 429 and 5xx (honouring Retry-After). GraphQL `errors`
 * are not retried unless they say the rate limit was hit.
 */
export class AxieGraphqlClient {
  private nextSlot = 0;
  private readonly fetchFn: typeof fetch;
  private readonly pause: (ms: number) => Promise<void>;
  requests = 0;

  constructor(private readonly options: GraphqlClientOptions) {
    this.fetchFn = options.fetch ?? fetch;
    this.pause = options.sleep ?? ((ms) => sleep(ms));
  }

  async query<T>(operationName: string, query: string, variables: Record<string, unknown>): Promise<T> {
    const base = this.options.baseBackoffMs ?? 500;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.once<T>(operationName, query, variables);
      } catch (error) {
        const retryable = error instanceof GraphqlError ? error.retryable : true;
        if (!retryable || attempt >= this.options.maxRetries) throw error;
        const retryAfter = (error as { retryAfterMs?: number }).retryAfterMs;
        const backoff = retryAfter ?? base * 2 ** attempt * (0.5 + Math.random() / 2);
        await this.pause(Math.min(backoff, this.options.maxRetryAfterMs ?? 60_000));
      }
    }
  }

  private async pace(): Promise<void> {
    const interval = 1000 / this.options.requestsPerSecond;
    const now = Date.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + interval;
    if (slot > now) await this.pause(slot - now);
  }

  private async once<T>(operationName: string, query: string, variables: Record<string, unknown>): Promise<T> {
    await this.pace();
    this.requests++;
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.options.apiKey) headers['x-api-key'] = this.options.apiKey;
    let response: Response;
    try {
      response = await this.fetchFn(this.options.endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify({ operationName, query, variables }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      throw new GraphqlError(`network: ${(error as Error).message}`, undefined, true);
    }
    if (response.status === 429 || response.status >= 500) {
      const error = new GraphqlError(`HTTP ${response.status}`, response.status, true);
      const retryAfter = Number(response.headers.get('retry-after'));
      if (Number.isFinite(retryAfter) && retryAfter >= 0) Object.assign(error, { retryAfterMs: retryAfter * 1000 });
      await response.body?.cancel();
      throw error;
    }
    if (!response.ok) throw new GraphqlError(`HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`, response.status);
    let body: { data?: T; errors?: { message: string }[] };
    try {
      body = (await response.json()) as typeof body;
    } catch {
      throw new GraphqlError('response is not JSON', response.status, true);
    }
    if (body.errors?.length) {
      const message = body.errors.map((e) => e.message).join('; ');
      throw new GraphqlError(message, response.status, /rate limit|too many/i.test(message));
    }
    if (!body.data) throw new GraphqlError('response without data', response.status);
    return body.data;
  }
}
