import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storeTargets } from '@criadero/service-kit/testing';
import type { Store } from '@criadero/service-kit/store';
import type { MarketStatusEvent } from '@criadero/api-contracts/axie';
import { FakeMarketplace } from '../src/testing/fake-marketplace';
import { buildTestApp, type AxieTestApp } from './helpers';

const POLL_MS = 300;
/** well above a poll's duration on a loaded machine, so a slow poll is not taken for a failing sync */
const DEGRADED_AFTER_MS = 3000;
const WAIT = { timeout: 30_000, interval: 50 };

const marketConfig = (fake: FakeMarketplace) => ({
  marketSource: 'graphql' as const,
  graphql: { endpoint: fake.endpoint, apiKey: undefined, requestsPerSecond: 40, maxRetries: 1, timeoutMs: 2000, pageSize: 50, maxItems: 1000 },
  sync: { enabled: true, pollMs: POLL_MS, sweepMs: 60_000, degradedAfterMs: DEGRADED_AFTER_MS, recheckTtlMs: 1000, sampleChangesPerSecond: 0 },
});

async function listen(app: AxieTestApp): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Opens `GET /api/axie/status/stream` over real HTTP and collects its `market` events. */
async function openStatusStream(base: string) {
  const response = await fetch(`${base}/api/axie/status/stream`);
  const events: MarketStatusEvent[] = [];
  let text = '';
  const reader = response.body!.getReader();
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
      let end: number;
      while ((end = text.indexOf('\n\n')) >= 0) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const data = /^event: market\ndata: (.*)$/m.exec(block);
        if (data) events.push(JSON.parse(data[1]!) as MarketStatusEvent);
      }
    }
  })().catch(() => undefined);
  return {
    response,
    events,
    last: () => events.at(-1)!,
    close: async () => {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}

/**
 * The market's status pushed to the pages: the age counts from the last successful check of the
 * source (a quiet market stays fresh), the degraded state counts from when polls began to fail,
 * and a market that never loaded says so. Against the fake marketplace, over real HTTP.
 */
describe.each(storeTargets().filter((target) => target.name === 'embedded' || target.name === 'ferretdb'))('the market status stream on $name', (target) => {
  const fake = new FakeMarketplace({ size: 120, held: 5 });
  let store: Store;
  let app: AxieTestApp;
  let base: string;

  beforeAll(async () => {
    await fake.start();
    store = await target.open();
    app = await buildTestApp({ store, config: marketConfig(fake) });
    await app.axieMarket.ready();
    base = await listen(app);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    if (store) await target.dispose(store);
    await fake.stop();
  });

  it('on a quiet healthy market, pushes each successful check: the age counts from the last check, not from the last change', { timeout: 60_000 }, async () => {
    const stream = await openStatusStream(base);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    await vi.waitFor(() => expect(stream.events.length).toBeGreaterThan(0), WAIT);
    expect(stream.events[0]).toMatchObject({ loaded: true, syncing: true, degraded: false, failingSince: null, staleSince: null, loadFailingSince: null });
    // stamped with the server's clock, so a page counts the age on it
    expect(Date.parse(stream.events[0]!.sentAt!)).toBeGreaterThanOrEqual(Date.parse(stream.events[0]!.checkedAt ?? stream.events[0]!.sentAt!));
    await app.axieMarket.follower.index(); // the index is built: its syncedAt is known
    const { syncedAt, changesApplied } = (await app.inject({ method: 'GET', url: '/api/axie/status' })).json<{ market: { syncedAt: string; changesApplied: number } }>().market;
    // nobody lists, sells or reprices: still, polls succeed and every one of them is pushed
    const seen = stream.events.length;
    await vi.waitFor(() => expect(new Set(stream.events.slice(seen).map((e) => e.checkedAt)).size).toBeGreaterThanOrEqual(3), WAIT);
    const checks = stream.events.map((e) => Date.parse(e.checkedAt!));
    expect(checks).toEqual([...checks].sort((a, b) => a - b));
    const market = (await app.inject({ method: 'GET', url: '/api/axie/status' })).json<{ market: { syncedAt: string; changesApplied: number; checkedAt: string } }>().market;
    expect(market.changesApplied).toBe(changesApplied);
    expect(market.syncedAt).toBe(syncedAt);
    expect(syncedAt).toEqual(expect.any(String));
    // the last check is newer than the last change: a page counting from syncedAt would age a healthy market
    expect(Date.parse(stream.last().checkedAt!)).toBeGreaterThan(Date.parse(syncedAt));
    expect(Date.parse(market.checkedAt)).toBeGreaterThanOrEqual(Date.parse(stream.last().checkedAt!));
    await stream.close();
  });

  it('when polls fail, says since when they fail, and the degraded state counts from then, until a poll succeeds again', { timeout: 90_000 }, async () => {
    const stream = await openStatusStream(base);
    await vi.waitFor(() => expect(stream.events.length).toBeGreaterThan(0), WAIT);
    const lastGood = Date.parse(stream.last().checkedAt!);
    fake.fail(500, 100_000);
    await vi.waitFor(() => expect(stream.last().failingSince).not.toBeNull(), WAIT);
    const failingSince = stream.last().failingSince!;
    await vi.waitFor(() => expect(stream.last().degraded).toBe(true), WAIT);
    const degraded = stream.last();
    // from when polls began to fail, neither from the last change nor from the page's own clock
    expect(degraded.staleSince).toBe(failingSince);
    expect(degraded.failingSince).toBe(failingSince);
    expect(Date.parse(degraded.checkedAt!)).toBeLessThanOrEqual(Date.parse(failingSince));
    expect(Date.parse(degraded.checkedAt!)).toBeGreaterThanOrEqual(lastGood);
    fake.heal();
    await vi.waitFor(() => expect(stream.last()).toMatchObject({ degraded: false, failingSince: null, staleSince: null }), { timeout: 60_000, interval: 50 });
    expect(Date.parse(stream.last().checkedAt!)).toBeGreaterThan(Date.parse(failingSince));
    await stream.close();
  });
});

describe('a market that never loaded', () => {
  const fake = new FakeMarketplace({ size: 50, held: 5 });
  let app: AxieTestApp;
  let base: string;

  beforeAll(async () => {
    await fake.start();
    fake.fail(500, 1_000_000);
    app = await buildTestApp({ config: marketConfig(fake) });
    await expect(app.axieMarket.ready()).rejects.toThrow();
    base = await listen(app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await fake.stop();
  });

  it('says so on the stream and in the status, with since when loading fails', async () => {
    const stream = await openStatusStream(base);
    await vi.waitFor(() => expect(stream.events.length).toBeGreaterThan(0), WAIT);
    expect(stream.last()).toMatchObject({ loaded: false, checkedAt: null });
    expect(stream.last().loadFailingSince).toEqual(expect.any(String));
    const market = (await app.inject({ method: 'GET', url: '/api/axie/status' })).json<{ market: Record<string, unknown> }>().market;
    expect(market).toMatchObject({ loaded: false, loadFailingSince: stream.last().loadFailingSince });
    await stream.close();
  });
});
