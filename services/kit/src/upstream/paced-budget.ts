import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * One pace for every request made to an upstream API with one key: sends `1000 / requestsPerSecond`
 * ms apart, a pause that every holder of the budget respects (a Retry-After), and an exponential
 * backoff with jitter shared by all of them (consecutive refusals without a Retry-After: the
 * pause doubles, from `baseBackoffMs` up to `maxBackoffMs`; one success starts it over). A
 * client asks to send; told to wait, it waits and asks again (a pause that began meanwhile holds it).
 */
export interface PacedBudget {
  /** Takes the send if it may happen now (resolves 0), else resolves how long to wait before asking again (ms). */
  take(): Promise<number>;
  /** Nothing is sent for `ms` (the upstream said when: Retry-After), whoever sends. */
  pause(ms: number): Promise<void>;
  /** The upstream refused without saying when (429, 5xx, no answer): the shared pause grows; resolves to it (ms). */
  strike(): Promise<number>;
  /** A request was answered: the backoff starts over. */
  clear(): Promise<void>;
}

export interface PacedBudgetOptions {
  requestsPerSecond: number;
  /** the first pause after a refusal (default 500 ms); doubles per refusal in a row, with jitter (half to all of it) */
  baseBackoffMs?: number;
  /** the longest pause (default 5 min) */
  maxBackoffMs?: number;
  /** a number in [0, 1) (default Math.random): the jitter */
  random?: () => number;
}

const backoffMs = (strikes: number, options: PacedBudgetOptions, random: number) =>
  Math.min(options.maxBackoffMs ?? 300_000, (options.baseBackoffMs ?? 500) * 2 ** Math.max(0, strikes - 1)) * (0.5 + random / 2);

/** The budget of one process (no REDIS_URL): every client made with it shares it. */
export class LocalPacedBudget implements PacedBudget {
  private nextSlot = 0;
  private pausedUntil = 0;
  private strikes = 0;

  constructor(
    private readonly options: PacedBudgetOptions,
    private readonly now: () => number = Date.now,
  ) {}

  async take(): Promise<number> {
    const now = this.now();
    const from = Math.max(this.nextSlot, this.pausedUntil);
    if (from > now) return from - now;
    this.nextSlot = now + 1000 / this.options.requestsPerSecond;
    return 0;
  }

  async pause(ms: number): Promise<void> {
    this.pausedUntil = Math.max(this.pausedUntil, this.now() + ms);
  }

  async strike(): Promise<number> {
    this.strikes++;
    const pause = backoffMs(this.strikes, this.options, (this.options.random ?? Math.random)());
    await this.pause(pause);
    return pause;
  }

  async clear(): Promise<void> {
    this.strikes = 0;
  }
}

// Each script reads Redis's own clock (TIME), so gateways whose clocks differ still share one pace.
// A Lua number returned to Redis is truncated to an integer: waits are rounded up first.
const NOW = "local t = redis.call('TIME') local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)";
/** KEYS: next send, paused until. ARGV: interval ms, key lifetime ms. → 0 (taken) or ms to wait */
const TAKE = `${NOW}
local from = math.max(tonumber(redis.call('GET', KEYS[1]) or '0'), tonumber(redis.call('GET', KEYS[2]) or '0'))
if from > now then return math.ceil(from - now) end
redis.call('SET', KEYS[1], tostring(now + tonumber(ARGV[1])), 'PX', ARGV[2])
return 0`;
/** KEYS: paused until. ARGV: pause ms, key lifetime ms. */
const PAUSE = `${NOW}
local untilMs = math.max(now + tonumber(ARGV[1]), tonumber(redis.call('GET', KEYS[1]) or '0'))
redis.call('SET', KEYS[1], tostring(untilMs), 'PX', ARGV[2])
return 0`;
/** KEYS: paused until, strikes. ARGV: base ms, max ms, jitter factor, key lifetime ms. → the pause (ms) */
const STRIKE = `${NOW}
local strikes = redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[4])
local pause = math.floor(math.min(tonumber(ARGV[2]), tonumber(ARGV[1]) * 2 ^ (strikes - 1)) * tonumber(ARGV[3]))
local untilMs = math.max(now + pause, tonumber(redis.call('GET', KEYS[1]) or '0'))
redis.call('SET', KEYS[1], tostring(untilMs), 'PX', ARGV[4])
return pause`;

/** Keys outlive any pause: an idle budget's keys expire by themselves. */
const KEY_LIFETIME_MS = 3_600_000;

/**
 * The budget shared by every gateway through Redis (`REDIS_URL`): the slots, the pause and the
 * backoff live in three keys named by a hash of the API key (never the key itself), changed by
 * Lua scripts (atomic). While Redis does not answer, the process paces itself with a local budget
 * at the same rate (logged once per outage): the upstream is never sent more than one process's
 * share would be.
 */
export class RedisPacedBudget implements PacedBudget {
  private readonly keys: { next: string; paused: string; strikes: string };
  private readonly fallback: LocalPacedBudget;
  private warned = false;

  private constructor(
    private readonly redis: Redis,
    name: string,
    private readonly options: PacedBudgetOptions & { warn?: (error: unknown) => void },
  ) {
    const prefix = `criadero-upstream:${name}`;
    this.keys = { next: `${prefix}:next`, paused: `${prefix}:paused`, strikes: `${prefix}:strikes` };
    this.fallback = new LocalPacedBudget(options);
  }

  /**
   * Connects (a wrong URL stops the start-up with a clear message). `upstream` names the API,
   * `apiKey` the key whose budget it is: holders of another key have their own.
   */
  static async connect(url: string, upstream: string, apiKey: string, options: PacedBudgetOptions & { warn?: (error: unknown) => void }): Promise<RedisPacedBudget> {
    const redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5000 });
    redis.on('error', () => undefined); // reported by the calls that fail (warnOnce)
    try {
      await redis.connect();
    } catch (error) {
      redis.disconnect();
      throw new Error(`REDIS_URL: could not connect for the ${upstream} budget (${error instanceof Error ? error.message : String(error)})`, { cause: error });
    }
    const keyHash = createHash('sha256').update(apiKey).digest('hex').slice(0, 16);
    return new RedisPacedBudget(redis, `${upstream}:${keyHash}`, options);
  }

  async take(): Promise<number> {
    const interval = Math.ceil(1000 / this.options.requestsPerSecond);
    return this.shared(async () => Number(await this.redis.eval(TAKE, 2, this.keys.next, this.keys.paused, interval, KEY_LIFETIME_MS)), () => this.fallback.take());
  }

  async pause(ms: number): Promise<void> {
    await this.shared(async () => void (await this.redis.eval(PAUSE, 1, this.keys.paused, Math.ceil(ms), KEY_LIFETIME_MS)), () => this.fallback.pause(ms));
  }

  async strike(): Promise<number> {
    const jitter = 0.5 + (this.options.random ?? Math.random)() / 2;
    const args = [this.options.baseBackoffMs ?? 500, this.options.maxBackoffMs ?? 300_000, jitter, KEY_LIFETIME_MS];
    return this.shared(async () => Number(await this.redis.eval(STRIKE, 2, this.keys.paused, this.keys.strikes, ...args)), () => this.fallback.strike());
  }

  async clear(): Promise<void> {
    await this.shared(async () => void (await this.redis.del(this.keys.strikes)), () => this.fallback.clear());
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private async shared<T>(inRedis: () => Promise<T>, locally: () => Promise<T>): Promise<T> {
    try {
      const value = await inRedis();
      this.warned = false;
      return value;
    } catch (error) {
      if (!this.warned) this.options.warn?.(error);
      this.warned = true;
      return locally();
    }
  }
}
