// The price strip with fake timers: loaded on mount, refreshed every 60 s, and a refresh that fails
// or answers 200 with nothing usable keeps the last good prices on screen (spec §8).
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiServer, http, HttpResponse, renderTool } from '@criadero/ui/testing';
import { shellMessages } from '../i18n/messages';
import { TokenStrip } from './TokenStrip';
import { TOKEN_REFRESH_MS } from './token-prices';

type Answer = { status: number; body: unknown } | { status: number; notJson: true } | { networkError: true };

/** The fake API's /api/tokens/ answering from a queue (the last answer repeats), recording the requests. */
function fakeApi(...answers: Answer[]) {
  const queue = [...answers];
  const received: { method: string; body: string; headers: Record<string, string> }[] = [];
  apiServer.use(
    http.all('/api/tokens/', async ({ request }) => {
      received.push({ method: request.method, body: await request.text(), headers: Object.fromEntries(request.headers) });
      const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
      if ('networkError' in answer) return HttpResponse.error();
      return new HttpResponse('notJson' in answer ? '<html>proxy error</html>' : JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  return {
    received,
    /** the answers of the next refreshes */
    then: (...next: Answer[]) => queue.splice(0, queue.length, ...next),
  };
}

const ok = (body: unknown): Answer => ({ status: 200, body });
/** a live quote as the market service answers it */
const live = (usd: number) => ({ usd, last_updated_at: 1_795_000_000, source: 'coingecko' });
const GOOD = { ronin: live(2.5), 'smooth-love-potion': live(0.002), 'axie-infinity': live(6.25), ethereum: live(3000) };
const GOOD_SHOWN = ['RON$2.50', 'SLP$0.002', 'AXS$6.25', 'ETH$3,000.00'];

function renderStrip() {
  return renderTool(<TokenStrip />, { locale: 'en', messages: shellMessages });
}

/** Lets the pending fetch promises settle (no timer moves). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
/** Moves the clock and lets the refreshes it started settle. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const shown = () => Array.from(screen.getByTestId('token-strip').querySelectorAll('li'), (li) => li.textContent);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('TokenStrip', () => {
  it('loads the prices on mount with POST /api/tokens/', async () => {
    const { received } = fakeApi(ok(GOOD));
    renderStrip();
    // before the first answer: the four coins with a dash, busy (the strip's place is kept)
    expect(shown()).toEqual(['RON—', 'SLP—', 'AXS—', 'ETH—']);
    expect(screen.getByTestId('token-strip')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(shellMessages.en!['shell.tokens.unavailable']!)).not.toBeInTheDocument();
    await settle();
    expect(received).toHaveLength(1);
    expect(screen.getByTestId('token-strip')).toHaveAttribute('aria-busy', 'false');
    expect(received[0]).toMatchObject({ method: 'POST', body: '{}' });
    // through the one API client: the user's language goes with it
    expect(received[0]!.headers).toMatchObject({ 'accept-language': expect.any(String) });
    expect(shown()).toEqual(GOOD_SHOWN);
    expect(screen.getByRole('list', { name: shellMessages.en!['shell.tokens.label'] })).toBeInTheDocument();
  });

  it('refreshes every 60 s and shows the new prices; stops when unmounted', async () => {
    const api = fakeApi(ok(GOOD));
    const { unmount } = renderStrip();
    await settle();
    api.then(ok({ ...GOOD, ronin: live(2.75) }));
    await advance(TOKEN_REFRESH_MS - 1);
    expect(api.received).toHaveLength(1);
    await advance(1);
    expect(api.received).toHaveLength(2);
    expect(shown()[0]).toBe('RON$2.75');
    api.then(ok({ ...GOOD, ethereum: live(3100) }));
    await advance(TOKEN_REFRESH_MS);
    expect(api.received).toHaveLength(3);
    expect(shown()).toEqual(['RON$2.50', 'SLP$0.002', 'AXS$6.25', 'ETH$3,100.00']);
    unmount();
    await advance(3 * TOKEN_REFRESH_MS);
    expect(api.received).toHaveLength(3);
  });

  const failures: [string, Answer][] = [
    ['a 500', { status: 500, body: { error: 'boom' } }],
    ['a 503 from the price source', { status: 503, body: { code: 'PRICES_UNAVAILABLE' } }],
    ['a network error', { networkError: true }],
    ['a 200 that is not JSON', { status: 200, notJson: true }],
    ['a 200 with an empty object', ok({})],
    ['a 200 with null', ok(null)],
    ['a 200 with an error body', ok({ error: 'rate limited' })],
    ['a 200 with unusable values', ok({ ronin: 'cheap', 'smooth-love-potion': { usd: null }, 'axie-infinity': Number.NaN, ethereum: { usd: '3000' } })],
  ];
  it.each(failures)('keeps the last good prices after %s, and takes the next good answer', async (_name, failure) => {
    const api = fakeApi(ok(GOOD));
    renderStrip();
    await settle();
    expect(shown()).toEqual(GOOD_SHOWN);
    api.then(failure);
    await advance(TOKEN_REFRESH_MS);
    expect(api.received).toHaveLength(2);
    expect(shown()).toEqual(GOOD_SHOWN);
    expect(warn).toHaveBeenCalled();
    api.then(ok({ ...GOOD, 'axie-infinity': live(7) }));
    await advance(TOKEN_REFRESH_MS);
    expect(shown()).toEqual(['RON$2.50', 'SLP$0.002', 'AXS$7.00', 'ETH$3,000.00']);
  });

  it('a partial answer updates the coins it prices and keeps the last good price of the others', async () => {
    const api = fakeApi(ok(GOOD));
    renderStrip();
    await settle();
    api.then(ok({ ronin: live(3) }));
    await advance(TOKEN_REFRESH_MS);
    expect(shown()).toEqual(['RON$3.00', 'SLP$0.002', 'AXS$6.25', 'ETH$3,000.00']);
  });

  it('shows a dash for a coin never priced, and "unavailable" until a first good answer', async () => {
    const api = fakeApi({ status: 500, body: {} });
    renderStrip();
    await settle();
    expect(screen.getByText(shellMessages.en!['shell.tokens.unavailable']!)).toBeInTheDocument();
    api.then(ok({ ronin: live(2.5), ethereum: live(3000) }));
    await advance(TOKEN_REFRESH_MS);
    expect(shown()).toEqual(['RON$2.50', 'SLP—', 'AXS—', 'ETH$3,000.00']);
  });
});

describe('stored sample prices', () => {
  it('are labelled with their date, and the label goes when the prices turn live', async () => {
    const stored = (usd: number) => ({ usd, last_updated_at: Date.parse('2026-11-22T00:00:00Z') / 1000, source: 'stored' });
    const api = fakeApi(ok({ ronin: stored(0.52), 'smooth-love-potion': stored(0.0011), 'axie-infinity': stored(2.35), ethereum: stored(3050) }));
    renderStrip();
    await settle();
    expect(shown()).toEqual(['RON$0.52', 'SLP$0.0011', 'AXS$2.35', 'ETH$3,050.00']);
    expect(screen.getByTestId('token-sample').textContent).toBe('Sample of Nov 22, 2026');
    expect(screen.getByTestId('token-sample').getAttribute('title')).toBe(shellMessages.en['shell.tokens.sampleTitle']);
    api.then(ok(GOOD));
    await advance(TOKEN_REFRESH_MS);
    expect(screen.queryByTestId('token-sample')).not.toBeInTheDocument();
  });
});

