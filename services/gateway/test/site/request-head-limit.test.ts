// How large a request head the gateway reads, over real HTTP (the limit is Node's parser's, which
// app.inject never meets): a page's inline breeding link up to 768 KiB opens the page, a large
// head anywhere else keeps the ordinary 16 KiB, and every refusal is a 431 page in es/en/pt
// (an API call: the API's JSON error in its language), never an empty answer.
import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { HEAD_TOO_LARGE_PAGE, HEAD_TOO_LARGE_PATH, MAX_HEAD_BYTES, ORDINARY_HEAD_BYTES } from '../../src/site/request-head-limit';
import { gatewayOn } from '../support/gateway-on-store';

const PAGE = '/axie-infinity-tools/breeding-calculator';
/** An inline link's value of about `bytes` (base64url characters, as old links carry). */
const inlineValue = (bytes: number) => Buffer.from(JSON.stringify({ v: 1, ids: Array.from({ length: Math.ceil((bytes * 3) / 4 / 11) }, (_, i) => String(10_000_001 + i)) }))
  .toString('base64url')
  .slice(0, bytes);

let app: Awaited<ReturnType<typeof gatewayOn>>;
let origin: string;

beforeAll(async () => {
  app = await gatewayOn(new EmbeddedStore());
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await app?.close();
});

/** Sends a raw head and reads what comes back until the server closes (a refused head closes the connection). */
function rawRequest(head: string): Promise<string> {
  const { port } = new URL(origin);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    // the server may close while the rest of an oversized head is still being written
    socket.on('error', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.write(head);
  });
}

describe('request heads', () => {
  it('a page address with an inline link of 700 KB opens the page (Node alone refused it past 16 KiB)', async () => {
    const value = inlineValue(700_000);
    const res = await fetch(`${origin}${PAGE}?enlace=${value}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('<div id="root">');
  });

  it('the same room is not given to any other query parameter, nor to a header: 431 and the page in three languages', async () => {
    const big = 'x'.repeat(ORDINARY_HEAD_BYTES + 1000);
    for (const res of [
      await fetch(`${origin}${PAGE}?otro=${big}`),
      await fetch(`${origin}${PAGE}?enlace=abc`, { headers: { 'x-padding': big } }),
      await fetch(`${origin}${PAGE}?enlace=${inlineValue(20_000)}`, { method: 'POST', body: '' }),
    ]) {
      expect(res.status).toBe(431);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const page = await res.text();
      expect(page).toBe(HEAD_TOO_LARGE_PAGE);
    }
    // a head just under the ordinary limit still passes anywhere
    const fits = await fetch(`${origin}${PAGE}?otro=${'x'.repeat(ORDINARY_HEAD_BYTES - 1000)}`);
    expect(fits.status).toBe(200);
  });

  it('an API call over 16 KiB gets the API’s JSON error in the language it asks for, even with an inline link value', async () => {
    const res = await fetch(`${origin}/api/health?enlace=${inlineValue(20_000)}`, { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(431);
    const body = (await res.json()) as { error: string; code: string };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.error).toMatch(/[a-z]/i);
    expect(body.error).not.toMatch(/[áéíóúñ]/);
  });

  it(`a head over ${MAX_HEAD_BYTES / 1024} KiB, refused by Node's parser before any route, gets the same page with 431, not JSON or an empty answer`, async () => {
    const answer = await rawRequest(`GET ${PAGE}?enlace=${inlineValue(MAX_HEAD_BYTES + 10_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: text\/html; charset=utf-8/i);
    expect(body).toBe(HEAD_TOO_LARGE_PAGE);
  });

  it('the page is also served where a load balancer that refused a head itself fetches it', async () => {
    const res = await fetch(`${origin}${HEAD_TOO_LARGE_PATH}`);
    expect(res.status).toBe(431);
    expect(await res.text()).toBe(HEAD_TOO_LARGE_PAGE);
  });

  it('the page is Spanish until its script picks the player’s language, and its CSP allows that script and nothing else', async () => {
    const res = await fetch(`${origin}${PAGE}?otro=${'x'.repeat(ORDINARY_HEAD_BYTES)}`);
    const page = await res.text();
    expect(page).toContain('<main lang="es"><h1>Este enlace es demasiado largo</h1>');
    expect(page).toContain('<main lang="en" hidden><h1>This link is too long</h1>');
    expect(page).toContain('<main lang="pt" hidden><h1>Este link é longo demais</h1>');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/default-src 'none'/);
    const script = page.match(/<script>(.*?)<\/script>/)![1]!;
    expect(csp).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  });
});
