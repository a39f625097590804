import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { gatewayOn, signedIn, suiteConfig } from '../support/gateway-on-store';
import { liveHorseListingsFile } from '../support/gateway-process';

/**
 * Every paid-search route of the site, as composed by the gateway: a free search over sample data
 * does not count against the paid-search budget (RATE_LIMIT_SEARCH_MAX), a search over a live
 * market does.
 */
describe('the paid-search rate budget through the gateway', () => {
  const store = new EmbeddedStore();
  let app: Awaited<ReturnType<typeof gatewayOn>>;
  beforeAll(async () => {
    // a paid-search budget of 2 a minute, so a third counted search is refused
    app = await gatewayOn(store, suiteConfig({ RATE_LIMIT_SEARCH_MAX: '2', HORSE_LISTINGS_FILE: liveHorseListingsFile() }));
  }, 120_000);
  afterAll(async () => app.close());

  it('free searches over the sample markets pass beyond the paid-search budget; the live market keeps its budget', async () => {
    const player = await signedIn(app);
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: player.headers, payload, remoteAddress: '10.9.0.1' });
    const sampleSearches: Array<[string, (i: number) => object]> = [
      ['/api/search', (i) => ({ requestId: `axie-${i}`, classes: ['beast'] })],
      ['/api/breeding-search', (i) => ({ requestId: `breed-${i}`, axieId: '1', parts: ['eyes-zeal'] })],
      ['/api/apeiron/market/search', (i) => ({ requestId: `apeiron-${i}`, filters: {} })],
      ['/api/lumiterra/marketplace/search', (i) => ({ requestId: `lumiterra-${i}`, name: 'espada' })],
    ];
    for (const [url, payload] of sampleSearches) {
      for (let i = 0; i < 4; i++) {
        const res = await post(url, payload(i));
        expect(res.statusCode, `${url} #${i}: ${res.body}`).not.toBe(429);
        // the breeding search's reference axie is not in this small sample: 404, never a charge
        if (res.statusCode === 200) expect(res.json().charge, url).toEqual({ charged: false, replay: false, reason: 'sample' });
      }
    }
    // over the live horse market (Elite would be free too, but still counted): 2 searches, then 429
    const horse = (i: number) => post('/api/horse/search', { requestId: `horse-${i}`, filters: {} });
    expect((await horse(0)).statusCode).toBe(402); // no credit: still a paid search, counted
    expect((await horse(1)).statusCode).toBe(402);
    const limited = await horse(2);
    expect([limited.statusCode, limited.json().code]).toEqual([429, 'RATE_LIMITED']);
  });
});
