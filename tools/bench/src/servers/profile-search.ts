/**
 * Profiling aid (not part of `npm run bench`): the bench's gateway in this process (20,000
 * axies, an Elite session), then PROFILE_N sequential requests per route (search, axie,
 * breeding; PROFILE_ROUTES to choose) through app.inject, timed (p50/p90/p99). With PROFILE_OUT
 * the loop alone is profiled into <PROFILE_OUT>.<route>.cpuprofile, or, with PROFILE_HEAP=1,
 * sampled for allocations (collected objects included) into .heapprofile.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { EmbeddedStore } from '@criadero/service-kit/store';
import { benchGateway } from './bench-gateway';

const { app, token } = await benchGateway(new EmbeddedStore());
const headers = { authorization: `Bearer ${token}` };
const found = await app.inject({ method: 'POST', url: '/api/search', headers, payload: {} });
const axieId = Number(String(found.json().axies).split(' ')[0]);
const detail = await app.inject({ method: 'POST', url: '/api/axie', payload: { axieId } });
const parts = (detail.json().parts as Array<{ id: string; type: string }>).reduce<Record<string, string>>((by, p) => ({ ...by, [p.type]: p.id }), {});
const search: Record<string, unknown> = { parts: [parts.eyes!, parts.back!], priorityOrder: ['back', 'eyes'] };
const routes: Record<string, { url: string; payload: Record<string, unknown>; headers?: Record<string, string> }> = {
  search: { url: '/api/search', payload: search, headers },
  axie: { url: '/api/axie', payload: { axieId } },
};
const listed = await app.inject({ method: 'POST', url: '/api/search', headers, payload: { limit: 50 } });
for (const id of String(listed.json().axies).split(' ').map(Number)) {
  const d = await app.inject({ method: 'POST', url: '/api/axie', payload: { axieId: id } });
  const p = (d.json().parts as Array<{ id: string; type: string }>).reduce<Record<string, string>>((by, x) => ({ ...by, [x.type]: x.id }), {});
  const body = { axieId: id, parts: [p.eyes!, p.tail!] };
  const tried = await app.inject({ method: 'POST', url: '/api/breeding-search', headers, payload: body });
  if (tried.statusCode === 200) {
    routes.breeding = { url: '/api/breeding-search', payload: body, headers };
    break;
  }
}
const n = Number(process.env.PROFILE_N ?? 2000);
const only = process.env.PROFILE_ROUTES?.split(',');
for (const [name, route] of Object.entries(routes).filter(([k]) => !only || only.includes(k))) {
  for (let i = 0; i < 50; i++) await app.inject({ method: 'POST', ...route });
  const profiler = process.env.PROFILE_OUT ? new Session() : null;
  if (profiler) {
    profiler.connect();
    if (process.env.PROFILE_HEAP) {
      await profiler.post('HeapProfiler.enable');
      await profiler.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
    } else {
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
      await profiler.post('Profiler.start');
    }
  }
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await app.inject({ method: 'POST', ...route });
    times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
  }
  if (profiler) {
    if (process.env.PROFILE_HEAP) {
      const { profile } = await profiler.post('HeapProfiler.stopSampling');
      writeFileSync(`${process.env.PROFILE_OUT}.${name}.heapprofile`, JSON.stringify(profile));
    } else {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync(`${process.env.PROFILE_OUT}.${name}.cpuprofile`, JSON.stringify(profile));
    }
    profiler.disconnect();
  }
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  const q = (x: number) => times[Math.floor(x * times.length)]!.toFixed(3);
  console.log(`${name}: n ${n}, p50 ${q(0.5)} ms, p90 ${q(0.9)} ms, p99 ${q(0.99)} ms, mean ${(times.reduce((s, x) => s + x, 0) / n).toFixed(3)} ms, process CPU ${((cpu.user + cpu.system) / n).toFixed(0)} µs per request`);
}
await app.close();
