// The reads a page's note is drawn from: asked of the gateway's own services, kept a while, and
// given up on rather than holding the page (the page is then served without its note).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createNoteReads } from '../../src/site/note-reads';

type Inject = FastifyInstance['inject'];
const answering = (body: unknown) => ({ statusCode: 200, json: () => body });

describe('note reads', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves the page without its note when the service does not answer in time, and asks again a few seconds later', async () => {
    const asked: unknown[] = [];
    const inject = vi.fn((options: unknown) => {
      asked.push(options);
      return new Promise(() => {}); // a service that never answers
    });
    const warnings: string[] = [];
    const noteAnswer = createNoteReads({ inject: inject as unknown as Inject }, (message) => warnings.push(message));

    const first = noteAnswer({ path: '/api/apeiron/guild-war' }, 'es');
    await vi.advanceTimersByTimeAsync(499);
    let settled = false;
    void first.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false); // still waiting: the wait is 500 ms
    await vi.advanceTimersByTimeAsync(1);
    expect(await first).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining('/api/apeiron/guild-war failed (no answer within 500 ms)')]);

    // within the retry pause no page waits on it again
    expect(await noteAnswer({ path: '/api/apeiron/guild-war' }, 'es')).toBeUndefined();
    expect(inject).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    void noteAnswer({ path: '/api/apeiron/guild-war' }, 'es');
    expect(inject).toHaveBeenCalledTimes(2);
  });

  it('asks a GET, or a POST of the body, keeps each answer apart, and reuses it for 30 s', async () => {
    const inject = vi.fn(async (options: { method: string; payload?: unknown }) => answering({ method: options.method, payload: options.payload ?? null }));
    const noteAnswer = createNoteReads({ inject: inject as unknown as Inject }, () => {});
    expect(await noteAnswer({ path: '/api/land-battles/cards', body: { page: 1 } }, 'es')).toEqual({ method: 'POST', payload: { page: 1 } });
    expect(await noteAnswer({ path: '/api/land-battles/cards', body: { page: 2 } }, 'es')).toEqual({ method: 'POST', payload: { page: 2 } });
    expect(await noteAnswer({ path: '/api/land-battles/cards' }, 'es')).toEqual({ method: 'GET', payload: null });
    expect(inject).toHaveBeenCalledTimes(3);
    await noteAnswer({ path: '/api/land-battles/cards', body: { page: 1 } }, 'es');
    expect(inject).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(30_000);
    await noteAnswer({ path: '/api/land-battles/cards', body: { page: 1 } }, 'es');
    expect(inject).toHaveBeenCalledTimes(4);
  });

  it("asks in each language apart (a service answers its texts in the asker's language)", async () => {
    const inject = vi.fn(async (options: { headers: Record<string, string> }) => answering({ language: options.headers['accept-language'] }));
    const noteAnswer = createNoteReads({ inject: inject as unknown as Inject }, () => {});
    expect(await noteAnswer({ path: '/api/origins/seasons' }, 'es')).toEqual({ language: 'es' });
    expect(await noteAnswer({ path: '/api/origins/seasons' }, 'pt')).toEqual({ language: 'pt' });
    expect(await noteAnswer({ path: '/api/origins/seasons' }, 'es')).toEqual({ language: 'es' });
    expect(inject).toHaveBeenCalledTimes(2);
  });

  it('asks nothing outside the API, and draws no note from a refusal', async () => {
    const inject = vi.fn(async () => ({ statusCode: 429, json: () => ({ error: 'slow down' }) }));
    const warnings: string[] = [];
    const noteAnswer = createNoteReads({ inject: inject as unknown as Inject }, (message) => warnings.push(message));
    expect(await noteAnswer({ path: '/remotes.json' }, 'es')).toBeUndefined();
    expect(inject).not.toHaveBeenCalled();
    expect(await noteAnswer({ path: '/api/apeiron/market/info' }, 'es')).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining('answered 429')]);
  });
});
