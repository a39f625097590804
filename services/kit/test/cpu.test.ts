import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_LIMITS, createFastify } from '../src/create-fastify';
import { CpuPool, CpuSlices, cpuTask, taskModuleUrl } from '../src/cpu';
import { platformPlugin } from '../src/platform';
import { EmbeddedStore } from '../src/store';
import { testConfig } from '../src/testing';
import type * as tasks from './fixtures/cpu-tasks';

const module = taskModuleUrl(import.meta.url, './fixtures/cpu-tasks');
const add = cpuTask<typeof tasks.add>(module, 'add');
const spin = cpuTask<typeof tasks.spin>(module, 'spin');
const refuse = cpuTask<typeof tasks.refuse>(module, 'refuse');
const fail = cpuTask<typeof tasks.fail>(module, 'fail');

describe('taskModuleUrl', () => {
  it('keeps the caller’s extension, so sources name .ts modules and a build names .js ones', () => {
    expect(taskModuleUrl('file:///srv/a/routes/plan.ts', '../planners/task-planner').href).toBe('file:///srv/a/planners/task-planner.ts');
    expect(taskModuleUrl('file:///srv/dist/routes/plan.js', '../planners/task-planner').href).toBe('file:///srv/dist/planners/task-planner.js');
  });
});

describe('CpuPool (piscina worker threads)', () => {
  const pool = new CpuPool({ maxThreads: 1, timeoutMs: 10_000 });
  afterAll(async () => pool.close());

  it('runs a function of a TypeScript module in a worker thread', async () => {
    expect(await pool.run(add, [2, 3])).toBe(5);
  });

  it('stops a task past its time limit with 503 COMPUTE_TIMEOUT, and the thread is free again', async () => {
    await expect(pool.run(spin, [60_000], { timeoutMs: 300 })).rejects.toMatchObject({ statusCode: 503, code: 'COMPUTE_TIMEOUT' });
    // one thread only: this answers only because the runaway task's thread was terminated
    expect(await pool.run(add, [1, 1])).toBe(2);
  });

  it('answers 422 TOO_COMPLEX when the task refuses its input, and passes other errors on by name', async () => {
    await expect(pool.run(refuse, [])).rejects.toMatchObject({ statusCode: 422, code: 'TOO_COMPLEX' });
    await expect(pool.run(fail, [])).rejects.toMatchObject({ name: 'RangeError', message: 'bad input' });
  });

  it('answers 503 BUSY when the queue is full', async () => {
    const small = new CpuPool({ maxThreads: 1, maxQueue: 1, timeoutMs: 10_000 });
    try {
      const running = [small.run(spin, [100]), small.run(spin, [100])]; // one runs, one waits
      await expect(small.run(add, [1, 2])).rejects.toMatchObject({ statusCode: 503, code: 'BUSY' });
      await Promise.all(running);
    } finally {
      await small.close();
    }
  });
});

describe('CpuSlices', () => {
  it('yields to the event loop between slices and stops the work past its limit', async () => {
    const slices = new CpuSlices({ sliceMs: 5, limitMs: 200 });
    let othersRan = false;
    setImmediate(() => (othersRan = true));
    const spinFor = (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    spinFor(10);
    await slices.tick();
    expect(othersRan).toBe(true);
    await expect(
      (async () => {
        for (;;) {
          spinFor(10);
          await slices.tick();
        }
      })(),
    ).rejects.toMatchObject({ statusCode: 503, code: 'COMPUTE_TIMEOUT' });
  });
});

describe('load shedding (@fastify/under-pressure)', () => {
  let app: ReturnType<typeof createFastify>;
  beforeAll(async () => {
    // any work at all counts as pressure here, to make shedding observable
    app = createFastify(testConfig(), { logger: false, underPressure: { maxEventLoopUtilization: 1e-9, sampleIntervalMs: 20 } });
    await app.register(platformPlugin, { config: testConfig(), store: new EmbeddedStore(), openapi: { title: 't', version: '0' } });
    app.get('/api/work', async () => ({ ok: true }));
    app.get('/main.js', async () => 'shell');
    app.get('/breeding', async () => '<html>');
    await app.ready();
    await sleep(100); // a few samples
  });
  afterAll(async () => app.close());

  it('answers 503 BUSY in the API error format; health answers and readiness says not ready', async () => {
    const work = await app.inject({ url: '/api/work' });
    expect(work.statusCode).toBe(503);
    expect(work.json()).toEqual({ code: 'BUSY', error: expect.stringMatching(/ocupado/) });
    expect(work.headers['retry-after']).toBeDefined();
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    // ready means a request sent now is served: not while this process sheds them
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().code).toBe('NOT_READY');
  });

  it('never sheds the site itself: pages and static files are served under pressure', async () => {
    expect((await app.inject({ url: '/api/work' })).statusCode).toBe(503);
    expect((await app.inject({ url: '/main.js' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/breeding?x=1' })).statusCode).toBe(200);
  });

  it('gives the HTTP server request and connection timeouts', () => {
    expect(app.server.requestTimeout).toBe(SERVER_LIMITS.requestTimeoutMs);
    expect(app.server.timeout).toBe(SERVER_LIMITS.connectionTimeoutMs);
  });
});

describe('startServer drain', () => {
  it('exits on SIGTERM by its deadline even with a request that never ends', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', new URL('./fixtures/drain-server.ts', import.meta.url).pathname], { stdio: ['ignore', 'pipe', 'pipe'] });
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        const match = /listening (\S+)/.exec(chunk.toString());
        if (match) resolve(match[1]!);
      });
      child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
    });
    const hanging = fetch(`${url}/api/hang`).catch(() => 'closed');
    await sleep(100);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    // close-with-grace exits 1 when the drain deadline passes with work still running
    expect(await exited).toBe(1);
    expect(await hanging).toBe('closed');
  });
});

describe('start-up time', () => {
  it('lets start-up work (an onReady hook) run past Fastify’s 10 s default, up to startUpTimeoutMs', async () => {
    // fake timers: avvio's timeout and the hook's own wait run on virtual time, so the test is quick
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const app = createFastify(testConfig(), { logger: false, underPressure: false });
      app.addHook('onReady', async () => new Promise<void>((resolve) => setTimeout(resolve, 30_000)));
      const ready = app.ready().then(
        () => 'ready',
        (error: { code?: string }) => error.code ?? 'failed',
      );
      await vi.advanceTimersByTimeAsync(31_000);
      expect(await ready).toBe('ready');
      expect(SERVER_LIMITS.startUpTimeoutMs).toBeGreaterThan(30_000);
      await app.close();
    } finally {
      vi.useRealTimers();
    }
  });
});
