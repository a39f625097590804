import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@criadero/service-kit/testing';
import { startNginx, type RunningNginx } from '../src/harness/cluster';

/**
 * services/gateway/deploy/nginx.conf.example as shipped (only its "(per host)" lines rewritten) in front of two
 * stand-in instances: one shedding every request as a gateway does (503 BUSY with Retry-After),
 * one serving. What the balancer itself does is under test here; the real gateways behind it are
 * e2e/tests/scale-out.e2e.test.ts.
 */
interface Instance {
  server: Server;
  port: number;
  seen: string[];
}

async function instance(name: string, answer: (method: string) => { status: number; body: object }): Promise<Instance> {
  const port = await freePort();
  const seen: string[] = [];
  // as large a head as the gateway reads (MAX_HEAD_BYTES): an old breeding link's address
  const server = createServer({ maxHeaderSize: 768 * 1024 }, (req, res) => {
    seen.push(`${req.method} ${req.url}`);
    req.resume();
    req.on('end', () => {
      const { status, body } = answer(req.method!);
      res.writeHead(status, { 'content-type': 'application/json', 'x-instance': name, ...(status === 503 ? { 'retry-after': '5' } : {}) });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port, seen };
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('the nginx example in front of one shedding and one serving instance', () => {
  let busy: Instance;
  let serving: Instance;
  let nginx: RunningNginx;

  beforeAll(async () => {
    busy = await instance('busy', () => ({ status: 503, body: { error: 'El servidor está muy ocupado', code: 'BUSY' } }));
    serving = await instance('serving', () => ({ status: 200, body: { ok: true } }));
    nginx = await startNginx([busy.port, serving.port], await freePort());
  });
  afterAll(async () => {
    await nginx?.stop();
    for (const { server } of [busy, serving]) if (server) await close(server);
  });

  it('sends an idempotent request the busy instance refused to the other one', async () => {
    const statuses = [];
    for (let i = 0; i < 8; i++) statuses.push((await fetch(`${nginx.url}/api/users/me?i=${i}`)).status);
    expect(statuses).toEqual(Array(8).fill(200));
    expect(busy.seen.some((line) => line.startsWith('GET'))).toBe(true); // it was asked, and skipped
  });

  it('never sends a POST twice: the client gets the 503 with its Retry-After', async () => {
    busy.seen.length = 0;
    serving.seen.length = 0;
    const answers = [];
    // with max_fails the busy instance rests for fail_timeout after a failure: space the POSTs out
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${nginx.url}/api/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ requestId: `p-${i}` }) });
      answers.push({ status: res.status, instance: res.headers.get('x-instance'), retryAfter: res.headers.get('retry-after') });
    }
    const posts = [...busy.seen, ...serving.seen].filter((line) => line.startsWith('POST'));
    expect(posts).toHaveLength(answers.length); // each POST reached exactly one instance
    for (const answer of answers.filter((a) => a.instance === 'busy')) expect(answer).toEqual({ status: 503, instance: 'busy', retryAfter: '5' });
  });

  it('passes an old breeding link with its page inline in a 700 KB address to an instance whole (nginx’s 8k default answered 414)', async () => {
    serving.seen.length = 0;
    const value = 'A'.repeat(700_000);
    const res = await fetch(`${nginx.url}/axie-infinity-tools/breeding-calculator?enlace=${value}`);
    expect(res.status).toBe(200);
    expect(serving.seen).toContain(`GET /axie-infinity-tools/breeding-calculator?enlace=${value}`);
  });

  it('a request line over its buffers gets the gateways’ page for a head too large (its path asked of an instance), not nginx’s own', async () => {
    busy.seen.length = 0;
    serving.seen.length = 0;
    const res = await fetch(`${nginx.url}/axie-infinity-tools/breeding-calculator?enlace=${'A'.repeat(1100 * 1024)}`);
    expect(res.headers.get('x-instance')).toBe('serving');
    expect([...busy.seen, ...serving.seen]).toContain('GET /_criadero/head-too-large');
    // nginx's own location for it is internal: a visitor cannot ask it directly
    expect((await fetch(`${nginx.url}/_criadero/head-too-large`)).status).toBe(404);
  });
});

describe("nginx's own answers", () => {
  let nginx: RunningNginx;
  beforeAll(async () => {
    // two instances that are not running: nginx has nobody to ask
    nginx = await startNginx([await freePort(), await freePort()], await freePort());
  });
  afterAll(async () => nginx?.stop());

  const securityHeaders = (res: Response) => ({
    csp: res.headers.get('content-security-policy'),
    nosniff: res.headers.get('x-content-type-options'),
    frame: res.headers.get('x-frame-options'),
    type: res.headers.get('content-type'),
  });
  const expectedHeaders = { csp: "default-src 'none'; frame-ancestors 'none'", nosniff: 'nosniff', frame: 'SAMEORIGIN', type: 'application/json; charset=utf-8' };

  it('no instance reachable: 502 in the API error format, in the caller\'s language, with security headers', async () => {
    const res = await fetch(`${nginx.url}/api/users/me`, { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(502);
    expect(securityHeaders(res)).toEqual(expectedHeaders);
    expect(await res.json()).toEqual({ error: 'The service is not ready', code: 'NOT_READY' });
    expect(await (await fetch(`${nginx.url}/`)).json()).toEqual({ error: 'El servicio no está listo', code: 'NOT_READY' });
  });

  it('a body over client_max_body_size: 413 PAYLOAD_TOO_LARGE with security headers', async () => {
    const res = await fetch(`${nginx.url}/api/users/saveConfig`, { method: 'POST', headers: { 'accept-language': 'pt' }, body: 'x'.repeat(2 * 1024 * 1024) });
    expect(res.status).toBe(413);
    expect(securityHeaders(res)).toEqual(expectedHeaders);
    expect(await res.json()).toEqual({ error: 'A solicitação é grande demais', code: 'PAYLOAD_TOO_LARGE' });
  });
});
