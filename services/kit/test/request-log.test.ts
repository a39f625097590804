// What a log line keeps of a request: the fields Fastify logs, the address cut to 2,048
// characters (an old breeding link carries up to 768 KiB of page in it, once per open).
import { describe, expect, it } from 'vitest';
import { createFastify, requestForLog } from '../src/create-fastify';
import { testConfig } from '../src/testing/test-config';

describe('request log lines', () => {
  it('keep a short address whole and cut a long one, saying how long it was', async () => {
    const app = createFastify(testConfig(), { logger: false, underPressure: false });
    const seen: Array<ReturnType<typeof requestForLog>> = [];
    app.get('/p', (request) => {
      seen.push(requestForLog(request));
      return 'ok';
    });
    await app.inject({ method: 'GET', url: '/p?enlace=abc' });
    await app.inject({ method: 'GET', url: `/p?enlace=${'A'.repeat(300_000)}` });
    await app.close();
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/p?enlace=abc' });
    expect(seen[1]!.url.length).toBeLessThan(2100);
    expect(seen[1]!.url).toMatch(/^\/p\?enlace=A+… \(300010 characters\)$/);
  });
});
