import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localeAtom } from '@criadero/session';
import { ApiError, apiFetch, apiLocale, apiUrl, callApi, configureApi, getJson, postJson } from './api';
import { network } from './test-network';

/** A request as the server received it. */
interface Sent {
  url: string;
  method: string;
  credentials: RequestCredentials;
  body: string | undefined;
  headers: Record<string, string>;
}

/** Every request (any URL) answers `answer` (JSON) with `status`; returns what the server received. */
function answerAll(answer: unknown = { ok: true }, status = 200) {
  const sent: Sent[] = [];
  network.use(
    http.all('*', async ({ request }) => {
      sent.push({ url: request.url, method: request.method, credentials: request.credentials, body: request.body ? await request.text() : undefined, headers: Object.fromEntries(request.headers) });
      return new HttpResponse(answer === undefined ? '' : JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

/** The page's own origin (jsdom's location): where a page-relative path goes. */
const PAGE = location.origin;
const PLATFORM = 'https://criadero.example';

beforeEach(() => {
  localStorage.clear();
  getDefaultStore().set(localeAtom, 'es');
});
afterEach(() => {
  configureApi({ base: '', token: undefined, locale: undefined });
});

describe('the API client on the site (same origin, cookie session)', () => {
  it('calls the page-relative path with the session cookie and no bearer', async () => {
    const sent = answerAll({ axies: [] });
    expect(await postJson('/api/axie/cards', { ids: ['1'] })).toEqual({ axies: [] });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${PAGE}/api/axie/cards`);
    expect(sent[0]!.credentials).toBe('include');
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.body).toBe('{"ids":["1"]}');
    expect(sent[0]!.headers['content-type']).toBe('application/json');
    expect(sent[0]!.headers.authorization).toBeUndefined();
  });

  it('GETs with a query (arrays repeat the key, null/undefined are left out)', async () => {
    const sent = answerAll();
    await getJson('/api/apeiron/leaderboard', { season: 3, kind: ['a', 'b'], q: 'x y', skip: undefined, none: null });
    expect(sent[0]!.url).toBe(`${PAGE}/api/apeiron/leaderboard?season=3&kind=a&kind=b&q=x+y`);
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.body).toBeUndefined();
    expect(apiUrl('/api/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
  });

  it('turns an error answer into a typed ApiError (code, server message, credits)', async () => {
    answerAll({ error: 'Sin créditos', code: 'NO_CREDIT', creditos: 0 }, 402);
    const error = await callApi('/api/search', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 402, code: 'NO_CREDIT', message: 'Sin créditos', creditos: 0 });
  });

  it('names a body-less failure by its status, a network failure NETWORK, and lets an abort through', async () => {
    answerAll(undefined, 502);
    await expect(callApi('/api/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
    network.use(http.all('*', () => HttpResponse.error()));
    await expect(callApi('/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    // the server would answer: only the caller's signal, passed on to fetch, stops the request
    answerAll({ ok: true });
    const controller = new AbortController();
    controller.abort();
    await expect(callApi('/api/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('hands back the raw Response (images) without judging its status', async () => {
    answerAll({ nope: true }, 404);
    const res = await apiFetch('/api/axie-img', { query: { genes: '0xabc' } });
    expect(res.status).toBe(404);
  });
});

describe('the API client in an embed (partner page, platform elsewhere)', () => {
  it('calls the platform origin, never the partner page, and sends the bearer token instead of cookies', async () => {
    const sent = answerAll();
    configureApi({ base: PLATFORM });
    await getJson('/api/origins/poison');
    expect(sent[0]!.url).toBe(`${PLATFORM}/api/origins/poison`);
    expect(sent[0]!.credentials).toBe('omit');
    expect(sent[0]!.headers.authorization).toBeUndefined();

    configureApi({ token: 'tok-123' });
    await postJson('/api/horse/search', { page: 1 });
    await apiFetch('/api/axie-img', { query: { genes: '0x1' } });
    expect(sent[1]!.url).toBe(`${PLATFORM}/api/horse/search`);
    expect(sent[1]!.headers.authorization).toBe('Bearer tok-123');
    expect(sent[1]!.credentials).toBe('omit');
    expect(sent[2]!.url).toBe(`${PLATFORM}/api/axie-img?genes=0x1`);
    expect(sent[2]!.headers.authorization).toBe('Bearer tok-123');
  });

  it('resolves only platform paths against the platform: foreign and data URLs stay as they are', () => {
    configureApi({ base: PLATFORM });
    expect(apiUrl('/api/axie-img?genes=0x1')).toBe(`${PLATFORM}/api/axie-img?genes=0x1`);
    expect(apiUrl('/remotes.json')).toBe(`${PLATFORM}/remotes.json`);
    expect(apiUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(apiUrl('data:image/png;base64,AA')).toBe('data:image/png;base64,AA');
  });
});

describe('accept-language', () => {
  it('follows the locale the user chose (localeAtom in the default store), not the browser', async () => {
    const sent = answerAll();
    await getJson('/api/x');
    getDefaultStore().set(localeAtom, 'pt');
    await postJson('/api/x', {});
    getDefaultStore().set(localeAtom, 'en');
    await apiFetch('/api/x');
    expect(sent.map((s) => s.headers['accept-language'])).toEqual(['es', 'pt', 'en']);
    // the atom is the remembered one (localStorage), so a reload keeps the language
    expect(localStorage.getItem('criadero.locale')).toBe('"en"');
  });

  it('in an embed, is the tool’s own locale when the embed sets one', async () => {
    const sent = answerAll();
    getDefaultStore().set(localeAtom, 'pt');
    configureApi({ base: PLATFORM, locale: 'en' });
    expect(apiLocale()).toBe('en');
    await getJson('/api/x');
    expect(sent[0]!.headers['accept-language']).toBe('en');
  });

  it('lets a caller’s explicit header win', async () => {
    const sent = answerAll();
    await callApi('/api/x', { headers: { 'accept-language': 'pt' } });
    expect(sent[0]!.headers['accept-language']).toBe('pt');
  });
});

describe('refusals made before any work (rate limit, load shedding)', () => {
  /** Answers the given refusals in turn, then `{ ok: true }`; returns how many requests arrived. */
  function refuseThenAnswer(refusals: Array<{ status: number; code: string; retryAfter?: string }>) {
    const sent: string[] = [];
    network.use(
      http.all('*', async ({ request }) => {
        sent.push(request.body ? await request.text() : '');
        const refusal = refusals[sent.length - 1];
        if (!refusal) return HttpResponse.json({ ok: true });
        const headers: Record<string, string> = refusal.retryAfter === undefined ? {} : { 'retry-after': refusal.retryAfter };
        return HttpResponse.json({ error: 'espera', code: refusal.code }, { status: refusal.status, headers });
      }),
    );
    return sent;
  }

  it('waits out a short Retry-After and sends the same request again (429 RATE_LIMITED, 503 BUSY)', async () => {
    const sent = refuseThenAnswer([
      { status: 429, code: 'RATE_LIMITED', retryAfter: '0' },
      { status: 503, code: 'BUSY', retryAfter: '0' },
    ]);
    expect(await postJson('/api/search', { requestId: 'r-1', filters: {} })).toEqual({ ok: true });
    expect(sent).toEqual(Array(3).fill('{"requestId":"r-1","filters":{}}'));
  });

  it('gives up after two retries, and never retries a long wait, a refusal without Retry-After or another error', async () => {
    const always = Array(5).fill({ status: 429, code: 'RATE_LIMITED', retryAfter: '0' });
    const sent = refuseThenAnswer(always);
    await expect(getJson('/api/x')).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 0 });
    expect(sent).toHaveLength(3);

    for (const refusal of [
      { status: 429, code: 'RATE_LIMITED', retryAfter: '60' },
      { status: 429, code: 'RATE_LIMITED' },
      { status: 503, code: 'COMPUTE_TIMEOUT', retryAfter: '0' },
    ]) {
      const once = refuseThenAnswer([refusal]);
      await expect(getJson('/api/x')).rejects.toMatchObject({ status: refusal.status, code: refusal.code });
      expect(once, refusal.code).toHaveLength(1);
    }
  });

  it('stops waiting when the caller aborts', async () => {
    refuseThenAnswer([{ status: 429, code: 'RATE_LIMITED', retryAfter: '5' }]);
    const controller = new AbortController();
    const call = getJson('/api/x', undefined, controller.signal);
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
