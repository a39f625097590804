import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalPacedBudget, RedisPacedBudget, type PacedBudget } from '@criadero/service-kit';
import { startRedis, type RunningRedis } from '@criadero/service-kit/testing';
import { AxieGraphqlClient, UpstreamBusyError, type GraphqlClientOptions } from '../src/market/sources/graphql-client';
import { FakeMarketplace } from '../src/testing/fake-marketplace';

const SYNC_QUERY = 'query SearchAxies { axies { total } }';
const DETAIL_QUERY = 'query GetAxieDetail { axie { id } }';

/**
 * The one paced budget in front of the marketplace: real HTTP to the fake marketplace (which
 * answers bare 429s as the real gateway does), and a real redis-server for the budget shared by
 * gateways. Only lower bounds of waits are asserted (a timer never fires early).
 */
describe('the marketplace client: one paced budget, backoff, a bounded line, the sync first', () => {
  const fake = new FakeMarketplace({ size: 30, held: 0 });
  let redis: RunningRedis;

  beforeAll(async () => {
    await fake.start();
    redis = await startRedis();
  });
  afterAll(async () => {
    await fake.stop();
    await redis.stop();
  });

  const client = (options: Partial<GraphqlClientOptions> = {}) =>
    new AxieGraphqlClient({ endpoint: fake.endpoint, requestsPerSecond: 50, maxRetries: 50, timeoutMs: 2000, ...options });
  const since = (start: number) => fake.requests.filter((r) => r.at >= start);
  const sync = (c: AxieGraphqlClient) => c.query('SearchAxies', SYNC_QUERY, { from: 0, size: 1 });
  const visitor = (c: AxieGraphqlClient, id = 1) => c.query('GetAxieDetail', DETAIL_QUERY, { axieId: String(id) }, { priority: 'visitor' });

  it('asks a marketplace answering bare 429s less and less often, whoever asks: the whole budget backs off, doubling', async () => {
    // jitter at its lowest (half the pause): the pauses are then exactly 20, 40, 80... ms
    const budget = new RecordingBudget(new LocalPacedBudget({ requestsPerSecond: 50, baseBackoffMs: 40, maxBackoffMs: 60_000, random: () => 0 }));
    const polite = client({ budget });
    const start = Date.now();
    fake.throttleFor(1500);
    // the sync and three visitors ask at once, all through the rate-limited window
    await Promise.all([sync(polite), visitor(polite, 1), visitor(polite, 2), visitor(polite, 3)]);
    // each refusal doubles the one pause all four callers respect
    const strikes = budget.events.filter((e) => e.kind === 'strike');
    expect(strikes.length).toBeGreaterThanOrEqual(4);
    strikes.forEach((s, i) => expect(s.pauseMs, `pause ${i + 1}`).toBe(20 * 2 ** i));
    // nothing is sent while a pause holds (a request already on its way when a refusal came back
    // is not recalled: on a loaded machine two refusals can then arrive a few ms apart)
    for (const send of budget.events.filter((e) => e.kind === 'send')) {
      for (const strike of strikes.filter((s) => s.at <= send.at)) expect(send.at).toBeGreaterThanOrEqual(strike.at + strike.pauseMs!);
    }
    // pauses summing 20 + 40 + ... + 640 = 1260 ms, then 1280: 7 refusals in 1.5 s, and at most one more
    // for each of the three other callers' requests in flight when a refusal came back (75 without backoff)
    expect(since(start).filter((r) => r.status === 429).length).toBeLessThanOrEqual(10);
    // then every request was answered
    expect(since(start).filter((r) => r.status === 200)).toHaveLength(4);
  });

  it('serves the sync before the visitors, who take at most their share of the pace', async () => {
    const polite = client({ requestsPerSecond: 20, maxRetries: 0 });
    const start = Date.now();
    const visitors = Array.from({ length: 6 }, (_, i) => visitor(polite, i + 1));
    const syncs = Array.from({ length: 3 }, () => sync(polite));
    await Promise.all([...visitors, ...syncs]);
    const order = since(start).map((r) => r.operationName);
    expect(order).toHaveLength(9);
    // at most the one visitor already let through goes before the sync's three
    expect(order.slice(0, 4).filter((op) => op === 'SearchAxies')).toHaveLength(3);
    // visitors at half the pace (20 per s): let through 100 ms apart. Read at the marketplace, one
    // request's way there can be a little slower than the next one's, so the whole span is the
    // bound (5 gaps of 100 ms, less 10 % for the way), not each gap
    const visitorTimes = since(start)
      .filter((r) => r.operationName === 'GetAxieDetail')
      .map((r) => r.at);
    expect(visitorTimes).toHaveLength(6);
    expect(visitorTimes.at(-1)! - visitorTimes[0]!).toBeGreaterThanOrEqual(450);
  });

  it("refuses a visitor's request when its line is full, or when it waited its longest, without asking the marketplace", async () => {
    // one request a second, visitors every two: a second visitor would wait 2 s
    const polite = client({ requestsPerSecond: 1, maxRetries: 0, queue: { visitor: { maxWaiting: 3, maxWaitMs: 200 } } });
    const start = Date.now();
    const answers = await Promise.allSettled([visitor(polite, 1), visitor(polite, 2), visitor(polite, 3), visitor(polite, 4)]);
    expect(answers[0]!.status).toBe('fulfilled');
    const reasons = answers.slice(1).map((a) => (a.status === 'rejected' ? (a.reason as Error) : null));
    expect(reasons.every((r) => r instanceof UpstreamBusyError)).toBe(true);
    expect(reasons.map((r) => r!.message).sort()).toEqual(['the marketplace queue is full', 'waited too long for the marketplace', 'waited too long for the marketplace']);
    expect(since(start)).toHaveLength(1);
  });

  it('two gateways with one API key share one pace through Redis', async () => {
    const budgetFor = () => RedisPacedBudget.connect(redis.url, 'axie-marketplace', 'key-a', { requestsPerSecond: 5, baseBackoffMs: 400, random: () => 0 });
    const [b1, b2] = await Promise.all([budgetFor(), budgetFor()]);
    try {
      const [g1, g2] = [client({ requestsPerSecond: 5, budget: b1 }), client({ requestsPerSecond: 5, budget: b2 })];
      const start = Date.now();
      await Promise.all([...Array.from({ length: 4 }, () => sync(g1)), ...Array.from({ length: 4 }, () => sync(g2))]);
      const times = since(start)
        .map((r) => r.at)
        .sort((a, b) => a - b);
      expect(times).toHaveLength(8);
      // 8 requests at 5 per second between them: 7 slots of 200 ms (each gateway alone would send its 4 in 600 ms)
      expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(7 * 200 - 50);

      // a refusal met by one gateway (its strike: a pause of at least 200 ms) holds the other's next request
      await new Promise((resolve) => setTimeout(resolve, 250)); // past the last request's slot
      const struck = Date.now();
      await b1.strike();
      await sync(g2);
      expect(since(struck)[0]!.at - struck).toBeGreaterThanOrEqual(200 - 5);
    } finally {
      await Promise.all([b1.close(), b2.close()]);
    }
  });
});

/** The budget's decisions as they happen: each send it allowed, each refusal's pause and when it began. */
class RecordingBudget implements PacedBudget {
  readonly events: Array<{ kind: 'send' | 'strike'; at: number; pauseMs?: number }> = [];
  constructor(private readonly inner: PacedBudget) {}
  async take(): Promise<number> {
    const wait = await this.inner.take();
    if (wait === 0) this.events.push({ kind: 'send', at: Date.now() });
    return wait;
  }
  pause(ms: number): Promise<void> {
    return this.inner.pause(ms);
  }
  async strike(): Promise<number> {
    // read before the budget does: the pause then ends no earlier than at + pauseMs
    const at = Date.now();
    const pauseMs = await this.inner.strike();
    this.events.push({ kind: 'strike', at, pauseMs });
    return pauseMs;
  }
  clear(): Promise<void> {
    return this.inner.clear();
  }
}
