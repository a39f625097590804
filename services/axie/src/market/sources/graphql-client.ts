import { setTimeout as sleep } from 'node:timers/promises';
import { LocalPacedBudget, type PacedBudget } from '@criadero/service-kit';

export interface GraphqlClientOptions {
  endpoint: string;
  apiKey?: string;
  /** requests per second allowed (client-side pacing; the budget's when `budget` is given) */
  requestsPerSecond: number;
  maxRetries: number;
  timeoutMs: number;
  /** first backoff pause; doubles per refusal in a row, with jitter (default 500 ms) */
  baseBackoffMs?: number;
  /** longest pause honoured from Retry-After, and the longest backoff (default 60 s) */
  maxRetryAfterMs?: number;
  /** the pace shared by every client with this API key (all gateways, through Redis); default: this client's own */
  budget?: PacedBudget;
  /** the waiting line: its length and how long a request may wait in it, per priority */
  queue?: Partial<Record<RequestPriority, { maxWaiting: number; maxWaitMs: number }>>;
  /** the share of the pace visitors' requests may take (default 0.5): the rest is kept for the sync */
  visitorShare?: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Who asks: the market's import and sync (`sync`), served first, or a visitor's look-up (`visitor`:
 * a re-check, a player's axie, its sales), served with the slots the sync leaves and refused
 * rather than queued long.
 */
export type RequestPriority = 'sync' | 'visitor';

const DEFAULT_QUEUE: Record<RequestPriority, { maxWaiting: number; maxWaitMs: number }> = {
  sync: { maxWaiting: 1000, maxWaitMs: 300_000 },
  visitor: { maxWaiting: 32, maxWaitMs: 8000 },
};

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

/** The waiting line is full, or a request waited its longest: the marketplace is not asked (a visitor's answer is 503). */
export class UpstreamBusyError extends GraphqlError {
  override name = 'UpstreamBusyError';
  constructor(reason: 'full' | 'timeout') {
    super(reason === 'full' ? 'the marketplace queue is full' : 'waited too long for the marketplace');
  }
}

interface Waiting {
  priority: RequestPriority;
  go: () => void;
  fail: (error: Error) => void;
  timer: NodeJS.Timeout;
}

/**
 * A small client for the Axie marketplace GraphQL: POST `{operationName, query, variables}` with
 * the X-API-Key header. Every request waits its turn in one line and takes a slot of the paced
 * budget (shared by every gateway with the same key when there is Redis): the sync's requests
 * go first; visitors' take at most `visitorShare` of the pace, wait at most a few seconds, and
 * are refused when their line is full. A 429 or 5xx without Retry-After, a
 * timeout or a network error pauses the whole budget with exponential backoff and jitter (doubling
 * per refusal in a row, so a marketplace answering only 429s is asked less and less often); a
 * Retry-After pauses it that long. GraphQL `errors` are not retried unless they say the rate
 * limit was hit.
 */
export class AxieGraphqlClient {
  private readonly fetchFn: typeof fetch;
  private readonly pauseFn: (ms: number) => Promise<void>;
  private readonly budget: PacedBudget;
  private readonly waiting: Record<RequestPriority, Waiting[]> = { sync: [], visitor: [] };
  private dispatching = false;
  /** when the last visitor's request was let through (their share of the slots) */
  private lastVisitorAt = 0;
  requests = 0;

  constructor(private readonly options: GraphqlClientOptions) {
    this.fetchFn = options.fetch ?? fetch;
    this.pauseFn = options.sleep ?? ((ms) => sleep(ms));
    this.budget =
      options.budget ??
      new LocalPacedBudget({ requestsPerSecond: options.requestsPerSecond, baseBackoffMs: options.baseBackoffMs, maxBackoffMs: options.maxRetryAfterMs ?? 60_000 });
  }

  /** Requests waiting for their turn, by priority. */
  get queued(): Record<RequestPriority, number> {
    return { sync: this.waiting.sync.length, visitor: this.waiting.visitor.length };
  }

  async query<T>(operationName: string, query: string, variables: Record<string, unknown>, options: { priority?: RequestPriority } = {}): Promise<T> {
    const priority = options.priority ?? 'sync';
    for (let attempt = 0; ; attempt++) {
      await this.turn(priority);
      try {
        const data = await this.once<T>(operationName, query, variables);
        await this.budget.clear();
        return data;
      } catch (error) {
        const retryable = error instanceof GraphqlError ? error.retryable : true;
        if (!retryable) throw error;
        const retryAfter = (error as { retryAfterMs?: number }).retryAfterMs;
        // the whole budget waits, not only this request: every other request would meet the same refusal
        if (retryAfter !== undefined) await this.budget.pause(Math.min(retryAfter, this.options.maxRetryAfterMs ?? 60_000));
        else await this.budget.strike();
        if (attempt >= this.options.maxRetries) throw error;
      }
    }
  }

  /** Resolves when it is this request's turn (a slot of the budget); throws UpstreamBusyError when the line is full or it waited too long. */
  private turn(priority: RequestPriority): Promise<void> {
    const limits = { ...DEFAULT_QUEUE[priority], ...this.options.queue?.[priority] };
    const line = this.waiting[priority];
    if (line.length >= limits.maxWaiting) return Promise.reject(new UpstreamBusyError('full'));
    return new Promise<void>((resolve, reject) => {
      const waiting: Waiting = {
        priority,
        go: () => {
          clearTimeout(waiting.timer);
          resolve();
        },
        fail: reject,
        timer: setTimeout(() => {
          const at = line.indexOf(waiting);
          if (at >= 0) line.splice(at, 1);
          reject(new UpstreamBusyError('timeout'));
        }, limits.maxWaitMs),
      };
      waiting.timer.unref();
      line.push(waiting);
      void this.dispatch();
    });
  }

  /** Lets the waiting requests through one slot at a time, the sync's first. */
  private async dispatch(): Promise<void> {
    if (this.dispatching) return;
    this.dispatching = true;
    try {
      while (this.waiting.sync.length || this.waiting.visitor.length) {
        // a visitor's request waits out the visitors' share first (no slot is taken for nobody)
        if (this.waiting.sync.length === 0) {
          const gap = this.lastVisitorAt + this.visitorGapMs() - Date.now();
          if (gap > 0) {
            await this.pauseFn(gap);
            continue;
          }
        }
        let wait: number;
        try {
          wait = await this.budget.take();
        } catch (error) {
          for (const waiting of [...this.waiting.sync.splice(0), ...this.waiting.visitor.splice(0)]) waiting.fail(error as Error);
          break;
        }
        if (wait > 0) {
          // asked again after the wait: a pause that begins meanwhile (a 429 met by anyone) holds this request too
          await this.pauseFn(wait);
          continue;
        }
        const next = this.waiting.sync.shift() ?? this.takeVisitor();
        if (next) next.go(); // a slot nobody took (every waiter timed out meanwhile) is lost: less asked of the marketplace
      }
    } finally {
      this.dispatching = false;
    }
  }

  private takeVisitor(): Waiting | undefined {
    const next = this.waiting.visitor.shift();
    if (next) this.lastVisitorAt = Date.now();
    return next;
  }

  /** The least time between two visitors' requests: their share of the pace. */
  private visitorGapMs(): number {
    return 1000 / (this.options.requestsPerSecond * (this.options.visitorShare ?? 0.5));
  }

  private async once<T>(operationName: string, query: string, variables: Record<string, unknown>): Promise<T> {
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
      const header = response.headers.get('retry-after');
      const retryAfter = header === null ? Number.NaN : Number(header);
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
