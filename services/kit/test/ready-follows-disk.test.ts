import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EmbeddedStore } from '../src/store';
import { buildPlatformTestApp } from '../src/testing';
import { FaultyFs } from './support/faulty-fs';

const dir = mkdtempSync(join(tmpdir(), 'criadero-ready-disk-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('/api/ready follows the embedded store\'s disk', () => {
  it('says 503 while writes fail with ENOSPC (writes answer 503, not 500) and 200 again by itself once space is back', async () => {
    const faulty = new FaultyFs(dir);
    const store = new EmbeddedStore({ dataDir: dir, fs: faulty.fs });
    const app = await buildPlatformTestApp({
      store,
      routes: async (api) => {
        api.post<{ Body: { id: string } }>('/purchases', async (request) => {
          await store.collection<{ _id: string }>('purchases').insertOne({ _id: request.body.id });
          return { ok: true };
        });
      },
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const buy = (id: string) => fetch(`${base}/api/purchases`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id }) });
    const ready = () => fetch(`${base}/api/ready`);
    try {
      expect((await ready()).status).toBe(200);
      expect((await buy('before')).status).toBe(200);

      faulty.capacity = 0; // the disk is full
      const refused = await buy('while-full');
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({ code: 'NOT_READY' });
      const notReady = await ready();
      expect(notReady.status).toBe(503);
      expect(await notReady.json()).toMatchObject({ code: 'NOT_READY' });

      faulty.capacity = Infinity; // space freed: no restart, no write needed first
      expect((await ready()).status).toBe(200);
      expect((await buy('after')).status).toBe(200);
      const ids = (await store.collection<{ _id: string }>('purchases').find({})).map((doc) => doc._id);
      expect(ids).toEqual(['before', 'after']);
    } finally {
      await app.close();
      await store.close();
    }
  });

  it('notices a full disk with no write failing first: the ready check makes a trial write when none succeeded lately', async () => {
    const probeDir = mkdtempSync(join(dir, 'idle-'));
    const faulty = new FaultyFs(probeDir);
    const store = new EmbeddedStore({ dataDir: probeDir, fs: faulty.fs });
    const app = await buildPlatformTestApp({ store });
    try {
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      faulty.capacity = 0;
      const before = faulty.injected;
      // polled as a load balancer does; the trial write runs once the last good write is a little old
      let status = 200;
      while (status === 200) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        status = (await app.inject({ url: '/api/ready' })).statusCode;
      }
      expect(status).toBe(503);
      expect(faulty.injected).toBeGreaterThan(before); // it was the trial write that hit the full disk
      faulty.capacity = Infinity;
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await store.close();
    }
  });
});
